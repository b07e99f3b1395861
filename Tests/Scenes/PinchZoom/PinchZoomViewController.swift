// dynamics: --pinch 187,333:3.5@0.5+0.6 --duration 2.5 --key-times 0.4,0.8,1.1,2.2
import UIKit

/// A checkerboard "photo" in a scroll view that zooms between 1× and 2.5×: pinched open to
/// 3.5× about the middle of the screen, it is held back past 2.5× and springs back to it
/// when the fingers lift.
class PinchZoomViewController: UIViewController, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let board = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 2.5
        scrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(scrollView)

        board.frame = view.bounds
        board.accessibilityIdentifier = "board"
        let tile: CGFloat = 75
        let columns = Int(view.bounds.width / tile), rows = Int(view.bounds.height / tile) + 1
        for row in 0..<rows {
            for column in 0..<columns {
                let square = UIView(frame: CGRect(x: CGFloat(column) * tile, y: CGFloat(row) * tile, width: tile, height: tile))
                let hue = CGFloat((row * columns + column) % 12) / 12
                square.backgroundColor = (row + column) % 2 == 0
                    ? UIColor(hue: hue, saturation: 0.6, brightness: 0.95, alpha: 1)
                    : UIColor(white: 0.95, alpha: 1)
                board.addSubview(square)
            }
        }
        let label = UILabel(frame: CGRect(x: 0, y: view.bounds.midY - 20, width: view.bounds.width, height: 40))
        label.text = "Pinch me"
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 30)
        board.addSubview(label)
        scrollView.addSubview(board)
        scrollView.contentSize = board.bounds.size
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        board
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        print("zoomed to \(scale)")
    }
}
