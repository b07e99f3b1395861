import Foundation
import Physics

/// Makes its items collide with each other and with boundaries: the reference view's bounds
/// (when `translatesReferenceBoundsIntoBoundary` is set) and segments you add. Items in
/// different collision behaviors pass through each other.
public final class UICollisionBehavior: UIDynamicBehavior {
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
    private var segments: [(identifier: String, from: CGPoint, to: CGPoint)] = []

    public init(items: [UIDynamicItem]) {
        list = ItemList(items)
        super.init()
    }

    public var items: [UIDynamicItem] { list.items }
    override var dynamicItems: [UIDynamicItem] { list.items }

    public func addItem(_ item: UIDynamicItem) {
        if list.add(item) { itemsDidChange() }
    }

    public func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { itemsDidChange() }
    }

    public var collisionMode: Mode = .everything { didSet { itemsDidChange() } }

    /// Makes the reference view's bounds a boundary. Default false.
    public var translatesReferenceBoundsIntoBoundary = false { didSet { itemsDidChange() } }
    /// Insets of that boundary from the bounds; negative insets push it outward.
    public private(set) var referenceBoundsInsets = UIEdgeInsets.zero

    public func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a segment boundary (reference view coordinates). An identifier already in use is
    /// replaced.
    public func addBoundary(withIdentifier identifier: String, from p1: CGPoint, to p2: CGPoint) {
        segments.removeAll { $0.identifier == identifier }
        segments.append((identifier, p1, p2))
        itemsDidChange()
    }

    public func removeBoundary(withIdentifier identifier: String) {
        segments.removeAll { $0.identifier == identifier }
        itemsDidChange()
    }

    public func removeAllBoundaries() {
        segments.removeAll()
        itemsDidChange()
    }

    public var boundaryIdentifiers: [String] { segments.map(\.identifier) }

    // Set by the animator when it installs the behaviors: this behavior's collision group.
    private var groupBit: UInt64 = 0

    override func install(in animator: UIDynamicAnimator) {
        groupBit = animator.nextCollisionGroup()
        guard groupBit != 0 else { return }
        for item in list.items {
            guard let body = animator.body(for: item) else { continue }
            if collisionMode.contains(.items) { body.bodyMask |= groupBit }
            if collisionMode.contains(.boundaries) { body.edgeMask |= groupBit }
        }
        var lines: [(CGPoint, CGPoint)] = segments.map { ($0.from, $0.to) }
        if translatesReferenceBoundsIntoBoundary, let view = animator.referenceView {
            let r = view.bounds.inset(by: referenceBoundsInsets)
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
            ]
            lines += (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) }
        }
        for (from, to) in lines {
            let start = Vec2(Double(from.x), Double(from.y)), end = Vec2(Double(to.x), Double(to.y))
            guard start.isFinite, end.isFinite, start != end else { continue }
            animator.world.add(Edge(from: start, to: end, mask: groupBit))
        }
    }

    func deliverContactEvents(from world: World, animator: UIDynamicAnimator) {
        // Contact delegates arrive with the rest of the collision API.
    }
}
