import Foundation
import InterfaceBuilder

/// How a presented view controller covers the screen. Every style but `.custom` fills the
/// screen (there are no sheets here); `.fullScreen`, `.currentContext` and `.automatic` take
/// the presenter's view off screen once the presentation completes, the others leave it below.
public enum UIModalPresentationStyle: Int, Sendable {
    /// No presentation: what a navigation transition's context reports.
    case none = -1
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    /// The presented view keeps the frame you gave it before `present`, or fills the screen
    /// when it has none; the presenter's view stays below. The style for custom transitions.
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    /// `.fullScreen`, as before iOS 13.
    case automatic = -2

    /// Whether the presenter's view leaves the screen while this presentation is up.
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext, .automatic: return true
        default: return false
        }
    }

    /// Whether the presented view fills the screen whatever its frame.
    var fillsContainer: Bool { self != .custom }
}

/// Manages a view, as UIKit's: loads it lazily, is told when it appears, disappears and lays
/// out, presents other view controllers and contains child view controllers.
///
/// Make one the scene's content with ``Scene/rootViewController``. Create (or first touch the
/// `view` of) a view controller inside ``Scene/run(_:)`` or a scene callback, so that the
/// animators its `viewDidLoad` makes run on the scene's clock.
open class UIViewController: UIResponder, UIContentContainer {
    /// Also the title of the `navigationItem` and `tabBarItem` (Containers/).
    open var title: String? { didSet { titleDidChange() } }
    /// How `present` shows this view controller. Defaults to `.fullScreen` (UIKit's before iOS 13).
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// Whether a non-full-screen presentation takes over the status bar's appearance; the
    /// status bar is not drawn here, so it changes nothing on screen.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Whether a sheet showing this controller refuses the swipe that would dismiss it (iOS 13);
    /// kept: sheets are not swiped away here.
    open var isModalInPresentation = false
    /// Deprecated in iOS 11 for a scroll view's `contentInsetAdjustmentBehavior`, which still
    /// reads it: with `.automatic`, the scroll view of a view controller in a navigation or tab
    /// bar controller is inset from the bars even when it does not scroll only while this is
    /// true (the default); false leaves it to the scrollable axes.
    open var automaticallyAdjustsScrollViewInsets = true
    /// How an animated presentation without an animator of its own shows this view controller:
    /// sliding up from the bottom (`.coverVertical`, the default) or fading in (`.crossDissolve`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies the animators of this view controller's presentation and dismissal. Held weakly.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether the appearance callbacks reach the children too. Defaults to true.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Added to the safe area of the view (and so of its subviews), e.g. for bars a container
    /// draws itself. Defaults to zero.
    /// The edges along which the view reaches under a navigation controller's bars: all by
    /// default; without `.top` the view starts below the navigation bar (and without
    /// `.bottom` ends above the toolbar), as in UIKit.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the view reaches under opaque bars too (`isTranslucent` false); UIKit's default
    /// is false, so an opaque navigation bar has the view start below it.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { LayoutEngine.hierarchyDidChange() } }
    }

    public internal(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// The view controller this one presents, if any. Set from the start of `present` until the
    /// dismissal completes.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one, or one of its ancestors.
    public var presentingViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let presenter = controller.presenter { return presenter }
            candidate = controller.parent
        }
        return nil
    }
    /// The coordinator of the presentation, dismissal, push or pop this view controller (or
    /// one of its ancestors) takes part in, while it is under way; nil otherwise.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { runningTransitionCoordinator }
    /// How this view controller is shown while presented: the transitioning delegate's, for
    /// `.custom`, or a standard one. Made when first asked for (so that its `delegate` can be
    /// set before `present`), and let go when the dismissal completes.
    public var presentationController: UIPresentationController? { presentationControllerMadeIfNeeded() }
    var storedPresentationController: UIPresentationController?
    /// True during the presentation transition of this view controller.
    public internal(set) var isBeingPresented = false
    /// True during the dismissal transition of this view controller.
    public internal(set) var isBeingDismissed = false

    weak var presenter: UIViewController?
    /// The transition in flight from or to this view controller, kept until it completes.
    var activeTransition: PresentationTransition?
    /// `topLayoutGuide` and `bottomLayoutGuide`, once asked for (UIViewController+LayoutSupport.swift).
    var layoutSupportGuides: (top: UILayoutSupport?, bottom: UILayoutSupport?) = (nil, nil)
    /// Where this presented view controller's view is shown (UIKit's transition view).
    var presentationContainer: UIView?
    /// Where the presenter's view was before a presentation took it off screen.
    var removedViewSlot: (superview: UIView, index: Int)?

    private var loadedView: UIView?
    private var isLoadingView = false
    private(set) var appearance = Appearance.disappeared
    /// The navigation and tab bar items, and the insets a container's bars add (Containers/).
    var containment = ContainmentState()

    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// `UIViewController()`: a controller with no nib. A convenience initializer, as UIKit's
    /// (its designated ones are `init(nibName:bundle:)` and `init?(coder:)`), so a subclass may
    /// declare its own `init()` without `override`, and must call one of those two from it.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller whose view comes from the xib `nibNameOrNil` (one of the scene's files) when
    /// given; without one, from a xib named after the class (`GameView` or
    /// `GameViewController` for `GameViewController`) if the scene has it, as UIKit looks.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// Made by a storyboard (``UIStoryboard``): its title and presentation style from the file;
    /// its view, with outlets and actions, is loaded from the storyboard when first used.
    public required init?(coder: NSCoder) {
        super.init()
        (coder as? UINibDecoder)?.decodeViewController(self)
    }

    /// The xib the view is loaded from, when there is one.
    public internal(set) var nibName: String?
    /// The storyboard this controller was made from, nil otherwise.
    public internal(set) var storyboard: UIStoryboard?
    /// The controller's element in its storyboard.
    var storyboardElement: IBElement?
    /// What the storyboard made with the controller (its navigation item, bar button items and
    /// their custom views): the view's load connects them with the rest of the scene.
    var storyboardItemObjects: [(element: IBElement, object: AnyObject)] = []

    /// Called once the controller (from a storyboard) or view (from a storyboard or xib) has
    /// been made and connected. Overrides call `super`.
    open func awakeFromNib() {}

    // MARK: Segues

    /// Runs the segue of this controller's storyboard scene with that identifier (traps, as
    /// UIKit's `NSInvalidArgumentException`, when there is none).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Asked before a segue a control or recognizer triggers runs; false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called with each segue before it runs: set up its `destination` here.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Shows `viewController` as the context asks: pushed on the navigation controller this
    /// one is in (Containers/), else presented.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    // MARK: The view

    /// The root view, loaded on first use by `loadView()` then `viewDidLoad()`.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it has not been: `loadView()` then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = makeDefaultView() }
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the view. The default is a plain view the size of the screen (the current
    /// scene's root view) with no background colour, as UIKit's: what is behind it shows
    /// (the page view controller's, say, or the scene's white). Override to assign your own
    /// to `view`, without calling `super`.
    open func loadView() {
        if let element = storyboardElement, let storyboard, let loaded = storyboard.loadView(of: element, for: self) {
            view = loaded
            return
        }
        if let nib = nibName ?? UINib.implicitNibName(for: self) {
            _ = UINib(nibName: nib, bundle: nil).instantiate(withOwner: self)
            guard loadedView != nil else {
                fatalError("-[\(type(of: self)) loadView] loaded the \"\(nib)\" nib but the view outlet was not set.")
            }
            return
        }
        view = makeDefaultView()
    }

    private func makeDefaultView() -> UIView {
        UIView(frame: Clock.current?.screen?.bounds ?? .zero)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    /// Never called: a recording never runs short of memory. Here so that the override in
    /// Xcode's view-controller template compiles.
    open func didReceiveMemoryWarning() {}
    /// Never called here: a scene's screen keeps its size (UIKit calls it on rotation).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// Never called here: a scene's trait collection does not change.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The size this view controller would like, for containers that ask (popovers, form
    /// sheets); kept here, where every presentation covers the screen.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else {
                storedPresentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size a child gets: its parent's, here.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called by the layout pass before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called by the layout pass after the view's `layoutSubviews()`: when the view was
    /// installed, resized, gained or lost a subview, or was asked to with `setNeedsLayout()`.
    open func viewDidLayoutSubviews() {}
    /// Called before the constraints are solved when the view asked for
    /// `setNeedsUpdateConstraints()`, after the view's own `updateConstraints()`.
    open func updateViewConstraints() {}
    /// Called when the view's `safeAreaInsets` changed (once the view is on screen).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's `layoutMargins` changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: The responder chain, traits and the status bar

    /// The superview of this controller's view; when the view is in none, the parent or the
    /// presenting view controller.
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? parent ?? presentingViewController
    }

    /// The screen's traits (``UITraitCollection/screen``).
    open var traitCollection: UITraitCollection { .screen }

    /// Never called: the screen's traits do not change during a recording.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// No status bar is drawn here; override as on iOS. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Does nothing: there is no status bar to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The screen's edges where the app's gestures come before the system's: there are no
    /// system gestures in a recording, so every scripted touch reaches the app. Default none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    /// No home indicator is drawn here. Default false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// The screen stays portrait here whatever this says. Default `.allButUpsideDown`, an
    /// iPhone's.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Appearance

    /// Tells the view controller (and, when forwarding, its children whose views are in its
    /// view) that its view is about to appear or disappear: `viewWillAppear` or
    /// `viewWillDisappear`. Call it yourself only for children whose appearance you manage.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        lastAppearanceWasAnimated = animated
        if isAppearing {
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Completes the last `beginAppearanceTransition`: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(lastAppearanceWasAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(lastAppearanceWasAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    private var lastAppearanceWasAnimated = false

    private var appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    // MARK: Children

    /// Adds `childController` as a child, calling its `willMove(toParent:)`. Add its view to
    /// yours, then call its `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "a view controller cannot be its own child")
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this view controller from its parent, calling its `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove its view first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` above the screen, animated by its
    /// `transitioningDelegate`'s animator when `flag` is true and it has one; otherwise its view
    /// simply appears. `completion` runs once the transition completes (not when it is cancelled).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller this one presents or, when it presents none, this one (or
    /// the presented ancestor it is in). `completion` runs once the dismissal completes.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        startDismissal(animated: flag, completion: completion)
    }
}
