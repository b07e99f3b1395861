import Foundation

/// Turns touches into a gesture and calls its handlers, as UIKit's recognizers do.
///
/// UIKit's target–action works (`UIPanGestureRecognizer(target: self, action: #selector(handlePan))`
/// in a scene file, ``Selector`` in Swift code), and so do closures, which receive the
/// recognizer as its own type:
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     attachment.anchorPoint = pan.location(in: view)
/// }
/// orangeView.addGestureRecognizer(pan)
/// ```
///
/// A touch is offered to the recognizers of the view it lands on and of that view's
/// ancestors, innermost view first, each view's recognizers in the order they were added. The
/// first one to begin (a pan) or recognize (a tap) takes the touch: the others fail, and a
/// control tracking the touch is sent `touchCancel` and the view `touchesCancelled(_:with:)`
/// (unless ``cancelsTouchesInView`` is false).
/// Handlers run on the scene's clock (``Clock/current``), so animators made there attach to it.
open class UIGestureRecognizer: NSObject, GestureRecognizerTargets {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture (a tap) that has been recognized: the same state as `ended`.
        public static var recognized: State { .ended }
    }

    /// Handlers are called when the state becomes `began`, `changed` (every move), `ended`
    /// or `cancelled`; never for `failed`. It returns to `possible` once the finger lifts.
    /// A subclass sets it from its `touchesBegan(_:with:)` and after, as UIKit's subclasses do
    /// (`import UIKit.UIGestureRecognizerSubclass`): `began` or `ended` there takes the touch
    /// as the built-in recognizers' do.
    open var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: needsActions = true
            case .possible, .failed: needsActions = false
            }
        }
    }

    /// The view the recognizer is attached to (``UIView/addGestureRecognizer(_:)``).
    public internal(set) weak var view: UIView?

    /// A disabled recognizer sees no touches; disabling one mid-gesture cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled, oldValue { stopForDisabling() } }
    }

    /// When true (the default), recognizing the gesture cancels the touch for the control it
    /// landed on: the control sends `touchCancel` and no `touchUpInside`.
    public var cancelsTouchesInView = true

    /// When true, the view the touch landed on hears of it (`touchesBegan(_:with:)` and after)
    /// only once this recognizer has failed; if it recognizes and cancels touches, never.
    /// Default false.
    public var delaysTouchesBegan = false

    /// When true (the default), a touch that lifts while this recognizer still waits for more
    /// (a double tap after its first tap) ends in its view only once the recognizer has failed;
    /// if it recognizes, the view gets `touchesCancelled(_:with:)` for that touch instead.
    public var delaysTouchesEnded = true

    /// Asked whether to receive touches, begin, and recognize alongside others
    /// (UIGestureRecognizerDelegate.swift). Held weakly.
    public weak var delegate: UIGestureRecognizerDelegate?

    /// A name for finding the recognizer; not used by the recognizer itself.
    public var name: String?

    /// Recognizers that must fail before this one may begin or recognize.
    var failureRequirements: [UIGestureRecognizer] {
        weakFailureRequirements.compactMap(\.recognizer)
    }
    private var weakFailureRequirements: [WeakRecognizer] = []

    /// Makes this recognizer wait until `otherGestureRecognizer` has failed: a single tap that
    /// requires a double tap to fail recognizes once the double tap gives up (0.35 s after the
    /// lift), and not at all when the double tap recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self, !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) else { return }
        weakFailureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// What the recognizer decided while a recognizer it requires to fail had not: applied when
    /// that one fails (TouchInput).
    var pendingState: State?
    /// Where the gesture was when it was held back.
    var pendingLocation: CGPoint = .zero
    /// Whether the recognizer began or recognized during the touch that lifted last.
    var didRecognizeLastTouch = false

    /// The fingers being tracked: 1 for a one-finger touch, 2 during a scripted pinch, else 0.
    public var numberOfTouches: Int { trackedPair.isEmpty ? (trackedTouch == nil ? 0 : 1) : trackedPair.count }

    /// The touch being tracked, between touch-down and the end of its touch-up.
    var trackedTouch: UITouch?
    /// The two fingers of a two-finger gesture (a pinch, a rotation), while they are down.
    var trackedPair: [UITouch] = []
    /// Where the gesture is (or last was), in window coordinates.
    var locationInWindow: CGPoint = .zero
    private var actions: [(target: ActionTarget?, selector: Selector?, run: () -> Void)] = []
    private var needsActions = false

    public required override init() {}

    /// A recognizer that sends `action` to `target` (held weakly) whenever its state changes
    /// to `began`, `changed`, `ended` or `cancelled`, as UIKit's.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let action { appendAction(target: target, action: action) }
    }

    /// Adds a target–action pair, sent after those already added.
    public func addTarget(_ target: Any, action: Selector) {
        appendAction(target: target, action: action)
    }

    /// Removes `action` (every action for nil) of `target` (every target for nil), as UIKit's:
    /// a selector equals another that names the same method.
    public func removeTarget(_ target: Any?, action: Selector?) {
        var targetHasActions = false, removed = false
        actions.removeAll { entry in
            guard let entryTarget = entry.target, target == nil || entryTarget.isSame(as: target) else { return false }
            targetHasActions = true
            guard action == nil || entry.selector == action else { return false }
            removed = true
            return true
        }
        if targetHasActions, !removed { action?.warnRemovedNothing(from: "\(type(of: self))") }
    }

    private func appendAction(target: Any?, action: Selector) {
        let held = ActionTarget(target)
        actions.append((held, action, { [unowned self] in action.perform(held.resolved, self) }))
    }

    /// Where the gesture is (the finger, or where it lifted), in `view`'s bounds coordinates;
    /// the window's for nil.
    public func location(in view: UIView?) -> CGPoint {
        WindowCoordinates.point(locationInWindow, in: view)
    }

    /// Where the touch at `touchIndex` is: with one finger, index 0 is ``location(in:)``; with
    /// two, each finger's own place.
    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(touchIndex >= 0 && touchIndex < max(numberOfTouches, 1), "touch index \(touchIndex) beyond numberOfTouches \(numberOfTouches)")
        if touchIndex < trackedPair.count { return trackedPair[touchIndex].location(in: view) }
        return location(in: view)
    }

    func appendAction(_ action: @escaping () -> Void) {
        actions.append((nil, nil, action))
    }

    /// Calls the handlers, in the order they were added, if the state changed to one they hear.
    func sendActionsIfNeeded() {
        guard needsActions else { return }
        needsActions = false
        for action in actions { action.run() }
    }

    // MARK: What each kind of recognizer decides

    /// True while the finger has lifted but the gesture is not decided: it needs more touches
    /// (a double tap's second tap). ``delaysTouchesEnded`` holds touch ends back meanwhile.
    var isAwaitingFurtherTouches: Bool { false }

    /// Gives up waiting for further touches: the gesture failed (a double tap's second tap came
    /// too late). Back to `possible` with its memory cleared.
    func stopAwaitingFurtherTouches() {
        reset()
    }

    func touchBegan(_ touch: UITouch) {}
    func touchMoved(_ touch: UITouch) {}
    func touchEnded(_ touch: UITouch) {}

    // MARK: For subclasses (UIKit's UIGestureRecognizerSubclass)

    /// A finger came down on the view or one of its subviews. The built-in recognizers decide
    /// here and in the three methods after it; a subclass that overrides one calls `super`
    /// to keep its superclass's gesture, then may set ``state``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch !== ignoredTouch { touchBegan(touch) }
    }

    /// A tracked finger moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch !== ignoredTouch { touchMoved(touch) }
    }

    /// A tracked finger lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where touch !== ignoredTouch { touchEnded(touch) }
    }

    /// The system took the touch away. A script's touches are never cancelled, so this is
    /// called only by a subclass; as UIKit's, a gesture under way is cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled }
    }

    /// Accepted for subclasses; the script's touches have no estimated properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Clears per-gesture memory when the recognizer returns to `possible`: after the touch
    /// that ended, cancelled or failed the gesture lifts. Subclasses call `super`.
    open func reset() {
        ignoredTouch = nil
    }

    /// The recognizer hears no more of `touch` (its touches methods are not called for it);
    /// the view still does.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignoredTouch = touch
    }

    /// The touch ``ignore(_:for:)`` gave up, until the recognizer resets.
    private weak var ignoredTouch: UITouch?

    /// Whether recognizing may make `preventedGestureRecognizer` fail: UIKit's default, true.
    /// Asked of the recognizer that takes a touch (both must agree, with
    /// ``canBePrevented(by:)``).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing may make this one fail: true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail, asked anew for
    /// each touch as ``require(toFail:)`` and the delegate are: false unless overridden.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail: false unless overridden.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Back to `possible` once the finger has lifted, ready for the next touch.
    func finishTouch() {
        trackedTouch = nil
        if state != .possible {
            state = .possible
            reset()
        }
    }

    private func stopForDisabling() {
        switch state {
        case .began, .changed:
            state = .cancelled
            sendActionsIfNeeded()
        case .possible where trackedTouch != nil:
            state = .failed
        case .possible:
            reset()
        case .ended, .cancelled, .failed:
            break
        }
    }
}

/// Gives ``UIGestureRecognizer`` subclasses closure handlers typed as the subclass, so a pan's
/// handler can call `velocity(in:)` without a cast. Only recognizers adopt it.
public protocol GestureRecognizerTargets: UIGestureRecognizer {}

extension GestureRecognizerTargets {
    /// A recognizer that calls `handler` with itself whenever its state changes to `began`,
    /// `changed`, `ended` (`recognized`) or `cancelled` — UIKit's `init(target:action:)`.
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addTarget(handler)
    }

    /// Adds a handler, called after those already added — UIKit's `addTarget(_:action:)`.
    public func addTarget(_ handler: @escaping (Self) -> Void) {
        appendAction { [unowned self] in handler(self) }
    }
}

/// A recognizer held weakly, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
