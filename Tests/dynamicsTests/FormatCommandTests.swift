import Basics
import Encoding
import Foundation
import PNG
import TestSupport
import XCTest

/// `render` and `encode` to APNG, WebP, MP4 and WebM, chosen by the output's extension, and
/// `render --poster`.
final class FormatCommandTests: CommandLineTestCase {
    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: workDirectory.appendingPathComponent(name)))
    }

    func testTheExtensionChoosesTheFormat() throws {
        var outputs = ["clip.png": "PNG", "clip.apng": "PNG", "clip.webp": "WEBP"]
        if VideoWriter.ffmpegPath() != nil { outputs["clip.mp4"] = "ftyp"; outputs["clip.webm"] = "webm" }
        for (name, _) in outputs.sorted(by: { $0.key < $1.key }) {
            let result = try runDynamics(["render", "falling-square", "-o", name, "--duration", "0.5"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", name)
        }
        XCTAssertEqual(Array(try bytes("clip.png")[1..<4]), Array("PNG".utf8))
        XCTAssertEqual(try bytes("clip.png"), try bytes("clip.apng"), ".png and .apng write the same animated PNG")
        XCTAssertTrue(try bytes("clip.png").count > 200)
        // acTL right after the header: an animated PNG, not a still.
        XCTAssertEqual(String(decoding: try bytes("clip.png")[37..<41], as: UTF8.self), "acTL")
        XCTAssertEqual(String(decoding: try bytes("clip.webp")[8..<12], as: UTF8.self), "WEBP")
        if outputs["clip.mp4"] != nil {
            XCTAssertEqual(String(decoding: try bytes("clip.mp4")[4..<8], as: UTF8.self), "ftyp")
            XCTAssertEqual(Array(try bytes("clip.webm")[0..<4]), [0x1A, 0x45, 0xDF, 0xA3], "EBML, as WebM starts")
        }
        XCTAssertEqual(try files(), outputs.keys.sorted(), "no temporaries left")
    }

    /// A sandboxed scene starts no programs: its frames go to `dynamics`, which runs ffmpeg on
    /// them, and the video is the same bytes as one recorded without the sandbox.
    func testAVideoFromTheSandboxIsTheSameAsWithoutIt() throws {
        guard VideoWriter.ffmpegPath() != nil else { throw XCTSkip("ffmpeg is not installed") }
        for (name, flags) in [("boxed.mp4", [String]()), ("free.mp4", ["--no-sandbox"])] {
            let result = try runDynamics(["render", "falling-square", "-o", name, "--duration", "0.5"] + flags)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
        }
        XCTAssertEqual(try bytes("boxed.mp4"), try bytes("free.mp4"))
        XCTAssertEqual(try files(), ["boxed.mp4", "free.mp4"])
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
            .contains { $0.hasPrefix("dynamics-video-") }, "the frames' folder is removed")
    }

    /// The poster is the frame the recording shows at that time: the PNG frame of a frame
    /// folder at 0.5 s × 30 fps is frame 15.
    func testPosterIsTheFrameAtItsTime() throws {
        var result = try runDynamics(["render", "falling-square", "-o", "sq.webp", "--duration", "1", "--poster", "0.5", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // --json names the poster among the files written, relative as the output was given.
        struct Report: Decodable {
            struct Output: Decodable { struct File: Decodable { var path: String }; var format: String; var files: [File] }
            var outputs: [Output]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        XCTAssertEqual(report.outputs.first?.format, "webp")
        XCTAssertEqual(report.outputs.first?.files.map(\.path), ["sq.webp", "sq.poster.png"])
        result = try runDynamics(["render", "falling-square", "-o", "frames/", "--duration", "1", "--poster", "0"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try files(), ["frames", "frames.poster.png", "sq.poster.png", "sq.webp"])
        func frame(_ name: String) throws -> Frame { try Frame(contentsOfPNG: workDirectory.appendingPathComponent(name)) }
        // Compared as booleans: a failing XCTAssertEqual of frames prints every pixel.
        let poster = try frame("sq.poster.png")
        XCTAssertTrue(poster == (try frame("frames/frame-0015.png")), "the poster at 0.5 s is frame 15")
        XCTAssertFalse(poster == (try frame("frames/frame-0000.png")), "the square has moved by 0.5 s")
        XCTAssertTrue(try frame("frames.poster.png") == (try frame("frames/frame-0000.png")), "the poster at 0 is frame 0")
    }

    func testBadFormatInputIsOneLineAndNothingWritten() throws {
        let cases: [(arguments: [String], message: String, status: Int32)] = [
            (["render", "falling-square", "-o", "x.webp", "--quality", "101"], "dynamics: --quality must be between 0 and 100, not 101", 64),
            (["render", "falling-square", "-o", "x.gif", "--poster", "-1"], "dynamics: --poster must be a time between 0 and 600 seconds, not -1", 64),
            (["render", "falling-square", "-o", "x.gif", "--duration", "1", "--poster", "3"],
             "dynamics: --poster 3 is after the end of the recording (1 s)", 2),
            (["render", "falling-square", "-o", "x.png", "--format", "png"],
             "dynamics: cannot write x.png: --format png does not match the path; use a folder for png", 1),
        ]
        for (arguments, message, status) in cases {
            let result = try runDynamics(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr, message + "\n", "\(arguments)")
            XCTAssertEqual(try files(), [], "nothing written for \(arguments)")
        }
    }

    /// Without ffmpeg on PATH, one line names the package and nothing is written (render stops
    /// before compiling anything).
    func testVideoWithoutFFmpegIsOneLine() throws {
        try FileManager.default.createDirectory(at: workDirectory.appendingPathComponent("frames"), withIntermediateDirectories: true)
        try Frame(width: 4, height: 4, fill: RGBA(1, 2, 3)).writePNG(to: workDirectory.appendingPathComponent("frames/a.png"))
        let noFFmpeg = ["PATH": "/nonexistent"]
        var result = try runDynamics(["render", "falling-square", "-o", "x.mp4"], environment: noFFmpeg)
        XCTAssertEqual(result.stderr, "dynamics: writing .mp4 needs ffmpeg (apt-get install ffmpeg)\n")
        XCTAssertEqual(result.status, 2)
        result = try runDynamics(["render", "--all", "--format", "webm", "-o", "out/"], environment: noFFmpeg)
        XCTAssertEqual(result.stderr, "dynamics: writing .webm needs ffmpeg (apt-get install ffmpeg)\n")
        XCTAssertEqual(result.status, 2)
        result = try runDynamics(["encode", "frames", "-o", "x.webm"], environment: noFFmpeg)
        XCTAssertEqual(result.stderr, "dynamics: writing .webm needs ffmpeg (apt-get install ffmpeg)\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try allFiles(), ["frames", "frames/a.png"])
    }

    /// Rendering twice gives the same bytes in every format; encoding the frames a render
    /// wrote gives the bytes rendering gives.
    func testSameBytesTwice() throws {
        var names = ["a.png", "a.webp"]
        if VideoWriter.ffmpegPath() != nil { names += ["a.mp4", "a.webm"] }
        for name in names {
            var runs: [[UInt8]] = []
            for _ in 0..<2 {
                let result = try runDynamics(["render", "flick", "-o", name, "--duration", "1.5"])
                XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
                runs.append(try bytes(name))
            }
            XCTAssertEqual(runs[0], runs[1], name)
        }
        XCTAssertEqual(try runDynamics(["render", "flick", "-o", "frames/", "--duration", "1.5"]).status, 0)
        for name in names {
            let result = try runDynamics(["encode", "frames", "-o", "encoded-" + name])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(try bytes("encoded-" + name), try bytes(name), "encode gives render's \(name)")
        }
    }
}
