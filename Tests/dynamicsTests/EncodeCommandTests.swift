import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// `dynamics encode`: PNG frames on disk to a GIF.
final class EncodeCommandTests: CommandLineTestCase {
    /// Rendering to PNG frames and encoding them gives the very GIF that rendering to a GIF
    /// gives: the frames are opaque, so the PNG round trip is exact.
    func testEncodingRenderedFramesEqualsRenderingTheGIF() throws {
        XCTAssertEqual(try runDynamics(["render", "falling-square", "-o", "direct.gif", "--duration", "1.2"]).status, 0)
        XCTAssertEqual(try runDynamics(["render", "falling-square", "-o", "frames/", "--duration", "1.2"]).status, 0)
        let result = try runDynamics(["encode", "frames", "-o", "encoded.gif"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "no progress line when stderr is not a terminal")
        let direct = try Data(contentsOf: workDirectory.appendingPathComponent("direct.gif"))
        let encoded = try Data(contentsOf: workDirectory.appendingPathComponent("encoded.gif"))
        XCTAssertGreaterThan(direct.count, 1000)
        XCTAssertEqual(encoded, direct)
    }

    /// Frames are taken in natural order and shown 1/fps apart.
    func testFramesInNaturalOrderAtTheGivenRate() throws {
        let folder = workDirectory.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // frame-2 is red and frame-10 blue: lexical order would show blue first.
        for (name, color) in [("frame-10.png", RGBA(0, 0, 255)), ("frame-2.png", RGBA(255, 0, 0)), ("frame-3.png", RGBA(0, 255, 0))] {
            try Frame(width: 4, height: 3, fill: color).writePNG(to: folder.appendingPathComponent(name))
        }
        try Data("not a frame".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let result = try runDynamics(["encode", "shots", "-o", "clip.gif", "--fps", "4", "--loop", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let gif = try DecodedGIF.decode(url: workDirectory.appendingPathComponent("clip.gif"))
        XCTAssertEqual(gif.frames.map { $0.image[1, 1] }, [RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255)])
        XCTAssertEqual(gif.frames.map(\.delay), [25, 25, 25], "4 fps: 25 cs each")
        XCTAssertNil(gif.loopCount, "--loop 1 plays once")
    }

    func testBadInputGetsOneLineAndNoFile() throws {
        let frames = workDirectory.appendingPathComponent("frames")
        let empty = workDirectory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try Frame(width: 4, height: 4, fill: RGBA(1, 2, 3)).writePNG(to: frames.appendingPathComponent("a-1.png"))
        try Frame(width: 5, height: 4, fill: RGBA(1, 2, 3)).writePNG(to: frames.appendingPathComponent("a-2.png"))
        try Data("text".utf8).write(to: workDirectory.appendingPathComponent("fake.png"))
        let before = try files()
        let cases: [(arguments: [String], message: String, status: Int32)] = [
            (["encode", "-o", "x.gif"], "dynamics: name the PNG frames to encode, as files or folders", 64),
            (["encode", "frames"], "dynamics: Missing expected argument '--output <output>'", 64),
            (["encode", "frames", "-o", "x.gif", "--fps", "0"], "dynamics: --fps must be between 1 and 120, not 0", 64),
            (["encode", "frames", "-o", "x.gif", "--max-colors", "300"], "dynamics: --max-colors must be between 2 and 256, not 300", 64),
            (["encode", "missing", "-o", "x.gif"], "dynamics: cannot read missing: No such file or directory", 1),
            (["encode", "empty", "-o", "x.gif"], "dynamics: no PNG frames in empty: expected .png files to encode", 1),
            (["encode", "fake.png", "-o", "x.gif"], "dynamics: fake.png is not a PNG image", 1),
            (["encode", "frames", "-o", "x.gif"], "dynamics: cannot add a 5×4 frame to ", 1),
            (["encode", "frames", "-o", "x.tiff"], "dynamics: cannot write x.tiff: unknown extension '.tiff'", 1),
            (["encode", "frames/a-1.png", "-o", "no/such/folder/x.gif"], "dynamics: cannot write ", 1),
        ]
        for (arguments, message, status) in cases {
            let result = try runDynamics(arguments)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(try files(), before, "nothing written for \(arguments)")
        }
    }

    func testHelpExplainsEncode() throws {
        let result = try runDynamics(["encode", "--help"])
        XCTAssertEqual(result.status, 0)
        for option in ["--output", "--format", "--fps", "--loop", "--dither", "--max-colors", "natural order"] {
            XCTAssertTrue(result.stdout.contains(option), option)
        }
    }
}
