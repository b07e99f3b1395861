import Foundation

/// What a `CATransition` does to the layer's new content.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a `CATransition`'s motion starts from, as seen on screen.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation gives a transition added without one.
public let kCATransition = "transition"

/// A transition of a layer's content, as Core Animation's, added with
/// `layer.add(transition, forKey:)` before (or right after) the change it shows. Core Animation
/// draws it from a snapshot of the old content; there is none here, so the new content (the
/// layer and its sublayers, as they are from the change on) plays its half alone: `.fade`
/// fades it in, `.moveIn` and `.push` slide it in from `subtype`'s side by the layer's width
/// or height, along the timing function (linear without one) over `duration` (0.25 s without
/// one). `.reveal`, which moves the old content away, is drawn as a fade; the old content's
/// part of every type is not drawn, which is said once on stderr.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
    }

    /// The property animation that plays the new content's part on `layer`.
    func contentAnimation(on layer: CALayer) -> CABasicAnimation {
        KitNote.once("a CATransition draws the layer's new content only: the old content is not drawn leaving")
        let animation: CABasicAnimation
        let position = layer.position
        switch type {
        case .moveIn, .push:
            let size = layer.bounds.size
            var from = position
            switch subtype ?? .fromLeft {
            case .fromRight: from.x += size.width
            case .fromTop: from.y -= size.height
            case .fromBottom: from.y += size.height
            default: from.x -= size.width
            }
            animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = from
            animation.toValue = position
        default:
            if type == .reveal { KitNote.once("a .reveal CATransition is drawn as a fade here") }
            animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = Float(0)
            animation.toValue = layer.opacity
        }
        animation.duration = duration
        animation.beginTime = beginTime
        animation.timingFunction = timingFunction
        animation.delegate = delegate
        return animation
    }
}
