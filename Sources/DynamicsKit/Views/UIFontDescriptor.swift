import Foundation

/// What names a font: its size, its traits and attributes, as UIKit's. Here every font is
/// Liberation Sans, regular or bold (UIFont.swift): a descriptor keeps what it is given, and the
/// font made from it is bold when its traits say bold (`.traitBold`, or a weight of semibold or
/// more); italics, widths and designs are kept and drawn upright in the one family, said once.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        @available(iOS, deprecated: 15, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        @available(iOS, deprecated: 15, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The system font's designs (iOS 13): kept, drawn in the one family here.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes as given (sizes and traits read from them).
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of a Dynamic Type style at the default text size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style.rawValue])
    }

    public var pointSize: CGFloat {
        if let size = fontAttributes[.size] as? CGFloat { return size }
        if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
        if let size = fontAttributes[.size] as? Int { return CGFloat(size) }
        if let size = (fontAttributes[.size] as? NSNumber)?.doubleValue { return CGFloat(size) }
        return 0
    }

    public var postscriptName: String { (fontAttributes[.name] as? String) ?? "LiberationSans" }
    public var matrix: CGAffineTransform { (fontAttributes[.matrix] as? CGAffineTransform) ?? .identity }

    private var traits: [TraitKey: Any] { (fontAttributes[.traits] as? [TraitKey: Any]) ?? [:] }

    public var symbolicTraits: SymbolicTraits {
        var result = SymbolicTraits()
        if let raw = traits[.symbolic] as? UInt32 { result = SymbolicTraits(rawValue: raw) }
        if let raw = traits[.symbolic] as? Int { result = SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: raw)) }
        if let weight = self.weight, weight >= UIFont.Weight.semibold.rawValue { result.insert(.traitBold) }
        if let name = fontAttributes[.name] as? String, UIFont.namesBoldFace(name) { result.insert(.traitBold) }
        return result
    }

    /// The weight trait, if given (a `UIFont.Weight` or its number).
    private var weight: CGFloat? {
        switch traits[.weight] {
        case let weight as UIFont.Weight: return weight.rawValue
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        default: return nil
        }
    }

    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    public func withFamily(_ newFamily: String) -> UIFontDescriptor {
        addingAttributes([.family: newFamily])
    }

    public func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// The same font with these traits (replacing its own), as UIKit's: never nil here, where
    /// the one family stands for every face.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if !symbolicTraits.contains(.traitBold), let weight, weight >= UIFont.Weight.semibold.rawValue {
            traits[.weight] = UIFont.Weight.regular.rawValue
        }
        var attributes = fontAttributes
        attributes[.traits] = traits
        if let name = attributes[.name] as? String, !symbolicTraits.contains(.traitBold), UIFont.namesBoldFace(name) {
            attributes[.name] = nil
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        addingAttributes([.init(rawValue: "NSCTFontUIFontDesignTrait"): design.rawValue])
    }

    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] { [self] }
}

extension UIFont {
    /// The font's descriptor: its name, size and, for the bold face, the bold trait.
    public var fontDescriptor: UIFontDescriptor {
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: fontName, .family: familyName, .size: pointSize]
        if isBold { attributes[.traits] = [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitBold.rawValue] }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The font a descriptor names, at `pointSize` (0: the descriptor's size): bold when its
    /// traits say so; italic and other faces are drawn upright here, said once.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let traits = descriptor.symbolicTraits
        if traits.contains(.traitItalic) { KitNote.once("an italic font is drawn upright here (Liberation Sans regular and bold only)") }
        self.init(pointSize: pointSize > 0 ? pointSize : descriptor.pointSize, isBold: traits.contains(.traitBold))
    }
}

@available(swift, obsoleted: 4.2, renamed: "UIFontDescriptor.SymbolicTraits")
public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits
