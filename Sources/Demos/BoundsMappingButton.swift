import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "Map Dynamic Animation Position Changes to Bounds": the "Tap Me" button is
    /// tapped twice; each tap attaches its bounds (through PositionToBoundsMapping) to a spring
    /// and pushes them, so it grows and shrinks elastically about its centre.
    static let boundsMappingButton = Demo(
        id: "bounds-mapping-button",
        summary: "\"Tap Me\" tapped twice: a push and a spring (frequency 2, damping 0.1) mapped onto the 300×200 button's bounds make it grow and shrink elastically.",
        duration: 5
    ) { scene in
        let controller = BoundsMappingViewController()
        scene.rootViewController = controller
        let buttonCenter = controller.view.convert(controller.button.center, to: scene.rootView)
        scene.tap(at: buttonCenter, at: 0.3)
        scene.tap(at: buttonCenter, at: 2.8)
    }
}

// The seed's Swift code with the documented edits only: `import DynamicsKit`, a closure for
// `#selector`, no NSObject, fileprivate names (the view controller renamed from `ViewController`).

fileprivate protocol ResizableDynamicItem: UIDynamicItem {
    var bounds: CGRect { set get }
}

extension UIView: ResizableDynamicItem {}

fileprivate final class PositionToBoundsMapping: UIDynamicItem {
    var target: ResizableDynamicItem

    init(target: ResizableDynamicItem) {
        self.target = target
    }

    var bounds: CGRect {
        get {
            return self.target.bounds
        }
    }

    var center: CGPoint {
        get {
            return CGPoint(x: self.target.bounds.width, y: self.target.bounds.height)
        }

        set {
            self.target.bounds = CGRect(x: 0.0, y: 0.0, width: newValue.x, height: newValue.y)
        }
    }

    var transform: CGAffineTransform {
        get {
            return self.target.transform
        }

        set {
            self.target.transform = newValue
        }
    }
}

fileprivate final class BoundsMappingViewController: UIViewController {
    lazy var button: UIButton = {
        let button = UIButton(frame: CGRect(x: 0.0, y: 0.0, width: 300.0, height: 200.0))
        button.backgroundColor = .red
        button.layer.cornerRadius = 15.0
        button.setTitle("Tap Me", for: .normal)
        self.view.addSubview(button)
        return button
    }()

    var buttonBounds = CGRect.zero
    var animator: UIDynamicAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        button.addAction(for: .touchUpInside) { [unowned self] in self.didPressButton(sender: self.button) }
        buttonBounds = button.bounds
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.center = view.center
    }

    func didPressButton(sender: UIButton) {
        // Reset bounds so if button is press twice in a row, previous changes don't propogate
        button.bounds = buttonBounds
        let animator = UIDynamicAnimator(referenceView: view)

        // Create mapping
        let buttonBoundsDynamicItem = PositionToBoundsMapping(target: button)

        // Add Attachment behavior
        let attachmentBehavior = UIAttachmentBehavior(item: buttonBoundsDynamicItem, attachedToAnchor: buttonBoundsDynamicItem.center)

        // Higher frequency faster oscillation
        attachmentBehavior.frequency = 2.0

        // Lower damping longer oscillation lasts
        attachmentBehavior.damping = 0.1
        animator.addBehavior(attachmentBehavior)

        let pushBehavior = UIPushBehavior(items: [buttonBoundsDynamicItem], mode: .instantaneous)

        // Change angle to determine how much height/ width should change 45 means heigh:width is 1:1
        pushBehavior.angle = .pi / 4.0

        // Larger magnitude means bigger change
        pushBehavior.magnitude = 30.0
        animator.addBehavior(pushBehavior)
        pushBehavior.active = true

        // Hold refrence so animator is not released
        self.animator = animator
    }
}
