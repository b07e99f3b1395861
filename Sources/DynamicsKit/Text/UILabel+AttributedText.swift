import Foundation

extension UILabel {
    /// The layouts the label draws in `rect`: one for plain text or attributed text of one
    /// font, colour and no line spacing (``textLayout(in:)``); for other attributed text, a
    /// layout per run of a line, the lines (as many as fit and `numberOfLines`) centred
    /// vertically and aligned per its paragraph style.
    public func textLayouts(in rect: CGRect) -> [TextLayout] {
        guard let styled = styledText else { return [textLayout(in: rect)] }
        var lines = styled.lines(width: rect.width, maximumLines: numberOfLines)
        // As many as fit in the height, at least one.
        var height: CGFloat = 0
        for (index, line) in lines.enumerated() {
            height += line.height + (index > 0 ? styled.paragraph.lineSpacing : 0)
            if index > 0, height > rect.height + 1e-9 {
                lines = Array(lines.prefix(index))
                break
            }
        }
        let top = rect.midY - styled.size(of: lines).height / 2
        return styled.layouts(of: lines, in: rect, top: top)
    }

    /// The attributed text as drawing sees it, when the plain path cannot draw it: runs of
    /// several fonts or colours, or line spacing. Nil otherwise.
    var styledText: StyledText? {
        // A button's attributed title, or the label's own attributed text.
        guard let attributed = titleOwner.map({ $0.currentAttributedTitle }) ?? storedAttributedText else { return nil }
        let styled = StyledText(attributed, font: font, color: isEnabled ? textColor : .systemGray, alignment: textAlignment)
        return styled.isUniform && styled.paragraph.lineSpacing == 0 ? nil : styled
    }

    /// The attributes plain text is drawn with, as `attributedText` reports them.
    var plainAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [.font: font as UIFont, .foregroundColor: textColor as UIColor, .paragraphStyle: style]
    }

    func setAttributedText(_ attributed: NSAttributedString?) {
        isSettingAttributedText = true
        defer { isSettingAttributedText = false }
        guard let attributed else {
            storedAttributedText = nil
            text = nil
            return
        }
        storedAttributedText = NSAttributedString(attributedString: attributed)
        if attributed.length > 0 {
            let first = attributed.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { self.font = font }
            if let color = first[.foregroundColor] as? UIColor { textColor = color }
            if let style = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
        text = attributed.string
        invalidateIntrinsicContentSize()
    }

    /// Sets `key` to `value` over the whole attributed text (a label's `font` or `textColor`).
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        changeAttributedText { text, whole in text.addAttribute(key, value: value, range: whole) }
    }

    /// Gives every run's paragraph style the label's `textAlignment`.
    func alignAttributedText() {
        changeAttributedText { text, whole in
            // Read from a copy: the runs are changed as they are found.
            NSAttributedString(attributedString: text).enumerateAttribute(.paragraphStyle, in: whole, options: []) { style, range, _ in
                let aligned = (style as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle ?? NSMutableParagraphStyle()
                aligned.alignment = textAlignment
                text.addAttribute(.paragraphStyle, value: aligned, range: range)
            }
        }
    }

    /// Changes a copy of the stored attributed text, unless there is none or it is being set.
    private func changeAttributedText(_ change: (NSMutableAttributedString, NSRange) -> Void) {
        guard !isSettingAttributedText, let attributed = storedAttributedText, attributed.length > 0 else { return }
        let changed = NSMutableAttributedString(attributedString: attributed)
        change(changed, NSRange(location: 0, length: changed.length))
        storedAttributedText = changed
    }
}
