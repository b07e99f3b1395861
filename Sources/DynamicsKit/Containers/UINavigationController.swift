import Foundation

/// Told when a navigation controller shows a view controller, and asked for the animator (and
/// interaction controller) of an animated push or pop; nil (the default) is the standard slide.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// Asked after `willShow` for each animated push or pop.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// Asked only when there is an animator; a non-nil answer drives the transition.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A stack of view controllers, as UIKit's: the top one's view fills the screen, under a
/// navigation bar that shows its `navigationItem` and a back button to the one below.
///
/// The view controllers' views fill the navigation controller's view and extend under the bar,
/// as on iOS: their `safeAreaInsets.top` includes the bar (the status bar's inset + 44 pt).
/// An animated push slides the new view in from the right over 0.35 s on the scene's clock
/// (`UIView.animate`, easing in and out) while the old one moves a third of the way left; a pop
/// does the reverse. Appearance callbacks come in UIKit's order: for a push from A to B,
/// A.viewWillDisappear, B.viewWillAppear, then when the slide ends A.viewDidDisappear,
/// B.viewDidAppear and B.didMove(toParent:).
///
/// Custom transitions: when the delegate's `navigationController(_:animationControllerFor:from:to:)`
/// returns an animator, it runs the push or pop in a transition context (NavigationTransition)
/// whose `containerView` lies below the bar and holds the from view; the animator adds the to
/// view and calls `completeTransition(_:)`. Completed, the to view is put back in the
/// navigation controller's view (as it is, at the container's bounds), the appearance callbacks
/// end and `didShow` is called. Completed with `false` (cancelled), the stack is as it was
/// before: a pushed view controller leaves the children, popped ones are told
/// `didMove(toParent:)` back, the appearance callbacks are reversed, and there is no `didShow`.
/// An interaction controller from `navigationController(_:interactionControllerFor:)`
/// (a `UIPercentDrivenInteractiveTransition`, or your own) drives the animator instead.
///
/// The edge swipe: ``interactivePopGestureRecognizer`` is a left-edge
/// `UIScreenEdgePanGestureRecognizer` on the view; with more than one view controller a finger
/// coming down within 20 pt of the left edge pops, the standard slide following the finger
/// (linear, the distance over the view's width). Lifted past half the width, or moving right
/// faster than ``popFinishVelocity``, it finishes at the finger's pace; else it slides back.
open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable { case none = 0, push, pop }

    /// How long a push or pop slides, in seconds (UIKit's `UINavigationControllerHideShowBarDuration` is 0.2; its slide takes 0.35).
    public static let transitionDuration: TimeInterval = 0.35
    /// How far the view below moves left while the top one slides in, as a fraction of the width.
    static let parallax: CGFloat = 0.3

    public let navigationBar = UINavigationBar(frame: .zero)
    open weak var delegate: UINavigationControllerDelegate?
    /// The left-edge swipe that pops (see the type's notes), on the view once it is loaded.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }
    private let edgePan = UIScreenEdgePanGestureRecognizer()
    /// The rightward speed, in points per second, above which a lifted edge swipe pops whatever
    /// the distance (an estimate: UIKit does not publish its threshold).
    static let popFinishVelocity: CGFloat = 300
    /// The interaction the edge swipe drives, while the finger is down.
    private var edgeSwipe: UIPercentDrivenInteractiveTransition?
    private lazy var edgeSwipeDelegate = EdgeSwipeDelegate(navigation: self)
    private let toolbarView = UIToolbar(frame: .zero)

    /// The push or pop whose slide is playing.
    private var transition: Transition?
    /// The context of a push or pop an animator is running, for `transitionCoordinator`.
    var runningContext: TransitionContext? { transition?.context }
    /// The top view controller's content scroll view, watched for the bars (UINavigationController+ScrollEdge.swift).
    var contentObservation: ContentScrollObservation?

    /// The view controllers popped or replaced, children until the transition ends.
    private var leaving: [UIViewController] = []
    private var transitionCount = 0

    private struct Transition {
        let id: Int
        let from: UIViewController?
        let to: UIViewController
        let animated: Bool
        /// The view controllers pushed or set, told `didMove(toParent:)` at the end.
        let arriving: [UIViewController]
        /// Whether the appearance callbacks were begun (the navigation controller is on screen).
        let appearance: Bool
        /// The animator's context, for a custom (or interactive) transition.
        var context: NavigationTransition? = nil
        /// The children before the change, restored when the transition is cancelled.
        var previousChildren: [UIViewController] = []
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBar()
    }

    /// Made by a storyboard, which then gives the stack its root view controller relationship
    /// (UIStoryboard.swift).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpBar()
        setViewControllers([rootViewController], animated: false)
    }

    private func setUpBar() {
        toolbarView.isHidden = true
        toolbarView.isManaged = true
        navigationBar.isManaged = true
        navigationBar.backButtonTapped = { [weak self] in self?.popViewController(animated: true) }
        // A large title makes the bar taller: the children's safe area follows.
        navigationBar.heightDidChange = { [weak self] in
            guard let self else { return }
            for child in self.children { child.containment.barInsets = self.barInsets(for: child) }
            self.viewIfLoaded?.setNeedsLayout()
        }
        edgePan.edges = .left
        edgePan.delegate = edgeSwipeDelegate
        edgePan.addTarget { [weak self] pan in self?.edgeSwipeChanged(pan) }
    }

    // MARK: The stack

    /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { children.filter { child in !leaving.contains { $0 === child } } }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { viewControllers.last }

    /// The view controller the top one presents, or the top one.
    open var visibleViewController: UIViewController? {
        topViewController.map { $0.presentedViewController ?? $0 }
    }

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when
    /// `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !children.contains(where: { $0 === viewController }) else {
            warn("cannot push \(type(of: viewController)): it is already in the navigation stack")
            return
        }
        finishTransitionNow()
        let from = topViewController
        let previous = children
        addChild(viewController)
        show(viewController, from: from, operation: .push, animated: animated && from != nil, arriving: [viewController], previous: previous)
    }

    /// Pops the top view controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let stack = viewControllers
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every view controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the view controllers above `viewController` and returns them, bottom first; nil
    /// when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        finishTransitionNow()
        let stack = viewControllers
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let from = popped.last else { return [] }
        let previous = children
        for controller in popped { controller.willMove(toParent: nil) }
        leaving = popped
        show(viewController, from: from, operation: .pop, animated: animated, arriving: [], previous: previous)
        return popped
    }

    /// Replaces the stack. When the top changes, the new top slides in as a push (when it was
    /// not in the stack) or a pop (when it was) if `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishTransitionNow()
        let old = self.viewControllers
        let previous = children
        let from = old.last
        let departing = old.filter { controller in !viewControllers.contains { $0 === controller } }
        for controller in departing { controller.willMove(toParent: nil) }
        let arriving = viewControllers.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        // The children: the new stack, then those leaving, which go once the transition ends.
        children = viewControllers + departing
        leaving = departing
        guard let to = viewControllers.last, to !== from else {
            if let from, !viewControllers.contains(where: { $0 === from }) { from.viewIfLoaded?.removeFromSuperview() }
            updateBar()
            for controller in arriving { controller.didMove(toParent: self) }
            finishLeaving()
            return
        }
        let wasInStack = old.contains { $0 === to }
        show(to, from: from, operation: wasInStack ? .pop : .push, animated: animated && from != nil, arriving: arriving, previous: previous)
    }

    /// Makes `to` the shown view controller: installs its view, calls the appearance
    /// callbacks, slides when animated, and lets the leaving view controllers go at the end.
    private func show(
        _ to: UIViewController, from: UIViewController?, operation: Operation, animated: Bool, arriving: [UIViewController],
        previous: [UIViewController]
    ) {
        transitionCount += 1
        updateBar(transition: animated ? operation : nil)
        to.containment.barInsets = barInsets(for: to)
        guard let container = viewIfLoaded else {
            // The view is not loaded yet: the top view controller's view is installed with it.
            for controller in arriving { controller.didMove(toParent: self) }
            finishLeaving()
            return
        }
        let appearance = self.appearance == .appeared
        let toView = to.view!
        toView.frame = childFrame(for: to, in: container)
        if let fromView = from?.viewIfLoaded, fromView.superview === container {
            if operation == .pop {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
            }
        } else {
            container.insertSubview(toView, belowSubview: navigationBar)
        }
        if appearance {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        toView.layoutIfNeeded()

        var current = Transition(
            id: transitionCount, from: from, to: to, animated: animated, arriving: arriving, appearance: appearance)
        current.previousChildren = previous
        transition = current
        if animated, let from, from.viewIfLoaded?.superview === container,
           let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? (edgeSwipe != nil && operation == .pop ? NavigationSlideAnimator(operation: .pop) : nil) {
            // The delegate is asked about its own animators only; the edge swipe drives the slide.
            let interaction: UIViewControllerInteractiveTransitioning?
            if animator is NavigationSlideAnimator {
                interaction = edgeSwipe
            } else {
                interaction = delegate?.navigationController(self, interactionControllerFor: animator)
                edgeSwipe = nil
            }
            runAnimator(animator, interaction: interaction, operation: operation, current: current, in: container)
            return
        }
        guard animated, let fromView = from?.viewIfLoaded else {
            finish(current)
            return
        }
        let width = container.bounds.width
        let toStart = operation == .pop ? -width * Self.parallax : width
        let fromEnd = operation == .pop ? width : -width * Self.parallax
        // Both views keep the safe area they have at rest while they slide.
        fromView.freezeSafeAreaInsets()
        toView.freezeSafeAreaInsets()
        UIView.performWithoutAnimation { toView.center.x = container.bounds.midX + toStart }
        navigationBar.animateItemTransition(duration: Self.transitionDuration, options: [.curveEaseInOut])
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.center.x = container.bounds.midX
            fromView.center.x = container.bounds.midX + fromEnd
        }, completion: { [weak self] _ in
            guard let self, self.transition?.id == current.id else { return }
            self.finish(current)
        })
    }

    /// Runs a push or pop with an animator in a container below the bar holding the from view.
    private func runAnimator(
        _ animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
        operation: Operation, current: Transition, in container: UIView
    ) {
        guard let from = current.from, let fromView = from.viewIfLoaded else { return }
        let to = current.to, toView = to.view!
        toView.removeFromSuperview()
        let wrapper = UINavigationTransitionView(frame: container.bounds)
        container.insertSubview(wrapper, belowSubview: navigationBar)
        wrapper.addSubview(fromView)
        let context = NavigationTransition(
            container: wrapper, operation: operation, from: from, to: to, animator: animator, interaction: interaction
        ) { [weak self] didComplete in
            self?.end(current.id, didComplete: didComplete)
        }
        var running = current
        running.context = context
        transition = running
        // The bar's titles and buttons move with the standard slide (a finger drives them with
        // it); beside another animator they play over its duration.
        if let slide = animator as? NavigationSlideAnimator {
            slide.alongside = { [weak self] duration, options in
                self?.navigationBar.animateItemTransition(duration: duration, options: options)
            }
        } else {
            navigationBar.animateItemTransition(duration: animator.transitionDuration(using: context), options: [.curveEaseInOut])
        }
        context.start {}
    }

    /// Called by the animator's `completeTransition(_:)`: the to view (or, cancelled, the from
    /// view) goes back in the navigation controller's view, and the stack is committed or rolled back.
    private func end(_ id: Int, didComplete: Bool) {
        guard let transition, transition.id == id, let context = transition.context else { return }
        let wrapper = context.containerView
        let stays = didComplete ? transition.to : transition.from
        if let container = viewIfLoaded, let view = stays?.viewIfLoaded {
            let frame = view.superview === wrapper ? view.frame : childFrame(for: stays!, in: container)
            container.insertSubview(view, belowSubview: wrapper)
            view.frame = frame
        }
        wrapper.removeFromSuperview()
        if didComplete {
            finish(transition)
        } else {
            cancel(transition)
        }
    }

    /// Undoes a push or pop whose animator completed with `false`.
    private func cancel(_ transition: Transition) {
        self.transition = nil
        transition.to.viewIfLoaded?.removeFromSuperview()
        let previous = transition.previousChildren
        let added = children.filter { child in !previous.contains { $0 === child } }
        let kept = leaving
        leaving = []
        for controller in added {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        children = previous
        updateBar()
        if transition.appearance {
            transition.to.beginAppearanceTransition(false, animated: true)
            transition.to.endAppearanceTransition()
            transition.from?.beginAppearanceTransition(true, animated: true)
            transition.from?.endAppearanceTransition()
        }
        for controller in kept { controller.didMove(toParent: self) }
    }

    /// Ends a slide still playing at once, so that a new push or pop starts from a settled stack.
    /// An animator's transition still running is completed as it stands.
    private func finishTransitionNow() {
        guard let transition else { return }
        if let context = transition.context {
            KitNote.once("a push or pop during a custom navigation transition completes that transition at once")
            context.completeTransition(!context.transitionWasCancelled)
        } else {
            finish(transition)
        }
    }

    private func finish(_ transition: Transition) {
        self.transition = nil
        transition.from?.viewIfLoaded?.thawSafeAreaInsets()
        transition.to.viewIfLoaded?.thawSafeAreaInsets()
        navigationBar.endItemTransition()
        contentDidChange()
        if let fromView = transition.from?.viewIfLoaded, !viewControllers.suffix(1).contains(where: { $0 === transition.from }) {
            fromView.removeFromSuperview()
            if transition.context == nil, let container = viewIfLoaded { fromView.center.x = container.bounds.midX }
        }
        if transition.appearance {
            transition.from?.endAppearanceTransition()
            transition.to.endAppearanceTransition()
        }
        for controller in transition.arriving { controller.didMove(toParent: self) }
        finishLeaving()
        delegate?.navigationController(self, didShow: transition.to, animated: transition.animated)
    }

    /// Lets the view controllers popped or replaced go: out of the hierarchy and the children.
    private func finishLeaving() {
        let departing = leaving
        leaving = []
        for controller in departing where controller.parent === self {
            controller.viewIfLoaded.map { if $0.superview === viewIfLoaded { $0.removeFromSuperview() } }
            controller.containment.barInsets = .zero
            controller.removeFromParent()
        }
    }

    // MARK: The bar

    /// Whether the bar is hidden. Children's safe area loses the bar's 44 pt when it is.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
        barsDidShowOrHide()
    }

    /// What the bars add to each child's safe area: the navigation bar's height at the top
    /// (at most 96 pt: a pull-down stretches the bar, not the safe area) and the toolbar's at
    /// the bottom, unless hidden.
    var childBarInsets: UIEdgeInsets {
        UIEdgeInsets(
            top: navigationBar.isHidden ? 0 : navigationBar.insetHeight, left: 0,
            bottom: toolbarView.isHidden ? 0 : UIToolbar.standardHeight, right: 0)
    }

    /// Whether `child`'s view reaches under the navigation bar (top) and the toolbar (bottom):
    /// along the edges its `edgesForExtendedLayout` names, under a translucent bar or with
    /// `extendedLayoutIncludesOpaqueBars`; always where the bar is hidden.
    private func extendsUnderBars(_ child: UIViewController) -> (top: Bool, bottom: Bool) {
        let edges = child.edgesForExtendedLayout, opaqueToo = child.extendedLayoutIncludesOpaqueBars
        return (
            navigationBar.isHidden || (edges.contains(.top) && (navigationBar.isTranslucent || opaqueToo)),
            toolbarView.isHidden || (edges.contains(.bottom) && (toolbarView.isTranslucent || opaqueToo)))
    }

    /// `childBarInsets` for a child whose view reaches under the bars; nothing at an edge where
    /// it stops at the bar.
    func barInsets(for child: UIViewController) -> UIEdgeInsets {
        let extends = extendsUnderBars(child)
        var insets = childBarInsets
        if !extends.top { insets.top = 0 }
        if !extends.bottom { insets.bottom = 0 }
        return insets
    }

    /// Where `child`'s view goes in the container: its bounds, less the bars the child does not
    /// reach under.
    private func childFrame(for child: UIViewController, in container: UIView) -> CGRect {
        var frame = container.bounds
        let extends = extendsUnderBars(child)
        if !extends.top { frame.origin.y = min(navigationBar.frame.maxY, frame.maxY) }
        if !extends.bottom { frame.size.height = max(min(toolbarView.frame.minY, container.bounds.maxY) - frame.minY, 0) }
        else { frame.size.height = container.bounds.maxY - frame.minY }
        return frame
    }

    /// The children's safe area follows the bars shown, and the view lays them out again.
    private func barsDidShowOrHide() {
        for child in children { child.containment.barInsets = barInsets(for: child) }
        viewIfLoaded?.setNeedsLayout()
    }

    private func updateBar(transition: Operation? = nil) {
        navigationBar.setItems(viewControllers.map(\.navigationItem), transition: transition)
        updateToolbarItems()
        contentDidChange()
    }

    // MARK: The toolbar

    /// The bar along the bottom that shows the top view controller's `toolbarItems`; hidden
    /// until ``setToolbarHidden(_:animated:)`` shows it.
    public var toolbar: UIToolbar! { toolbarView }

    /// Whether the toolbar is hidden (the default). Shown, it is 49 pt tall over the bottom of
    /// the safe area, and the children's safe area includes its 49 pt.
    open var isToolbarHidden: Bool {
        get { toolbarView.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarView.isHidden = hidden
        barsDidShowOrHide()
    }

    /// The toolbar shows the top view controller's items.
    func updateToolbarItems() {
        toolbarView.setItems(topViewController?.toolbarItems, animated: false)
    }

    // MARK: The view

    /// A view that fills the screen, with the bar on top and the top view controller's view below it.
    open override func loadView() {
        let container = ContainerView(frame: Clock.current?.screen?.bounds ?? .zero)
        container.backgroundColor = .systemBackground
        container.layout = { [weak self] in self?.layoutContainer() }
        view = container
        container.addSubview(navigationBar)
        container.addSubview(toolbarView)
        container.addGestureRecognizer(edgePan)
        if let top = topViewController {
            top.containment.barInsets = barInsets(for: top)
            top.view.frame = childFrame(for: top, in: container)
            container.insertSubview(top.view, belowSubview: navigationBar)
        }
    }

    /// Places the bar below the status bar and the top view over the whole view.
    private func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let inherited = container.safeAreaInsets.top - additionalSafeAreaInsets.top - containment.barInsets.top
        navigationBar.frame = CGRect(x: 0, y: max(inherited, 0), width: container.bounds.width, height: navigationBar.barHeight)
        // Its background reaches up behind the status bar.
        navigationBar.background.extendsAbove = navigationBar.frame.minY
        container.bringSubviewToFront(navigationBar)
        // The toolbar covers the bottom of the safe area below it, as the tab bar does.
        let below = max(container.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom - containment.barInsets.bottom, 0)
        let toolbarHeight = UIToolbar.standardHeight + below
        toolbarView.frame = CGRect(
            x: 0, y: container.bounds.height - toolbarHeight, width: container.bounds.width, height: toolbarHeight)
        container.bringSubviewToFront(toolbarView)
        contentDidChange()
        if transition == nil, let controller = topViewController, let top = controller.viewIfLoaded, top.superview === container {
            controller.containment.barInsets = barInsets(for: controller)
            top.frame = childFrame(for: controller, in: container)
        }
    }

    // MARK: The edge swipe

    /// Whether the edge swipe may begin: more than one view controller and nothing moving.
    fileprivate var canSwipeBack: Bool { viewControllers.count > 1 && transition == nil }

    private func edgeSwipeChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let width = max(container.bounds.width, 1)
        switch pan.state {
        case .began:
            guard canSwipeBack else { return }
            let driver = UIPercentDrivenInteractiveTransition()
            edgeSwipe = driver
            popViewController(animated: true)
            if transition?.context == nil { edgeSwipe = nil }
        case .changed:
            edgeSwipe?.update(pan.translation(in: container).x / width)
        case .ended:
            guard let driver = edgeSwipe else { return }
            edgeSwipe = nil
            let velocity = pan.velocity(in: container).x
            let progress = pan.translation(in: container).x / width
            if progress > 0.5 || velocity > Self.popFinishVelocity {
                driver.finish()
            } else {
                driver.cancel()
            }
        default:
            if let driver = edgeSwipe {
                edgeSwipe = nil
                driver.cancel()
            }
        }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("dynamics: \(message)\n".utf8))
    }
}

/// A container controller's view: tells the controller to place its bars and children when
/// laid out (UIKit's `UILayoutContainerView`).
final class ContainerView: UIView {
    var layout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layout?()
    }

    /// The bars sit below the status bar, which only a window has: a container laid out before
    /// it was on screen (the first tab's navigation controller, say) is laid out again.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }
}

/// The edge swipe's delegate (UIKit gives it one of its own): lets it begin only with a view
/// controller to pop back to and no transition running.
private final class EdgeSwipeDelegate: UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigation?.canSwipeBack ?? false
    }
}
