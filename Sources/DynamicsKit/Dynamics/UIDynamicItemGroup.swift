import Foundation

/// Several items that move as one rigid body, as UIKit's `UIDynamicItemGroup`: add the group
/// (not its items) to behaviors. Each item keeps its own collision shape; together they have the
/// mass of all of them, and the group turns about their common centre of mass.
///
/// The group's `center` is that centre (area-weighted, in the items' common superview
/// coordinates) and its `bounds` enclose the items. An animator moves the items themselves.
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [UIDynamicItem]

    public init(items: [UIDynamicItem]) {
        self.items = items
        let (center, size) = Self.measure(items)
        self.center = center
        bounds = CGRect(origin: .zero, size: size)
        super.init()
    }

    open var center: CGPoint
    open private(set) var bounds: CGRect
    open var transform: CGAffineTransform = .identity

    /// Area-weighted centre of the items and the size of the box around them.
    private static func measure(_ items: [UIDynamicItem]) -> (CGPoint, CGSize) {
        var weightedX: CGFloat = 0, weightedY: CGFloat = 0, totalArea: CGFloat = 0
        var box = CGRect.null
        for item in items {
            let size = item.bounds.size
            let area = size.width * size.height
            weightedX += item.center.x * area
            weightedY += item.center.y * area
            totalArea += area
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform).offsetBy(dx: item.center.x, dy: item.center.y)
            box = box.union(frame)
        }
        guard totalArea > 0, !box.isNull else { return (.zero, .zero) }
        let center = CGPoint(x: weightedX / totalArea, y: weightedY / totalArea)
        let half = CGSize(width: max(center.x - box.minX, box.maxX - center.x), height: max(center.y - box.minY, box.maxY - center.y))
        return (center, CGSize(width: 2 * half.width, height: 2 * half.height))
    }
}
