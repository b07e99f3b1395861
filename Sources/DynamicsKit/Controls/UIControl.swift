import Foundation

/// A view that sends actions for events such as a tap (`touchUpInside`), as UIKit's: to a
/// target–action pair (``addTarget(_:action:for:)``, `#selector` in a scene file) or to a
/// closure (``addAction(_:for:)``).
///
/// A touch that lands on the control or on any of its subviews is tracked: `touchDown`, then
/// `touchDragInside`/`touchDragOutside` (and `touchDragEnter`/`touchDragExit` on crossing the
/// edge) at every move, and `touchUpInside` or `touchUpOutside` when the finger lifts;
/// ``isHighlighted`` is true while the finger is down inside. "Inside" is
/// ``UIView/point(inside:with:)``. A gesture recognizer on the control or an ancestor that
/// begins (a pan) takes the touch away: the control sends `touchCancel`. A single-tap
/// recognizer on an ancestor does not: the control's own tap wins, as in UIKit.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch-down that is the second (third…) of quick taps.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// A text field's editing: it became first responder, its text changed, it resigned,
        /// it resigned on the return key.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A disabled control sends no actions and tracks no touches.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// True while a touch is down inside the control.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether the control is selected: set by the app (a toggle button), never by a touch,
    /// as in UIKit. A button shows its `.selected` title, colors and images while it is.
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }

    /// Called when ``isEnabled``, ``isHighlighted`` or ``isSelected`` changes: the kit's
    /// controls whose look depends on their state (a button's images) show the new one. As in
    /// UIKit, a control's own `draw(_:)` is not asked again.
    func stateDidChange() {}
    /// True between a touch-down that ``beginTracking(_:with:)`` accepted and the lift.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (``UIView/point(inside:with:)``).
    public private(set) var isTouchInside = false

    private var actions: [(events: Event, target: ActionTarget?, action: UIAction, selector: Selector?)] = []

    /// Runs `action` whenever one of `events` is sent. (An action with the identifier of one
    /// already added replaces it, as in UIKit.)
    public func addAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.selector == nil && $0.target == nil && $0.action.identifier == action.identifier }
        actions.append((events, nil, action, nil))
    }

    /// Stops running `action` for `events`.
    public func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Stops running the action with `actionIdentifier` for `events`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for events: Event) {
        actions = actions.compactMap { entry in
            guard entry.selector == nil, entry.action.identifier == actionIdentifier else { return entry }
            let remaining = entry.events.subtracting(events)
            return remaining.isEmpty ? nil : (remaining, entry.target, entry.action, entry.selector)
        }
    }

    /// Sends `action` to `target` (held weakly) for `controlEvents`, as UIKit's. The method may
    /// take the control as its sender, or nothing.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let held = ActionTarget(target)
        let control = UIAction(title: action.description) { [unowned self] _ in action.perform(held.resolved, self) }
        actions.append((controlEvents, held, control, action))
    }

    /// Stops sending `action` (every action for nil) to `target` (every target for nil) for
    /// `controlEvents`, as UIKit's: a selector equals another that names the same method.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        var targetHasActions = false, removed = false
        actions = actions.compactMap { entry in
            guard let entryTarget = entry.target, target == nil || entryTarget.isSame(as: target),
                  !entry.events.isDisjoint(with: controlEvents) else { return entry }
            targetHasActions = true
            guard action == nil || entry.selector == action else { return entry }
            removed = true
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (remaining, entry.target, entry.action, entry.selector)
        }
        if targetHasActions, !removed { action?.warnRemovedNothing(from: "UIControl") }
    }

    /// Shorthand for ``addAction(_:for:)`` with a plain closure.
    public func addAction(for events: Event, _ handler: @escaping () -> Void) {
        addAction(UIAction { _ in handler() }, for: events)
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.perform(sender: self)
        }
    }

    // MARK: Tracking

    /// Called at touch-down; return false to stop tracking this touch (its `touchUp…` events
    /// are still sent). The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called at every move while tracking; return false to stop tracking. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when a gesture recognizer takes the tracked touch away.
    open func cancelTracking(with event: UIEvent?) {}

    // A control keeps the touches that reach it: they go to its tracking (driven by the touch
    // input, below), not on up the responder chain. Overrides that call `super` are welcome.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    func touchBegan(_ touch: UITouch, with event: UIEvent) {
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    func touchMoved(_ touch: UITouch, with event: UIEvent) {
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let wasInside = isTouchInside
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = isTouchInside
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    func touchEnded(_ touch: UITouch, with event: UIEvent) {
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = point(inside: touch.location(in: self), with: event)
        isHighlighted = false
        // A button's tap is its primary action too (`UIButton(type:primaryAction:)`).
        sendActions(for: isTouchInside ? (self is UIButton ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside) : .touchUpOutside)
    }

    func touchCancelled(with event: UIEvent) {
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    // MARK: Content alignment (UIControl+ContentAlignment.swift)

    /// Where a button's title sits across its bounds; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where a button's title sits down its bounds; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
}
