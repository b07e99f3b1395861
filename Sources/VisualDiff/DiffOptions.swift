/// How `compare` decides that two frames are the same.
public struct DiffOptions: Equatable, Sendable {
    /// How far apart two colors may be, 0 to 1, before their pixel counts as different: a
    /// fraction of the largest perceptual (YIQ) distance there is, as pixelmatch measures it.
    /// 0 means exact; the usual 0.1 lets an 8-bit grey move by about 26 steps.
    public var threshold: Double

    /// When false, a differing pixel that looks like anti-aliasing (an edge moved by a fraction
    /// of a pixel) is counted apart, in `DiffResult.antiAliasedPixels`, not as a difference.
    public var includeAntiAliasing: Bool

    /// The most differing pixels a frame may have and still pass. With no limit at all, one
    /// differing pixel fails.
    public var maxDiffPixels: Int?

    /// The largest fraction of a frame's pixels, 0 to 1, that may differ and still pass.
    /// When both limits are given, a frame passes only within both.
    public var maxDiffPixelRatio: Double?

    public init(
        threshold: Double = 0.1, includeAntiAliasing: Bool = false,
        maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil
    ) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Throws `DiffError.invalidOption` for a value out of its range.
    public func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw DiffError.invalidOption("the threshold must be between 0 and 1, not \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw DiffError.invalidOption("the most differing pixels allowed must be 0 or more, not \(maxDiffPixels)")
        }
        if let maxDiffPixelRatio, !(maxDiffPixelRatio.isFinite && (0...1).contains(maxDiffPixelRatio)) {
            throw DiffError.invalidOption("the largest ratio of differing pixels must be between 0 and 1, not \(maxDiffPixelRatio)")
        }
    }

    /// Whether `differentPixels` out of `totalPixels` is within the limits.
    func passes(differentPixels: Int, totalPixels: Int) -> Bool {
        if maxDiffPixels == nil && maxDiffPixelRatio == nil { return differentPixels == 0 }
        if let maxDiffPixels, differentPixels > maxDiffPixels { return false }
        if let maxDiffPixelRatio, Double(differentPixels) > maxDiffPixelRatio * Double(totalPixels) { return false }
        return true
    }
}
