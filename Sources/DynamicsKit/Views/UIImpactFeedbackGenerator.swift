import Foundation

/// Haptics, made visible: `impactOccurred()` shows a ripple, a light ring edged in dark that
/// grows and fades out over 0.3 s, on top of the scene, so a viewer of a recording sees where
/// the device would have tapped the hand, on light and dark views alike.
///
/// Where the ripple appears: at the `location` given to `impactOccurred(at:)` (in the
/// generator's `view`, or in screen coordinates without one); else, called from a collision
/// delegate, at the contact's point; else at the centre of the generator's `view`; else at
/// the centre of the screen.
///
/// Nothing is shown outside a scene's clock (a ripple needs the clock to play).
public final class UIImpactFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// How long a ripple plays, in seconds.
    public static let rippleDuration: TimeInterval = 0.3

    public let style: FeedbackStyle
    /// The view the generator belongs to (iOS 17.5): locations are in its coordinates and the
    /// ripple appears on its screen.
    public weak var view: UIView?

    public init(style: FeedbackStyle) {
        self.style = style
    }

    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        self.view = view
    }

    /// With or without a view (the notification and selection generators' impacts).
    init(style: FeedbackStyle, optionalView view: UIView?) {
        self.style = style
        self.view = view
    }

    /// Nothing to warm up here; kept for ported code.
    public func prepare() {}

    public func impactOccurred() {
        showRipple(at: nil, intensity: 1)
    }

    /// `intensity` 0…1 scales how strongly the ring shows.
    public func impactOccurred(intensity: CGFloat) {
        showRipple(at: nil, intensity: intensity)
    }

    public func impactOccurred(at location: CGPoint) {
        showRipple(at: location, intensity: 1)
    }

    public func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        showRipple(at: location, intensity: intensity)
    }

    /// The ring's final radius in points and its starting opacity, by style: heavier impacts
    /// make larger, stronger rings.
    private var appearance: (radius: CGFloat, opacity: CGFloat) {
        switch style {
        case .light: return (36, 0.55)
        case .medium: return (46, 0.7)
        case .heavy: return (58, 0.85)
        case .soft: return (46, 0.45)
        case .rigid: return (30, 0.85)
        }
    }

    private func showRipple(at location: CGPoint?, intensity: CGFloat) {
        guard let clock = Clock.current, let screen = view?.topmostAncestor ?? clock.screen else { return }
        let center: CGPoint
        if let location {
            center = view.map { $0.convert(location, to: screen) } ?? location
        } else if let point = clock.eventPoint {
            center = point
        } else if let view {
            center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: screen)
        } else {
            center = CGPoint(x: screen.bounds.midX, y: screen.bounds.midY)
        }
        let (radius, opacity) = appearance
        let strength = intensity.isFinite ? min(max(intensity, 0), 1) : 1
        // A dark ring 5 pt wide under a light one 2.5 pt wide on its middle line: the light
        // ring reads on dark views, its dark edges on light ones.
        for (width, color, inset) in [(CGFloat(5), UIColor(white: 0, alpha: 0.75), CGFloat(0)), (2.5, UIColor(white: 1, alpha: 1), 1.25)] {
            let ring = ImpactRipple(lineWidth: width, color: color)
            ring.center = center
            ring.alpha = opacity * strength
            // It grows from a third of its size: the bounds animate, the huge corner radius keeps it round.
            ring.bounds.size = CGSize(width: 2 * (radius / 3 - inset), height: 2 * (radius / 3 - inset))
            screen.addSubview(ring)
            UIView.animate(
                withDuration: Self.rippleDuration, delay: 0, options: .curveEaseOut,
                animations: {
                    ring.bounds.size = CGSize(width: 2 * (radius - inset), height: 2 * (radius - inset))
                    ring.alpha = 0
                },
                completion: { _ in ring.removeFromSuperview() })
        }
    }
}

/// One ring of a haptic's ripple: a circle's outline that takes no touches.
final class ImpactRipple: UIView {
    required init?(coder: NSCoder) { return nil }

    init(lineWidth: CGFloat, color: UIColor) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = .greatestFiniteMagnitude
        layer.borderWidth = lineWidth
        layer.borderColor = color.cgColor
    }
}
