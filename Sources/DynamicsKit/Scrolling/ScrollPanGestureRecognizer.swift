import Foundation

/// A scroll view's ``UIScrollView/panGestureRecognizer``: a plain pan that also tells its
/// scroll view when the finger comes down (which stops a glide, as a touch does on a device)
/// and when it lifts, dragged or not.
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        scrollView?.fingerDidComeDown()
    }

    override func finishTouch() {
        super.finishTouch()
        scrollView?.fingerDidLift()
    }
}
