import Foundation

/// What a transition coordinator tells about its transition: a presentation or dismissal, a
/// navigation push or pop, or a size change (a rotation, a split screen). A scene's screen never
/// changes size, so `viewWillTransition(to:with:)` is never called here.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var targetTransform: CGAffineTransform { get }
    var containerView: UIView { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a transition and code after it. A view controller's
/// ``UIViewController/transitionCoordinator`` is one while its presentation, dismissal, push or
/// pop is under way.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation as long as the transition, from when the transition
    /// starts (at once, if it has), and `completion` once it has ended. False when neither
    /// can run any more (the transition is over).
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// As `animate(alongsideTransition:completion:)`; the view is not needed here, where
    /// every view animates on the scene's clock.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Called when an interactive transition stops being driven by a finger.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    public var presentationStyle: UIModalPresentationStyle { .none }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var percentComplete: CGFloat { 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

/// The coordinator of a presentation, dismissal, push or pop run through a
/// ``TransitionContext``. Alongside animations asked for before the transition starts (in
/// `viewWillAppear(_:)`, `presentationTransitionWillBegin()`) wait for it; those asked for after
/// run at once. Each runs in a `UIView.animate` as long as the transition, slow at both ends
/// (UIKit runs them in the transition's own animation; the curve is an estimate, FIDELITY.md,
/// "Presentation controllers and transition coordinators"). The completions run once the transition has ended.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private unowned let context: TransitionContext
    private(set) var duration: TimeInterval = 0
    private var hasStarted = false
    private var hasEnded = false
    private var pending: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(context: TransitionContext) {
        self.context = context
    }

    /// The transition starts, lasting `duration` seconds (0 without animation).
    func start(duration: TimeInterval) {
        guard !hasStarted else { return }
        hasStarted = true
        self.duration = duration
        let animations = pending
        pending = []
        for animation in animations { run(animation) }
    }

    /// The transition has ended (completed or cancelled).
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let completions = self.completions
        self.completions = []
        pending = []
        for completion in completions { completion(self) }
    }

    /// A finger let go of an interactive transition.
    func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    private func run(_ animation: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: { animation(self) })
        } else {
            UIView.performWithoutAnimation { animation(self) }
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if hasStarted { run(animation) } else { pending.append(animation) }
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    var isAnimated: Bool { context.isAnimated }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { duration }
    var targetTransform: CGAffineTransform { .identity }
    var containerView: UIView { context.containerView }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.startedInteractive }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
}

extension UIViewController {
    /// What ``UIViewController/transitionCoordinator`` returns unless overridden.
    var runningTransitionCoordinator: UIViewControllerTransitionCoordinator? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let transition = controller.activeTransition { return transition.coordinator }
            if let presenter = controller.presenter, let transition = presenter.activeTransition,
               transition.presented === controller {
                return transition.coordinator
            }
            if let context = (controller as? UINavigationController)?.runningContext { return context.coordinator }
            candidate = controller.parent
        }
        return nil
    }
}
