import Foundation

/// A finger's velocity from its recent positions: the least-squares slope of position against
/// time over the samples of the last 100 ms. When those samples span no time (the finger
/// rested, then lifted), the latest sample before them joins in, so a finger that rested
/// reports zero and a sparse script reports its distance over time. Only the touch's script
/// times enter, so the estimate is the same on every run.
///
/// A path that keeps a constant velocity for its last 100 ms reports exactly that velocity;
/// one that slows down reports about its average over those 100 ms, as a device does.
struct VelocityEstimator {
    /// Seconds of history the estimate looks at.
    static let window: TimeInterval = 0.1
    /// Slack for script times that sit exactly on the window's edge.
    private static let timeTolerance: TimeInterval = 1e-6

    private var samples: [(time: TimeInterval, location: CGPoint)] = []

    mutating func add(_ location: CGPoint, at time: TimeInterval) {
        if let last = samples.last, last.time == time, last.location == location { return }
        samples.append((time, location))
        // Keep the window and one sample before it.
        let first = firstRecentIndex
        if first > 1 { samples.removeFirst(first - 1) }
    }

    /// Points per second, in window coordinates.
    var velocity: CGPoint {
        guard let latest = samples.last else { return .zero }
        var first = firstRecentIndex
        if latest.time - samples[first].time <= Self.timeTolerance, first > 0 { first -= 1 }
        let recent = samples[first...]
        let count = Double(recent.count)
        let meanTime = recent.reduce(0) { $0 + $1.time } / count
        let meanX = recent.reduce(0) { $0 + Double($1.location.x) } / count
        let meanY = recent.reduce(0) { $0 + Double($1.location.y) } / count
        var timeVariance = 0.0, covarianceX = 0.0, covarianceY = 0.0
        for sample in recent {
            let dt = sample.time - meanTime
            timeVariance += dt * dt
            covarianceX += dt * (Double(sample.location.x) - meanX)
            covarianceY += dt * (Double(sample.location.y) - meanY)
        }
        guard timeVariance > 0 else { return .zero }
        return CGPoint(x: covarianceX / timeVariance, y: covarianceY / timeVariance)
    }

    /// The first sample inside the window that ends at the latest one.
    private var firstRecentIndex: Int {
        guard let latest = samples.last else { return 0 }
        let start = latest.time - Self.window - Self.timeTolerance
        return samples.firstIndex { $0.time >= start } ?? samples.count - 1
    }
}
