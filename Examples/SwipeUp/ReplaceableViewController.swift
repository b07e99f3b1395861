import UIKit

/// A colored view with a label saying whether it is at the top or the bottom. Its view ignores
/// touches, so the container's pan sees them.
class ReplaceableViewController: UIViewController {
    let color: UIColor
    var isAtTop: Bool { didSet { updateLabel() } }
    let label = UILabel()

    init(color: UIColor, isAtTop: Bool) {
        self.color = color
        self.isAtTop = isAtTop
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        label.textColor = .white
        label.font = UIFont.boldSystemFont(ofSize: 24)
        view.addSubview(label)
        updateLabel()
    }

    private func updateLabel() {
        label.text = isAtTop ? "Top view controller" : "Bottom view controller"
        view.setNeedsLayout()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}
