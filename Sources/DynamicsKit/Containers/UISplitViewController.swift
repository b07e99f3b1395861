import Foundation

/// The delegate's say in how a split view collapses and shows its detail; every method has a
/// default that leaves it to the split view.
public protocol UISplitViewControllerDelegate: AnyObject {
    /// True: the secondary is dropped when the split view collapses (Xcode's Master-Detail
    /// template does this while no item is chosen); false: the split view merges it into the
    /// primary (pushed on it, when the primary is a navigation controller).
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool
    /// True: the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// The controller shown once collapsed; nil for the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// iOS 14's column style: the column shown in a compact width; the default is the compact
    /// column's controller if there is one, else the primary's.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
}

/// A split view as an iPhone in portrait shows it: collapsed. Its primary (the master list,
/// usually in a navigation controller) fills the screen; at its first appearance the secondary
/// is merged into the primary (pushed on it) unless the delegate's
/// `splitViewController(_:collapseSecondary:onto:)` drops it; a detail shown later
/// (`showDetailViewController(_:sender:)`, a storyboard's "Show Detail" segue) is pushed on the
/// primary's navigation controller, a detail navigation controller's view controllers taken
/// into it, as UIKit does. iOS 14's columns collapse to the compact column's controller if one
/// is set, else to the primary's.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    open weak var delegate: UISplitViewControllerDelegate?
    public private(set) var style: Style = .unspecified
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.4
    open var preferredPrimaryColumnWidth: CGFloat = 320
    open var minimumPrimaryColumnWidth: CGFloat = 0
    open var maximumPrimaryColumnWidth: CGFloat = 320
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    /// A phone in portrait is compact: the split view is always collapsed.
    open var isCollapsed: Bool { true }
    /// Collapsed, only one column shows.
    open var displayMode: DisplayMode { .secondaryOnly }
    /// The button that shows and hides the primary beside the secondary; collapsed there is no
    /// such choice, so it shows nothing.
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)

    /// The controllers before the split view collapses: primary and secondary; after, the primary alone.
    private var columnControllers: [UIViewController] = []
    private var columns: [Column: UIViewController] = [:]
    private var hasCollapsed = false

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Made by a storyboard, which then gives it its master and detail relationships (UIStoryboard.swift).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Primary then secondary (after collapsing, the primary alone, as UIKit reports it).
    open var viewControllers: [UIViewController] {
        get { columnControllers }
        set {
            for child in children { child.willMove(toParent: nil); child.viewIfLoaded?.removeFromSuperview(); child.removeFromParent() }
            columnControllers = newValue
            // Children at once, as in UIKit: a storyboard's master finds its split view
            // controller in awakeFromNib (`splitViewController?.delegate = self`).
            for controller in newValue where controller.parent !== self { addChild(controller) }
            hasCollapsed = false
            if isViewLoaded { collapse() }
        }
    }

    /// iOS 14's columns: sets the controller of `column` (a controller that is not a navigation
    /// controller is put in one, as UIKit does for the primary, supplementary and secondary).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        var controller = vc
        if let vc, column != .compact, !(vc is UINavigationController) { controller = UINavigationController(rootViewController: vc) }
        columns[column] = controller
        if style == .unspecified { style = .doubleColumn }
        viewControllers = [columns[.primary], columns[.secondary]].compactMap { $0 }
    }

    /// The controller set for `column` (for a column style split view).
    open func viewController(for column: Column) -> UIViewController? {
        guard let controller = columns[column] else { return nil }
        if column != .compact, let navigation = controller as? UINavigationController { return navigation.viewControllers.first }
        return controller
    }

    /// Collapsed, the column to show is the only one on screen: showing it again changes nothing.
    open func show(_ column: Column) {}
    open func hide(_ column: Column) {}

    // MARK: Collapsing

    open override func loadView() {
        let container = ContainerView(frame: Clock.current?.screen?.bounds ?? .zero)
        container.backgroundColor = .systemBackground
        container.layout = { [weak self] in self?.layoutShown() }
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        collapse()
    }

    /// What a compact width shows, made once: the delegate's pick, the compact column, or the
    /// primary with the secondary merged in (unless the delegate drops it).
    private func collapse() {
        guard !hasCollapsed, !columnControllers.isEmpty else { return }
        hasCollapsed = true
        let primary = columnControllers[0]
        let secondary = columnControllers.count > 1 ? columnControllers[columnControllers.count - 1] : nil
        var shown = primary
        var merged: [UIViewController] = []
        if style != .unspecified {
            let proposed: Column = columns[.compact] != nil ? .compact : .primary
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            shown = columns[top] ?? columns[.compact] ?? primary
        } else if let chosen = delegate?.primaryViewController(forCollapsing: self) {
            shown = chosen
        } else if let secondary, secondary !== primary {
            let dropped = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if !dropped {
                // Out of the split view first: the primary's navigation controller takes it.
                secondary.willMove(toParent: nil)
                secondary.removeFromParent()
                merge(secondary, into: primary, animated: false)
            }
        }
        columnControllers = [shown]
        // The columns not shown leave (a merged secondary is the primary's child now).
        for child in children where child !== shown && !merged.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        if shown.parent !== self { addChild(shown) }
        let child = shown.view!
        child.frame = view.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child)
        shown.didMove(toParent: self)
    }

    /// Pushes `detail` on `primary` when it is a navigation controller (the view controllers of
    /// a detail navigation controller, taken out of it), else presents it over the split view.
    private func merge(_ detail: UIViewController, into primary: UIViewController, animated: Bool) {
        guard let navigation = primary as? UINavigationController else {
            present(detail, animated: animated)
            return
        }
        var arriving = [detail]
        if let nested = detail as? UINavigationController {
            arriving = nested.viewControllers
            nested.setViewControllers([], animated: false)
        }
        guard !arriving.isEmpty else { return }
        navigation.setViewControllers(navigation.viewControllers + arriving, animated: animated)
    }

    private func layoutShown() {
        for child in children { child.viewIfLoaded?.frame = view.bounds }
    }

    // MARK: Showing

    /// Collapsed: pushed on the primary's navigation controller (see the class).
    func showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        pushOnShown(vc)
    }

    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        pushOnShown(vc)
    }

    /// Collapsed, showing anything is pushing it on the one column shown.
    private func pushOnShown(_ vc: UIViewController) {
        loadViewIfNeeded()
        guard let shown = columnControllers.first else { return present(vc, animated: true) }
        merge(vc, into: shown, animated: true)
    }
}

extension UIViewController {
    /// The nearest ancestor that is a split view controller, or nil.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }
}
