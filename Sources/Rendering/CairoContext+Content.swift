import CCairo
import DynamicsKit
import Foundation

// Text and images.

extension CairoContext {
    /// Draws each line of `layout` from its baseline origin in Liberation Sans (fontconfig's
    /// match for the family, through Cairo's toy text API), clipped to `clip`.
    ///
    /// Hinting is off for outlines and metrics, so each character advances by its unhinted
    /// width, exactly what `UIFont.width(of:)` measures, at any scale or rotation. Antialiasing
    /// is greyscale (no color fringes), the same on every run.
    func drawText(_ layout: TextLayout, opacity: Double, clippedTo clip: CGRect) {
        let color = layout.color
        guard !layout.lines.isEmpty, color.alpha > 0 else { return }
        save()
        defer { restore() }
        cairo_new_path(pointer)
        cairo_rectangle(pointer, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(pointer)

        cairo_select_font_face(
            pointer, layout.font.familyName, CAIRO_FONT_SLANT_NORMAL,
            layout.font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(pointer, Double(layout.font.pointSize))
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(pointer, options)
        cairo_font_options_destroy(options)

        cairo_set_source_rgba(
            pointer, quantizedTo8Bit(Double(color.red)), quantizedTo8Bit(Double(color.green)),
            quantizedTo8Bit(Double(color.blue)), quantizedTo8Bit(Double(color.alpha) * opacity))
        for line in layout.lines where !line.text.isEmpty {
            cairo_move_to(pointer, Double(line.origin.x), Double(line.origin.y))
            if layout.kern != 0 {
                // Letter spacing: each character from where the last one's advance and the
                // kern end, as `StyledText.width(of:_:kern:)` measures.
                var x = Double(line.origin.x)
                for character in line.text {
                    let text = String(character)
                    cairo_move_to(pointer, x, Double(line.origin.y))
                    if Emoji.mayContainEmoji(text) {
                        showTextWithFallbackFonts(text, font: layout.font, opacity: opacity)
                    } else {
                        cairo_show_text(pointer, text)
                    }
                    x += Double(layout.font.width(of: text) + layout.kern)
                }
            } else if Emoji.mayContainEmoji(line.text) {
                showTextWithFallbackFonts(line.text, font: layout.font, opacity: opacity)
            } else {
                cairo_show_text(pointer, line.text)
            }
        }
        cairo_new_path(pointer)
    }

    /// Shows `text` from the current point, its emoji in colour from Noto Color Emoji (one
    /// glyph each, advancing by `Emoji.advance` as `UIFont.width(of:)` measures them, faded by
    /// `opacity` as the text is), its CJK characters from WenQuanYi Micro Hei in the text's
    /// weight (advancing by `CJK.advance`), the characters Liberation Sans lacks from DejaVu
    /// Sans (advancing by its widths, as `UIFont.width(of:)` measures them), and the rest in the
    /// text's font.
    private func showTextWithFallbackFonts(_ text: String, font: UIFont, opacity: Double) {
        var run = ""
        func flush() {
            guard !run.isEmpty else { return }
            cairo_show_text(pointer, run)
            run = ""
        }
        let size = Double(font.pointSize)
        for character in text {
            let emoji = Emoji.isEmoji(character), cjk = !emoji && CJK.isCJK(character)
            let fallback = !emoji && !cjk && font.drawsInFallbackFont(character)
            guard emoji || cjk || fallback else {
                run.append(character)
                continue
            }
            flush()
            var x = 0.0, y = 0.0
            cairo_get_current_point(pointer, &x, &y)
            if fallback {
                cairo_save(pointer)
                cairo_select_font_face(
                    pointer, UIFont.fallbackFamilyName, CAIRO_FONT_SLANT_NORMAL,
                    font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
                cairo_show_text(pointer, String(character))
                cairo_restore(pointer)
                cairo_move_to(pointer, x + Double(font.width(of: String(character))), y)
                continue
            }
            cairo_save(pointer)
            if emoji {
                // A colour glyph ignores the source's alpha: drawn into a group, painted faded.
                if opacity < 1 { cairo_push_group(pointer) }
                cairo_select_font_face(pointer, "Noto Color Emoji", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
                cairo_show_text(pointer, Emoji.glyph(of: character))
                if opacity < 1 {
                    cairo_pop_group_to_source(pointer)
                    cairo_paint_with_alpha(pointer, quantizedTo8Bit(opacity))
                }
            } else {
                cairo_select_font_face(
                    pointer, CJK.fontFamily, CAIRO_FONT_SLANT_NORMAL, font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
                cairo_show_text(pointer, String(character))
            }
            cairo_restore(pointer)
            cairo_move_to(pointer, x + (emoji ? Emoji.advance : CJK.advance) * size, y)
        }
        flush()
    }

    /// Draws `image` stretched over `rect`, smoothly filtered; the edge pixels extend to the
    /// rectangle's edge rather than fading into transparency. With `fill`, only the image's
    /// alpha is used, as a mask for that color (a template image).
    func draw(_ image: CairoImageSurface, in rect: CGRect, opacity: Double, filledWith fill: UIColor? = nil) {
        guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return }
        save()
        defer { restore() }
        cairo_translate(pointer, Double(rect.minX), Double(rect.minY))
        cairo_scale(pointer, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_new_path(pointer)
        cairo_rectangle(pointer, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(pointer)
        let pattern = cairo_pattern_create_for_surface(image.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        if let fill {
            cairo_set_source_rgba(
                pointer, quantizedTo8Bit(Double(fill.red)), quantizedTo8Bit(Double(fill.green)),
                quantizedTo8Bit(Double(fill.blue)), quantizedTo8Bit(Double(fill.alpha) * opacity))
            cairo_mask(pointer, pattern)
        } else {
            cairo_set_source(pointer, pattern)
            cairo_paint_with_alpha(pointer, quantizedTo8Bit(opacity))
        }
    }
}
