import Foundation

// Zooming, as UIKit's: the delegate's `viewForZooming(in:)` is scaled by a transform of
// `zoomScale` about its top-left, which stays at the content's origin; the content size
// becomes the scaled view's frame size, and the offset moves so the point zoomed about stays
// in the middle of the visible area.
//
// A pinch (``UIScrollView/pinchGestureRecognizer``, added once the limits allow zooming) zooms
// about the fingers' midpoint: the point of the zoomed view under it when the pinch began stays
// under it, so at scale s the offset is anchor·s − midpoint (the midpoint in the scroll view's
// frame coordinates). Past the limits the scale is damped as a rubber band (with
// `bouncesZoom`); when the fingers lift, a scale past a limit or an offset past an edge eases
// back in 0.3 s (`isZoomBouncing` while it does so past a limit). The delegate hears
// scrollViewWillBeginZooming when the pinch begins, scrollViewDidZoom at every change, and
// scrollViewDidEndZooming(_:with:atScale:) once the scale rests, after any bounce.

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

    var zoomedView: UIView? { delegate?.viewForZooming(in: self) }

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

    /// Scales the zoomed view by `scale` about its top-left corner and makes the content as
    /// large; false when there is no zoomed view.
    private func scaleZoomedView(to scale: CGFloat) -> Bool {
        guard let view = zoomedView else { return false }
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        return true
    }

    /// Scales the zoomed view to `scale` with its top-left at the content's origin, sets the
    /// content size to its frame's, and moves the offset (within range) so `anchor` shows in
    /// the middle.
    func applyZoomScale(_ scale: CGFloat, keeping anchor: CGPoint) {
        guard scaleZoomedView(to: scale) else { return }
        let range = offsetRange
        contentOffset = CGPoint(
            x: min(max(anchor.x * scale - bounds.width / 2, range.minX), range.maxX),
            y: min(max(anchor.y * scale - bounds.height / 2, range.minY), range.maxY))
        delegate?.scrollViewDidZoom(self)
    }

    func zoomAnimationDidFinish() {
        isZooming = false
        isZoomBouncing = false
        delegate?.scrollViewDidEndZooming(self, with: zoomedView, atScale: storedZoomScale)
    }
}

// MARK: Pinching

extension UIScrollView {
    /// Adds the zooming pinch once the limits allow zooming; it stays (disabled) after.
    func updateZoomPinch() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, zoomPinch == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget { [unowned self] (pinch: UIPinchGestureRecognizer) in handlePinch(pinch) }
            zoomPinch = pinch
            addGestureRecognizer(pinch)
        }
        zoomPinch?.isEnabled = zooms
    }

    /// The fingers' midpoint in the scroll view's frame coordinates (the visible area's, from
    /// its top-left).
    private func visiblePoint(of pinch: UIPinchGestureRecognizer) -> CGPoint {
        let inBounds = pinch.location(in: self)
        return CGPoint(x: inBounds.x - bounds.minX, y: inBounds.y - bounds.minY)
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard zoomedView != nil else { return }
            stopMotion()
            isDecelerating = false
            isTracking = true
            isZooming = true
            let point = pinch.location(in: self)
            pinchZoomStart = (storedZoomScale, CGPoint(x: point.x / storedZoomScale, y: point.y / storedZoomScale))
            delegate?.scrollViewWillBeginZooming(self, with: zoomedView)
            pinchZoom(pinch)
        case .changed:
            pinchZoom(pinch)
        case .ended, .cancelled:
            guard pinchZoomStart != nil else { return }
            if pinch.state == .ended { pinchZoom(pinch) }
            isTracking = false
            endPinchZoom(at: visiblePoint(of: pinch))
        case .possible, .failed:
            break
        }
    }

    private func pinchZoom(_ pinch: UIPinchGestureRecognizer) {
        guard let start = pinchZoomStart else { return }
        let scale = bandedZoomScale(start.scale * pinch.scale)
        let point = visiblePoint(of: pinch)
        // The lift where the last move left the fingers changes nothing: no didZoom.
        let offset = CGPoint(x: start.anchor.x * scale - point.x, y: start.anchor.y * scale - point.y)
        guard scale != storedZoomScale || offset != contentOffset else { return }
        applyZoomScale(scale, keeping: start.anchor, at: point)
    }

    /// The scale shown for a pinch asking for `scale`: within the limits as asked; past them,
    /// the ratio beyond the limit is rubber-banded as an overshoot of 1 point in a view 1 point
    /// long (ScrollPhysics.rubberBand), so twice the maximum shows 1.355 times it.
    func bandedZoomScale(_ scale: CGFloat) -> CGFloat {
        let low = minimumZoomScale, high = maximumZoomScale
        guard bouncesZoom else { return min(max(scale, low), high) }
        if scale > high {
            return high * (1 + CGFloat(ScrollPhysics.rubberBand(Double(scale / high - 1), dimension: 1)))
        }
        if scale < low, scale > 0 {
            return low / (1 + CGFloat(ScrollPhysics.rubberBand(Double(low / scale - 1), dimension: 1)))
        }
        return scale
    }

    /// The fingers lifted with the midpoint at `point`: the scale and offset ease back within
    /// the limits and the range, or the zoom ends where it is.
    private func endPinchZoom(at point: CGPoint) {
        guard let start = pinchZoomStart else { return }
        pinchZoomStart = nil
        let scale = storedZoomScale
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        // Where the offset would be at the target scale with the anchor kept under the fingers,
        // brought into range: the anchor's place in the visible area then.
        let size = zoomedView?.bounds.size ?? .zero
        let inset = adjustedContentInset
        let maxX = max(-inset.left, size.width * target + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height * target + inset.bottom - bounds.height)
        let offset = CGPoint(
            x: min(max(start.anchor.x * target - point.x, -inset.left), maxX),
            y: min(max(start.anchor.y * target - point.y, -inset.top), maxY))
        let restPoint = CGPoint(x: start.anchor.x * target - offset.x, y: start.anchor.y * target - offset.y)
        guard target != scale || restPoint != point, let clock = sceneClock else {
            if target != scale || restPoint != point { applyZoomScale(target, keeping: start.anchor, at: restPoint) }
            zoomAnimationDidFinish()
            contentCameToRest()
            return
        }
        isZoomBouncing = target != scale
        startMotion(.zoomBounce(fromScale: scale, toScale: target, anchor: start.anchor, from: point, to: restPoint, elapsed: 0), on: clock)
    }

    /// Scales the zoomed view to `scale` with `anchor` (its own coordinates) at `point` of the
    /// visible area: the offset is anchor·scale − point, unclamped (a pinch may pull past the
    /// edges).
    func applyZoomScale(_ scale: CGFloat, keeping anchor: CGPoint, at point: CGPoint) {
        guard scaleZoomedView(to: scale) else { return }
        let offset = CGPoint(x: anchor.x * scale - point.x, y: anchor.y * scale - point.y)
        if offset != contentOffset { contentOffset = offset }
        delegate?.scrollViewDidZoom(self)
    }
}
