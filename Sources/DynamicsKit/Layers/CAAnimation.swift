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
/// ``CALayer/add(_:forKey:)``. Only ``CABasicAnimation`` plays here; other kinds are noted once.
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

    public override init() { super.init() }

    /// A copy made when the animation is added, as Core Animation copies it.
    func copyForLayer() -> CAAnimation {
        let copy = CAAnimation()
        copyTiming(to: copy)
        return copy
    }

    func copyTiming(to copy: CAAnimation) {
        copy.duration = duration
        copy.beginTime = beginTime
        copy.timingFunction = timingFunction
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        copy.speed = speed
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.delegate = delegate
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
}

/// From one value to another over ``CAAnimation/duration``: `fromValue` (default: what is
/// shown now) to `toValue` (default: `fromValue + byValue`, or the model value). Values are
/// numbers (`CGFloat`, `Double`, `Float`, `Int`, `NSNumber`), `CGPoint`, `CGSize`, `CGRect`,
/// `CGColor`, `CATransform3D`, or a `CGPath` of the same shape for `"path"`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyForLayer() -> CAAnimation {
        let copy = CABasicAnimation()
        copyTiming(to: copy)
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }
}
