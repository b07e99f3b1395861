import Foundation

/// Watches a content scroll view's bounds (its content offset) for the bars of a container.
final class ContentScrollObservation: NSKeyValueObserving {
    private(set) weak var scrollView: UIScrollView?
    private let changed: () -> Void

    init(_ scrollView: UIScrollView, changed: @escaping () -> Void) {
        self.scrollView = scrollView
        self.changed = changed
        scrollView.addObserver(self, forKeyPath: "bounds", context: nil)
    }

    func invalidate() {
        scrollView?.removeObserver(self, forKeyPath: "bounds")
        scrollView = nil
    }

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        changed()
    }
}

/// The scroll distance over which a bar fades from its scroll-edge appearance to its standard
/// one (an estimate: UIKit does not publish it).
let barAppearanceFadeDistance: CGFloat = 10

extension UIScrollView {
    /// How far the content's top edge has scrolled up past its rest (under a bar at the top).
    var distanceFromTopEdge: CGFloat { contentOffset.y + adjustedContentInset.top }

    /// How far the content's bottom edge is below where it rests scrolled to the end (under a
    /// bar at the bottom); 0 when the content is shorter than the view.
    var distanceFromBottomEdge: CGFloat {
        let maxY = contentSize.height + adjustedContentInset.bottom - bounds.height
        return max(maxY - contentOffset.y, 0)
    }
}

extension UINavigationController {
    /// The top view controller's content, or its scroll, changed: the large title collapses
    /// or stretches with the scroll, and each bar fades between its scroll-edge appearance and
    /// its standard one.
    func contentDidChange() {
        let scrollView = topViewController?.contentScrollView(for: .top)
        if scrollView !== contentObservation?.scrollView {
            contentObservation?.invalidate()
            contentObservation = scrollView.map { ContentScrollObservation($0) { [weak self] in self?.contentDidChange() } }
        }
        // A scroll view not laid out yet has not been moved below the bar: it is at rest.
        guard let scrollView, scrollView.lastAdjustedContentInset != nil else {
            navigationBar.largeTitleExtent = UINavigationBar.largeTitleHeight
            navigationBar.standardFraction = 0
            toolbar.standardFraction = 0
            return
        }
        // Content resting at its top edge — under the bar as it is now, or as the scroll view
        // last laid itself out, before it moves the content with a changed inset — stays
        // there as the bar changes: the title keeps its state.
        let restingTop = [scrollView.adjustedContentInset.top, scrollView.lastAdjustedContentInset?.top].compactMap { $0 }
        let atRest = restingTop.contains(-scrollView.contentOffset.y) && !scrollView.isTracking && scrollView.motion == nil
        if navigationBar.showsLargeTitle, !atRest {
            // How far the content has scrolled from its rest with the large title shown: the
            // adjusted inset already lacks what has collapsed when the bar is in the safe area.
            let collapsed = UINavigationBar.largeTitleHeight - (navigationBar.insetHeight - UINavigationBar.standardHeight)
            let insetFollowsBar = !navigationBar.isHidden && scrollView.safeAreaInsets.top >= navigationBar.insetHeight - 0.5
            let scrolled = scrollView.distanceFromTopEdge + (insetFollowsBar ? collapsed : 0)
            navigationBar.largeTitleExtent = max(UINavigationBar.largeTitleHeight - scrolled, 0)
        }
        navigationBar.standardFraction = min(max(scrollView.distanceFromTopEdge / barAppearanceFadeDistance, 0), 1)
        toolbar.standardFraction = min(max(scrollView.distanceFromBottomEdge / barAppearanceFadeDistance, 0), 1)
    }
}
