import Foundation

/// A button in a navigation bar, as UIKit's: a title, an image, a system item or a view of your
/// own. A tap on it sends `action` to `target` with the item as the sender, as a control's
/// target–action does (the method may also take no argument).
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///     barButtonSystemItem: .add, target: self, action: #selector(addBall(_:)))
/// ```
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(iOS, deprecated: 8.0, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        /// Drawn semibold, as a confirming action (Done, Save) is.
        case done = 2
    }

    /// UIKit's system items, in its order (the raw values are UIKit's). Each is drawn as its word
    /// ("Done", "Edit") or a sign where iOS draws an icon ("+" for `.add`).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(iOS, deprecated: 11.0)
        case pageCurl = 23
        case close = 24
    }

    open var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    /// The color of the title or image; nil (the default) uses the bar's tint.
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// Fixed width for `.fixedSpace`, or the width a title or image takes when positive.
    open var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }
    /// Shown in place of a title or image; taps reach it, not the item's action.
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// Held weakly, as UIKit does.
    open var target: AnyObject? {
        get { heldTarget.resolved }
        set { heldTarget = ActionTarget(newValue) }
    }
    open var action: Selector?
    /// Run on a tap in place of the target–action (iOS 14); its title and image are the
    /// item's when the item has none.
    open var primaryAction: UIAction? {
        didSet { adoptPrimaryAction() }
    }
    /// Stored: menus are not shown here (a tap runs the primary action or the action).
    open var menu: UIMenu? {
        didSet { if menu != nil { KitNote.once("a bar button item's menu is not shown: its tap runs the primary action or the target–action") } }
    }
    /// The system item this one was made as, if any.
    let systemItem: SystemItem?

    private var heldTarget = ActionTarget(nil)

    public override init() {
        systemItem = nil
        super.init()
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        heldTarget = ActionTarget(target)
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        heldTarget = ActionTarget(target)
        self.action = action
    }

    /// `landscapeImagePhone` is not used: the screen stays portrait.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
    }

    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        heldTarget = ActionTarget(target)
        self.action = action
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    /// An item showing `title` or `image` (or the action's) whose tap runs `primaryAction` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryAction()
    }

    /// A system item whose tap runs `primaryAction` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryAction()
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes whatever room the bar has left.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// Takes the primary action's title and image where the item has none.
    private func adoptPrimaryAction() {
        if let primaryAction {
            if title == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
            if image == nil, let image = primaryAction.image { self.image = image }
        }
        itemDidChange()
    }

    /// Sends the action to the target with the item as the sender, as a tap does.
    func sendAction() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action else { return }
        action.perform(heldTarget.resolved, self)
    }

    /// What the bar draws for the item: the title, or the system item's word or sign.
    var displayedTitle: String? {
        if let title { return title }
        guard image == nil, let systemItem else { return nil }
        return systemItem.displayedTitle
    }

    /// Whether the item is a space, not a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

extension UIBarButtonItem.SystemItem {
    /// iOS draws these as words; the icons are drawn as a sign or, where none reads well, the
    /// icon's name.
    var displayedTitle: String {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add: return "+"
        case .flexibleSpace, .fixedSpace: return ""
        case .compose: return "✎"
        case .reply: return "↩"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "↻"
        case .stop: return "✕"
        case .camera: return "Camera"
        case .trash: return "Trash"
        case .play: return "▶"
        case .pause: return "❚❚"
        case .rewind: return "◀◀"
        case .fastForward: return "▶▶"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .pageCurl: return "Page"
        case .close: return "✕"
        }
    }

    /// Signs are drawn larger than words, as iOS's icons are.
    var isSign: Bool {
        switch self {
        case .add, .compose, .reply, .refresh, .stop, .play, .pause, .rewind, .fastForward, .close: return true
        default: return false
        }
    }
}
