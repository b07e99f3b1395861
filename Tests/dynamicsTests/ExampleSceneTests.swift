import Encoding
import Foundation
import XCTest

/// The seeds' own Swift, kept verbatim under Examples/, rendered through `dynamics render` with
/// flag scripts and compared with the built-in demo that ports the same code: the object each
/// moves must follow the same track.
final class ExampleSceneTests: CommandLineTestCase {
    static let examples = SceneFileCommandTests.repository.appendingPathComponent("Examples")
    static let fps = 10.0

    func render(_ arguments: [String]) throws {
        let result = try runDynamics(["render"] + arguments + ["--fps", String(Self.fps)],
                                     environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
    }

    /// Per frame, the bounding box of the pixels `matches` picks (nil where there are none).
    func track(_ folder: String, _ matches: (RGBA) -> Bool) throws -> [CGRect?] {
        let url = workDirectory.appendingPathComponent(folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".png") }.sorted()
        return try names.map { name in
            let frame = try Frame(contentsOfPNG: url.appendingPathComponent(name))
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            for y in 0..<frame.height {
                for x in 0..<frame.width where matches(frame[x, y]) {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            return maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }

    /// The two tracks agree frame by frame: both absent, or boxes whose edges are within
    /// `tolerance` points.
    func assertSameTrack(_ example: [CGRect?], _ builtIn: [CGRect?], tolerance: CGFloat, frames: Range<Int>? = nil,
                         file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(example.count, builtIn.count, "frame counts", file: file, line: line)
        for index in frames ?? 0..<min(example.count, builtIn.count) {
            switch (example[index], builtIn[index]) {
            case (nil, nil):
                continue
            case let (a?, b?):
                let worst = max(abs(a.minX - b.minX), abs(a.maxX - b.maxX), abs(a.minY - b.minY), abs(a.maxY - b.maxY))
                XCTAssertLessThanOrEqual(worst, tolerance, "frame \(index) (\(Double(index) / Self.fps) s): example \(a), built-in \(b)", file: file, line: line)
            case let (a, b):
                XCTFail("frame \(index): example \(String(describing: a)), built-in \(String(describing: b))", file: file, line: line)
            }
        }
    }

    static func isOrange(_ p: RGBA) -> Bool { p.r > 230 && p.g > 100 && p.g < 160 && p.b < 40 }
    static func isRed(_ p: RGBA) -> Bool { p.r > 230 && p.g < 40 && p.b < 40 }

    func testPositionToBoundsMappingGrowsAndShrinksLikeTheBuiltInButton() throws {
        try render(["bounds-mapping-button", "-o", "built-in/"])
        try render([Self.examples.appendingPathComponent("PositionToBoundsMapping").path,
                    "--tap", "Tap Me@0.3", "--tap", "Tap Me@2.8", "--duration", "5", "-o", "example/"])
        let example = try track("example", Self.isRed), builtIn = try track("built-in", Self.isRed)
        assertSameTrack(example, builtIn, tolerance: 1)
        // And it does move: the button grows past its 300 pt width after the first tap.
        XCTAssertGreaterThan(example.compactMap { $0?.width }.max() ?? 0, 310)
    }

    func testStickyCornersSettleWhereTheBuiltInDemosDo() throws {
        // The built-in demo drags the view into the bottom half, then flicks it from wherever it
        // rests; the example gets the same touches from flags, at the points the view rests at.
        try render(["sticky-corners", "-o", "built-in/"])
        let builtIn = try track("built-in", Self.isOrange)
        func center(_ time: Double) throws -> String {
            let box = try XCTUnwrap(builtIn[Int((time * Self.fps).rounded())])
            return "\(box.midX),\(box.midY)"
        }
        try render([Self.examples.appendingPathComponent("StickyCorners").path, "--duration", "6", "-o", "example/",
                    "--drag", "187.5,333.5:290,560@0.6+0.9",
                    "--flick", "\(try center(2.4)):-400,-2400@2.5",
                    "--flick", "\(try center(4.1)):600,2400@4.2"])
        let example = try track("example", Self.isOrange)
        // Before the first touch, and at rest after each throw, the view is where the built-in
        // demo's is (the drag is linear here and eased there, so the paths between may differ).
        assertSameTrack(example, builtIn, tolerance: 1, frames: 0..<6)
        assertSameTrack(example, builtIn, tolerance: 2, frames: 22..<25)
        assertSameTrack(example, builtIn, tolerance: 2, frames: 39..<42)
        assertSameTrack(example, builtIn, tolerance: 2, frames: 57..<60)
        // The two rests after the throws are in different halves of the screen.
        XCTAssertLessThan(try XCTUnwrap(example[40]).midY, 333.5)
        XCTAssertGreaterThan(try XCTUnwrap(example[59]).midY, 333.5)
    }

    func testFlickFallsRestsAndIsThrownLikeTheBuiltInDemo() throws {
        try render(["flick", "-o", "built-in/"])
        let builtIn = try track("built-in", Self.isOrange)
        try render([Self.examples.appendingPathComponent("Flick").path, "--duration", "6", "-o", "example/",
                    "--flick", "187.5,647:900,-2000@1"])
        let example = try track("example", Self.isOrange)
        // The same fall from the centre and the same rest on the floor before the first touch.
        assertSameTrack(example, builtIn, tolerance: 1, frames: 0..<10)
        // Thrown up and to the right (the built-in demo drags first, then throws the same way):
        // both rise far from the floor and move right within half a second of the release.
        for track in [example, builtIn] {
            let release = track.firstIndex { ($0?.minY ?? 1000) < 400 }
            XCTAssertNotNil(release)
        }
        let thrown = try XCTUnwrap(example[15])
        XCTAssertLessThan(thrown.midY, 450)
        XCTAssertGreaterThan(thrown.midX, 187.5)
    }

    static func isDarkGray(_ p: RGBA) -> Bool {
        (80...90).contains(p.r) && (80...90).contains(p.g) && (80...90).contains(p.b)
    }

    // MARK: The seed's custom transitions

    func testTheDropOutModalDropsInLikeTheBuiltInDemo() throws {
        try render(["drop-in-present", "-o", "built-in/"])
        try render([Self.examples.appendingPathComponent("DropOut").path, "--tap", "Present@0.3", "--duration", "3", "-o", "example/"])
        let example = try track("example", Self.isRed), builtIn = try track("built-in", Self.isRed)
        assertSameTrack(example, builtIn, tolerance: 2)
        // It starts above the screen and comes to rest centred, 200 × 200.
        XCTAssertNil(example[3])
        let rest = try XCTUnwrap(example.last ?? nil)
        XCTAssertEqual(rest.midX, 187.5, accuracy: 1.5)
        XCTAssertEqual(rest.midY, 333.5, accuracy: 2)
        XCTAssertEqual(rest.width, 200, accuracy: 2)
    }

    func testTheDropOutModalSwingsOutOnItsRopeLikeTheBuiltInDemoAndCanBePresentedAgain() throws {
        // The built-in demo presents without animation and taps Dismiss at 0.5 s; the example
        // drops in first and is dismissed at 3 s: 2.5 s later, so 25 frames apart.
        try render(["swinging-rope-dismissal", "-o", "built-in/"])
        try render([Self.examples.appendingPathComponent("DropOut").path,
                    "--tap", "Present@0.3", "--tap", "Dismiss@3", "--tap", "Present@8", "--duration", "9", "-o", "example/"])
        let example = try track("example", Self.isRed), builtIn = try track("built-in", Self.isRed)
        for index in 5..<50 {
            switch (example[index + 25], builtIn[index]) {
            case (nil, nil): continue
            case let (a?, b?):
                XCTAssertEqual(a.midX, b.midX, accuracy: 4, "\(Double(index + 25) / Self.fps) s")
                XCTAssertEqual(a.midY, b.midY, accuracy: 4, "\(Double(index + 25) / Self.fps) s")
            case let (a, b):
                XCTFail("at \(Double(index + 25) / Self.fps) s: example \(String(describing: a)), built-in \(String(describing: b))")
            }
        }
        // It swings (a turned square's box is wider than the square), then leaves the screen…
        XCTAssertGreaterThan(example[30..<70].compactMap { $0?.width }.max() ?? 0, 230)
        XCTAssertNil(example[79])
        // …and the presenter takes taps again: Present at 8 s drops a new modal in.
        XCTAssertNotNil(example[89])
    }

    func testTheShadeFollowsTheSwipesLikeTheBuiltInDemo() throws {
        try render(["shade", "-o", "built-in/"])
        try render([Self.examples.appendingPathComponent("Shade").path, "--duration", "7", "-o", "example/",
                    "--drag", "187,20:187,450@0.5+0.6", "--drag", "187,640:187,160@4.5+0.5"])
        let example = try track("example", Self.isDarkGray), builtIn = try track("built-in", Self.isDarkGray)
        assertSameTrack(example, builtIn, tolerance: 2)
        XCTAssertEqual(try XCTUnwrap(example[40]), CGRect(x: 0, y: 0, width: 375, height: 667), "presented, full screen")
        XCTAssertNil(example[69], "dismissed through the top")
    }

    func testAShortSwipeDownCancelsTheShade() throws {
        // Released above the screen's top half (the shade's centre still off screen): cancelled.
        try render([Self.examples.appendingPathComponent("Shade").path, "--duration", "3", "-o", "example/",
                    "--drag", "187,20:187,140@0.5+0.3"])
        let example = try track("example", Self.isDarkGray)
        XCTAssertNotNil(example[8], "the shade follows the finger")
        XCTAssertNil(example[29], "and goes back up once released")
    }
}
