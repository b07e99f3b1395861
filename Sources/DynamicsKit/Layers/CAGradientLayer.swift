import Foundation

/// A layer that fills its bounds (rounded by `cornerRadius`) with a gradient of ``colors``,
/// above its background.
///
/// ``startPoint`` and ``endPoint`` are in unit coordinates of the bounds ((0, 0) top-left,
/// (1, 1) bottom-right). `.axial` runs along the line between them; `.radial` is an ellipse
/// centred on the start point whose edge passes through the end point's x and y; `.conic`
/// turns clockwise about the start point, from the direction of the end point, once round.
open class CAGradientLayer: CALayer {
    /// The colors, `CGColor`s; fewer than one draws nothing, one fills flat.
    open var colors: [Any]?
    /// Where each color sits, 0…1, ascending; nil spreads them evenly.
    open var locations: [NSNumber]?
    /// (0.5, 0) by default: the top edge's middle.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// (0.5, 1) by default: the bottom edge's middle.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    override class func makeBackingLayer() -> CALayer { CAGradientLayer() }
    override func makeCopy() -> CALayer { CAGradientLayer(layer: self) }

    /// The colors with their locations, in order, for the renderer: `CGColor`s and
    /// `UIColor`s are taken, anything else skipped.
    package var gradientStops: [(location: CGFloat, color: UIColor)] {
        let colors = (self.colors ?? []).compactMap { value -> UIColor? in
            if let color = value as? CGColor { return UIColor(cgColor: color) }
            return value as? UIColor
        }
        guard !colors.isEmpty else { return [] }
        let locations = self.locations.map { $0.map { CGFloat($0.doubleValue) } }
        return colors.enumerated().map { index, color in
            let spread = colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0
            let location = locations.flatMap { index < $0.count ? $0[index] : nil } ?? spread
            return (location, color)
        }
    }

    override func animatableVector(forKey key: String) -> [CGFloat]? {
        switch key {
        case "startPoint": return [startPoint.x, startPoint.y]
        case "endPoint": return [endPoint.x, endPoint.y]
        default: return super.animatableVector(forKey: key)
        }
    }

    override func setAnimatableVector(_ v: [CGFloat], forKey key: String) {
        switch key {
        case "startPoint": startPoint = CGPoint(x: v[0], y: v[1])
        case "endPoint": endPoint = CGPoint(x: v[0], y: v[1])
        default: super.setAnimatableVector(v, forKey: key)
        }
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
