/// Emoji in text: iOS draws them in colour from Apple Color Emoji, which the text's font lacks.
/// Here a character is an emoji when its first scalar is drawn as an emoji by default
/// (Unicode's Emoji_Presentation, such as 😀) or is an emoji followed by the emoji variation
/// selector U+FE0F (♥️, ♦️). The renderer draws it from Noto Color Emoji (Debian's
/// fonts-noto-color-emoji), one glyph a character: its first scalar, so a sequence joined by
/// U+200D shows its first emoji and a flag its first letter. It advances by Noto Color Emoji's
/// 2550 units to the 2048-unit em in any font, and `UIFont.width(of:)` measures it so.
public enum Emoji {
    /// An emoji's advance, in ems.
    public static let advance = 2550.0 / 2048

    /// Whether `character` is drawn as an emoji.
    @inline(__always)
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value >= 0xA9 else { return isKeycap(character) }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains(variationSelector)
    }

    /// What the renderer draws for an emoji character: its first scalar.
    public static func glyph(of character: Character) -> String {
        character.unicodeScalars.first.map { String($0) } ?? ""
    }

    /// Whether `text` may hold an emoji: any scalar from U+00A9 (©) up, or a keycap's U+FE0F.
    /// Plain ASCII (most labels) never does, and is measured and drawn without looking further.
    @inline(__always)
    public static func mayContainEmoji(_ text: some StringProtocol) -> Bool {
        text.utf8.contains { $0 >= 0xC2 }
    }

    private static let variationSelector = Unicode.Scalar(0xFE0F)!

    /// 1️⃣, #️⃣: a digit, # or * with U+FE0F and U+20E3.
    private static func isKeycap(_ character: Character) -> Bool {
        character.unicodeScalars.contains(Unicode.Scalar(0x20E3)!)
    }
}
