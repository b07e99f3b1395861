import Foundation

/// The content of a scroll view moving on its own, stepped by the scene's clock: a glide and
/// bounce after a drag (each axis on its own, as UIKit's), or the 0.3 s animation of
/// `setContentOffset(_:animated:)`. It holds its scroll view weakly; the clock holds it while
/// it runs.
final class ScrollMotion: ClockDriven {
    enum Kind {
        /// After a drag: `scrollViewDidEndDecelerating` when both axes rest.
        case deceleration(x: ScrollAxisMotion, y: ScrollAxisMotion)
        /// `setContentOffset(_:animated:)`: `scrollViewDidEndScrollingAnimation` at the end.
        case scrollingAnimation(from: CGPoint, to: CGPoint, elapsed: Double)
        /// `setZoomScale(_:animated:)`, `zoom(to:animated:)`: the scale eased from one value to
        /// another, `anchor` (in the zoomed view's own coordinates) kept in the middle.
        case zoomAnimation(from: CGFloat, to: CGFloat, anchor: CGPoint, elapsed: Double)
        /// The content easing back to the top after a refresh control ended refreshing: nothing
        /// is told when it arrives.
        case settling(from: CGPoint, to: CGPoint, elapsed: Double)
        /// After a pinch past the limits or the edges: the scale eased back within the limits
        /// while `anchor` (the zoomed view's own coordinates) moves from `from` to `to` in the
        /// visible area (the scroll view's frame coordinates), which lands the offset in range.
        case zoomBounce(fromScale: CGFloat, toScale: CGFloat, anchor: CGPoint, from: CGPoint, to: CGPoint, elapsed: Double)
    }

    /// How long `setContentOffset(_:animated:)` and `setZoomScale(_:animated:)` take.
    static let animationDuration: Double = 0.3

    private(set) var kind: Kind
    private weak var scrollView: UIScrollView?
    private weak var clock: Clock?

    init(_ kind: Kind, scrollView: UIScrollView, clock: Clock) {
        self.kind = kind
        self.scrollView = scrollView
        self.clock = clock
        clock.attach(self)
    }

    /// Takes the motion off the clock; the content stays where it is.
    func stop() {
        clock?.detach(self)
    }

    func step(_ dt: TimeInterval) {
        guard let scrollView else {
            stop()
            return
        }
        switch kind {
        case .deceleration(var x, var y):
            x.advance(by: dt)
            y.advance(by: dt)
            kind = .deceleration(x: x, y: y)
            scrollView.contentOffset = CGPoint(x: x.position, y: y.position)
            if x.isResting, y.isResting { finish(scrollView) }
        case .scrollingAnimation(let from, let to, let elapsed):
            let time = elapsed + dt
            let progress = CGFloat(Self.easeInOut(min(time / Self.animationDuration, 1)))
            kind = .scrollingAnimation(from: from, to: to, elapsed: time)
            scrollView.contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            if time >= Self.animationDuration - 1e-9 { finish(scrollView) }
        case .zoomAnimation(let from, let to, let anchor, let elapsed):
            let time = elapsed + dt
            let progress = CGFloat(Self.easeInOut(min(time / Self.animationDuration, 1)))
            kind = .zoomAnimation(from: from, to: to, anchor: anchor, elapsed: time)
            scrollView.applyZoomScale(from + (to - from) * progress, keeping: anchor)
            if time >= Self.animationDuration - 1e-9 { finish(scrollView) }
        case .settling(let from, let to, let elapsed):
            let time = elapsed + dt
            let progress = CGFloat(Self.easeInOut(min(time / Self.animationDuration, 1)))
            kind = .settling(from: from, to: to, elapsed: time)
            scrollView.contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            if time >= Self.animationDuration - 1e-9 { finish(scrollView) }
        case .zoomBounce(let fromScale, let toScale, let anchor, let from, let to, let elapsed):
            let time = elapsed + dt
            let progress = CGFloat(Self.easeInOut(min(time / Self.animationDuration, 1)))
            kind = .zoomBounce(fromScale: fromScale, toScale: toScale, anchor: anchor, from: from, to: to, elapsed: time)
            let point = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            scrollView.applyZoomScale(fromScale + (toScale - fromScale) * progress, keeping: anchor, at: point)
            if time >= Self.animationDuration - 1e-9 { finish(scrollView) }
        }
    }

    private func finish(_ scrollView: UIScrollView) {
        stop()
        scrollView.motionDidFinish(self)
    }

    /// Core Animation's ease-in-ease-out curve, (0.42, 0, 0.58, 1), at `fraction` of the time.
    static func easeInOut(_ fraction: Double) -> Double {
        cubicBezierTiming(fraction, 0.42, 0, 0.58, 1)
    }
}
