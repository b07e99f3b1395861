import Foundation

public typealias UIActionHandler = (UIAction) -> Void

/// What menus and actions share, as UIKit's `UIMenuElement`: a title and an image.
open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var image: UIImage?
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A closure with a title and image, as UIKit's (iOS 14): run by a control for the events it
/// was added for (`addAction(_:for:)`), by a button made with `primaryAction` when tapped, or
/// by a bar button item.
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The control (or bar button item) running the action, while it runs.
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "UIAction.\(UIAction.nextIdentifier())")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set meanwhile.
    func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }

    private static let counter = Counter()
    private static func nextIdentifier() -> Int { counter.next() }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}

extension UIControl {
    /// A control that runs `primaryAction` for `.primaryActionTriggered` (a button's tap).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    func adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        guard let button = self as? UIButton else { return }
        if !action.title.isEmpty { button.setTitle(action.title, for: .normal) }
        if let image = action.image { button.setImage(image, for: .normal) }
    }
}

extension UIButton {
    /// A button of `buttonType` whose tap runs `primaryAction`, titled with its title and image.
    public convenience init(type buttonType: ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }
}
