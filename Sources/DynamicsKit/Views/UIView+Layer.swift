import Foundation

// A view's layer: made of the class `layerClass` names, and the view's own animations played
// through it (`view.layer.add(_:forKey:)`).

extension UIView {
    /// The layer for this view, of `layerClass` (a class declared in the scene is made as the
    /// kit class it derives from, noted once).
    func makeBackingLayer() -> CALayer {
        let requested: AnyClass = type(of: self).layerClass
        guard let layerClass = requested as? CALayer.Type else {
            KitNote.once("layerClass \(requested) is not a CALayer; the view has a CALayer")
            return backed(CALayer())
        }
        let layer = layerClass.makeBackingLayer()
        if type(of: layer) != layerClass {
            KitNote.once("layerClass \(layerClass) is made as \(type(of: layer)), the kit's class it derives from")
        }
        return backed(layer)
    }

    private func backed(_ layer: CALayer) -> CALayer {
        layer.view = self
        return layer
    }
}

extension CALayer {
    /// Where a layer's (or view's) anchor point sits by default: the middle of the bounds.
    package static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The translation that brings the anchor point of `bounds` to the origin. For the default
    /// anchor it is exactly the one to the bounds' middle, so views draw as they always have.
    static func translationToAnchor(of bounds: CGRect, _ anchor: CGPoint) -> CGAffineTransform {
        anchor == defaultAnchorPoint
            ? CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            : CGAffineTransform(translationX: -(bounds.minX + anchor.x * bounds.width), y: -(bounds.minY + anchor.y * bounds.height))
    }

    /// Plays the animations added to a view's layer on what the view shows: its position,
    /// bounds, transform, opacity and background.
    func applyAnimations(to shown: inout UIView.Presentation) {
        let stand = CALayer()
        stand.isPresentationCopy = true
        stand.bounds = shown.bounds
        stand.position = shown.center
        stand.anchorPoint = shown.anchorPoint
        stand.setAffineTransform(shown.transform)
        stand.opacity = Float(shown.alpha)
        stand.backgroundColor = shown.backgroundColor?.cgColor
        for entry in animationEntries { entry.apply(to: stand) }
        shown.bounds = stand.bounds
        shown.center = stand.position
        shown.transform = stand.affineTransform()
        shown.alpha = CGFloat(stand.opacity)
        shown.backgroundColor = stand.backgroundColor.map(UIColor.init(cgColor:))
    }
}
