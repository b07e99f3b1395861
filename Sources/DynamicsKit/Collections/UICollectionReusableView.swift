import Foundation

/// A view a collection view shows at one of its layout's places and reuses once it scrolls out
/// of sight, as UIKit's: the base of cells and of supplementary views (headers, footers).
/// Made by the collection view from the class registered for its reuse identifier, with
/// `init(frame:)`.
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = (coder as? UINibDecoder)?.element["reuseIdentifier"]
    }

    /// Called when the collection view dequeues it again, before the data source configures it.
    open func prepareForReuse() {}

    /// Called with the attributes the collection view has just placed it by; subclasses of
    /// attributes carry their own values to their views this way.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes a self-sizing layout asks the view to change; `layoutAttributes` unchanged here.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}
