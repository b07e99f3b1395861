import Foundation

/// A row's swipe action, as UIKit's: a title, a style, a colour and a handler. Kept for the
/// table's delegate to return; a row is never swiped open here, so it is not shown.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The swipe actions of one side of a row.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
