import Foundation

/// What a scroll view tells its delegate, and asks it, as UIKit's: every method optional (the
/// defaults below do nothing). Velocities are in points per millisecond, as UIKit reports them;
/// positive when the content offset grows.
///
/// `UITableViewDelegate` (and a collection view's delegate) refine this protocol, so a table's
/// delegate hears its scrolling too.
public protocol UIScrollViewDelegate: AnyObject {
    /// After every change of `contentOffset`: a drag, deceleration, an animation or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// After every change of `zoomScale`.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// When a drag begins (the pan has moved past its slop).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// When the finger lifts: `velocity` (points per millisecond) and where the scroll will come
    /// to rest. Writing `targetContentOffset.pointee` makes it land there instead.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After the finger lifted: `decelerate` is true when the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// When the content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// When the content that moved on after a drag has come to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// When `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` has finished
    /// its animation.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooming scales; nil (the default) turns zooming off.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top; true by default.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// After `adjustedContentInset` changed (the safe area or `contentInset` moved).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
