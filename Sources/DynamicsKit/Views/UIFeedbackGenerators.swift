import Foundation

// UIKit's other two feedback generators, shown as `UIImpactFeedbackGenerator` shows an impact
// (a ripple where the hand would feel it): a notification as a success (medium), warning
// (heavy) or error (rigid) impact; a selection change as a light, faint one.

public final class UINotificationFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// The view the generator belongs to (iOS 17.5).
    public weak var view: UIView?

    public init() {}
    public init(view: UIView) { self.view = view }

    /// Nothing to warm up here; kept for ported code.
    public func prepare() {}

    public func notificationOccurred(_ notificationType: FeedbackType) {
        impact(notificationType).impactOccurred()
    }

    public func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        impact(notificationType).impactOccurred(at: location)
    }

    private func impact(_ type: FeedbackType) -> UIImpactFeedbackGenerator {
        let style: UIImpactFeedbackGenerator.FeedbackStyle = switch type {
        case .success: .medium
        case .warning: .heavy
        case .error: .rigid
        }
        return UIImpactFeedbackGenerator(style: style, optionalView: view)
    }
}

public final class UISelectionFeedbackGenerator {
    /// The view the generator belongs to (iOS 17.5).
    public weak var view: UIView?

    public init() {}
    public init(view: UIView) { self.view = view }

    /// Nothing to warm up here; kept for ported code.
    public func prepare() {}

    /// A light ripple at half strength: a selection tick is the faintest haptic.
    public func selectionChanged() {
        impact.impactOccurred(intensity: 0.5)
    }

    public func selectionChanged(at location: CGPoint) {
        impact.impactOccurred(intensity: 0.5, at: location)
    }

    private var impact: UIImpactFeedbackGenerator {
        UIImpactFeedbackGenerator(style: .light, optionalView: view)
    }
}
