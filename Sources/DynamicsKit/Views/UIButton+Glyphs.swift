import Foundation

// The glyphs of UIKit's glyph button types (`.detailDisclosure`, `.infoLight`, `.infoDark`,
// `.contactAdd`, `.close`). Since iOS 13 UIKit draws them from SF Symbols, which are Apple's
// and not available here; these are drawn in code at the symbols' sizes: a 22 pt ring
// (`info.circle`, `plus.circle`), tinted like any template image, and the close button's
// 30 pt grey disc with an "×".

extension UIButton.ButtonType {
    /// Types whose button shows a glyph of UIKit's own and is the glyph's size.
    var drawsGlyph: Bool {
        switch self {
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: true
        case .custom, .system, .plain: false
        }
    }
}

extension UIButton {
    /// The glyph a button of `type` shows, or nil for the types that show only what is set.
    static func glyph(for type: ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: ring { context, side in
            // The "i": a dot above a stem, on the ring's centre line.
            let centre = side / 2
            context.fillEllipse(in: CGRect(x: centre - 1.1, y: side * 0.27, width: 2.2, height: 2.2))
            context.fill(CGRect(x: centre - 0.9, y: side * 0.42, width: 1.8, height: side * 0.33))
        }
        case .contactAdd: ring { context, side in
            let centre = side / 2, arm = side * 0.25, half: CGFloat = 0.85
            context.fill(CGRect(x: centre - arm, y: centre - half, width: 2 * arm, height: 2 * half))
            context.fill(CGRect(x: centre - half, y: centre - arm, width: 2 * half, height: 2 * arm))
        }
        case .close: closeGlyph()
        case .custom, .system, .plain: nil
        }
    }

    /// A 22 pt ring, 1.6 pt wide, with `mark` drawn inside it, all in one colour (a template).
    private static func ring(_ mark: (CGContext, CGFloat) -> Void) -> UIImage {
        let side: CGFloat = 22
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor.black.cgColor)
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(1.6)
            context.strokeEllipse(in: CGRect(x: 1.8, y: 1.8, width: side - 3.6, height: side - 3.6))
            mark(context, side)
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The close button's 30 pt light grey disc with a darker grey "×".
    private static func closeGlyph() -> UIImage {
        let side: CGFloat = 30
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { renderer in
            let context = renderer.cgContext
            context.setFillColor(UIColor(white: 0.93, alpha: 1).cgColor)
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
            context.setStrokeColor(UIColor(white: 0.45, alpha: 1).cgColor)
            context.setLineWidth(2.2)
            context.setLineCap(.round)
            let inset: CGFloat = 10.5
            context.move(to: CGPoint(x: inset, y: inset))
            context.addLine(to: CGPoint(x: side - inset, y: side - inset))
            context.move(to: CGPoint(x: side - inset, y: inset))
            context.addLine(to: CGPoint(x: inset, y: side - inset))
            context.strokePath()
        }
    }
}
