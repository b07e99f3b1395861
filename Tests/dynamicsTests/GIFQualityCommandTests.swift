import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// `--quality` for GIFs, through `render` (the scene's own process writes the GIF).
final class GIFQualityCommandTests: CommandLineTestCase {
    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: workDirectory.appendingPathComponent(name)))
    }

    func testALowerQualityWritesASmallerGIFAndHundredTheExactOne() throws {
        for (name, extra) in [("exact.gif", []), ("q100.gif", ["--quality", "100"]), ("q40.gif", ["--quality", "40"])] {
            let result = try runDynamics(["render", "flick", "-o", name, "--duration", "1"] + extra)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", name)
        }
        XCTAssertEqual(try bytes("q100.gif"), try bytes("exact.gif"), "100 is the exact GIF")
        let (exact, lossy) = (try bytes("exact.gif"), try bytes("q40.gif"))
        XCTAssertLessThan(Double(lossy.count), 0.99 * Double(exact.count), "\(lossy.count) against \(exact.count)")
        let decoded = try DecodedGIF.decode(data: lossy)
        XCTAssertEqual(decoded.totalDelay, 100, "the same second")
        XCTAssertEqual(decoded.width, try DecodedGIF.decode(data: exact).width)
    }

    func testAQualityOutsideZeroToHundredIsRefusedForAGIF() throws {
        let before = try files()
        for quality in ["-1", "101"] {
            let result = try runDynamics(["render", "flick", "-o", "x.gif", "--quality", quality])
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertEqual(result.stderr, "dynamics: --quality must be between 0 and 100, not \(quality)\n")
            XCTAssertEqual(try files(), before, "nothing written")
        }
    }
}
