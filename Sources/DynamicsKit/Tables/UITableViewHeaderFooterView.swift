import Foundation

/// A table section's header or footer, as UIKit's: a `contentView` for the app's views and a
/// `textLabel` for a title. A table makes one for each `titleForHeaderInSection` (and footer)
/// title; an app's own come from `viewForHeaderInSection`, often dequeued by identifier.
///
/// Its look (iOS 13 and later; Apple publishes no numbers, these are estimates from
/// screenshots): in a plain table, the title in 17 pt semibold on a light grey band, 16 pt
/// from the leading edge; in a grouped table, the title in 13 pt capitals in the secondary label
/// colour, 20 pt from the leading edge (36 in an inset-grouped one), 7 pt above the rows it heads
/// (or below the rows it follows, for a footer, in sentence case).
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    /// Made on first use, as UIKit's.
    public var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        ownTextLabel = label
        return label
    }
    private var ownTextLabel: UILabel?
    /// The look the table gives a title view (UITableView sets it).
    var titleStyle: TitleStyle = .plain { didSet { applyTitleStyle() } }

    enum TitleStyle { case plain, groupedHeader, groupedFooter }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    /// Sets the title as a table does: the style's font, colour and case.
    func setTitle(_ title: String, style: TitleStyle) {
        titleStyle = style
        textLabel?.text = style == .groupedHeader ? title.uppercased() : title
        applyTitleStyle()
    }

    private func applyTitleStyle() {
        guard let label = ownTextLabel else { return }
        switch titleStyle {
        case .plain:
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.textColor = .label
            if backgroundColor == nil { backgroundColor = .systemGray6 }
        case .groupedHeader, .groupedFooter:
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        }
    }

    /// The leading inset of a title: 16 pt plain, 20 grouped, plus the inset of an
    /// inset-grouped table's rows.
    var titleInset: CGFloat = 16

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = ownTextLabel else { return }
        let width = max(bounds.width - 2 * titleInset, 0)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let y: CGFloat
        switch titleStyle {
        case .plain: y = (bounds.height - height) / 2
        case .groupedHeader: y = bounds.height - 7 - height
        case .groupedFooter: y = 7
        }
        label.frame = CGRect(x: titleInset, y: y, width: width, height: height)
    }
}
