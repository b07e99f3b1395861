import Foundation

/// How a bar's background and shadow look, as UIKit's (iOS 13): a blur effect, a colour over
/// it, and the colour of the hairline along the bar's edge toward the content.
///
/// The default background (`configureWithDefaultBackground()`, what a new appearance has) is
/// the light system chrome material, drawn here as its tint over the content (white 0.97 at
/// 94 %: the blur itself is not drawn) with a black hairline at 30 %. The opaque background is
/// `.systemBackground` with the same hairline; the transparent one has neither.
open class UIBarAppearance: NSObject {
    /// The blur behind the bar; the default background's is `.systemChromeMaterial`.
    open var backgroundEffect: UIBlurEffect?
    /// Drawn over the blur; nil draws the blur's tint alone.
    open var backgroundColor: UIColor?
    /// Drawn over the colour; stored, its pixels not drawn.
    open var backgroundImage: UIImage?
    /// The hairline; nil or clear draws none.
    open var shadowColor: UIColor?
    /// Stored, not drawn (the hairline is drawn in ``shadowColor``).
    open var shadowImage: UIImage?

    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// Phones only here: the idiom does not change anything.
    public convenience init(idiom: UIUserInterfaceIdiom) {
        self.init()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// A bar's legacy look over this appearance, as a bar given no appearance shows it: its
    /// `barTintColor` as the background colour, else the dark chrome for `barStyle` `.black`.
    func applyLegacy(barTintColor: UIColor?, barStyle: UIBarStyle) {
        if let barTintColor {
            backgroundColor = barTintColor
        } else if barStyle == .black {
            backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark)
        }
    }

    /// The system's translucent chrome and hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// An opaque `.systemBackground` and the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.hairlineColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    open override func copy() -> Any { UIBarAppearance(barAppearance: self) }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The hairline's colour on a light bar.
    static let hairlineColor = UIColor(white: 0, alpha: 0.3)
    /// The light chrome material's tint, drawn in place of the blur.
    static let chromeColor = UIColor(white: 0.97, alpha: 0.94)
    static let darkChromeColor = UIColor(white: 0.11, alpha: 0.94)

    /// The colour the bar's background is filled with: the colour, or the effect's tint.
    var fillColor: UIColor? {
        if let backgroundColor, backgroundColor.alpha > 0 {
            guard let backgroundEffect, backgroundColor.alpha < 1 else { return backgroundColor }
            return Self.blend(backgroundColor, over: Self.tint(of: backgroundEffect))
        }
        return backgroundEffect.map(Self.tint(of:))
    }

    private static func tint(of effect: UIBlurEffect) -> UIColor {
        switch effect.style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return darkChromeColor
        default:
            return chromeColor
        }
    }

    private static func blend(_ top: UIColor, over bottom: UIColor) -> UIColor {
        let alpha = top.alpha + bottom.alpha * (1 - top.alpha)
        guard alpha > 0 else { return top }
        func channel(_ t: CGFloat, _ b: CGFloat) -> CGFloat { (t * top.alpha + b * bottom.alpha * (1 - top.alpha)) / alpha }
        return UIColor(
            red: channel(top.red, bottom.red), green: channel(top.green, bottom.green), blue: channel(top.blue, bottom.blue), alpha: alpha)
    }
}

/// A navigation bar's look (iOS 13): the background and shadow, and its titles' attributes
/// (`.font` and `.foregroundColor` are drawn).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the standard title from its place.
    open var titlePositionAdjustment = UIOffset.zero

    public override init() {
        super.init()
    }

    public init(barAppearance: UINavigationBarAppearance) {
        super.init(barAppearance: barAppearance)
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
        titlePositionAdjustment = barAppearance.titlePositionAdjustment
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    open override func copy() -> Any { UINavigationBarAppearance(barAppearance: self) }

    /// This appearance with a transparent background: what a bar at the scroll edge shows when
    /// no scroll-edge appearance is given.
    func withTransparentBackground() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// A toolbar's look (iOS 13): the background and shadow.
open class UIToolbarAppearance: UIBarAppearance {
    public override init() {
        super.init()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    open override func copy() -> Any { UIToolbarAppearance(barAppearance: self) }

    func withTransparentBackground() -> UIToolbarAppearance {
        let copy = UIToolbarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// A tab bar's look (iOS 13): the background and shadow.
open class UITabBarAppearance: UIBarAppearance {
    public override init() {
        super.init()
    }

    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    open override func copy() -> Any { UITabBarAppearance(barAppearance: self) }

    func withTransparentBackground() -> UITabBarAppearance {
        let copy = UITabBarAppearance(barAppearance: self)
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// A bar's background: the standard appearance's fill and hairline over the scroll-edge
/// appearance's, the standard one at ``standardFraction`` opacity (0 at the scroll edge, 1
/// scrolled), so a bar fades between the two as content scrolls under it.
final class BarBackgroundView: UIView {
    /// Where the hairline runs: along the bottom (a navigation bar) or the top (toolbar, tab bar).
    enum HairlineEdge { case top, bottom }

    private let edgeFill = UIView(frame: .zero)
    private let edgeHairline = UIView(frame: .zero)
    private let standardFill = UIView(frame: .zero)
    private let standardHairline = UIView(frame: .zero)
    private let hairlineEdge: HairlineEdge
    /// How far the background reaches above the bar (behind the status bar) and below it
    /// (over the home indicator's inset).
    var extendsAbove: CGFloat = 0 { didSet { if extendsAbove != oldValue { placeLayers() } } }

    init(hairlineEdge: HairlineEdge) {
        self.hairlineEdge = hairlineEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        for view in [edgeFill, edgeHairline, standardFill, standardHairline] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { fatalError("a bar makes its background itself") }

    /// 1 draws the standard appearance alone, 0 the scroll-edge one alone.
    private(set) var standardFraction: CGFloat = 1

    func apply(standard: UIBarAppearance, scrollEdge: UIBarAppearance, standardFraction: CGFloat) {
        self.standardFraction = min(max(standardFraction, 0), 1)
        standardFill.backgroundColor = standard.fillColor
        standardHairline.backgroundColor = standard.shadowColor
        edgeFill.backgroundColor = scrollEdge.fillColor
        edgeHairline.backgroundColor = scrollEdge.shadowColor
        standardFill.alpha = self.standardFraction
        standardHairline.alpha = self.standardFraction
        edgeFill.alpha = 1 - self.standardFraction
        edgeHairline.alpha = 1 - self.standardFraction
    }

    /// The opacity the background's fill is drawn with: the standard fill's colour alpha at
    /// the fraction shown, over the edge fill's.
    var fillAlpha: CGFloat {
        let standard = (standardFill.backgroundColor?.alpha ?? 0) * standardFill.alpha
        let edge = (edgeFill.backgroundColor?.alpha ?? 0) * edgeFill.alpha
        return standard + edge * (1 - standard)
    }

    /// The hairline's opacity, likewise.
    var hairlineAlpha: CGFloat {
        let standard = (standardHairline.backgroundColor?.alpha ?? 0) * standardHairline.alpha
        let edge = (edgeHairline.backgroundColor?.alpha ?? 0) * edgeHairline.alpha
        return standard + edge * (1 - standard)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeLayers()
    }

    private func placeLayers() {
        let fill = CGRect(x: 0, y: -extendsAbove, width: bounds.width, height: bounds.height + extendsAbove)
        edgeFill.frame = fill
        standardFill.frame = fill
        let hairline = 1 / UIScreen.main.scale
        let y = hairlineEdge == .bottom ? bounds.height : -hairline
        edgeHairline.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
        standardHairline.frame = edgeHairline.frame
    }
}
