import Foundation

/// A button of a ``UIAlertController``: its title, its style and what it does when chosen.
/// The handler runs once the alert has been dismissed, as on iOS.
open class UIAlertAction: NSObject, NSCopying {
    /// How the button reads: plain, as the way out (bold in an alert, apart in an action
    /// sheet), or red for an action that destroys something.
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    open private(set) var title: String?
    open private(set) var style: Style
    /// A disabled action is drawn grey and cannot be chosen.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onChange?() } }
    }
    let handler: ((UIAlertAction) -> Void)?
    /// Set by the alert that shows the action, to redraw its button.
    var onChange: (() -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}

@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
