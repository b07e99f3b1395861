import DynamicsKit
import Foundation
import TestSupport

/// The standard test scene (`makeTestScene()`, 375 × 667) with an animator on its root view, built inside the scene's clock.
final class TestStage {
    let scene = makeTestScene()
    private(set) var animator: UIDynamicAnimator!

    init() {
        animator = scene.run { UIDynamicAnimator(referenceView: scene.rootView) }
    }

    var root: UIView { scene.rootView }

    /// Adds a view of `size` centred at `center` to the root view.
    @discardableResult
    func addView(size: CGSize, center: CGPoint, color: UIColor = .orange) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.center = center
        view.backgroundColor = color
        root.addSubview(view)
        return view
    }

    func add(_ behavior: UIDynamicBehavior) {
        scene.run { animator.addBehavior(behavior) }
    }

    /// Steps tick by tick, calling `each` after every tick.
    func run(for seconds: TimeInterval, each: () -> Void = {}) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            scene.advance(by: 1.0 / 60)
            each()
        }
    }
}
