import Basics
import Encoding
import VisualDiff
import XCTest

final class CompareTests: XCTestCase {
    private let blank = Frame(width: 20, height: 20, fill: white)

    func testIdenticalFramesHaveNoDifferences() throws {
        let frame = antiAliasedRectangle(centerX: 30, centerY: 30, width: 30, height: 16, angle: 0.3)
        let result = try compare(frame, frame)
        XCTAssertEqual(result.differentPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.totalPixels, 64 * 64)
        XCTAssertEqual(result.ratio, 0)
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.width, 64)
        XCTAssertEqual(result.height, 64)
    }

    func testOnePixelChangeIsOneDifference() throws {
        let changed = blank.filling(7..<8, 12..<13, with: RGBA(0, 0, 255))
        let result = try compare(blank, changed)
        XCTAssertEqual(result.differentPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        XCTAssertEqual(result.ratio, 1.0 / 400)
        XCTAssertFalse(result.passed, "with no limits one pixel fails")
        XCTAssertEqual(result.diffImage.pixels(of: red), [[7, 12]])
    }

    func testTransparentPixelsAreComparedOverWhite() throws {
        let clear = Frame(width: 20, height: 20, fill: RGBA(0, 0, 0, 0))
        XCTAssertEqual(try compare(blank, clear, options: DiffOptions(threshold: 0)).differentPixels, 0)
        // Half-transparent black over white is mid grey.
        let halfBlack = blank.filling(0..<20, 0..<20, with: RGBA(0, 0, 0, 128))
        let grey = blank.filling(0..<20, 0..<20, with: RGBA(127, 127, 127))
        XCTAssertEqual(try compare(halfBlack, grey, options: DiffOptions(threshold: 0.01)).differentPixels, 0)
        XCTAssertEqual(try compare(halfBlack, blank).differentPixels, 400)
    }

    /// A vertical edge from black to white through one grey pixel, moved right by one pixel:
    /// the column that turned black and the one that turned grey are both anti-aliasing.
    func testEdgeMovedByOnePixelIsAntiAliasing() throws {
        func edge(at column: Int) -> Frame {
            Frame(width: 20, height: 20, fill: white)
                .filling(0..<column, 0..<20, with: black)
                .filling(column..<column + 1, 0..<20, with: RGBA(128, 128, 128))
        }
        let expected = edge(at: 8), actual = edge(at: 9)
        let result = try compare(expected, actual)
        XCTAssertEqual(result.differentPixels, 0)
        XCTAssertEqual(result.antiAliasedPixels, 40, "columns 8 and 9, 20 rows each")
        XCTAssertTrue(result.passed)
        XCTAssertEqual(Set(result.diffImage.pixels(of: yellow).map { $0[0] }), [8, 9])

        let counted = try compare(expected, actual, options: DiffOptions(includeAntiAliasing: true))
        XCTAssertEqual(counted.differentPixels, 40)
        XCTAssertEqual(counted.antiAliasedPixels, 0)
        XCTAssertFalse(counted.passed)
    }

    /// A rotated, anti-aliased rectangle drawn again one pixel (and half a pixel) to the right:
    /// every pixel that changed is on its soft edge.
    func testRotatedRectangleMovedSlightlyIsAntiAliasing() throws {
        let expected = antiAliasedRectangle(centerX: 30, centerY: 31, width: 30, height: 16, angle: 0.3)
        for shift in [1.0, 0.5] {
            let actual = antiAliasedRectangle(centerX: 30 + shift, centerY: 31, width: 30, height: 16, angle: 0.3)
            let result = try compare(expected, actual)
            XCTAssertEqual(result.differentPixels, 0, "shift \(shift): red at \(result.diffImage.pixels(of: red))")
            XCTAssertGreaterThan(result.antiAliasedPixels, 20, "shift \(shift)")
        }
    }

    func testSolidShapeMovedIsADifference() throws {
        let expected = blank.filling(4..<10, 4..<10, with: black)
        let actual = blank.filling(12..<18, 4..<10, with: black)
        let result = try compare(expected, actual)
        XCTAssertEqual(result.differentPixels, 72, "both squares, 36 pixels each")
        XCTAssertEqual(result.antiAliasedPixels, 0)
    }

    func testThreshold() throws {
        let grey = Frame(width: 20, height: 20, fill: RGBA(128, 128, 128))
        let dot = { (level: UInt8) in grey.filling(10..<11, 10..<11, with: RGBA(level, level, level)) }
        // At 0.1 a grey may move by about 26 steps: sqrt(0.01 × 35215 / 0.5053).
        XCTAssertEqual(try compare(grey, dot(150)).differentPixels, 0)
        XCTAssertEqual(try compare(grey, dot(160)).differentPixels, 1)
        XCTAssertEqual(try compare(grey, dot(129), options: DiffOptions(threshold: 0)).differentPixels, 1)
        XCTAssertEqual(try compare(grey, dot(160), options: DiffOptions(threshold: 0.2)).differentPixels, 0)
    }

    /// Red against cyan is the farthest apart two colors are: 1 lets it through, just under
    /// does not. Black against white is 0.966 of that (brightness alone).
    func testThresholdScaleMatchesPixelmatch() throws {
        let redFrame = Frame(width: 4, height: 4, fill: red)
        let cyan = Frame(width: 4, height: 4, fill: RGBA(0, 255, 255))
        XCTAssertEqual(try compare(redFrame, cyan, options: DiffOptions(threshold: 1)).differentPixels, 0)
        XCTAssertEqual(try compare(redFrame, cyan, options: DiffOptions(threshold: 0.999)).differentPixels, 16)
        let blackFrame = Frame(width: 4, height: 4, fill: black), whiteFrame = Frame(width: 4, height: 4, fill: white)
        XCTAssertEqual(try compare(blackFrame, whiteFrame, options: DiffOptions(threshold: 0.97)).differentPixels, 0)
        XCTAssertEqual(try compare(blackFrame, whiteFrame, options: DiffOptions(threshold: 0.96)).differentPixels, 16)
    }

    func testPixelAndRatioLimits() throws {
        // Five scattered dots: 5 of 400 pixels, a ratio of 0.0125.
        var actual = blank
        for i in 0..<5 { actual[i * 4 + 1, i * 3 + 2] = black }
        func passes(_ options: DiffOptions) throws -> Bool { try compare(blank, actual, options: options).passed }
        XCTAssertEqual(try compare(blank, actual).differentPixels, 5)
        XCTAssertFalse(try passes(DiffOptions()))
        XCTAssertTrue(try passes(DiffOptions(maxDiffPixels: 5)))
        XCTAssertFalse(try passes(DiffOptions(maxDiffPixels: 4)))
        XCTAssertTrue(try passes(DiffOptions(maxDiffPixelRatio: 0.0125)))
        XCTAssertFalse(try passes(DiffOptions(maxDiffPixelRatio: 0.01)))
        XCTAssertFalse(try passes(DiffOptions(maxDiffPixels: 10, maxDiffPixelRatio: 0.01)), "both limits hold")
        XCTAssertFalse(try passes(DiffOptions(maxDiffPixels: 4, maxDiffPixelRatio: 0.5)), "both limits hold")
        XCTAssertTrue(try passes(DiffOptions(maxDiffPixels: 5, maxDiffPixelRatio: 0.5)))
    }

    func testSizeMismatchIsExplainedInOneLine() {
        let small = Frame(width: 375, height: 667), large = Frame(width: 750, height: 1334)
        XCTAssertThrowsError(try compare(small, large)) { error in
            XCTAssertEqual("\(error)", "sizes differ: expected 375×667, actual 750×1334")
            XCTAssertEqual(
                error as? DiffError,
                .sizesDiffer(expectedWidth: 375, expectedHeight: 667, actualWidth: 750, actualHeight: 1334))
        }
    }

    func testOptionsOutOfRangeThrow() {
        for options in [
            DiffOptions(threshold: -0.1), DiffOptions(threshold: 1.5), DiffOptions(threshold: .nan),
            DiffOptions(maxDiffPixels: -1), DiffOptions(maxDiffPixelRatio: 2),
        ] {
            XCTAssertThrowsError(try compare(blank, blank, options: options)) { error in
                guard case .invalidOption = error as? DiffError else { return XCTFail("\(error)") }
            }
        }
    }

    func testDiffImageColors() throws {
        // Expected: white with a black bar and an orange block; actual: the orange block gone,
        // and the black bar's anti-aliased edge moved by a pixel.
        let orange = RGBA(255, 128, 0)
        let expected = Frame(width: 20, height: 20, fill: white)
            .filling(0..<6, 0..<20, with: black).filling(6..<7, 0..<20, with: RGBA(128, 128, 128))
            .filling(12..<16, 4..<8, with: orange)
        let actual = Frame(width: 20, height: 20, fill: white)
            .filling(0..<7, 0..<20, with: black).filling(7..<8, 0..<20, with: RGBA(128, 128, 128))
        let image = try compare(expected, actual).diffImage
        XCTAssertEqual(image.width, 20)
        XCTAssertEqual(image.height, 20)
        XCTAssertEqual(image[13, 5], red)
        XCTAssertEqual(image.pixels(of: red).count, 16)
        XCTAssertEqual(image[6, 10], yellow)
        XCTAssertEqual(image[7, 10], yellow)
        // Elsewhere the expected frame, faded to a tenth of its contrast with white.
        XCTAssertEqual(image[18, 18], white)
        XCTAssertEqual(image[2, 2], RGBA(230, 230, 230), "black: 255 − 25.5")
        XCTAssertTrue((0..<image.pixels.count / 4).allSatisfy { image.pixels[$0 * 4 + 3] == 255 }, "opaque")
    }

    func testComparingIsDeterministic() throws {
        let expected = antiAliasedRectangle(centerX: 30, centerY: 30, width: 30, height: 16, angle: 0.3)
        let actual = antiAliasedRectangle(centerX: 33, centerY: 29, width: 30, height: 18, angle: 0.35)
        let first = try compare(expected, actual), second = try compare(expected, actual)
        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(first.differentPixels, 0)
    }

    /// A screen-sized pair of frames that differ everywhere, the slowest case: every pixel is
    /// measured and, being over the threshold, gets the anti-aliasing check, so each one is
    /// counted as different or as anti-aliasing, and painted so in the diff image. (How fast
    /// that is, is a benchmark: `dynamics-bench compare`, not a test.)
    func testScreenSizedFramesThatDifferEverywhereHaveEveryPixelAccountedFor() throws {
        var expected = Frame(width: 375, height: 667, fill: white)
        var actual = expected
        for y in 0..<667 {
            for x in 0..<375 {
                expected[x, y] = RGBA(UInt8(x & 255), UInt8(y & 255), 90)
                actual[x, y] = RGBA(UInt8((x * 7) & 255), UInt8(y & 255), 200)
            }
        }
        let result = try compare(expected, actual)
        XCTAssertGreaterThan(result.differentPixels, 200_000)
        XCTAssertEqual(result.totalPixels, 375 * 667)
        XCTAssertEqual(result.differentPixels + result.antiAliasedPixels, result.totalPixels, "every pixel differs")
        XCTAssertFalse(result.passed)
        var red = 0, yellow = 0
        for y in 0..<667 {
            for x in 0..<375 {
                switch result.diffImage[x, y] {
                case RGBA(255, 0, 0): red += 1
                case RGBA(255, 255, 0): yellow += 1
                default: XCTFail("(\(x), \(y)) is \(result.diffImage[x, y]) in the diff image, neither red nor yellow"); return
                }
            }
        }
        XCTAssertEqual(red, result.differentPixels)
        XCTAssertEqual(yellow, result.antiAliasedPixels)
    }
}
