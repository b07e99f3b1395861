import Foundation

/// A menu of actions and submenus, as UIKit's (iOS 13). Menus are not shown here: a control
/// or bar button item given one keeps it and says so once.
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the elements of an inline menu are drawn (iOS 16).
    public enum ElementSize: Int, Sendable { case small = 0, medium, large }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "UIMenu.\(title)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A menu with the same title, image, identifier and options and `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
