import Foundation

/// How a presented view controller's view comes and goes when the presentation is animated
/// and has no animator of its own, as `modalTransitionStyle` says.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom of the screen, and back down when dismissed.
    case coverVertical = 0
    /// Turns over from right to left (drawn here as a cross-dissolve, with a note).
    case flipHorizontal = 1
    /// Fades in over what is below, and out when dismissed.
    case crossDissolve = 2
    /// Curls the presenter up like a page (drawn here as a cover, with a note).
    case partialCurl = 3
}

/// UIKit's standard presentation: the presented view slides up from below the screen over
/// 0.5 s on a critically damped spring and back down over 0.5 s (or fades, for
/// `.crossDissolve`), while the presenter's view stays in place below it. FIDELITY.md,
/// "Presentations", says which of these numbers are estimated.
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    let isPresenting: Bool
    let style: UIModalTransitionStyle

    init(isPresenting: Bool, style: UIModalTransitionStyle) {
        self.isPresenting = isPresenting
        switch style {
        case .flipHorizontal:
            KitNote.once("a .flipHorizontal presentation is drawn as a cross-dissolve here")
            self.style = .crossDissolve
        case .partialCurl:
            KitNote.once("a .partialCurl presentation is drawn as .coverVertical here")
            self.style = .coverVertical
        default:
            self.style = style
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
              let view = transitionContext.view(forKey: isPresenting ? .to : .from) ?? controller.view else {
            transitionContext.completeTransition(true)
            return
        }
        let container = transitionContext.containerView
        let finish: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        let below = CGAffineTransform(translationX: 0, y: container.bounds.maxY - view.frame.minY)
        if isPresenting {
            view.frame = transitionContext.finalFrame(for: controller)
            container.addSubview(view)
            view.layoutIfNeeded()
            // Laid out where it ends; moved by its transform, so its layout and safe area hold.
            UIView.performWithoutAnimation {
                if style == .crossDissolve { view.alpha = 0 } else { view.transform = below }
            }
            UIView.animate(
                withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: {
                    view.alpha = 1
                    view.transform = .identity
                }, completion: finish)
        } else {
            let crossDissolve = style == .crossDissolve
            UIView.animate(
                withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                animations: {
                    if crossDissolve { view.alpha = 0 } else { view.transform = below }
                }, completion: { done in
                    view.transform = .identity
                    view.alpha = 1
                    finish(done)
                })
        }
    }
}
