import Foundation

/// How many frames a recording holds and how many pixels each takes: the arithmetic the
/// recorder and the rasterizer follow, and the estimate a command makes before it starts.
public enum FrameGeometry {
    /// Cairo's limit for a side of an image surface, in pixels.
    public static let maximumSide = 32767

    /// `duration × fps`, rounded, and at least one.
    public static func frameCount(fps: Double, duration: Double) -> Int {
        max(1, Int((duration * fps).rounded()))
    }

    /// The pixels a side of `points` takes at `scale` pixels a point (rounded up, ignoring a
    /// rounding error's last bits); nil outside 1 … ``maximumSide`` (NaN included).
    public static func pixels(_ points: Double, scale: Double) -> Int? {
        let rounded = (points * scale - 1e-9).rounded(.up)
        return rounded >= 1 && rounded <= Double(maximumSide) ? Int(rounded) : nil
    }
}
