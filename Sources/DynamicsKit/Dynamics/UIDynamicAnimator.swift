import Foundation
import Physics

/// Runs behaviors on dynamic items, as UIKit's animator does: every tick of its clock (1/60 s,
/// solved in 4 substeps) it applies the behaviors, steps the physics world, writes each item's
/// `center` and `transform`, then calls the behaviors' `action`s.
///
/// It pauses once every item has been at rest for 0.5 s (`dynamicAnimatorDidPause`) and resumes
/// when a behavior, an item or a behavior parameter changes (`dynamicAnimatorWillResume`).
///
/// An animator attaches to ``Clock/current`` when it is created (inside ``Scene/run(_:)`` or a
/// scene's callbacks); elsewhere it gets a clock of its own, ``clock``, to advance by hand.
/// As in UIKit, it lives as long as someone holds it (a view controller's property, or
/// ``Scene/keep(_:)``): the clock steps it only until it is freed, so one replaced by a new
/// animator stops.
open class UIDynamicAnimator: NSObject, ClockDriven {
    /// Seconds of rest after which an item counts as asleep and, once all are, the animator pauses.
    public static let restDuration: TimeInterval = 0.5

    /// The view whose coordinate system items and boundaries use; nil for `init()`.
    public private(set) weak var referenceView: UIView?
    public weak var delegate: UIDynamicAnimatorDelegate?
    /// The top-level behaviors, in the order they were added.
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// True while items are moving; false before the first behavior and once all items rest.
    open private(set) var isRunning = false
    /// Seconds the animator has spent running.
    open private(set) var elapsedTime: TimeInterval = 0
    /// The clock that steps this animator.
    public let clock: Clock
    /// UIKit's private debug switch, set by key (`setValue(true, forKey: "debugEnabled")`,
    /// UIDynamicAnimator+KeyValueCoding.swift): asks for the debug overlay over this scene.
    var isDebugEnabled = false

    let world = World()
    @exclusivity(unchecked) private(set) var bindings: [ItemBinding] = []
    private var bindingIndex: [ObjectIdentifier: Int] = [:]
    private var bindingByBodyID: [Int: Int] = [:]
    private var flattened: [UIDynamicBehavior] = []
    private var needsInstall = true
    private var reportedInvalidItems: Set<ObjectIdentifier> = []
    private var collisionGroupsUsed = 0

    public init(referenceView: UIView) {
        self.referenceView = referenceView
        clock = Clock.current ?? Clock()
        super.init()
        clock.attach(self, keepsAlive: false)
    }

    public override init() {
        referenceView = nil
        clock = Clock.current ?? Clock()
        super.init()
        clock.attach(self, keepsAlive: false)
    }

    /// An animator of a collection view layout's attributes (UIDynamicAnimator+Collections.swift):
    /// its coordinates are the layout's content, and each tick that moves them invalidates the layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        referenceView = nil
        collectionViewLayout = layout
        clock = Clock.current ?? Clock()
        super.init()
        clock.attach(self, keepsAlive: false)
    }

    /// The layout whose attributes this animator moves; nil for other animators.
    private(set) weak var collectionViewLayout: UICollectionViewLayout?

    /// The rectangle a collision behavior's reference-bounds boundary follows: the reference
    /// view's bounds, or a collection view layout's content.
    var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        return collectionViewLayout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) }
    }

    // MARK: Behaviors

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        if behavior.dynamicAnimator === self, behavior.parent == nil { return }
        behavior.detachFromHierarchy()
        behaviors.append(behavior)
        behavior.propagate(self)
        structureDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.propagate(nil)
        structureDidChange()
        // A paused animator left with no behavior gets no tick to let its items go: let them go
        // now, so an item moved by code meanwhile (a pan between removing a snap and adding it
        // back) is read where it is when a behavior takes it again, not put back where its old
        // body was. A running one lets them go at its next tick, as before: behaviors replaced
        // within one turn keep their items' bodies and velocities.
        if behaviors.isEmpty && !isRunning { syncIfNeeded() }
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of all behaviors whose frames (in the reference view) intersect `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        syncIfNeeded()
        return bindings.map(\.item).filter { item in
            let center = referenceCenter(of: item)
            let size = item.bounds.size
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform).offsetBy(dx: center.x, dy: center.y)
            // A frame that overflowed (a transform of 1e308) is nowhere; CGRect's intersection
            // traps on NaN.
            return frame.isFiniteRect && rect.isFiniteRect && frame.intersects(rect)
        }
    }

    /// Reads the item's `center` and `transform` again after you changed them, keeping its
    /// velocity, and resumes the animator.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        if addedStates[ObjectIdentifier(item)] != nil {
            // Not made yet: its body is made from the state it has now.
            addedStates[ObjectIdentifier(item)] = (referenceCenter(of: item), item.transform.rotationAngle)
        }
        guard let binding = binding(for: item) else { return }
        let center = referenceCenter(of: item)
        let position = Vec2(Double(center.x), Double(center.y))
        let angle = Double(item.transform.rotationAngle)
        // A non-finite state is not taken in: the engine never holds NaN.
        if position.isFinite { binding.body.position = position }
        if angle.isFinite { binding.body.angle = angle }
        wake()
    }

    /// Every behavior in the hierarchy, depth first, in the order they were added.
    var behaviorsInHierarchy: [UIDynamicBehavior] {
        var list: [UIDynamicBehavior] = []
        for behavior in behaviors { behavior.appendFlattened(to: &list) }
        return list
    }

    // MARK: Running

    func structureDidChange() {
        needsInstall = true
        captureAddedItems()
        wake()
    }

    /// Where items stood when a behavior brought them to this animator: UIKit makes an item's
    /// body as the behavior is added (an item of zero size throws there), so a layout pass
    /// that puts the view back where its constraints say before the first tick does not move
    /// the body; the tick then moves the view to the body. (A storyboard app that moves its
    /// buttons off screen and snaps them back in `viewDidLoad` relies on it.) Read when the
    /// bodies are made at the next tick, then forgotten.
    @exclusivity(unchecked) private var addedStates: [ObjectIdentifier: (center: CGPoint, angle: CGFloat)] = [:]

    /// Items whose behaviors were all removed since the last tick: their bodies are kept until
    /// then (behaviors replaced within one turn keep their items' velocities), but an item
    /// added back is read again, as one added afresh is.
    @exclusivity(unchecked) private var releasedItems = Set<ObjectIdentifier>()

    private func captureAddedItems() {
        var inHierarchy = Set<ObjectIdentifier>()
        for behavior in behaviorsInHierarchy {
            for item in behavior.dynamicItems where !(item is UIDynamicItemGroup) {
                let key = ObjectIdentifier(item)
                inHierarchy.insert(key)
                let readAgain = bindingIndex[key] != nil && releasedItems.remove(key) != nil
                guard bindingIndex[key] == nil || readAgain, addedStates[key] == nil else { continue }
                // A view not yet under the reference view is read when its body is made.
                if let view = item as? UIView, let reference = referenceView, view.superview != nil,
                   !view.isDescendant(of: reference) { continue }
                addedStates[key] = (referenceCenter(of: item), item.transform.rotationAngle)
            }
        }
        for binding in bindings where !inHierarchy.contains(ObjectIdentifier(binding.item)) {
            releasedItems.insert(ObjectIdentifier(binding.item))
        }
        // An item let go before its body was made is read afresh if it comes back.
        if addedStates.count > inHierarchy.count || addedStates.keys.contains(where: { !inHierarchy.contains($0) }) {
            addedStates = addedStates.filter { inHierarchy.contains($0.key) }
        }
    }

    /// Resumes if paused and there is something to move.
    func wake() {
        world.wake()
        guard !isRunning, !behaviors.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
    }

    private var gravityStampCounter = 0
    /// Gravity chosen for each binding this tick, with the stamp of the behavior that chose it
    /// (−1: none), indexed like `bindings`.
    @exclusivity(unchecked) private var gravityStamps: [Int] = []
    @exclusivity(unchecked) private var gravityAccelerations: [Vec2] = []

    func nextGravityStamp() -> Int {
        gravityStampCounter += 1
        return gravityStampCounter
    }

    /// Where the item's binding sits in `bindings`, until the next rebuild.
    func bindingPosition(of item: UIDynamicItem) -> Int? {
        bindingIndex[ObjectIdentifier(item)]
    }

    /// Offers gravity for the binding at `position` this tick; the latest stamp wins.
    func applyGravity(_ acceleration: Vec2, toBindingAt position: Int, stamp: Int) {
        guard gravityStamps.indices.contains(position), gravityStamps[position] <= stamp else { return }
        gravityStamps[position] = stamp
        gravityAccelerations[position] = acceleration
    }

    func step(_ dt: TimeInterval) {
        guard isRunning else { return }
        syncIfNeeded()
        if gravityStamps.count != bindings.count {
            gravityStamps = Array(repeating: -1, count: bindings.count)
            gravityAccelerations = Array(repeating: .zero, count: bindings.count)
        }
        for behavior in flattened { behavior.applyTick(in: self, dt: dt) }
        for index in bindings.indices where gravityStamps[index] >= 0 {
            bindings[index].body.accelerate(by: gravityAccelerations[index])
            gravityStamps[index] = -1
        }
        world.step(dt)
        writeBack()
        collectionViewLayout?.invalidateLayout()
        elapsedTime += dt
        deliverEvents()
        for behavior in flattened {
            behavior.action?()
        }
        if bindings.isEmpty || (world.minimumRestingTime >= Self.restDuration && !neverPauses) {
            pause()
        }
    }

    /// Not UIKit's: keeps stepping a scene at rest, so that benchmarks can compare the solver
    /// with engines whose sleeping is turned off (`dynamics-bench physics --no-sleep`).
    @_spi(Benchmarks) public var neverPauses = false

    /// Not UIKit's: makes the engine's bodies and joints for the behaviors now, as the next
    /// tick would first, so that a benchmark's timed loop holds the ticks alone (the peers
    /// `dynamics-bench` is compared with build their worlds before their loops).
    @_spi(Benchmarks) public func installBehaviors() {
        syncIfNeeded()
    }

    private func pause() {
        for binding in bindings {
            binding.body.linearVelocity = .zero
            binding.body.angularVelocity = 0
        }
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func writeBack() {
        let reference = referenceView
        bindings.withUnsafeBufferPointer { bindings in
            for index in bindings.indices {
                let (position, turn, isDynamic) = bindings[index].body.placement
                guard isDynamic else { continue }
                // The body keeps cos and sin of its angle: the same numbers the transform's
                // initializer would compute.
                let rotation = CGAffineTransform(a: turn.c, b: turn.s, c: -turn.s, d: turn.c, tx: 0, ty: 0)
                if let view = bindings[index].unretainedView {
                    view._withUnsafeGuaranteedRef { view in
                        view.center = place(CGPoint(x: position.x, y: position.y), of: view, reference: reference)
                        view.transform = rotation
                    }
                } else {
                    let center = CGPoint(x: position.x, y: position.y)
                    let item = bindings[index].item
                    item.center = center
                    item.transform = rotation
                }
                // Members of a group turn with its body about its origin.
                guard !bindings[index].groupPlacements.isEmpty else { continue }
                let body = bindings[index].body
                for placement in bindings[index].groupPlacements {
                    let at = body.worldPoint(placement.offset)
                    placement.item.center = itemCenter(fromReference: CGPoint(x: at.x, y: at.y), item: placement.item)
                    placement.item.transform = CGAffineTransform(rotationAngle: body.angle + placement.angle)
                }
            }
        }
    }

    /// `point` (reference view coordinates) in the coordinates of `view`'s superview.
    @inline(__always)
    private func place(_ point: CGPoint, of view: UIView, reference: UIView?) -> CGPoint {
        // Most items are subviews of the reference view: found without retaining the superview.
        // (A stale identity means `superview` is nil, which gives `point` too.)
        guard let reference else { return point }
        if view.superviewIdentity == ObjectIdentifier(reference) { return point }
        guard let parent = view.superview, parent !== reference else { return point }
        return finite(parent.convert(point, from: reference), else: view.center)
    }

    /// `point`, or `fallback` when a superview scaled or moved to the edge of the floating-point
    /// range made the conversion overflow: the view then stays where it is rather than take NaN.
    @inline(__always)
    private func finite(_ point: CGPoint, else fallback: CGPoint) -> CGPoint {
        point.x.isFinite && point.y.isFinite ? point : fallback
    }

    /// Collision events of the step, delivered after it: began contacts, then ended ones, each
    /// in the world's stable order, to every collision behavior the contact belongs to.
    private func deliverEvents() {
        guard !world.beganContacts.isEmpty || !world.endedContacts.isEmpty else { return }
        let collisions = flattened.compactMap { $0 as? UICollisionBehavior }
        guard !collisions.isEmpty else { return }
        let reference = referenceView, screen = reference?.topmostAncestor
        defer { clock.eventPoint = nil }
        for (events, began) in [(world.beganContacts, true), (world.endedContacts, false)] {
            for event in events {
                guard let item = item(forBodyID: event.bodyA) else { continue }
                let point = CGPoint(x: event.point.x, y: event.point.y)
                if let reference, let screen {
                    clock.eventPoint = reference === screen ? point : reference.convert(point, to: screen)
                } else {
                    clock.eventPoint = point
                }
                if let otherID = event.bodyB {
                    guard let other = self.item(forBodyID: otherID) else { continue }
                    for behavior in collisions where behavior.collides(item, with: other) {
                        behavior.reportItemContact(began: began, item, other, at: point)
                    }
                } else if boundaryTable.indices.contains(event.edgeTag) {
                    let boundary = boundaryTable[event.edgeTag]
                    boundary.behavior?.reportBoundaryContact(began: began, item, identifier: boundary.identifier, at: point)
                }
            }
        }
    }

    /// Boundaries by edge tag, rebuilt with the world.
    private var boundaryTable: [(behavior: UICollisionBehavior?, identifier: NSCopying?)] = []

    /// A tag for the edges of one boundary, to find its behavior and identifier from events.
    func registerBoundary(of behavior: UICollisionBehavior, identifier: NSCopying?) -> Int {
        boundaryTable.append((behavior, identifier))
        return boundaryTable.count - 1
    }

    // MARK: Items and bodies

    func binding(for item: UIDynamicItem) -> ItemBinding? {
        syncIfNeeded()
        return bindingIndex[ObjectIdentifier(item)].map { bindings[$0] }
    }

    func body(for item: UIDynamicItem) -> Body? { binding(for: item)?.body }

    /// A fresh collision group bit for one collision behavior, or 0 past 64 of them (a
    /// documented limit: the 65th collision behavior in one animator collides with nothing).
    func nextCollisionGroup() -> UInt64 {
        defer { collisionGroupsUsed += 1 }
        return collisionGroupsUsed < 64 ? UInt64(1) << UInt64(collisionGroupsUsed) : 0
    }

    /// The item whose body has `id`, for events.
    func item(forBodyID id: Int) -> UIDynamicItem? {
        bindingByBodyID[id].map { bindings[$0].item }
    }

    private func syncIfNeeded() {
        guard needsInstall else { return }
        needsInstall = false
        flattened = []
        for behavior in behaviors { behavior.appendFlattened(to: &flattened) }

        // Items in order of first appearance.
        var items: [UIDynamicItem] = []
        var seen = Set<ObjectIdentifier>()
        for behavior in flattened {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted {
                items.append(item)
            }
        }

        var kept: [ItemBinding] = []
        var index: [ObjectIdentifier: Int] = [:]
        for item in items {
            let key = ObjectIdentifier(item)
            if let old = bindingIndex[key] {
                index[key] = kept.count
                kept.append(bindings[old])
                // Let go and added back in one turn: it starts from where code put it.
                if let added = addedStates.removeValue(forKey: key) {
                    let body = bindings[old].body
                    let position = Vec2(Double(added.center.x), Double(added.center.y))
                    if position.isFinite, (position - body.position).length > 1e-9 { body.position = position }
                    let angle = Double(added.angle)
                    if angle.isFinite, abs(remainder(angle - body.angle, 2 * .pi)) > 1e-9 { body.angle = angle }
                }
            } else if let body = makeBody(for: item) {
                world.add(body)
                index[key] = kept.count
                kept.append(ItemBinding(item: item, body: body, groupPlacements: pendingPlacements.removeValue(forKey: ObjectIdentifier(item)) ?? []))
            }
        }
        for binding in bindings where index[ObjectIdentifier(binding.item)] == nil {
            world.remove(binding.body)
        }
        bindings = kept
        bindingIndex = index
        bindingByBodyID = Dictionary(uniqueKeysWithValues: bindings.enumerated().map { ($1.body.id, $0) })

        for binding in bindings { binding.resetMaterial() }
        for joint in world.joints { world.remove(joint) }
        collisionGroupsUsed = 0
        boundaryTable = []
        // Boundaries that come back unchanged keep their contacts: an item resting on one is
        // not reported as meeting it again because another behavior came or went.
        world.rebuildingEdges {
            for behavior in flattened { behavior.install(in: self) }
        }
        addedStates.removeAll()
        releasedItems.removeAll()
    }

    private func makeBody(for item: UIDynamicItem) -> Body? {
        if let group = item as? UIDynamicItemGroup { return makeGroupBody(for: group) }
        let size = item.bounds.size
        let width = Double(size.width), height = Double(size.height)
        let added = addedStates.removeValue(forKey: ObjectIdentifier(item))
        let center = added?.center ?? referenceCenter(of: item)
        guard width > 0, height > 0, width.isFinite, height.isFinite, center.x.isFinite, center.y.isFinite else {
            if reportedInvalidItems.insert(ObjectIdentifier(item)).inserted {
                FileHandle.standardError.write(Data(
                    "dynamics: ignoring an item of size \(width)×\(height) at \(center): dynamic items need a positive, finite size and a finite centre\n".utf8))
            }
            return nil
        }
        return Body(
            shape: collisionShape(of: item, width: width, height: height),
            position: Vec2(Double(center.x), Double(center.y)),
            angle: Double(added?.angle ?? item.transform.rotationAngle))
    }

    /// One body for the whole group: each member's shape placed at its offset and angle from
    /// the group's centre, which is where the body's origin (its centre of mass) sits.
    private func makeGroupBody(for group: UIDynamicItemGroup) -> Body? {
        var shapes: [Polygon] = []
        var placements: [GroupPlacement] = []
        let origin = referenceCenter(of: group)
        for member in group.items {
            let size = member.bounds.size
            let width = Double(size.width), height = Double(size.height)
            let center = referenceCenter(of: member)
            guard width > 0, height > 0, width.isFinite, height.isFinite, center.x.isFinite, center.y.isFinite else { continue }
            let offset = Vec2(Double(center.x - origin.x), Double(center.y - origin.y))
            let angle = Double(member.transform.rotationAngle)
            let turn = Rotation(angle: angle)
            let local = collisionShape(of: member, width: width, height: height)
            if let placed = Polygon(vertices: local.vertices.map { offset + turn.rotate($0) }) {
                shapes.append(placed)
                placements.append(GroupPlacement(item: member, offset: offset, angle: angle))
            }
        }
        guard !shapes.isEmpty, origin.x.isFinite, origin.y.isFinite else { return nil }
        pendingPlacements[ObjectIdentifier(group)] = placements
        return Body(shapes: shapes, position: Vec2(Double(origin.x), Double(origin.y)), angle: Double(group.transform.rotationAngle))
    }

    /// Where each member of a group sits in the group's body, from making the body until the
    /// binding holds it.
    private var pendingPlacements: [ObjectIdentifier: [GroupPlacement]] = [:]

    /// The item's shape in its own coordinates; a path that encloses no area falls back to the
    /// bounds rectangle.
    private func collisionShape(of item: UIDynamicItem, width: Double, height: Double) -> Polygon {
        let box = Polygon.box(width: width, height: height)
        switch item.collisionBoundsType {
        case .rectangle:
            return box
        case .ellipse:
            // About one vertex per 4 pt of perimeter: smooth enough to roll, cheap to collide.
            let perimeter = Double.pi * (width + height) / 2
            let sides = min(max(Int(perimeter / 4), 12), 48)
            return Polygon.ellipse(rx: width / 2, ry: height / 2, sides: sides) ?? box
        case .path:
            let points = item.collisionBoundingPath.polylines().flatMap(\.points).map { Vec2(Double($0.x), Double($0.y)) }
            return Polygon.convexHull(of: points) ?? box
        }
    }

    /// The item's centre in the reference view's coordinates.
    func referenceCenter(of item: UIDynamicItem) -> CGPoint {
        if let view = item as? UIView, let parent = view.superview, let reference = referenceView, parent !== reference {
            return parent.convert(view.center, to: reference)
        }
        return item.center
    }

    private func itemCenter(fromReference point: CGPoint, item: UIDynamicItem) -> CGPoint {
        if let view = item as? UIView, let parent = view.superview, let reference = referenceView, parent !== reference {
            return finite(parent.convert(point, from: reference), else: item.center)
        }
        return point
    }
}

extension CGRect {
    fileprivate var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

/// A member of a group: its offset from the group's origin and its angle, at creation.
struct GroupPlacement {
    let item: UIDynamicItem
    let offset: Vec2
    let angle: Double
}

/// An item and the body that simulates it.
struct ItemBinding {
    let item: UIDynamicItem
    let body: Body
    /// The item as a view, cast once (write-back runs every tick), held without a retain of
    /// its own (`item` keeps it alive): a view's reference count lives in a side table (its
    /// layer refers to it weakly), so each retain and release of a view is an out-of-line call.
    let unretainedView: Unmanaged<UIView>?
    /// The item as a view.
    var view: UIView? { unretainedView?.takeUnretainedValue() }
    /// For a group, where its members sit in the body.
    let groupPlacements: [GroupPlacement]

    init(item: UIDynamicItem, body: Body, groupPlacements: [GroupPlacement]) {
        self.item = item
        self.body = body
        unretainedView = (item as? UIView).map { Unmanaged.passUnretained($0) }
        self.groupPlacements = groupPlacements
    }

    /// UIKit's material for an item no UIDynamicItemBehavior touches (see FIDELITY.md).
    func resetMaterial() {
        body.restitution = Double(UIDynamicItemBehavior.defaultElasticity)
        body.friction = Double(UIDynamicItemBehavior.defaultFriction)
        body.linearDamping = Double(UIDynamicItemBehavior.defaultResistance)
        body.angularDamping = Double(UIDynamicItemBehavior.defaultAngularResistance)
        body.kind = .dynamic
        body.density = 1
        body.allowsRotation = true
        body.charge = 0
        body.bodyMask = 0
        body.edgeMask = 0
    }
}
