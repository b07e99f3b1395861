import Foundation

/// An action: a closure run when a control sends an event (UIKit's `UIAction`).
public struct UIAction {
    public var title: String
    let handler: (UIAction) -> Void

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

/// A view that sends actions for events such as a tap (`touchUpInside`), as UIKit's.
/// Target–action with selectors has no Objective-C runtime here: attach closures instead.
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    public var isEnabled = true
    /// True while a touch is down inside the control.
    public var isHighlighted = false

    private var actions: [(events: Event, action: UIAction)] = []

    /// Runs `action` whenever one of `events` is sent.
    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((events, action))
    }

    /// Shorthand for ``addAction(_:for:)`` with a plain closure.
    public func addAction(for events: Event, _ handler: @escaping () -> Void) {
        addAction(UIAction { _ in handler() }, for: events)
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: events) {
            entry.action.handler(entry.action)
        }
    }
}
