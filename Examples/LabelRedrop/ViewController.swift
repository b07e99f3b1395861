// The seed's remark on `updateItem(usingCurrentState:)`, as a screen of its own (written here):
// a label falls under gravity onto the bottom edge; a tap sets its frame back to the top and
// tells the animator, so it falls again.
import UIKit

class ViewController: UIViewController {
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
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dropAgain)))
    }

    @objc func dropAgain() {
        // The seed's two lines.
        label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
        dynamicAnimator.updateItem(usingCurrentState: label)
    }
}
