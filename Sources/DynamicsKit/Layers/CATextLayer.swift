import Foundation

/// A layer that draws a string from the top of its bounds, in ``foregroundColor`` (opaque
/// white by default) at ``fontSize`` (36 by default), aligned by ``alignmentMode``; one line
/// unless ``isWrapped``. Fonts are drawn as the kit's labels are (Liberation Sans, bold when the
/// font's name says so).
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString` (drawn in the layer's own font and color).
    open var string: Any?
    /// A `UIFont`, or a font name (`"Helvetica-Bold"`); its size is ``fontSize``'s.
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = .white
    open var isWrapped = false
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var truncationMode: CATextLayerTruncationMode = .none

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        alignmentMode = other.alignmentMode
        truncationMode = other.truncationMode
    }

    override class func makeBackingLayer() -> CALayer { CATextLayer() }
    override func makeCopy() -> CALayer { CATextLayer(layer: self) }

    /// The lines to draw in the bounds, for the renderer; nil when there is no text.
    package var textLayout: TextLayout? {
        let text: String
        switch string {
        case let plain as String: text = plain
        case let attributed as NSAttributedString: text = attributed.string
        default: return nil
        }
        guard !text.isEmpty, let color = foregroundColor.map(UIColor.init(cgColor:)) else { return nil }
        let bold: Bool
        switch font {
        case let font as UIFont: bold = font.isBold
        case let name as String: bold = name.lowercased().contains("bold")
        default: bold = false
        }
        let font = bold ? UIFont.boldSystemFont(ofSize: fontSize) : UIFont.systemFont(ofSize: fontSize)
        let mode: NSLineBreakMode
        switch truncationMode {
        case .start: mode = .byTruncatingHead
        case .middle: mode = .byTruncatingMiddle
        case .end: mode = .byTruncatingTail
        default: mode = isWrapped ? .byWordWrapping : .byClipping
        }
        let bounds = self.bounds
        let breaker = LineBreaker(font: font, maximumLines: isWrapped ? 0 : 1, mode: mode)
        let lines = breaker.lines(of: text, width: isWrapped || truncationMode != .none ? bounds.width : .infinity)
        let alignment: NSTextAlignment = alignmentMode == .center ? .center : alignmentMode == .right ? .right : .left
        return TextLayout(font: font, color: color, texts: lines, in: bounds, top: bounds.minY, alignment: alignment)
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Drawn as `.natural`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
