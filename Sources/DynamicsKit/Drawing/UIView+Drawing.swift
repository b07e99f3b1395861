import Foundation

extension UIView {
    /// What the view's `draw(_:)` drew, drawing it now if it was asked to (`setNeedsDisplay()`,
    /// or never drawn); nil for a view that draws nothing of its own. The renderer calls it
    /// for each view it draws, on the scene's thread.
    public func drawnOperations() -> [DrawingOperation]? {
        guard needsDisplay else { return drawsNothing ? nil : drawnContent }
        needsDisplay = false
        drawsNothing = false
        let context = CGContext()
        withCurrentContext(context) { draw(bounds) }
        if drawsNothing {
            drawnContent = nil
            return nil
        }
        drawnContent = context.operations
        return drawnContent
    }
}

// Text drawn into the current context, as UIKit's NSString and NSAttributedString additions.

extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle`-like value; its alignment is read when it is an `NSTextAlignment`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

extension String {
    /// Draws the string with its top-left corner at `point`, in the attributes' font (the
    /// system font of 12 pt without one) and colour (black without one).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let width = font.width(of: self)
        draw(lines: [self], from: CGPoint(x: point.x, y: point.y), width: width, alignment: .left, attributes: attributes)
    }

    /// Draws the string wrapped to `rect`'s width, from its top.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let lines = LineBreaker(font: font, maximumLines: 0, mode: .byWordWrapping).lines(of: self, width: rect.width)
        let alignment = attributes?[.paragraphStyle] as? NSTextAlignment ?? .left
        draw(lines: lines, from: rect.origin, width: rect.width, alignment: alignment, attributes: attributes)
    }

    /// The size the string takes in one line with the attributes' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        return CGSize(width: font.width(of: self), height: font.lineHeight)
    }

    private func draw(lines: [String], from origin: CGPoint, width: CGFloat, alignment: NSTextAlignment, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        let span = CGRect(x: origin.x, y: origin.y, width: width, height: 0)
        context.drawText(TextLayout(font: font, color: color, texts: lines, in: span, top: origin.y, alignment: alignment))
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
}

extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image scaled to fill `rect`.
    public func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.draw(self, in: rect)
    }
}
