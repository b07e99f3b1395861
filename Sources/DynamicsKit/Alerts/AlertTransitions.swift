import Foundation

/// How an alert controller comes and goes: the dimming fades in and out; an alert's panel grows
/// from 1.2 × as it fades in (0.4 s) and fades out (0.25 s); an action sheet's panels slide up
/// from below the screen (0.4 s, a critically damped spring) and back down (0.3 s).
final class AlertTransitions: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        AlertAnimator(isPresenting: false)
    }
}

private final class AlertAnimator: UIViewControllerAnimatedTransitioning {
    static let appearScale: CGFloat = 1.2
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard !isPresenting else { return 0.4 }
        let alert = transitionContext?.viewController(forKey: .from) as? UIAlertController
        return alert?.preferredStyle == .actionSheet ? 0.3 : 0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController else {
            transitionContext.completeTransition(true)
            return
        }
        let duration = transitionDuration(using: transitionContext)
        let root = alert.view!
        if isPresenting {
            root.frame = transitionContext.finalFrame(for: alert)
            transitionContext.containerView.addSubview(root)
            root.layoutIfNeeded()
        }
        let dimming = alert.dimmingView, panels = alert.movingViews
        let sheet = alert.preferredStyle == .actionSheet
        // Far enough down that the highest panel starts (or ends) below the screen.
        let drop = root.bounds.maxY - (panels.filter { !$0.isHidden }.map(\.frame.minY).min() ?? root.bounds.maxY)
        let away = sheet ? CGAffineTransform(translationX: 0, y: drop)
            : CGAffineTransform(scaleX: Self.appearScale, y: Self.appearScale)
        let finish: (Bool) -> Void = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        if isPresenting {
            dimming.alpha = 0
            for panel in panels {
                panel.transform = away
                if !sheet { panel.alpha = 0 }
            }
            let changes = {
                dimming.alpha = 1
                for panel in panels {
                    panel.transform = .identity
                    panel.alpha = 1
                }
            }
            if sheet {
                UIView.animate(
                    withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                    animations: changes, completion: finish)
            } else {
                UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: changes, completion: finish)
            }
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                dimming.alpha = 0
                for panel in panels {
                    if sheet { panel.transform = away } else { panel.alpha = 0 }
                }
            }, completion: finish)
        }
    }
}
