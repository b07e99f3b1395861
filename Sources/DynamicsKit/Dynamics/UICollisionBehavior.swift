import Foundation
import Physics

/// Told when items of a collision behavior start and stop touching each other or a boundary.
/// Calls arrive after the tick in which the contact changed, in a stable order.
///
/// The signatures are UIKit's, `NSCopying?` boundary identifiers included (a string literal is
/// one: `String` is `NSCopying` here as it is through NSString on iOS). Every method has a
/// default that does nothing, like UIKit's optional methods, so a method whose signature
/// differs by one type would compile and never be called: scene files treat Swift's "nearly
/// matches defaulted requirement" warning as an error for that reason.
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at point: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// `identifier` is nil for the reference-bounds boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at point: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at point: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at point: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {}
}

/// Makes its items collide with each other and with boundaries: the reference view's bounds
/// (when `translatesReferenceBoundsIntoBoundary` is set) and paths or segments you add, in the
/// reference view's coordinates. Items in different collision behaviors pass through each other.
///
/// Boundary identifiers are `NSCopying`, as UIKit's: strings usually (`"floor"`, or
/// `"floor" as NSCopying`). Two identifiers are the same boundary when they are equal
/// `Hashable` values (two equal strings), or else the same object.
open class UICollisionBehavior: UIDynamicBehavior {
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list: ItemList
    private var boundaries: [(key: AnyHashable, identifier: NSCopying, path: UIBezierPath)] = []

    /// What makes two identifiers the same boundary: their value when it is `Hashable`, else
    /// the object itself.
    private static func key(for identifier: NSCopying) -> AnyHashable {
        if let value = identifier as? AnyHashable { return value }
        return AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }

    public weak var collisionDelegate: UICollisionBehaviorDelegate?

    public init(items: [UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    /// A collision behavior with no items yet: add them with ``addItem(_:)``.
    public override convenience init() {
        self.init(items: [])
    }

    open var items: [UIDynamicItem] { list.items }
    override var dynamicItems: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { itemsDidChange() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { itemsDidChange() }
    }

    /// Default `.everything`.
    open var collisionMode: Mode = .everything { didSet { itemsDidChange() } }

    /// Makes the reference view's bounds a boundary. Default false.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { itemsDidChange() } }
    /// Insets of that boundary from the bounds; negative insets push it outward.
    open private(set) var referenceBoundsInsets = UIEdgeInsets.zero

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds the outline of `path` as a boundary: every segment of it, curves flattened; a
    /// closed path includes its closing segment. An identifier already in use is replaced.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let key = Self.key(for: identifier)
        let copy = UIBezierPath()
        copy.append(bezierPath)
        boundaries.removeAll { $0.key == key }
        boundaries.append((key, identifier, copy))
        itemsDidChange()
    }

    /// Adds the segment from `p1` to `p2` as a boundary.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The boundary's path, or nil if there is none with this identifier.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        let key = Self.key(for: identifier)
        return boundaries.first { $0.key == key }?.path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        let key = Self.key(for: identifier)
        guard boundaries.contains(where: { $0.key == key }) else { return }
        boundaries.removeAll { $0.key == key }
        itemsDidChange()
    }

    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries.removeAll()
        itemsDidChange()
    }

    /// Identifiers of the added boundaries, in the order they were added (not the reference bounds).
    /// UIKit's type: an optional array, never nil here.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.map(\.identifier) }

    // MARK: Engine

    private var groupBit: UInt64 = 0

    override func install(in animator: UIDynamicAnimator) {
        groupBit = animator.nextCollisionGroup()
        guard groupBit != 0 else { return }
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            if collisionMode.contains(.items) { body.bodyMask |= groupBit }
            if collisionMode.contains(.boundaries) { body.edgeMask |= groupBit }
        }
        for boundary in boundaries {
            let tag = animator.registerBoundary(of: self, identifier: boundary.identifier)
            addEdges(boundary.path.segments(tolerance: Self.boundaryTolerance), tag: tag, to: animator.world)
        }
        if translatesReferenceBoundsIntoBoundary, let bounds = animator.referenceBounds {
            let r = bounds.inset(by: referenceBoundsInsets)
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ]
            let tag = animator.registerBoundary(of: self, identifier: nil)
            addEdges((0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }, tag: tag, to: animator.world)
        }
    }

    /// How far a curved boundary's lines may stray from its curve, in points (our choice; UIKit
    /// documents none). Box2D's chains want lines longer than its linear slop (0.5 pt here): a
    /// round bar of radius 4 becomes 16 lines of 1.6 pt, where 16 lines a curve made 64 slivers
    /// whose contacts (2 pt deep) began and ended with every tenth of a point an item moved.
    static let boundaryTolerance: CGFloat = 0.1

    private func addEdges(_ segments: [(CGPoint, CGPoint)], tag: Int, to world: World) {
        for (from, to) in segments {
            let start = Vec2(Double(from.x), Double(from.y)), end = Vec2(Double(to.x), Double(to.y))
            guard start.isFinite, end.isFinite, start != end else { continue }
            world.add(Edge(from: start, to: end, mask: groupBit, tag: tag))
        }
    }

    /// Whether this behavior makes `item1` and `item2` collide with each other.
    func collides(_ item1: UIDynamicItem, with item2: UIDynamicItem) -> Bool {
        groupBit != 0 && collisionMode.contains(.items) && list.contains(item1) && list.contains(item2)
    }

    func reportItemContact(began: Bool, _ item1: UIDynamicItem, _ item2: UIDynamicItem, at point: CGPoint) {
        guard let delegate = collisionDelegate else { return }
        if began {
            delegate.collisionBehavior(self, beganContactFor: item1, with: item2, at: point)
        } else {
            delegate.collisionBehavior(self, endedContactFor: item1, with: item2)
        }
    }

    func reportBoundaryContact(began: Bool, _ item: UIDynamicItem, identifier: NSCopying?, at point: CGPoint) {
        guard let delegate = collisionDelegate else { return }
        if began {
            delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
        } else {
            delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier)
        }
    }
}
