import Basics

/// What `compare` found.
public struct DiffResult: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Pixels whose colors differ by more than the threshold, not counting anti-aliasing
    /// unless the options include it.
    public let differentPixels: Int
    /// Pixels that differ but look like anti-aliasing, and so were not counted as different
    /// (0 when the options include anti-aliasing).
    public let antiAliasedPixels: Int
    /// `width × height`.
    public let totalPixels: Int
    /// `differentPixels / totalPixels`.
    public let ratio: Double
    /// Whether `differentPixels` is within the options' limits.
    public let passed: Bool
    /// The expected frame as a faded grey, with differing pixels red and anti-aliased ones
    /// yellow; opaque, the frames' size.
    public let diffImage: Frame
}

/// The colors of the diff image.
enum DiffColors {
    static let different = RGBA(255, 0, 0)
    static let antiAliased = RGBA(255, 255, 0)
    /// How much of the expected frame's brightness shows through the white, so the scene stays
    /// recognisable under the red and yellow.
    static let backgroundOpacity = 0.1
}

/// Compares two frames pixel by pixel, as pixelmatch does: each pixel composited over white,
/// colors measured apart in YIQ, anti-aliased edges told apart from real differences.
/// The result depends only on the frames and the options.
///
/// - Throws: `DiffError.sizesDiffer` when the frames' sizes differ,
///   `DiffError.invalidOption` for an option out of range.
public func compare(_ expected: Frame, _ actual: Frame, options: DiffOptions = DiffOptions()) throws -> DiffResult {
    try options.validate()
    guard expected.width == actual.width, expected.height == actual.height else {
        throw DiffError.sizesDiffer(
            expectedWidth: expected.width, expectedHeight: expected.height,
            actualWidth: actual.width, actualHeight: actual.height)
    }
    let width = expected.width, height = expected.height
    let limit = options.threshold * options.threshold * YIQ.largestSquaredDistance
    var differentPixels = 0, antiAliasedPixels = 0
    var diffPixels = [UInt8](repeating: 255, count: width * height * 4)

    expected.pixels.withUnsafeBufferPointer { expectedBytes in
        actual.pixels.withUnsafeBufferPointer { actualBytes in
            diffPixels.withUnsafeMutableBufferPointer { diff in
                let expected = PixelPlane(bytes: expectedBytes, width: width, height: height)
                let actual = PixelPlane(bytes: actualBytes, width: width, height: height)
                @inline(__always) func paint(_ index: Int, _ color: RGBA) {
                    diff[index * 4] = color.r; diff[index * 4 + 1] = color.g; diff[index * 4 + 2] = color.b
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let index = y * width + x
                        if expected.word(at: index) != actual.word(at: index) {
                            let a = expected.color(at: index), b = actual.color(at: index)
                            if YIQ.squaredDistance(dr: a.r - b.r, dg: a.g - b.g, db: a.b - b.b) > limit {
                                if !options.includeAntiAliasing
                                    && (expected.isAntiAliased(x: x, y: y, comparedWith: actual)
                                        || actual.isAntiAliased(x: x, y: y, comparedWith: expected)) {
                                    antiAliasedPixels += 1
                                    paint(index, DiffColors.antiAliased)
                                } else {
                                    differentPixels += 1
                                    paint(index, DiffColors.different)
                                }
                                continue
                            }
                        }
                        let faded = 255 + (expected.brightness(at: index) - 255) * DiffColors.backgroundOpacity
                        let grey = UInt8(faded.rounded())
                        paint(index, RGBA(grey, grey, grey))
                    }
                }
            }
        }
    }

    let totalPixels = width * height
    return DiffResult(
        width: width, height: height,
        differentPixels: differentPixels, antiAliasedPixels: antiAliasedPixels, totalPixels: totalPixels,
        ratio: Double(differentPixels) / Double(totalPixels),
        passed: options.passes(differentPixels: differentPixels, totalPixels: totalPixels),
        diffImage: Frame(width: width, height: height, pixels: diffPixels))
}
