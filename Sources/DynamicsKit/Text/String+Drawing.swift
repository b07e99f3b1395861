import Foundation

// Text drawn into the current context, and measured, as UIKit's NSString and
// NSAttributedString additions. Lines break at newlines and, drawn in a rectangle, wrap to its
// width; a paragraph style's alignment aligns them.

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Kept, not drawn here: outlined text (a number, percent of the font size) and its colour.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// A number: points added after each character (letter spacing), measured and drawn.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// How `boundingRect(with:options:…)` measures, as UIKit's.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap to the size's width and the rectangle's origin is the first line's top;
    /// without it the text is one line and the origin its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Drawing's scale-down settings, as UIKit's; kept, and drawing never scales here.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}

extension StyledText {
    /// What `boundingRect(with:options:context:)` answers.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        guard options.contains(.usesLineFragmentOrigin) else {
            let lines = lines(width: .infinity, maximumLines: 1)
            let first = lines.first ?? Line(pieces: [], ascender: runs.first?.font.ascender ?? 0, height: runs.first?.font.lineHeight ?? 0)
            return CGRect(x: 0, y: -first.ascender, width: first.width, height: first.height)
        }
        let width = size.width > 0 ? size.width : .infinity
        return CGRect(origin: .zero, size: self.size(of: lines(width: width)))
    }
}

extension String {
    /// Draws the string with its first line's top-left corner at `point`, broken only at
    /// newlines, in the attributes' font (the system font of 12 pt without one) and colour
    /// (black without one).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(self, attributes: attributes).draw(in: CGRect(x: point.x, y: point.y, width: .infinity, height: 0))
    }

    /// Draws the string wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StyledText(self, attributes: attributes).draw(in: rect)
    }

    /// The size the string takes with the attributes' font, broken only at newlines.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let text = StyledText(self, attributes: attributes)
        guard !isEmpty else { return CGSize(width: 0, height: text.runs[0].font.lineHeight) }
        return text.size(of: text.lines(width: .infinity))
    }

    /// The rectangle the string takes, wrapped to `size`'s width with `.usesLineFragmentOrigin`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StyledText(self, attributes: attributes).boundingRect(with: size, options: options)
    }
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// Draws the text with its first line's top-left corner at `point`, broken only at
    /// newlines, each run in its font and colour.
    public func draw(at point: CGPoint) {
        StyledText(self).draw(in: CGRect(x: point.x, y: point.y, width: .infinity, height: 0))
    }

    /// Draws the text wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect) {
        StyledText(self).draw(in: rect)
    }

    /// The size the text takes, broken only at newlines.
    public func size() -> CGSize {
        let text = StyledText(self)
        return text.size(of: text.lines(width: .infinity))
    }

    /// The rectangle the text takes, wrapped to `size`'s width with `.usesLineFragmentOrigin`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StyledText(self).boundingRect(with: size, options: options)
    }
}
