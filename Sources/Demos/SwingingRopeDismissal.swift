import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "UIDynamicBehavior Driven Custom Transition", dismissing: the modal is already
    /// presented (without animation, where the drop-in leaves it, centred); "Dismiss" is tapped
    /// and it swings on a rope for 2/3 of 4 s, then drops out below the screen
    /// (DropOutAnimator.swift holds the seed's code).
    static let swingingRopeDismissal = Demo(
        id: "swinging-rope-dismissal",
        summary: "\"Dismiss\" tapped: the modal swings and turns on a rope (frequency 3, damping 3) under gravity × 10 for 2/3 of 4 s, then drops out below the screen.",
        duration: 5
    ) { scene in
        let presenter = PresentingViewController()
        scene.rootViewController = presenter
        // The seed's didPressPresent, without the animation: placed where the drop-in settles.
        let modal = ModalViewController()
        modal.view.frame = CGRect(x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        modal.view.center = CGPoint(x: presenter.view.bounds.midX, y: presenter.view.bounds.midY)
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = modal
        presenter.present(modal, animated: false)
        scene.rootView.layoutIfNeeded()
        let buttonCenter = modal.view.convert(modal.button.center, to: scene.rootView)
        scene.tap(at: buttonCenter, at: 0.5)
    }
}
