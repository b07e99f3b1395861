import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// Runs the built `dynamics` binary and checks its output, exit status and files.
final class CommandLineTests: CommandLineTestCase {
    private func run(_ arguments: [String]) throws -> Result {
        try runDynamics(arguments)
    }


    func testListShowsEveryDemoOnALine() throws {
        let result = try run(["list"])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("falling-square ") && $0.contains("orange square") })
        XCTAssertTrue(result.stderr.isEmpty)
    }

    func testRenderWritesTheFallingSquareAsALoopingGIF() throws {
        let result = try run(["render", "falling-square", "-o", "square.gif", "--duration", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try files(), ["square.gif"], "no temporary file left behind")
        let gif = try DecodedGIF.decode(url: workDirectory.appendingPathComponent("square.gif"))
        XCTAssertEqual(gif.width, 375)
        XCTAssertEqual(gif.height, 667)
        XCTAssertEqual(gif.loopCount, 0, "loops forever by default")
        XCTAssertEqual(gif.totalDelay, 200, "2 s in centiseconds")
        XCTAssertTrue(gif.frames.allSatisfy { $0.delay >= 2 })
        // The first frame: the square in the middle, exact orange on exact white.
        let first = gif.frames[0].image
        XCTAssertEqual(first[187, 333], RGBA(255, 128, 0))
        XCTAssertEqual(first[187, 600], RGBA(255, 255, 255))
        // The last: resting on the bottom edge.
        let last = gif.frames[gif.frames.count - 1].image
        XCTAssertEqual(last[187, 660], RGBA(255, 128, 0))
        XCTAssertEqual(last[187, 333], RGBA(255, 255, 255))
        // Once at rest the frames are identical and folded: far fewer than 60 frames.
        XCTAssertLessThan(gif.frames.count, 50)
    }

    func testRenderIsByteForByteTheSameInTwoProcesses() throws {
        XCTAssertEqual(try run(["render", "falling-square", "-o", "a.gif", "--scale", "0.5"]).status, 0)
        XCTAssertEqual(try run(["render", "falling-square", "-o", "b.gif", "--scale", "0.5"]).status, 0)
        let a = try Data(contentsOf: workDirectory.appendingPathComponent("a.gif"))
        let b = try Data(contentsOf: workDirectory.appendingPathComponent("b.gif"))
        XCTAssertGreaterThan(a.count, 100)
        XCTAssertEqual(a, b)
    }

    func testRenderToAFolderWritesPNGFrames() throws {
        let result = try run(["render", "falling-square", "-o", "frames/", "--fps", "10", "--duration", "1.5", "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let folder = workDirectory.appendingPathComponent("frames")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(names.count, 15)
        XCTAssertEqual(names.first, "frame-0000.png")
        XCTAssertEqual(names.last, "frame-0014.png")
        let frame = try Frame(contentsOfPNG: folder.appendingPathComponent("frame-0000.png"))
        XCTAssertEqual(frame.width, 750)
        XCTAssertEqual(frame.height, 1334)
        XCTAssertEqual(frame[375, 667], RGBA(255, 128, 0))
    }

    func testLoopOnceWritesNoLoopExtension() throws {
        XCTAssertEqual(try run(["render", "falling-square", "-o", "once.gif", "--loop", "1", "--duration", "0.5"]).status, 0)
        let gif = try DecodedGIF.decode(url: workDirectory.appendingPathComponent("once.gif"))
        XCTAssertNil(gif.loopCount)
    }

    func testBadInputGetsOneLineAndNoFile() throws {
        let cases: [(arguments: [String], message: String, status: Int32)] = [
            (["render", "no-such-demo"], "dynamics: unknown demo 'no-such-demo'; `dynamics list` shows the demos", 64),
            (["render", "falling-square", "--fps", "0"], "dynamics: --fps must be between 1 and 120, not 0", 64),
            (["render", "falling-square", "--fps", "fast"], "dynamics: The value 'fast' is invalid for '--fps <fps>'", 64),
            (["render", "falling-square", "--duration", "-2"], "dynamics: --duration must be between 0 and 600 seconds, not -2", 64),
            (["render", "falling-square", "-o", "movie.avi"], "dynamics: cannot write movie.avi: unknown extension '.avi': use .gif, .png/.apng, .webp, .mp4 or .webm, or a folder for PNG frames", 1),
            (["render", "falling-square", "-o", "missing/folder/x.gif"], "dynamics: cannot write", 2),
        ]
        for (arguments, message, status) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.isEmpty)
            XCTAssertEqual(try files(), [], "nothing written for \(arguments)")
        }
    }

    func testMaxColorsAndDitherReachTheGIF() throws {
        let result = try run(["render", "tossing", "-o", "fish.gif", "--duration", "0.5", "--max-colors", "8", "--dither"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let gif = try DecodedGIF.decode(url: workDirectory.appendingPathComponent("fish.gif"))
        // The first image is the whole screen in at most 8 colors (later images cover only
        // what changed, each with its own palette of at most 8).
        let first = gif.frames[0].image
        var colors = Set<RGBA>()
        for y in 0..<first.height { for x in 0..<first.width { colors.insert(first[x, y]) } }
        XCTAssertLessThanOrEqual(colors.count, 8)
        XCTAssertGreaterThan(colors.count, 2, "the fish is still there")
        let bad = try run(["render", "tossing", "--max-colors", "1"])
        XCTAssertEqual(bad.status, 64)
        XCTAssertEqual(bad.stderr, "dynamics: --max-colors must be between 2 and 256, not 1\n")
    }

    func testHelpExplainsRender() throws {
        let result = try run(["render", "--help"])
        XCTAssertEqual(result.status, 0)
        for option in ["--output", "--format", "--fps", "--scale", "--duration", "--loop", "--seed"] {
            XCTAssertTrue(result.stdout.contains(option), option)
        }
    }
}
