import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Seed 000, "Remarks": a label under gravity lands on the bottom; twice, its frame is set
    /// back to the top and `updateItem(usingCurrentState:)` tells the animator, so it falls again.
    static let labelRedrop = Demo(
        id: "label-redrop",
        summary: "A label under gravity lands; its frame is set back to the top and updateItem(usingCurrentState:) makes it fall again, twice.",
        duration: 5
    ) { scene in
        let controller = LabelRedropViewController()
        scene.rootViewController = controller
        scene.at(1.6) { controller.dropAgain() }
        scene.at(3.2) { controller.dropAgain() }
    }
}

/// A label under gravity and the screen's edges; `dropAgain` is the seed's two lines.
final class LabelRedropViewController: UIViewController {
    lazy var label: UILabel = {
        let label = UILabel()
        label.text = "Hello, Dynamics!"
        label.textColor = .black
        self.view.addSubview(label)
        return label
    }()

    var dynamicAnimator: UIDynamicAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
        dynamicAnimator = UIDynamicAnimator(referenceView: view)
        dynamicAnimator.addBehavior(UIGravityBehavior(items: [label]))
        let collision = UICollisionBehavior(items: [label])
        collision.translatesReferenceBoundsIntoBoundary = true
        dynamicAnimator.addBehavior(collision)
    }

    func dropAgain() {
        label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
        dynamicAnimator.updateItem(usingCurrentState: label)
    }
}
