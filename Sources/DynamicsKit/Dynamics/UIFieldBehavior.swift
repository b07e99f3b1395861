import Foundation
import Physics

/// A custom field's force on one item: (field, position in the reference view, velocity in
/// pt/s, mass, charge, tick length in seconds) → force in UIKit's force units (see
/// ``UIFieldBehavior/field(evaluationBlock:)``).
public typealias UIFieldCustomEvaluator =
    (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

/// Applies a force field to its items: gravity toward a point or along a direction, springs,
/// vortices, drag, velocity, noise, turbulence, electric and magnetic fields, or your own.
///
/// Only items whose centre is inside `region` (placed on `position`) feel the field. A built-in
/// field is evaluated once per tick at each item's centre and held for the tick; a custom field
/// (``field(evaluationBlock:)``) at every substep (4 a tick), from the item's state then. A
/// field puts no torque on the item.
///
/// Open, as UIKit's: subclass it and make yours with the factories, which return the subclass
/// (`MyField.springField()`), and override ``willMove(to:)`` or add stored properties as you
/// would on iOS.
///
/// Units. Strength has no unit of its own; one scale per kind of effect, as UIKit's other
/// behaviors use them:
/// - fields that ignore mass (linear and radial gravity, vortex, noise) accelerate at
///   strength × 1000 pt/s², UIGravityBehavior's magnitude 1;
/// - fields that act through mass or charge (spring, drag, turbulence, electric, magnetic,
///   custom) push with strength × 100 mass·pt/s², UIPushBehavior's magnitude 1;
/// - distances and speeds inside the formulas count in units of 100 pt and 100 pt/s (UIKit's
///   engine runs at about 100 pt per metre), so a field's falloff changes nothing at 100 pt.
///
/// Each factory documents its formula; the scales are ``Physics/FieldUnits``.
open class UIFieldBehavior: UIDynamicBehavior {
    /// What a field computes: one of the built-in kinds or a block. Only the factories make one.
    public struct Evaluation {
        fileprivate enum Evaluator {
            case builtIn(FieldKind)
            case custom(UIFieldCustomEvaluator)
        }

        fileprivate let evaluator: Evaluator

        fileprivate init(_ evaluator: Evaluator) {
            self.evaluator = evaluator
        }
    }

    private let evaluator: Evaluation.Evaluator
    private var list = ItemList([])
    /// Seconds this field has been applied: the clock that animates noise.
    private var fieldTime: TimeInterval = 0

    /// The initializer the factories call, which a subclass inherits; a subclass that declares
    /// initializers of its own implements it by calling `super.init(evaluation:)`. Make fields
    /// with the factories.
    public required init(evaluation: Evaluation) {
        evaluator = evaluation.evaluator
        super.init()
    }

    
    // MARK: Items

    open var items: [UIDynamicItem] { list.items }
    override var dynamicItems: [UIDynamicItem] { list.items }

    open func addItem(_ item: UIDynamicItem) {
        if list.add(item) { itemsDidChange() }
    }

    open func removeItem(_ item: UIDynamicItem) {
        if list.remove(item) { itemsDidChange() }
    }

    // MARK: Parameters

    /// The field's centre, in the reference view's coordinates. Default (0, 0).
    open var position = CGPoint.zero { didSet { parameterDidChange() } }
    /// Where the field acts, centred on `position`. Default ``UIRegion/infinite``.
    open var region = UIRegion.infinite { didSet { parameterDidChange() } }
    /// Scales the field; its unit depends on the kind (see the factories). Default 1.
    open var strength: CGFloat = 1 { didSet { parameterDidChange() } }
    /// The field scales by (distance / 100 pt)^(−falloff) with distance from `position`.
    /// Default 0: uniform.
    open var falloff: CGFloat = 0 { didSet { parameterDidChange() } }
    /// Distances from `position` below this many points count as this one in the falloff.
    /// Default 0.
    open var minimumRadius: CGFloat = 0 { didSet { parameterDidChange() } }
    /// Direction and scale of linear gravity and velocity fields; zero for the others.
    open var direction = CGVector.zero { didSet { parameterDidChange() } }
    /// Noise and turbulence roughness, 0…1: 1 is smoothest (features about 100 pt across), 0
    /// adds finer detail down to 25 pt. Default 0.
    open var smoothness: CGFloat = 0 { didSet { parameterDidChange() } }
    /// How fast noise and turbulence change in place, in hertz. Default 0: a frozen pattern.
    open var animationSpeed: CGFloat = 0 { didSet { parameterDidChange() } }

    // MARK: Fields

    /// Slows items like friction with the air: force −strength × velocity (mass·pt/s² per
    /// pt/s), so with no other force an item's speed decays as e^(−strength·t/mass). A light
    /// item cannot be turned back by it within one tick.
    open class func dragField() -> Self {
        Self(evaluation: Evaluation(.builtIn(.drag)))
    }

    /// Turns items about `position`: acceleration strength × 10 pt/s² per point of distance,
    /// perpendicular to the line from `position`, whatever the mass. Positive strength turns
    /// items counter-clockwise as seen on screen, negative clockwise.
    open class func vortexField() -> Self {
        Self(evaluation: Evaluation(.builtIn(.vortex)))
    }

    /// Pulls items toward `position` with an acceleration proportional to their distance:
    /// strength × 10 pt/s² per point (1000 pt/s² at 100 pt), whatever the mass. Negative
    /// strength pushes them away. Alone it makes items swing through `position`; add
    /// resistance or drag to have them settle there.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = Self(evaluation: Evaluation(.builtIn(.radialGravity)))
        field.position = position
        return field
    }

    /// Accelerates items along `direction` at strength × |direction| × 1000 pt/s², whatever
    /// their mass, as UIGravityBehavior does: direction (0, 1) at strength 1 is standard gravity.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = Self(evaluation: Evaluation(.builtIn(.linearGravity)))
        field.direction = direction
        return field
    }

    /// Gives items the velocity direction × strength × 100 pt/s, reached within one tick; it
    /// overrides what other forces would add.
    open class func velocityField(direction: CGVector) -> Self {
        let field = Self(evaluation: Evaluation(.builtIn(.velocity)))
        field.direction = direction
        return field
    }

    /// Smooth noise: each item accelerates by strength × n × 1000 pt/s², whatever its mass, where
    /// n is a vector (components −1…1) that varies smoothly with position and, at
    /// `animationSpeed` hertz, with time. The pattern is fixed: the same scene moves the same
    /// way every run.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(evaluation: Evaluation(.builtIn(.noise)))
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise that grows with speed: force strength × (speed / 100 pt/s) × n × 100 mass·pt/s²,
    /// with n the noise field's vector. Items at rest feel nothing.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = Self(evaluation: Evaluation(.builtIn(.turbulence)))
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Hooke's law toward `position`: force −strength × offset (mass·pt/s² per point, 100 per
    /// 100 pt), so an item oscillates at √(strength / mass) rad/s; lighter items are quicker.
    /// Give the item resistance to have it settle at `position`.
    open class func springField() -> Self {
        Self(evaluation: Evaluation(.builtIn(.spring)))
    }

    /// F = qE: force charge × strength × 100 mass·pt/s² along the line from `position` to the
    /// item. The field's strength acts as its charge: like signs repel (a positive item flees a
    /// positive field), opposite signs attract. Uncharged items feel nothing.
    open class func electricField() -> Self {
        Self(evaluation: Evaluation(.builtIn(.electric)))
    }

    /// F = q v × B with B along +z, evaluated in the reference view's coordinates (y down):
    /// force charge × strength × (v.y, −v.x) in mass·pt/s² for v in pt/s. Positive
    /// charge × strength turns a moving item counter-clockwise as seen on screen, negative
    /// clockwise, at charge × strength / mass rad/s; the field never changes its speed.
    open class func magneticField() -> Self {
        Self(evaluation: Evaluation(.builtIn(.magnetic)))
    }

    /// A field of your own. At every substep of the physics (4 a tick, as UIKit's engine steps),
    /// for each item inside `region`, `block` gets the field, the item's centre in the reference
    /// view, its velocity in pt/s, its mass (density × area / 10,000 pt²), its charge and the
    /// substep's length in seconds (1/240), and returns a force in UIKit's force units: (1, 0)
    /// accelerates a mass of 1 rightward at 100 pt/s², so an item moves as ∫∫ F/m. `strength`
    /// and `falloff` are not applied; the block decides. Non-finite forces are ignored. The
    /// block runs while the physics steps: read what it is given, and change behaviors or
    /// items from an `action` instead.
    open class func field(evaluationBlock block: @escaping UIFieldCustomEvaluator) -> Self {
        Self(evaluation: Evaluation(.custom(block)))
    }

    // MARK: Engine

    override func applyTick(in animator: UIDynamicAnimator, dt: TimeInterval) {
        defer { fieldTime += dt }
        let center = Vec2(Double(position.x), Double(position.y))
        guard center.isFinite else { return }
        let substeps = animator.world.settings.substeps
        for item in list.items {
            guard let body = animator.body(for: item), body.kind == .dynamic else { continue }
            switch evaluator {
            case let .builtIn(kind):
                let offset = body.position - center
                guard offset.isFinite, body.linearVelocity.isFinite,
                      region.contains(CGPoint(x: offset.x, y: offset.y)) else { continue }
                let force = engineField(kind).force(on: FieldSample(
                    offset: offset, velocity: body.linearVelocity, mass: body.mass, charge: body.charge,
                    time: fieldTime, duration: dt, substeps: substeps))
                if force.isFinite { body.force += force }
            case let .custom(block):
                // Asked at every substep, where the item is then; the region as it is this tick.
                let region = self.region
                animator.world.addSubstepForce(on: body) { [unowned self, unowned body] position, velocity, substep in
                    let offset = position - center
                    guard offset.isFinite, velocity.isFinite, region.contains(CGPoint(x: offset.x, y: offset.y)) else { return .zero }
                    let result = block(
                        self, CGPoint(x: position.x, y: position.y), CGVector(dx: velocity.x, dy: velocity.y),
                        CGFloat(body.mass), CGFloat(body.charge), substep)
                    return FieldUnits.force * Vec2(Double(result.dx), Double(result.dy))
                }
            }
        }
    }

    /// This behavior's parameters as the engine's field.
    private func engineField(_ kind: FieldKind) -> Field {
        var field = Field(kind: kind)
        field.strength = Double(strength)
        field.falloff = Double(falloff)
        field.minimumRadius = Double(minimumRadius)
        field.direction = Vec2(Double(direction.dx), Double(direction.dy))
        field.smoothness = Double(smoothness)
        field.animationSpeed = Double(animationSpeed)
        return field
    }
}
