import Foundation

// Zooming, as UIKit's: the delegate's `viewForZooming(in:)` is scaled by a transform of
// `zoomScale` about its top-left, which stays at the content's origin; the content size
// becomes the scaled view's frame size, and the offset moves so the point zoomed about stays
// in the middle of the visible area. There is no pinch (a scene has one finger): zooming comes
// from code.

extension UIScrollView {
    func zoomToScale(_ scale: CGFloat, animated: Bool) {
        guard zoomedView != nil else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        zoom(to: target, keeping: visibleMiddle, animated: animated)
    }

    func zoomToRect(_ rect: CGRect, animated: Bool) {
        guard zoomedView != nil, rect.width > 0 || rect.height > 0 else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity, rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = min(max(fit, minimumZoomScale), maximumZoomScale)
        zoom(to: target, keeping: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
    }

    private var zoomedView: UIView? { delegate?.viewForZooming(in: self) }

    /// The point of the zoomed view's own coordinates in the middle of the visible area.
    private var visibleMiddle: CGPoint {
        CGPoint(x: bounds.midX / storedZoomScale, y: bounds.midY / storedZoomScale)
    }

    private func zoom(to scale: CGFloat, keeping anchor: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, scale != storedZoomScale, let clock = sceneClock else {
            applyZoomScale(scale, keeping: anchor)
            return
        }
        isZooming = true
        delegate?.scrollViewWillBeginZooming(self, with: zoomedView)
        startMotion(.zoomAnimation(from: storedZoomScale, to: scale, anchor: anchor, elapsed: 0), on: clock)
    }

    /// Scales the zoomed view to `scale` with its top-left at the content's origin, sets the
    /// content size to its frame's, and moves the offset (within range) so `anchor` shows in
    /// the middle.
    func applyZoomScale(_ scale: CGFloat, keeping anchor: CGPoint) {
        guard let view = zoomedView else { return }
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        let range = offsetRange
        contentOffset = CGPoint(
            x: min(max(anchor.x * scale - bounds.width / 2, range.minX), range.maxX),
            y: min(max(anchor.y * scale - bounds.height / 2, range.minY), range.maxY))
        delegate?.scrollViewDidZoom(self)
    }

    func zoomAnimationDidFinish() {
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: zoomedView, atScale: storedZoomScale)
    }
}
