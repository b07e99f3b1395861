import Foundation

extension UIView {
    /// Attaches `recognizer` to this view (taking it from the view it was on), after the others.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches `recognizer` from this view; its `view` becomes nil.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let current = gestureRecognizers, current.contains(where: { $0 === recognizer }) else { return }
        let remaining = current.filter { $0 !== recognizer }
        gestureRecognizers = remaining.isEmpty ? nil : remaining
    }

    /// Keeps each recognizer's `view` in step with the list, whichever way it was changed.
    func gestureRecognizersDidChange(from old: [UIGestureRecognizer]) {
        let current = gestureRecognizers ?? []
        for recognizer in old where recognizer.view === self && !current.contains(where: { $0 === recognizer }) {
            recognizer.view = nil
        }
        for recognizer in current where recognizer.view !== self {
            // A recognizer belongs to one view at a time.
            recognizer.view?.removeGestureRecognizer(recognizer)
            recognizer.view = self
        }
    }

    /// `point` in the superview's bounds coordinates mapped into this view's; nil when the
    /// transform is singular (a view scaled to nothing takes no touches).
    func pointFromSuperview(_ point: CGPoint) -> CGPoint? {
        let toSuperview = transformToSuperview
        let determinant = toSuperview.a * toSuperview.d - toSuperview.b * toSuperview.c
        guard determinant != 0, determinant.isFinite else { return nil }
        return point.applying(toSuperview.inverted())
    }

    /// This view and its ancestors, innermost first.
    var selfAndAncestors: [UIView] {
        var chain: [UIView] = []
        var current: UIView? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        return chain
    }
}

/// Touches are kept in window coordinates (the scene's screen); these express them in a view's
/// coordinates for the `in view: UIView?` parameters of touches and recognizers, where nil
/// means the window.
enum WindowCoordinates {
    static func point(_ point: CGPoint, in view: UIView?) -> CGPoint {
        view?.convert(point, from: nil) ?? point
    }

    /// A vector (a translation, a velocity) in window coordinates expressed in `view`'s.
    static func vector(_ vector: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return vector.applying(linearPart(of: view.transformToWindow).inverted())
    }

    /// A vector in `view`'s coordinates expressed in the window's.
    static func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return vector.applying(linearPart(of: view.transformToWindow))
    }

    /// Vectors have no position: only rotation, scale and shear apply to them.
    private static func linearPart(of transform: CGAffineTransform) -> CGAffineTransform {
        var linear = transform
        linear.tx = 0
        linear.ty = 0
        return linear
    }
}
