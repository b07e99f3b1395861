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

    private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
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

    /// How a tab bar shows this view controller: the view controller's `title` and no image
    /// until you set one.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = containment.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
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

    /// Shows `vc` as the detail: there is no split view here, so it is presented, as on an
    /// iPhone in a compact width.
    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }

    /// Keeps the items' titles with the view controller's, as UIKit does.
    func titleDidChange() {
        if let item = containment.navigationItem { item.title = title }
        if let item = containment.tabBarItem { item.title = title }
    }
}
