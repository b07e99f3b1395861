import Foundation

/// What a cell shows, described rather than built, as UIKit's content configurations are: set
/// a cell's `contentConfiguration` and it shows it.
public protocol UIContentConfiguration {}

/// A list row's content as UIKit's `UIListContentConfiguration` describes it: an image, a text
/// and a secondary text, each with its properties. Start from the cell's
/// `defaultContentConfiguration()` (or `.cell()`, `.subtitleCell()`, `.valueCell()`), change
/// it, and set it as the cell's `contentConfiguration`.
///
/// Drawn with the cell's labels at iOS 17's places: the text at the 16 pt margin (after the
/// image, which takes a 29 pt wide column and 16 pt of padding), the secondary text below it
/// (subtitle, 15 pt) or at the trailing margin (value, 17 pt), in the secondary label colour.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    enum Kind: Sendable { case cell, subtitle, value }

    public struct TextProperties: Sendable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: Alignment = .natural
        public var numberOfLines = 0

        public enum Alignment: Int, Sendable { case natural, center, justified }
    }

    public struct ImageProperties: Sendable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }

    var kind: Kind
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
        secondaryTextProperties = TextProperties(
            font: .systemFont(ofSize: kind == .subtitle ? 15 : 17), color: .secondaryLabel)
    }

    /// A plain row: text only, or text and image.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .cell) }
    /// The secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .subtitle) }
    /// The secondary text at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(kind: .value) }
    /// Grouped tables' rows look the same here.
    public static func groupedFooter() -> UIListContentConfiguration { subtitleCell() }
}

extension UITableViewCell {
    /// The configuration for this cell's style, empty: `.cell()` for the default style,
    /// `.subtitleCell()` or `.valueCell()` for the others.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }
}
