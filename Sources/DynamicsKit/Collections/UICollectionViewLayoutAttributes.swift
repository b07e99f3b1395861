import Foundation

/// Where a collection view shows one element — a cell, a supplementary view (a header or
/// footer) or a decoration view — and how: its frame, transform, alpha, z order and whether it
/// is hidden. As in UIKit, it is a ``UIDynamicItem``: a dynamic animator made with
/// ``UIDynamicAnimator/init(collectionViewLayout:)`` moves attributes as it moves views, and
/// the collection view puts each cell where its attributes say.
///
/// `frame` is the untransformed rectangle: `center` and `size` with the transform left out.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, UIDynamicItem {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    /// The 3-D transform; its 2-D part is what is drawn.
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    /// Elements of higher z-index are drawn above those of lower; equal ones in index-path order.
    open var zIndex: Int = 0
    open var isHidden = false
    open var indexPath: IndexPath
    public internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view (`UICollectionView.elementKindSectionHeader`…); nil for a cell.
    public internal(set) var representedElementKind: String?

    /// A cell's attributes at index path (0, 0). `required`, as UIKit's class constructors make
    /// `[[self class] alloc] init]`: a subclass's constructors and copies are of the subclass.
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's own coordinates: its size at the origin. Setting it keeps the centre.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The 2-D part of ``transform3D``; setting it replaces the 3-D transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class with every value; subclasses that add properties override this
    /// and copy theirs onto `super.copy(with:)`'s result, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// Equal when they describe the same element the same way (UIKit compares every value;
    /// the collection view skips applying attributes equal to the last ones it applied).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.representedElementCategory == representedElementCategory && other.representedElementKind == representedElementKind
            && other.indexPath == indexPath && other.center == center && other.size == size && other.transform3D == transform3D
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) index path: (\(indexPath.section), \(indexPath.item)); frame = \(frame)>"
    }
}
