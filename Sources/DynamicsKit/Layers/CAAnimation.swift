import Foundation

/// The pacing of a Core Animation animation: a cubic Bézier from (0, 0) to (1, 1).
open class CAMediaTimingFunction: NSObject {
    let curve: TimingCurve

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .cubic(0.25, 0.1, 0.25, 1)
        }
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubic(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25, 0.1), (0.25, 1): what implicit animations use.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time (Core Animation's names).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The end value stays after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows before a delayed start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// Hears when an animation added to a layer starts and stops.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is true when it ran to its end, false when removed or replaced first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation a layer plays on the scene's clock once added with
/// ``CALayer/add(_:forKey:)``: basic, spring and keyframe animations and groups of them play.
open class CAAnimation: NSObject {
    /// Seconds of one pass; 0 (the default) takes the transaction's duration, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// When to start, in ``CACurrentMediaTime()`` seconds; 0 starts when added.
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    /// How many passes; 0 means 1, `.infinity` forever.
    open var repeatCount: Float = 0
    /// Plays each pass forwards then backwards.
    open var autoreverses = false
    /// Time runs this much faster for the animation.
    open var speed: Float = 1
    open var fillMode: CAMediaTimingFillMode = .removed
    /// True (the default): the animation leaves the layer when it ends and the model value shows.
    open var isRemovedOnCompletion = true
    /// Held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?
    /// What `setValue(_:forKey:)` stored under keys that name no property
    /// (CAAnimation+KeyValueCoding.swift).
    var keyedValues: [String: Any] = [:]

    public required override init() { super.init() }

    /// The copy `add(_:forKey:)` plays (Core Animation copies an animation when it is added):
    /// a new animation of the same class given this one's values.
    func copyForLayer() -> CAAnimation {
        let copy = type(of: self).init()
        copyValues(to: copy)
        return copy
    }

    /// Gives `copy` this animation's values; each subclass adds its own, after `super`'s.
    func copyValues(to copy: CAAnimation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.timingFunction = timingFunction
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        copy.speed = speed
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
        copy.keyedValues = keyedValues
    }
}

/// An animation of one property, named by its key path (`"position"`, `"opacity"`,
/// `"transform.rotation.z"`, `"strokeEnd"`…).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Accepted; values replace the model value while playing.
    open var isAdditive = false
    /// Accepted; each repeat starts from the same values.
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }
}

/// From one value to another over ``CAAnimation/duration``: `fromValue` (default: what is
/// shown now) to `toValue` (default: `fromValue + byValue`, or the model value). Values are
/// numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize`, `CGRect`,
/// `CGColor`, `CATransform3D`, or a `CGPath` of the same shape for `"path"`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }
}

/// A spring from `fromValue` to `toValue`: a damped harmonic oscillator of `mass`, `stiffness`
/// and `damping` starting at `initialVelocity` (in lengths of the distance a second), as Core
/// Animation's; it plays for `duration` (set it to `settlingDuration` to see it settle).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var allowsOverdamping = false

    /// iOS 17's spring of a perceptual duration and a bounce (−1…1).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * Double.pi / max(perceptualDuration, 0.01)
        stiffness = CGFloat(omega * omega)
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        damping = CGFloat(2 * ratio * omega)
    }

    /// How long the spring's swing takes to stay within 0.1 % of its distance: where the
    /// envelope of the oscillation falls under it (for an overdamped or critically damped
    /// spring, where the motion itself does), to the nearest frame after.
    open var settlingDuration: CFTimeInterval {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6)), c = Double(max(damping, 0))
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1, zeta > 0 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (-Double(initialVelocity) + zeta * omega0) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            let time = log(amplitude / 0.001) / (zeta * omega0)
            return (time * 60).rounded(.up) / 60
        }
        var time = 0.0
        while time < 60, abs(1 - displacement(at: time)) >= 0.001 { time += 1.0 / 60 }
        return min(time, 60)
    }

    /// The fraction of the way from `fromValue` to `toValue` at `time` seconds.
    func displacement(at time: Double) -> Double {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6)), c = Double(max(damping, 0))
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        // x: the distance left (1 at the start), moving at −initialVelocity.
        let x0 = 1.0, v0 = -Double(initialVelocity)
        let x: Double
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega0 * time) * (x0 * cos(omegaD * time) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * time))
        } else if zeta == 1 {
            x = (x0 + (v0 + omega0 * x0) * time) * exp(-omega0 * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            x = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        return 1 - x
    }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Drawn as `.linear`.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Drawn as `.linear`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Drawn as `.linear`.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Values at key times, or points along a path (for `position`, paced by length), as Core
/// Animation's.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    /// Accepted; the animation's own `timingFunction` applies to the whole.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Accepted; the layer is not turned along the path.
    open var rotationMode: CAAnimationRotationMode?

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
    }
}

/// Animations played together, in the group's time.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations
    }
}
