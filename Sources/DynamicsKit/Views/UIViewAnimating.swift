import Foundation

/// Where an interruptible animation is in its life (UIKit's).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations have not run or have ended.
    case inactive = 0
    /// Started or paused: its animations have run and are shown at its progress.
    case active = 1
    /// Stopped with `stopAnimation(false)`: frozen until `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an interruptible animation ended, for its completions (UIKit's).
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start = 1, current = 2
}

/// An animation that can be started, paused, scrubbed, reversed and stopped (UIKit's).
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An interruptible animation that takes blocks of property changes (UIKit's).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// Which kind of curve a ``UITimingCurveProvider`` gives (UIKit's).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic = 1, spring = 2, composed = 3
}

/// A timing curve for ``UIViewPropertyAnimator`` (UIKit's protocol): ``UICubicTimingParameters``
/// or ``UISpringTimingParameters``. A spring, when given, wins over a cubic.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve as the animations here play it.
    var curve: TimingCurve {
        if let spring = springTimingParameters {
            return .spring(dampingRatio: Double(spring.dampingRatio), initialVelocity: Double(spring.initialVelocity.dx))
        }
        guard let cubic = cubicTimingParameters else { return .easeInOut }
        func clamped(_ x: CGFloat) -> Double { x.isFinite ? min(max(Double(x), 0), 1) : 0 }
        let (p1, p2) = (cubic.controlPoint1, cubic.controlPoint2)
        return .cubic(clamped(p1.x), Double(p1.y), clamped(p2.x), Double(p2.y))
    }
}

/// A cubic Bézier timing curve (UIKit's): a named one or one through two control points.
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public let animationCurve: UIView.AnimationCurve

    /// UIKit's default: ease in and out.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// The curve through (0, 0), `point1`, `point2`, (1, 1); x values are clamped to 0…1.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        animationCurve = .easeInOut
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (UIKit's), by damping ratio: the spring of
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`,
/// settling at the animator's duration.
public final class UISpringTimingParameters: UITimingCurveProvider {
    public let dampingRatio: CGFloat
    /// The speed at the start, in changes per second on each axis (only `dx` is used).
    public let initialVelocity: CGVector

    /// Critically damped, from rest.
    public convenience init() {
        self.init(dampingRatio: 1)
    }

    /// How long a physical spring's animation lasts (see `init(mass:stiffness:damping:initialVelocity:)`);
    /// nil for one given by its damping ratio, which lasts the animator's duration.
    let settlingDuration: TimeInterval?

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        dampingRatio = ratio
        initialVelocity = velocity
        settlingDuration = nil
    }

    /// A spring of `mass`, `stiffness` and `damping`: its damping ratio is
    /// damping / (2 √(stiffness × mass)) and its natural frequency √(stiffness / mass). As UIKit
    /// documents, an animator with these parameters ignores its own duration: the animation
    /// lasts until the spring settles (here, until its swing is 1/1500 of the change, which is
    /// when the damping-ratio spring of that duration has the same frequency). Ratios above 1
    /// play as 1, as everywhere here.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let m = Double(mass), k = Double(stiffness), c = Double(damping)
        let ratio = m > 0 && k > 0 ? c / (2 * (k * m).squareRoot()) : 1
        let frequency = m > 0 && k > 0 ? (k / m).squareRoot() : 1
        let zeta = ratio.isFinite ? min(max(ratio, 0.01), 1) : 1
        dampingRatio = CGFloat(ratio)
        initialVelocity = velocity
        settlingDuration = log(1500) / (zeta * frequency)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
