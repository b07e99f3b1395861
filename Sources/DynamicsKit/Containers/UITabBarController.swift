import Foundation

/// Asked before and told after the user selects a tab (not when code sets `selectedIndex`).
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// View controllers side by side behind a tab bar, as UIKit's: the selected one's view fills
/// the screen above the bar, and tapping another item shows that one's view instead.
///
/// The views extend under the bar, as on iOS: their `safeAreaInsets.bottom` includes it
/// (49 pt plus the screen's bottom inset). Switching tabs is immediate, with the appearance
/// callbacks in UIKit's order: the old one's viewWillDisappear, the new one's viewWillAppear,
/// viewDidDisappear, viewDidAppear.
open class UITabBarController: UIViewController, UITabBarDelegate {
    public let tabBar = UITabBar(frame: .zero)
    open weak var delegate: UITabBarControllerDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBar()
    }

    /// Made by a storyboard, which then gives the tabs its view controllers relationships
    /// (UIStoryboard.swift).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    /// The selected tab's content scroll view, watched for the bar's appearance.
    private var contentObservation: ContentScrollObservation?

    private func setUpBar() {
        tabBar.isManaged = true
        tabBar.itemTapped = { [weak self] item in self?.userSelected(item) }
    }

    // MARK: The view controllers

    /// One per tab, in the bar's order. Setting it selects the first unless the selected one stays.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newControllers = viewControllers ?? []
        let previous = selectedViewController
        for child in children where !newControllers.contains(where: { $0 === child }) {
            if child === previous { hide(child) }
            child.willMove(toParent: nil)
            child.containment.barInsets = .zero
            child.removeFromParent()
        }
        let arriving = newControllers.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        children = newControllers
        for controller in arriving { controller.didMove(toParent: self) }
        itemsDidChange()
        let stays = previous.flatMap { old in newControllers.firstIndex { $0 === old } }
        selectedIndexStorage = newControllers.isEmpty ? NSNotFound : (stays ?? 0)
        if let selected = selectedViewController, selected !== previous { reveal(selected) }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The index of the selected tab; `NSNotFound` when there are none. Setting it shows that
    /// tab's view controller without asking the delegate.
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            guard children.indices.contains(newValue) else { return }
            select(children[newValue])
        }
    }

    /// The selected tab's view controller. Setting one that is not a tab does nothing.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndexStorage) ? children[selectedIndexStorage] : nil }
        set {
            guard let newValue, children.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    private var selectedIndexStorage = NSNotFound

    /// The tab bar's items: each view controller's `tabBarItem`.
    func itemsDidChange() {
        tabBar.items = children.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// Told that the user picked `item`, before its controller is selected, as UIKit's tab bar
    /// controller is (it is its bar's delegate); override it to hear of every pick. The
    /// selection follows whether or not an override calls `super`.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    private func userSelected(_ item: UITabBarItem) {
        guard let controller = children.first(where: { $0.tabBarItem === item }) else { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        tabBar(tabBar, didSelect: item)
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(_ controller: UIViewController) {
        guard let index = children.firstIndex(where: { $0 === controller }) else { return }
        let previous = selectedViewController
        selectedIndexStorage = index
        tabBar.selectedItem = controller.tabBarItem
        guard controller !== previous else { return }
        let appearance = self.appearance == .appeared && isViewLoaded
        if appearance { controller.loadViewIfNeeded() }
        if appearance {
            previous?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        if let previous { hide(previous) }
        reveal(controller)
        if appearance {
            previous?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    /// Puts the tab's view below the bar, over the whole view, when the view is loaded.
    private func reveal(_ controller: UIViewController) {
        controller.containment.barInsets = childBarInsets
        guard let container = viewIfLoaded else { return }
        let view = controller.view!
        view.frame = container.bounds
        container.insertSubview(view, belowSubview: tabBar)
        view.layoutIfNeeded()
        contentDidChange()
    }

    private func hide(_ controller: UIViewController) {
        if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
    }

    /// What the bar adds to each tab's safe area: its height at the bottom, unless hidden.
    private var childBarInsets: UIEdgeInsets {
        UIEdgeInsets(top: 0, left: 0, bottom: tabBar.isHidden ? 0 : UITabBar.standardHeight, right: 0)
    }

    // MARK: The view

    /// A view that fills the screen, with the bar at the bottom and the selected tab's view above it.
    open override func loadView() {
        let container = ContainerView(frame: Clock.current?.screen?.bounds ?? .zero)
        container.backgroundColor = .systemBackground
        container.layout = { [weak self] in self?.layoutContainer() }
        view = container
        container.addSubview(tabBar)
        if let selected = selectedViewController { reveal(selected) }
    }

    /// Places the bar along the bottom, over the bottom of the safe area, and the tab's view
    /// over the whole view.
    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let inherited = max(container.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom - containment.barInsets.bottom, 0)
        let height = UITabBar.standardHeight + inherited
        tabBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
        container.bringSubviewToFront(tabBar)
        for child in children { child.containment.barInsets = childBarInsets }
        if let view = selectedViewController?.viewIfLoaded, view.superview === container { view.frame = container.bounds }
        contentDidChange()
    }

    /// The bar shows its scroll-edge appearance while the selected tab's content (the top
    /// view controller's, in a navigation controller) is scrolled to its bottom edge or has
    /// no scroll view, fading to the standard one as content runs on under it.
    private func contentDidChange() {
        var shown = selectedViewController
        if let navigation = shown as? UINavigationController { shown = navigation.topViewController }
        let scrollView = shown?.contentScrollView(for: .bottom)
        if scrollView !== contentObservation?.scrollView {
            contentObservation?.invalidate()
            contentObservation = scrollView.map { ContentScrollObservation($0) { [weak self] in self?.contentDidChange() } }
        }
        let distance = scrollView?.distanceFromBottomEdge ?? 0
        tabBar.standardFraction = min(max(distance / barAppearanceFadeDistance, 0), 1)
    }
}
