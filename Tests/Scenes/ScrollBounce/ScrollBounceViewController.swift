// dynamics: --flick 187,560:0,-5000@0.5 --duration 4 --key-times 0.4,0.85,1.07,3.5
import UIKit

/// A tall stack of coloured rows in a scroll view, flicked hard enough to glide to its end and
/// bounce back from past it.
class ScrollBounceViewController: UIViewController {
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple]
        let rowHeight: CGFloat = 88
        let rows = 24
        for index in 0..<rows {
            let row = UIView(frame: CGRect(x: 16, y: 12 + CGFloat(index) * (rowHeight + 12), width: view.bounds.width - 32, height: rowHeight))
            row.backgroundColor = colors[index % colors.count]
            row.layer.cornerRadius = 14
            let label = UILabel(frame: row.bounds.insetBy(dx: 20, dy: 0))
            label.text = "Row \(index + 1)"
            label.font = .boldSystemFont(ofSize: 28)
            label.textColor = .white
            row.addSubview(label)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 12 + CGFloat(rows) * (rowHeight + 12))
    }
}
