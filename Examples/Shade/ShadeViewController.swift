// Not from the seed: it describes the shade only as "a view controller with a label".
class ShadeViewController: UIViewController
{
    lazy var label: UILabel =
    {
        let label = UILabel()
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(label)
        label.centerXAnchor.constraint(equalTo: self.view.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: self.view.centerYAnchor).isActive = true
        return label
    }()

    override func viewDidLoad()
    {
        super.viewDidLoad()
        view.backgroundColor = .darkGray
        label.text = "Swipe Up From Bottom"
    }
}
