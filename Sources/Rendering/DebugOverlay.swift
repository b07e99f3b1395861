import CCairo
import DynamicsKit
import Foundation

/// Draws a ``DebugDrawing`` above a rendered view tree, in the spirit of UIKit's private
/// dynamics debug drawing: item collision outlines in cyan, boundaries in red, attachments in
/// blue with their anchors as dots, snap points as orange cross-hairs tied to their items, and
/// field regions in purple with the field's position marked. Lines are one point wide at any
/// scale, so the overlay reads the same at 1× and 3×.
enum DebugOverlay {
    static let itemColor = UIColor(red: 0, green: 0.7, blue: 0.9, alpha: 0.9)
    static let boundaryColor = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.9)
    static let attachmentColor = UIColor(red: 0.1, green: 0.3, blue: 1, alpha: 0.9)
    static let snapColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.9)
    static let fieldColor = UIColor(red: 0.6, green: 0.1, blue: 0.8, alpha: 0.8)

    static func draw(_ drawing: DebugDrawing, in context: CairoContext) {
        let c = context.pointer
        cairo_save(c)
        defer { cairo_restore(c) }
        cairo_set_line_width(c, 1)
        cairo_set_line_cap(c, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(c, CAIRO_LINE_JOIN_ROUND)

        for region in drawing.fieldRegions {
            switch region {
            case let .ellipse(rect):
                cairo_save(c)
                cairo_translate(c, Double(rect.midX), Double(rect.midY))
                cairo_scale(c, Double(rect.width / 2), Double(rect.height / 2))
                cairo_arc(c, 0, 0, 1, 0, 2 * .pi)
                cairo_restore(c)
            case let .rectangle(rect):
                cairo_rectangle(c, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            }
            stroke(c, fieldColor, dashed: true)
        }
        for position in drawing.fieldPositions {
            cross(c, at: position, size: 6)
            stroke(c, fieldColor)
        }
        for outline in drawing.itemOutlines where outline.count >= 2 {
            cairo_move_to(c, Double(outline[0].x), Double(outline[0].y))
            for point in outline.dropFirst() { cairo_line_to(c, Double(point.x), Double(point.y)) }
            cairo_close_path(c)
            stroke(c, itemColor)
        }
        for (start, end) in drawing.boundaries {
            cairo_move_to(c, Double(start.x), Double(start.y))
            cairo_line_to(c, Double(end.x), Double(end.y))
            stroke(c, boundaryColor, width: 2)
        }
        for (start, end) in drawing.attachments {
            cairo_move_to(c, Double(start.x), Double(start.y))
            cairo_line_to(c, Double(end.x), Double(end.y))
            stroke(c, attachmentColor)
        }
        for anchor in drawing.anchors {
            cairo_new_sub_path(c)
            cairo_arc(c, Double(anchor.x), Double(anchor.y), 3, 0, 2 * .pi)
            fill(c, attachmentColor)
        }
        for snap in drawing.snaps {
            cairo_move_to(c, Double(snap.point.x), Double(snap.point.y))
            cairo_line_to(c, Double(snap.item.x), Double(snap.item.y))
            stroke(c, snapColor, dashed: true)
            cross(c, at: snap.point, size: 8)
            stroke(c, snapColor, width: 2)
        }
    }

    /// A finger: a 44 pt translucent light disc inside a light ring edged in dark on both
    /// sides, so it reads on light and dark views alike while the view below shows through.
    static func drawTouches(_ touches: [CGPoint], in context: CairoContext) {
        let c = context.pointer
        cairo_save(c)
        defer { cairo_restore(c) }
        cairo_set_dash(c, nil, 0, 0)
        for touch in touches where touch.x.isFinite && touch.y.isFinite {
            let x = Double(touch.x), y = Double(touch.y)
            cairo_new_sub_path(c)
            cairo_arc(c, x, y, 22, 0, 2 * .pi)
            cairo_set_source_rgba(c, 1, 1, 1, 0.3)
            cairo_fill_preserve(c)
            // Dark outline, then the light ring over its middle: dark–light–dark edges.
            cairo_set_line_width(c, 5)
            cairo_set_source_rgba(c, 0, 0, 0, 0.65)
            cairo_stroke_preserve(c)
            cairo_set_line_width(c, 2.5)
            cairo_set_source_rgba(c, 1, 1, 1, 0.95)
            cairo_stroke(c)
        }
    }

    private static func cross(_ c: OpaquePointer, at point: CGPoint, size: Double) {
        let x = Double(point.x), y = Double(point.y)
        cairo_move_to(c, x - size, y)
        cairo_line_to(c, x + size, y)
        cairo_move_to(c, x, y - size)
        cairo_line_to(c, x, y + size)
    }

    private static func setColor(_ c: OpaquePointer, _ color: UIColor) {
        cairo_set_source_rgba(c, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
    }

    /// Strokes the current path with a width in points.
    private static func stroke(_ c: OpaquePointer, _ color: UIColor, width: Double = 1, dashed: Bool = false) {
        setColor(c, color)
        cairo_set_line_width(c, width)
        if dashed {
            let pattern: [Double] = [4, 3]
            cairo_set_dash(c, pattern, Int32(pattern.count), 0)
        } else {
            cairo_set_dash(c, nil, 0, 0)
        }
        cairo_stroke(c)
    }

    private static func fill(_ c: OpaquePointer, _ color: UIColor) {
        setColor(c, color)
        cairo_fill(c)
    }
}
