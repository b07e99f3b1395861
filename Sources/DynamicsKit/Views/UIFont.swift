import Foundation

/// A font: here always Liberation Sans (from fontconfig, as the renderer draws it; Arial's
/// widths, close to San Francisco's), regular or bold, at a size in points, with the
/// characters it lacks drawn from DejaVu Sans. Metrics are the font files' own, scaled to the
/// size.
public final class UIFont: Hashable, CustomStringConvertible {
    /// UIKit's weights; `.semibold` and heavier draw bold.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The size in points: an em.
    public let pointSize: CGFloat
    /// True for the bold face.
    public let isBold: Bool

    private var metrics: FontMetrics { isBold ? .bold : .regular }
    private var fallbackMetrics: FontMetrics { isBold ? .fallbackBold : .fallbackRegular }

    init(pointSize: CGFloat, isBold: Bool) {
        self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
        self.isBold = isBold
    }

    /// UIKit's system font: Liberation Sans here.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, isBold: false)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, isBold: true)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, isBold: weight >= .semibold)
    }

    /// A Dynamic Type style. Scenes use the default text size (Large): the styles' sizes are
    /// those iOS gives at it.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size in points and whether the style is bold, at the Large text size.
        var metrics: (size: CGFloat, isBold: Bool) {
            switch self {
            case .largeTitle: (34, false)
            case .title1: (28, false)
            case .title2: (22, false)
            case .title3: (20, false)
            case .headline: (17, true)
            case .callout: (16, false)
            case .subheadline: (15, false)
            case .footnote: (13, false)
            case .caption1: (12, false)
            case .caption2: (11, false)
            default: (17, false)
            }
        }
    }

    /// The font of a Dynamic Type style at the default text size (body: 17 pt; headline:
    /// 17 pt bold; largeTitle: 34 pt).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, isBold) = style.metrics
        return UIFont(pointSize: size, isBold: isBold)
    }

    /// A font by its family or PostScript name, as UIKit's: nil for a name iOS does not ship
    /// ("Avenir-Next" is nil on a device too). Here every font is Liberation Sans: a font iOS has
    /// ("AvenirNext-Bold", "Helvetica", "Menlo-Regular") gives Liberation Sans at that size, bold
    /// when the name says so (Bold, Heavy, Black, Semibold, Demi), and says once on stderr
    /// which font it stands in for.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        switch fontName {
        case "Liberation Sans", "LiberationSans", "LiberationSans-Regular", "DejaVu Sans", "DejaVuSans":
            self.init(pointSize: fontSize, isBold: false)
        case "LiberationSans-Bold", "DejaVuSans-Bold": self.init(pointSize: fontSize, isBold: true)
        default:
            guard Self.isShippedByiOS(fontName) else { return nil }
            let bold = Self.namesBoldFace(fontName)
            KitNote.once("the font \(fontName) is drawn in Liberation Sans\(bold ? " Bold" : "") here")
            self.init(pointSize: fontSize, isBold: bold)
        }
    }

    /// The families of the fonts iOS ships (iOS 13 and later), as family names.
    static let iOSFamilies: [String] = [
        "Academy Engraved LET", "Al Nile", "American Typewriter", "Apple Color Emoji", "Apple SD Gothic Neo",
        "Apple Symbols", "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Avenir", "Avenir Next",
        "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps",
        "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster", "Charter", "Cochin", "Copperplate",
        "Courier", "Courier New", "Damascus", "Devanagari Sangam MN", "Didot", "DIN Alternate", "DIN Condensed",
        "Euphemia UCAS", "Farah", "Futura", "Galvji", "Geeza Pro", "Georgia", "Gill Sans", "Grantha Sangam MN",
        "Helvetica", "Helvetica Neue", "Hiragino Maru Gothic ProN", "Hiragino Mincho ProN", "Hiragino Sans",
        "Hoefler Text", "Kailasa", "Kefa", "Khmer Sangam MN", "Kohinoor Bangla", "Kohinoor Devanagari",
        "Kohinoor Gujarati", "Kohinoor Telugu", "Lao Sangam MN", "Malayalam Sangam MN", "Marker Felt", "Menlo",
        "Mishafi", "Mukta Mahee", "Myanmar Sangam MN", "Noteworthy", "Noto Nastaliq Urdu", "Noto Sans Kannada",
        "Noto Sans Myanmar", "Noto Sans Oriya", "Optima", "Palatino", "Papyrus", "Party LET", "PingFang HK",
        "PingFang SC", "PingFang TC", "Rockwell", "Savoye LET", "Sinhala Sangam MN", "Snell Roundhand", "STIX Two Math",
        "STIX Two Text", "Symbol", "Tamil Sangam MN", "Thonburi", "Times New Roman", "Trebuchet MS", "Verdana",
        "Zapf Dingbats", "Zapfino",
    ]

    /// The styles a PostScript name's part after the hyphen may give.
    private static let iOSStyles: Set<String> = [
        "Regular", "Bold", "Italic", "BoldItalic", "Medium", "MediumItalic", "Light", "LightItalic",
        "UltraLight", "UltraLightItalic", "Thin", "ThinItalic", "Heavy", "HeavyItalic", "DemiBold",
        "DemiBoldItalic", "SemiBold", "SemiBoldItalic", "Semibold", "SemiboldItalic", "Black", "BlackItalic",
        "Book", "BookItalic", "BookOblique", "Oblique", "BoldOblique", "LightOblique", "Roman", "Wide",
        "Condensed", "CondensedBold", "CondensedMedium", "CondensedExtraBold", "CondensedBlack", "CondensedLight",
        "ExtraBold", "ExtraLight", "BoldMT", "ItalicMT", "BoldItalicMT", "Plain", "Hairline", "W3", "W4", "W6", "W7",
        "Ultralight", "UltraLightItalic", "Bolditalic", "Semilight",
    ]

    /// Whether iOS has a font of that family or PostScript name: a family ("Avenir Next"), its
    /// name without spaces with an `MT` or `PSMT` ending ("ArialMT", "TimesNewRomanPSMT"), or
    /// that with a hyphen and a style ("AvenirNext-Bold", "Arial-BoldMT").
    private static let iOSFamilyNames = Set(iOSFamilies)
    private static let iOSPostScriptFamilies = Set(iOSFamilies.map { $0.replacingOccurrences(of: " ", with: "") })

    static func isShippedByiOS(_ name: String) -> Bool {
        let families = iOSPostScriptFamilies
        if iOSFamilyNames.contains(name) { return true }
        func isFamily(_ base: String) -> Bool {
            families.contains(base) || ["PSMT", "MT", "PS", "ITCTT"].contains { base.hasSuffix($0) && families.contains(String(base.dropLast($0.count))) }
        }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let base = parts.first else { return false }
        if parts.count == 1 { return isFamily(base) }
        return isFamily(base) && iOSStyles.contains(parts[1])
    }

    /// Whether a font name names a bold face (Bold, Heavy, Black, Semibold, Demi): drawn bold here.
    static func namesBoldFace(_ name: String) -> Bool {
        ["Bold", "Heavy", "Black", "Semibold", "SemiBold", "Demi"].contains { name.contains($0) }
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, isBold: isBold)
    }

    /// The size of UIKit's body text and labels.
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }

    public var familyName: String { "Liberation Sans" }
    public var fontName: String { isBold ? "LiberationSans-Bold" : "LiberationSans" }
    /// The family the renderer draws a character in when Liberation Sans has no glyph for it
    /// and DejaVu Sans has (`drawsInFallbackFont(_:)`).
    public static let fallbackFamilyName = "DejaVu Sans"

    /// Whether `character` is drawn (and measured) in DejaVu Sans: Liberation Sans lacks a
    /// glyph DejaVu Sans has (✓, ★, ☐, box drawing).
    public func drawsInFallbackFont(_ character: Character) -> Bool {
        let metrics = self.metrics, fallback = fallbackMetrics
        return character.unicodeScalars.contains { !metrics.hasGlyph(for: $0) && fallback.hasGlyph(for: $0) }
    }

    /// `scalar`'s advance in this font's units: Liberation Sans's glyph, else DejaVu Sans's
    /// scaled to the same em, else Liberation Sans's missing-glyph box.
    private func advance(of scalar: Unicode.Scalar, _ metrics: FontMetrics) -> Double {
        if let own = metrics.advanceIfPresent(of: scalar) { return own }
        let fallback = fallbackMetrics
        guard let borrowed = fallback.advanceIfPresent(of: scalar) else { return metrics.advance(of: scalar) }
        return borrowed * metrics.unitsPerEm / fallback.unitsPerEm
    }

    /// Height above the baseline, positive.
    public var ascender: CGFloat { scaled(metrics.ascender) }
    /// Depth below the baseline, negative.
    public var descender: CGFloat { scaled(metrics.descender) }
    /// Extra space between lines.
    public var leading: CGFloat { scaled(metrics.lineGap) }
    /// Distance between the baselines of two lines: ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }
    public var capHeight: CGFloat { scaled(metrics.capHeight) }
    public var xHeight: CGFloat { scaled(metrics.xHeight) }

    /// The width of `text` set on one line: the sum of its characters' advances (no kerning,
    /// as the renderer draws it); an emoji advances by `Emoji.advance`, a CJK character by
    /// `CJK.advance`, a character Liberation Sans lacks by DejaVu Sans's advance.
    public func width(of text: some StringProtocol) -> CGFloat {
        let metrics = self.metrics
        var units = 0.0
        guard Emoji.mayContainEmoji(text) else {
            for scalar in text.unicodeScalars where scalar.properties.generalCategory != .control {
                units += metrics.advance(of: scalar)
            }
            return scaled(units)
        }
        for character in text {
            if Emoji.isEmoji(character) {
                units += Emoji.advance * metrics.unitsPerEm
                continue
            }
            if CJK.isCJK(character) {
                units += CJK.advance * metrics.unitsPerEm
                continue
            }
            for scalar in character.unicodeScalars where scalar.properties.generalCategory != .control {
                units += advance(of: scalar, metrics)
            }
        }
        return scaled(units)
    }

    private func scaled(_ units: Double) -> CGFloat {
        CGFloat(units * Double(pointSize) / metrics.unitsPerEm)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.isBold == rhs.isBold
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(isBold)
    }

    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
