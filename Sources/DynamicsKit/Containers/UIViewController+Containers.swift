import Foundation

/// What a view controller keeps for the containers it may be in: its items, made on first use,
/// and how far its container's bars reach over its view.
struct ContainmentState {
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    /// Added to the view's safe area: the navigation bar at the top, the tab bar at the bottom.
    var barInsets = UIEdgeInsets.zero {
        didSet { if barInsets != oldValue { LayoutEngine.hierarchyDidChange() } }
    }
    var hidesBottomBarWhenPushed = false
    var toolbarItems: [UIBarButtonItem]?
    /// The scroll views given with `setContentScrollView(_:for:)`, by edge (top, bottom).
    var contentScrollViews: [(edge: NSDirectionalRectEdge, view: UIScrollView?)] = []
}

extension UIViewController {
    /// The nearest ancestor that is a navigation controller, or nil.
    public var navigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    /// The nearest ancestor that is a tab bar controller, or nil.
    public var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }

    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var candidate = parent
        while let controller = candidate {
            if let container = controller as? Container { return container }
            candidate = controller.parent
        }
        return nil
    }

    /// What a navigation bar shows while this view controller is in a navigation controller:
    /// its title (the view controller's `title` until you set one) and bar button items.
    public var navigationItem: UINavigationItem {
        if let item = containment.navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        containment.navigationItem = item
        return item
    }

    /// How a tab bar shows this view controller: the view controller's `title` (a navigation
    /// controller's: its root's) and no image until you set one.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = containment.tabBarItem { return item }
            let rootTitle = (self as? UINavigationController)?.viewControllers.first?.title
            let item = UITabBarItem(title: title ?? rootTitle, image: nil, tag: 0)
            containment.tabBarItem = item
            return item
        }
        set {
            containment.tabBarItem = newValue
            tabBarController?.itemsDidChange()
        }
    }

    /// Stored but not acted on: a pushed view controller keeps the tab bar here.
    public var hidesBottomBarWhenPushed: Bool {
        get { containment.hidesBottomBarWhenPushed }
        set { containment.hidesBottomBarWhenPushed = newValue }
    }

    /// The items a navigation controller's toolbar shows while this view controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { containment.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; the navigation controller's toolbar shows them at once.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        containment.toolbarItems = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self { navigation.updateToolbarItems() }
    }

    /// The scroll view whose content decides how the bars along `edge` look (iOS 15): the one
    /// given with ``setContentScrollView(_:for:)``, else the view when it is a scroll view, or
    /// the scroll view at the back of it (its first subview), as UIKit finds it.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let given = containment.contentScrollViews.last(where: { !$0.edge.intersection(edge).isEmpty }) {
            return given.view
        }
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first as? UIScrollView
    }

    /// Makes `scrollView` the one the bars along `edge` follow (iOS 15).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        containment.contentScrollViews.removeAll { $0.edge == edge }
        containment.contentScrollViews.append((edge, scrollView))
        navigationController?.viewIfLoaded?.setNeedsLayout()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Makes `scrollView` the one the bars along every edge follow (iOS 15).
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// Shows `vc` as the detail: in a split view, as a collapsed split view shows it (pushed on
    /// its primary's navigation controller, UISplitViewController.swift); elsewhere presented,
    /// as on an iPhone.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = self as? UISplitViewController ?? splitViewController {
            split.showDetail(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Keeps the items' titles with the view controller's, as UIKit does.
    func titleDidChange() {
        if let item = containment.navigationItem { item.title = title }
        if let item = containment.tabBarItem { item.title = title }
        // A navigation controller's tab shows its root's title, as on iOS (setting `title` in
        // the root's viewDidLoad names the tab).
        if let navigation = parent as? UINavigationController, navigation.viewControllers.first === self {
            navigation.tabBarItem.title = title
        }
    }
}

/// The edges of a rectangle by reading direction, as UIKit's: leading and trailing are left
/// and right here.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
