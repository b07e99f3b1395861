import Foundation

extension UIView {
    /// The scene's clock: the current one, or the one of the scene this view is shown in.
    var sceneClock: Clock? {
        if let clock = Clock.current { return clock }
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root.autoLayoutStorage?.sceneClock
    }

    /// Runs `body` with the clock of the scene this view is shown in as ``Clock/current``
    /// (when no clock is current already): for the renderer, whose drawing runs the scene's
    /// `draw(_:)` methods, which may look up images (`UIImage(named:)` searches the scene's
    /// folders) or read the scene's time as they do while the scene runs.
    public func withSceneClockCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard Clock.current == nil, let clock = sceneClock else { return try body() }
        return try clock.withCurrent(body)
    }
}
