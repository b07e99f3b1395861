import Basics
import Encoding
import TestSupport
import XCTest

/// `MedianCut.palette`, the variance-minimising median cut that starts every palette a rich
/// GIF frame or clip gets: what it gives for sets small enough to work out by hand.
final class MedianCutTests: XCTestCase {
    private func palette(_ colors: [RGBA], _ counts: [Int]? = nil, max: Int) -> [RGBA] {
        MedianCut.palette(colors: colors, counts: counts ?? colors.map { _ in 1 }, maximumCount: max)
    }

    /// Two tight clusters far apart, two entries: one entry per cluster, each the cluster's
    /// mean (the low-red cluster first: the low half of a cut keeps the box's place).
    func testTwoClustersGiveTheirTwoMeans() {
        let dark = [RGBA(20, 40, 60), RGBA(24, 40, 60), RGBA(20, 44, 60), RGBA(24, 44, 60)]
        let light = [RGBA(200, 180, 160), RGBA(204, 184, 164)]
        XCTAssertEqual(palette(dark + light, max: 2), [RGBA(22, 42, 60), RGBA(202, 182, 162)])
        // The order the colors come in does not matter.
        XCTAssertEqual(palette(light + dark.reversed(), max: 2), [RGBA(22, 42, 60), RGBA(202, 182, 162)])
    }

    /// Three clusters, three entries: the box with the most squared error is cut each time,
    /// so each cluster ends in a box of its own.
    func testThreeClustersGiveTheirThreeMeans() {
        let red = [RGBA(250, 10, 10), RGBA(246, 14, 10)]
        let green = [RGBA(10, 200, 30), RGBA(14, 204, 34), RGBA(12, 202, 32)]
        let blue = [RGBA(0, 0, 240), RGBA(2, 0, 250)]
        let result = palette(red + green + blue, max: 3)
        XCTAssertEqual(Set(result.map(key)), Set([RGBA(248, 12, 10), RGBA(12, 202, 32), RGBA(1, 0, 245)].map(key)), "\(result)")
    }

    /// No more colors than entries: every color comes back exactly, whatever its count.
    func testAFewColorsComeBackExactly() {
        let colors = [RGBA(255, 255, 255), RGBA(0, 0, 0), RGBA(255, 128, 0), RGBA(0, 122, 255), RGBA(1, 0, 0)]
        let counts = [1000, 1, 37, 5, 2]
        for maximum in [5, 6, 256] {
            let result = palette(colors, counts, max: maximum)
            XCTAssertEqual(result.count, colors.count, "at most \(maximum)")
            XCTAssertEqual(Set(result.map(key)), Set(colors.map(key)), "at most \(maximum)")
        }
        XCTAssertEqual(palette([RGBA(9, 8, 7)], [3], max: 1), [RGBA(9, 8, 7)])
        XCTAssertEqual(palette([], [], max: 4), [])
    }

    /// One entry for everything: the pixel-weighted mean, rounded.
    func testOneEntryIsTheWeightedMean() {
        XCTAssertEqual(palette([RGBA(0, 0, 0), RGBA(100, 200, 40)], [3, 1], max: 1), [RGBA(25, 50, 10)])
        // 255 · 1/3 = 85; 10 · 2/3 = 6.67 rounds to 7.
        XCTAssertEqual(palette([RGBA(255, 0, 10), RGBA(0, 0, 0), RGBA(0, 0, 10)], [1, 1, 1], max: 1), [RGBA(85, 0, 7)])
    }

    /// Three greys on one line, two entries: the cut goes where it leaves the least squared
    /// error, so the heavy color keeps an entry of its own and the two light ones share one.
    func testWeightsMoveTheCut() {
        let line = [RGBA(0, 0, 0), RGBA(100, 100, 100), RGBA(200, 200, 200)]
        // Heavy black: {0} | {100, 200} costs 2 · 50² · 3 channels; {0, 100} | {200}, 10 · 9.1² + 90.9² per channel.
        XCTAssertEqual(palette(line, [10, 1, 1], max: 2), [RGBA(0, 0, 0), RGBA(150, 150, 150)])
        // Heavy white: the other way round.
        XCTAssertEqual(palette(line, [1, 1, 10], max: 2), [RGBA(50, 50, 50), RGBA(200, 200, 200)])
        // A heavy middle grey: its entry is pulled towards it from either side.
        let middle = palette(line, [1, 50, 1], max: 2)
        XCTAssertEqual(middle.count, 2)
        XCTAssertTrue(middle.contains { $0 == RGBA(0, 0, 0) || $0 == RGBA(200, 200, 200) }, "\(middle)")
        XCTAssertTrue(middle.contains { $0 == RGBA(98, 98, 98) || $0 == RGBA(102, 102, 102) }, "\(middle)")
    }

    /// The cut is across the channel whose values spread most (by squared error), not
    /// always red.
    func testTheCutFollowsTheWidestChannel() {
        // Red varies by 4, blue by 200: two entries split by blue.
        let colors = [RGBA(100, 0, 0), RGBA(104, 0, 0), RGBA(100, 0, 200), RGBA(104, 0, 200)]
        XCTAssertEqual(palette(colors, max: 2), [RGBA(102, 0, 0), RGBA(102, 0, 200)])
    }

    /// A random set: exactly `min(maximum, colors)` entries, each the mean of some colors
    /// (so within their range), the same twice, and the same in every process (Swift's hashing
    /// is seeded per process, so depending on a Dictionary's order would change the last line).
    func testManyColorsAreSummarisedTheSameWayEveryTime() {
        var generator = SeededGenerator(seed: 42)
        var seen = Set<UInt32>()
        var colors: [RGBA] = []
        while colors.count < 2000 {
            let bits = generator.next()
            let color = RGBA(UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits >> 16))
            if seen.insert(key(color)).inserted { colors.append(color) }
        }
        let counts = colors.indices.map { _ in 1 + Int(generator.next() % 50) }
        for maximum in [1, 2, 17, 255, 1999, 2000, 3000] {
            let first = palette(colors, counts, max: maximum)
            XCTAssertEqual(first.count, min(maximum, colors.count))
            XCTAssertEqual(palette(colors, counts, max: maximum), first, "at most \(maximum)")
        }
        let table = palette(colors, counts, max: 16)
        XCTAssertEqual(fnv1a(table.flatMap { [$0.r, $0.g, $0.b] }), 533_677_539_214_438_170, "\(table)")
    }

    private func key(_ color: RGBA) -> UInt32 { UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b) }
}
