import Foundation

/// A layer whose sublayers are drawn `instanceCount` times, each copy transformed by
/// `instanceTransform` once more than the one before (about the layer's centre, as Core
/// Animation's) and its colour shifted by the offsets from `instanceColor`. `instanceDelay`
/// is accepted; animations are not staggered here.
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    open var instanceDelay: CFTimeInterval = 0
    open var instanceTransform = CATransform3DIdentity
    open var preservesDepth = false
    /// Multiplies the colour of every copy; opaque white (no change) by default.
    open var instanceColor: CGColor? = .white
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        preservesDepth = other.preservesDepth
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    override class func makeBackingLayer() -> CALayer { CAReplicatorLayer() }
    override func makeCopy() -> CALayer { CAReplicatorLayer(layer: self) }

    /// For the renderer: each copy's transform (in the layer's bounds coordinates) and colour
    /// multipliers (red, green, blue, alpha), first copy first.
    package var instances: [(transform: CGAffineTransform, color: (CGFloat, CGFloat, CGFloat, CGFloat))] {
        let count = max(instanceCount, 0)
        guard count > 0 else { return [] }
        let base = instanceColor.map(UIColor.init(cgColor:)) ?? .white
        let step = CATransform3DGetAffineTransform(instanceTransform)
        // Core Animation applies the instance transform about the layer's anchor point.
        let centre = CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
        let about = CGAffineTransform(translationX: -centre.x, y: -centre.y).concatenating(step).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
        var transform = CGAffineTransform.identity
        var result: [(CGAffineTransform, (CGFloat, CGFloat, CGFloat, CGFloat))] = []
        for index in 0..<count {
            let i = CGFloat(index)
            func clamp(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
            let color = (
                clamp(base.red + i * CGFloat(instanceRedOffset)), clamp(base.green + i * CGFloat(instanceGreenOffset)),
                clamp(base.blue + i * CGFloat(instanceBlueOffset)), clamp(base.alpha + i * CGFloat(instanceAlphaOffset)))
            result.append((transform, color))
            transform = transform.concatenating(about)
        }
        return result
    }
}
