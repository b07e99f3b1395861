import Foundation

// What a view shows on screen now, as opposed to its model values: the properties plus the
// `UIView.animate` offsets still playing (see UIView+Animation.swift). The renderer draws this;
// everything else (hit-testing, dynamic animators, layout) uses the model values, as in UIKit.

extension UIView {
    /// The animatable properties as drawn now (Core Animation's presentation layer).
    public struct Presentation: Equatable {
        public var center: CGPoint
        public var bounds: CGRect
        public var transform: CGAffineTransform
        public var alpha: CGFloat
        public var backgroundColor: UIColor?
        /// The layer's anchor point, which sits at `center` (not animated).
        public var anchorPoint = CALayer.defaultAnchorPoint

        /// Maps the view's bounds coordinates to its superview's, like
        /// ``UIView/transformToSuperview`` but with the presented values.
        public var transformToSuperview: CGAffineTransform {
            CALayer.translationToAnchor(of: bounds, anchorPoint)
                .concatenating(transform)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        }
    }

    /// What is drawn now: the model values while no animation is playing on the view.
    public var presentation: Presentation {
        var shown = Presentation(
            center: center, bounds: bounds, transform: transform, alpha: alpha, backgroundColor: backgroundColor,
            anchorPoint: layer.anchorPoint)
        if !layer.animationEntries.isEmpty { layer.applyAnimations(to: &shown) }
        guard !inFlightAnimations.isEmpty else { return shown }
        var transformOffset: TransformComponents?
        var colorOffset: (ColorComponents, substitute: UIColor)?
        for animation in inFlightAnimations {
            let weight = CGFloat(animation.track.remainingFraction)
            switch animation.offset {
            case let .center(dx, dy):
                shown.center.x += dx * weight
                shown.center.y += dy * weight
            case let .bounds(dx, dy, dwidth, dheight):
                shown.bounds.origin.x += dx * weight
                shown.bounds.origin.y += dy * weight
                shown.bounds.size.width += dwidth * weight
                shown.bounds.size.height += dheight * weight
            case let .transform(components):
                transformOffset = (transformOffset ?? .zero) + components * weight
            case let .alpha(delta):
                shown.alpha += delta * weight
            case let .backgroundColor(components, substitute):
                colorOffset = ((colorOffset?.0 ?? .zero) + components * weight, substitute)
            }
        }
        shown.alpha = min(max(shown.alpha, 0), 1)
        shown.bounds.size.width = max(shown.bounds.width, 0)
        shown.bounds.size.height = max(shown.bounds.height, 0)
        if let transformOffset {
            shown.transform = (TransformComponents(transform) + transformOffset).transform
        }
        if let (offset, substitute) = colorOffset {
            shown.backgroundColor = (ColorComponents(backgroundColor ?? substitute) + offset).color
        }
        return shown
    }
}

/// An affine transform taken apart so that it interpolates as a motion: translation, rotation,
/// then the scale and shear left after rotating back. The linear part is
/// `R(angle) · [[scaleX, shear], [0, scaleY]]`.
struct TransformComponents {
    var tx: CGFloat = 0, ty: CGFloat = 0
    var angle: CGFloat = 0
    var scaleX: CGFloat = 0, scaleY: CGFloat = 0
    var shear: CGFloat = 0

    static let zero = TransformComponents()

    init() {}

    init(_ t: CGAffineTransform) {
        tx = t.tx
        ty = t.ty
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        angle = scaleX > 0 ? atan2(t.b, t.a) : 0
        // The second column (c, d) turned back by the angle.
        let cosine = cos(angle), sine = sin(angle)
        shear = t.c * cosine + t.d * sine
        scaleY = -t.c * sine + t.d * cosine
    }

    var transform: CGAffineTransform {
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine,
            c: shear * cosine - scaleY * sine, d: shear * sine + scaleY * cosine,
            tx: tx, ty: ty)
    }

    /// `self − other`, turning the short way round: the angle lies in −π…π.
    func difference(from other: TransformComponents) -> TransformComponents {
        var result = self + other * -1
        result.angle = remainder(result.angle, 2 * .pi)
        return result
    }

    static func + (lhs: TransformComponents, rhs: TransformComponents) -> TransformComponents {
        var result = TransformComponents()
        result.tx = lhs.tx + rhs.tx
        result.ty = lhs.ty + rhs.ty
        result.angle = lhs.angle + rhs.angle
        result.scaleX = lhs.scaleX + rhs.scaleX
        result.scaleY = lhs.scaleY + rhs.scaleY
        result.shear = lhs.shear + rhs.shear
        return result
    }

    static func * (lhs: TransformComponents, weight: CGFloat) -> TransformComponents {
        var result = TransformComponents()
        result.tx = lhs.tx * weight
        result.ty = lhs.ty * weight
        result.angle = lhs.angle * weight
        result.scaleX = lhs.scaleX * weight
        result.scaleY = lhs.scaleY * weight
        result.shear = lhs.shear * weight
        return result
    }
}

/// A color's components as free numbers, for offsets (a difference may be negative).
struct ColorComponents {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0

    static let zero = ColorComponents()

    init() {}

    init(_ color: UIColor) {
        red = color.red
        green = color.green
        blue = color.blue
        alpha = color.alpha
    }

    /// Clamped back to 0…1 by `UIColor`.
    var color: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }

    static func + (lhs: ColorComponents, rhs: ColorComponents) -> ColorComponents {
        var result = ColorComponents()
        result.red = lhs.red + rhs.red
        result.green = lhs.green + rhs.green
        result.blue = lhs.blue + rhs.blue
        result.alpha = lhs.alpha + rhs.alpha
        return result
    }

    static func - (lhs: ColorComponents, rhs: ColorComponents) -> ColorComponents {
        lhs + rhs * -1
    }

    static func * (lhs: ColorComponents, weight: CGFloat) -> ColorComponents {
        var result = ColorComponents()
        result.red = lhs.red * weight
        result.green = lhs.green * weight
        result.blue = lhs.blue * weight
        result.alpha = lhs.alpha * weight
        return result
    }
}
