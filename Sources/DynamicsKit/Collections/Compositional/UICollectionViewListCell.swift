import Foundation

/// A row of a list layout (``UICollectionViewCompositionalLayout/list(using:)``), as UIKit's:
/// white, with a separator under it at the text's margin (none under a section's last row),
/// and in `.insetGrouped` lists the first row's top corners and the last row's bottom corners
/// rounded. Its content is usually a ``UIListContentConfiguration``.
open class UICollectionViewListCell: UICollectionViewCell {
    private let separator = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRow()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRow()
    }

    private func setUpRow() {
        backgroundColor = .secondarySystemGroupedBackground
        separator.backgroundColor = .separator
        separator.isUserInteractionEnabled = false
        separator.isHidden = true
        addSubview(separator)
    }

    /// An empty ``UIListContentConfiguration/cell()``.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        var collectionView = superview
        while let view = collectionView, !(view is UICollectionView) { collectionView = view.superview }
        let layout = (collectionView as? UICollectionView)?.collectionViewLayout as? UICollectionViewCompositionalLayout
        guard let placement = layout?.listPlacement(of: layoutAttributes.indexPath) else {
            separator.isHidden = true
            layer.cornerRadius = 0
            return
        }
        separator.isHidden = !placement.list.showsSeparators || placement.last
        if placement.list.appearance == .insetGrouped, placement.first || placement.last {
            layer.cornerRadius = UICollectionLayoutListConfiguration.insetGroupedCornerRadius
            var corners: CACornerMask = []
            if placement.first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            layer.maskedCorners = corners
            clipsToBounds = true
        } else {
            layer.cornerRadius = 0
        }
        if let list = placement.list.backgroundColor, placement.list.appearance == .plain { backgroundColor = list }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        bringSubviewToFront(separator)
        let leading = (contentConfiguration as? UIListContentConfiguration).map { list in
            list.directionalLayoutMargins.leading + (list.image != nil ? 29 + list.imageToTextPadding : 0)
        } ?? 16
        separator.frame = CGRect(x: leading, y: bounds.height - 0.5, width: max(bounds.width - leading, 0), height: 0.5)
    }
}
