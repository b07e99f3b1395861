import Foundation

/// An effect a ``UIVisualEffectView`` applies, as UIKit's: ``UIBlurEffect`` or
/// ``UIVibrancyEffect``.
open class UIVisualEffect: NSObject {}

/// A blur of what lies behind the effect view, tinted by its style, as UIKit's.
///
/// Drawn here as iOS 7's published recipe draws it (Apple's UIImageEffects sample): a Gaussian
/// blur of the backdrop, its saturation raised, then a translucent tint — see
/// ``BackdropRecipe`` for each style's numbers and docs/FIDELITY.md for their sources. The app's
/// appearance is light, so the system materials are their light variants unless named dark.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's styles with their raw values (`extraDark`, 3, is tvOS's and absent here).
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How the backdrop is drawn for this style.
    package var recipe: BackdropRecipe { BackdropRecipe(style) }
}

/// How content in a vibrancy effect view's `contentView` is coloured (iOS 13's styles).
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// Content drawn so it takes on the blur behind it, as UIKit's: in a `UIVisualEffectView` of
/// this effect, placed in a blur effect view's `contentView`. Drawn here as the shapes of the
/// content (their alpha) filled with the style's colour — the system label, fill or separator
/// colour of the light appearance; the iOS 8 initializer without a style draws as
/// `.secondaryLabel`.
open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .secondaryLabel
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The colour the content's shapes are filled with.
    package var color: UIColor {
        switch style {
        case .label: return UIColor(rgb: 0x000000, alpha: 0.85)
        case .secondaryLabel: return UIColor(rgb: 0x3C3C43, alpha: 0.6)
        case .tertiaryLabel: return UIColor(rgb: 0x3C3C43, alpha: 0.3)
        case .quaternaryLabel: return UIColor(rgb: 0x3C3C43, alpha: 0.18)
        case .fill: return UIColor(rgb: 0x787880, alpha: 0.2)
        case .secondaryFill: return UIColor(rgb: 0x787880, alpha: 0.16)
        case .tertiaryFill: return UIColor(rgb: 0x767680, alpha: 0.12)
        case .separator: return UIColor(rgb: 0x3C3C43, alpha: 0.29)
        }
    }
}

/// One blur style's recipe: the blur's radius (a Gaussian's standard deviation, in points),
/// the saturation applied to the blurred backdrop, and the tint laid over it.
public struct BackdropRecipe: Equatable, Sendable {
    public var radius: Double
    public var saturation: Double
    /// Grey level and alpha of the tint.
    public var tintWhite: Double
    public var tintAlpha: Double

    init(_ style: UIBlurEffect.Style) {
        switch style {
        // Apple's UIImageEffects (WWDC 2013): applyExtraLightEffect, applyLightEffect, applyDarkEffect.
        case .extraLight, .prominent: self.init(radius: 20, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.82)
        case .light, .regular: self.init(radius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.3)
        case .dark: self.init(radius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73)
        // The materials: thinner is more see-through. Estimated, not measured (docs/FIDELITY.md).
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: self.init(radius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: self.init(radius: 30, saturation: 1.8, tintWhite: 1, tintAlpha: 0.55)
        case .systemMaterial, .systemMaterialLight: self.init(radius: 30, saturation: 1.8, tintWhite: 0.98, tintAlpha: 0.7)
        case .systemThickMaterial, .systemThickMaterialLight: self.init(radius: 30, saturation: 1.8, tintWhite: 0.98, tintAlpha: 0.85)
        case .systemChromeMaterial, .systemChromeMaterialLight: self.init(radius: 30, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.75)
        case .systemUltraThinMaterialDark: self.init(radius: 30, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.35)
        case .systemThinMaterialDark: self.init(radius: 30, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.55)
        case .systemMaterialDark: self.init(radius: 30, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.7)
        case .systemThickMaterialDark: self.init(radius: 30, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.85)
        case .systemChromeMaterialDark: self.init(radius: 30, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.75)
        }
    }

    public init(radius: Double, saturation: Double, tintWhite: Double, tintAlpha: Double) {
        self.radius = radius
        self.saturation = saturation
        self.tintWhite = tintWhite
        self.tintAlpha = tintAlpha
    }
}

/// A view that blurs what lies behind it, or colours its content by the blur behind it, as
/// UIKit's: add subviews to ``contentView``. The blur is of everything drawn before the view
/// (its superviews and the siblings below it); `effect` changes at once (inside
/// `UIView.animate` too, where iOS would fade the blur in).
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    /// Where subviews go; it fills the effect view.
    public let contentView: UIView

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        installContentView()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
        (coder as? UINibDecoder)?.decodeVisualEffectView(self)
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
    }

    /// The recipe of the blur drawn behind the content, if the effect is a blur.
    package var backdropRecipe: BackdropRecipe? { (effect as? UIBlurEffect)?.recipe }

    /// The colour the content's shapes are filled with, if the effect is vibrancy.
    package var vibrancyColor: UIColor? { (effect as? UIVibrancyEffect)?.color }
}
