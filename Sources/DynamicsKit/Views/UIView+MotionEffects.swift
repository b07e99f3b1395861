import Foundation

// Motion effects: a view that shifts as the phone tilts under the eye (parallax). A recording's
// phone is held still, upright and level with the eye, so every effect is at rest: its offset is
// zero and the view stays where its layout puts it. The effects are kept for code that reads or
// removes them.

/// What a motion effect adds to a view's key paths for a viewing angle.
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The values to add for the viewer's offset (each of x and y in −1…1); none at rest.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Moves one key path between two values as the phone tilts along one axis.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    public let keyPath: String
    public let type: EffectType
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Halfway between the two values at rest: zero for the symmetric ranges parallax uses.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = (minimumRelativeValue as? NSNumber)?.doubleValue ?? (minimumRelativeValue as? Double),
              let high = (maximumRelativeValue as? NSNumber)?.doubleValue ?? (maximumRelativeValue as? Double)
        else { return nil }
        let t = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        return [keyPath: low + (high - low) * (t + 1) / 2]
    }
}

@available(swift, obsoleted: 4.2, renamed: "UIInterpolatingMotionEffect.EffectType")
public typealias UIInterpolatingMotionEffectType = UIInterpolatingMotionEffect.EffectType

/// Several effects applied together.
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let merged = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
            .reduce(into: [String: Any]()) { $0.merge($1) { _, new in new } }
        return merged.isEmpty ? nil : merged
    }
}

extension UIView {
    /// Adds `effect` (at rest here: it moves nothing).
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}
