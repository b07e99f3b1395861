import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "UIDynamicBehavior Driven Custom Transition", presenting: the "Present" button
    /// is tapped and the modal drops in (DropOutAnimator.swift holds the seed's code).
    static let dropInPresent = Demo(
        id: "drop-in-present",
        summary: "\"Present\" tapped: a 200×200 red rounded modal drops in under gravity × 10, bounces (elasticity 0.7) and settles centred.",
        duration: 3
    ) { scene in
        let presenter = PresentingViewController()
        scene.rootViewController = presenter
        let buttonCenter = presenter.view.convert(presenter.button.center, to: scene.rootView)
        scene.tap(at: buttonCenter, at: 0.3)
    }
}
