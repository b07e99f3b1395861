import Foundation

/// SF Symbols are Apple's and not available here: `UIImage(systemName:)` gives a stand-in the
/// size the symbol would have (a template disc, so an image view tints it as it tints
/// symbols), and says once per name on stderr that it did.
extension UIImage {
    /// The size and weight a symbol image is made at, as UIKit's (the weight does not change
    /// the stand-in).
    public final class SymbolConfiguration {
        /// `.default` stands for 17 pt (the body text size).
        public enum Scale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        let pointSize: CGFloat
        let scale: Scale

        public init(pointSize: CGFloat) { (self.pointSize, scale) = (pointSize, .default) }
        public init(pointSize: CGFloat, weight: Weight) { (self.pointSize, scale) = (pointSize, .default) }
        public init(pointSize: CGFloat, weight: Weight, scale: Scale) { (self.pointSize, self.scale) = (pointSize, scale) }
        public init(scale: Scale) { (pointSize, self.scale) = (17, scale) }
        public init(weight: Weight) { (pointSize, scale) = (17, .default) }
        public init(textStyle: UIFont.TextStyle) { (pointSize, scale) = (UIFont.preferredFont(forTextStyle: textStyle).pointSize, .default) }
        public init(font: UIFont) { (pointSize, scale) = (font.pointSize, .default) }

        /// The stand-in's side in points: about the symbol's height at this size and scale.
        var side: CGFloat {
            let factor: CGFloat
            switch scale {
            case .small: factor = 0.95
            case .large: factor = 1.45
            default: factor = 1.2
            }
            return (max(pointSize, 1) * factor).rounded()
        }
    }

    /// A stand-in for the SF Symbol `name`: Apple's symbols are not available here.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        Self.sayStandIn(for: name)
        let side = (configuration ?? SymbolConfiguration(pointSize: 17)).side
        let pixels = Int(side * 2)
        // A template, as symbols are: drawn in the image view's tint color.
        self.init(templateWidth: pixels, height: pixels, pixels: Self.disc(pixels), scale: 2)
    }

    /// A filled disc `size` pixels across, antialiased at its edge (white, alpha the coverage).
    private static func disc(_ size: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: size * size * 4)
        let radius = Double(size) / 2 - 0.5
        let centre = Double(size - 1) / 2
        for y in 0..<size {
            for x in 0..<size {
                let distance = ((Double(x) - centre) * (Double(x) - centre) + (Double(y) - centre) * (Double(y) - centre)).squareRoot()
                let coverage = min(max(radius - distance + 0.5, 0), 1)
                let index = (y * size + x) * 4
                rgba[index] = 255; rgba[index + 1] = 255; rgba[index + 2] = 255
                rgba[index + 3] = UInt8((coverage * 255).rounded())
            }
        }
        return rgba
    }

    nonisolated(unsafe) private static var saidStandIns: Set<String> = []
    private static let saidLock = NSLock()

    private static func sayStandIn(for name: String) {
        let first = saidLock.withLock { saidStandIns.insert(name).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data(
            "dynamics: UIImage(systemName: \"\(name)\") is drawn as a disc: Apple's SF Symbols are not available here\n".utf8))
    }
}
