/// Chinese, Japanese and Korean characters in text: iOS draws them from its CJK fonts (PingFang,
/// Hiragino, Apple SD Gothic Neo), which the text's font lacks. Here a character is CJK when its
/// first scalar is in the ideograph, kana, Hangul, CJK punctuation or full-width form blocks;
/// the renderer draws it from WenQuanYi Micro Hei (Debian's fonts-wqy-microhei, whose glyphs
/// cover the three scripts), and it advances by one em, as those fonts' full-width glyphs do,
/// in any font; `UIFont.width(of:)` measures it so.
public enum CJK {
    /// A CJK character's advance, in ems.
    public static let advance = 1.0
    /// The family the renderer draws CJK characters in.
    public static let fontFamily = "WenQuanYi Micro Hei"

    /// Whether `character` is drawn from the CJK font.
    @inline(__always)
    public static func isCJK(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, first.value >= 0x1100 else { return false }
        return isCJK(first)
    }

    /// The blocks: Hangul Jamo; CJK radicals, punctuation, kana, Bopomofo, Hangul compatibility
    /// Jamo, Kanbun, enclosed letters and compatibility; ideographs (with extension A, and B
    /// onward in the supplementary planes); Yi; Hangul syllables; compatibility ideographs;
    /// vertical and compatibility forms; full-width forms (not the half-width ones).
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE10...0xFE1F, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }
}
