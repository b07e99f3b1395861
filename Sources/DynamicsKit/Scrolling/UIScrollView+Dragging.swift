import Foundation

// Dragging and what follows it, as UIKit's scroll view: the content follows the finger 1:1
// inside its range and by the rubber band past it; on release the delegate hears the velocity
// and the target, then each axis glides at `decelerationRate` (springing back from an edge it
// passes), springs back from where it was pulled, or springs to the page or target it must
// land on. The delegate's calls, in order: scrollViewWillBeginDragging, scrollViewDidScroll…,
// scrollViewWillEndDragging, scrollViewDidEndDragging(willDecelerate:), then, if the content
// moves on, scrollViewWillBeginDecelerating, scrollViewDidScroll…, scrollViewDidEndDecelerating.

extension UIScrollView {
    /// The finger came down on the scroll view: tracking starts, and a glide or bounce in
    /// progress stops where it is (a later drag starts from there).
    func fingerDidComeDown() {
        isTracking = true
        touchStoppedScrolling = false
        if let motion, case .deceleration = motion.kind {
            stopMotion()
            isDecelerating = false
            touchStoppedScrolling = true
        }
    }

    /// The finger lifted (after a drag's end, or with no drag): tracking ends, and content
    /// caught past an edge springs back.
    func fingerDidLift() {
        isTracking = false
        guard !isDragging, motion == nil else { return }
        defer { if motion == nil { contentCameToRest() } }
        guard bounces else { return }
        let range = offsetRange, offset = contentOffset
        let rest = CGPoint(x: min(max(offset.x, range.minX), range.maxX), y: min(max(offset.y, range.minY), range.maxY))
        guard rest != offset, let clock = sceneClock else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let x = springAxis(from: offset.x, to: rest.x, velocity: 0, low: range.minX, high: range.maxX)
        let y = springAxis(from: offset.y, to: rest.y, velocity: 0, low: range.minY, high: range.maxY)
        startMotion(.deceleration(x: x, y: y), on: clock)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDecelerating = false
            isDragging = true
            dragStartTranslation = pan.translation(in: self)
            dragOrigin = unbandedOffset(contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            drag(by: pan.translation(in: self))
        case .ended:
            drag(by: pan.translation(in: self))
            let velocity = pan.velocity(in: self)
            release(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
        case .cancelled:
            release(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// Goes on with the drag from where the content shows now, as if it began here: after the
    /// range changed under the finger (a refresh control began refreshing), so the content
    /// does not jump.
    func restartDrag() {
        guard isDragging else { return }
        dragStartTranslation = panGestureRecognizer.translation(in: self)
        dragOrigin = unbandedOffset(contentOffset)
    }

    /// The content where the finger has taken it: `translation` since the drag began, on the
    /// axes that scroll, rubber-banded past the edges (or held at them without `bounces`).
    private func drag(by translation: CGPoint) {
        let axes = scrollableAxes, range = offsetRange
        var offset = contentOffset
        if axes.horizontal {
            let raw = dragOrigin.x - (translation.x - dragStartTranslation.x)
            offset.x = banded(raw, low: range.minX, high: range.maxX, dimension: bounds.width)
        }
        if axes.vertical {
            let raw = dragOrigin.y - (translation.y - dragStartTranslation.y)
            offset.y = banded(raw, low: range.minY, high: range.maxY, dimension: bounds.height)
        }
        if offset != contentOffset { contentOffset = offset }
    }

    private func banded(_ raw: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        guard bounces else { return min(max(raw, low), high) }
        if raw < low { return low + CGFloat(ScrollPhysics.rubberBand(Double(raw - low), dimension: Double(dimension))) }
        if raw > high { return high + CGFloat(ScrollPhysics.rubberBand(Double(raw - high), dimension: Double(dimension))) }
        return raw
    }

    /// The finger offset that shows `offset`: the rubber band undone past an edge, so a drag
    /// that catches the content mid-bounce goes on from where it shows.
    private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low + CGFloat(ScrollPhysics.fingerOvershoot(showing: Double(value - low), dimension: Double(dimension))) }
            if value > high { return high + CGFloat(ScrollPhysics.fingerOvershoot(showing: Double(value - high), dimension: Double(dimension))) }
            return value
        }
        return CGPoint(x: axis(offset.x, range.minX, range.maxX, bounds.width), y: axis(offset.y, range.minY, range.maxY, bounds.height))
    }

    /// The finger lifted moving the content at `velocity` (points per second, in the offset's
    /// direction).
    private func release(velocity: CGPoint) {
        let axes = scrollableAxes, range = offsetRange, offset = contentOffset
        let velocity = CGPoint(x: axes.horizontal ? velocity.x : 0, y: axes.vertical ? velocity.y : 0)
        let natural = CGPoint(
            x: naturalTarget(offset.x, velocity.x, range.minX, range.maxX, page: bounds.width),
            y: naturalTarget(offset.y, velocity.y, range.minY, range.maxY, page: bounds.height))
        var target = natural
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: pointer)
        }
        isDragging = false
        let x = releasedAxis(offset.x, velocity.x, target: target.x, natural: natural.x, low: range.minX, high: range.maxX)
        let y = releasedAxis(offset.y, velocity.y, target: target.y, natural: natural.y, low: range.minY, high: range.maxY)
        let willDecelerate = !(x.isResting && y.isResting) && sceneClock != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, let clock = sceneClock else {
            let rest = CGPoint(x: x.position, y: y.position)
            if rest != contentOffset { contentOffset = rest }
            contentCameToRest()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration(x: x, y: y), on: clock)
    }

    /// Where an axis comes to rest on its own: the glide's end within the range, the nearest
    /// edge from past it, or the page the velocity points to.
    private func naturalTarget(_ offset: CGFloat, _ velocity: CGFloat, _ low: CGFloat, _ high: CGFloat, page: CGFloat) -> CGFloat {
        if isPagingEnabled, page > 0 {
            // A release faster than 0.1 pt/ms turns to the next page in its direction; a slower
            // one settles on the nearest page.
            let position = (offset - low) / page
            let index: CGFloat
            if velocity > 100 { index = position.rounded(.up) } else if velocity < -100 { index = position.rounded(.down) } else { index = position.rounded() }
            return min(max(low + index * page, low), high)
        }
        guard offset >= low, offset <= high else { return min(max(offset, low), high) }
        let glide = offset + CGFloat(ScrollPhysics.decelerationDistance(velocity: Double(velocity), rate: Double(decelerationRate.rawValue)))
        return min(max(glide, low), high)
    }

    /// One axis after release: the natural glide (and bounce) when the target is the natural
    /// one, else a glide whose rate lands exactly on the target when it lies ahead, else the
    /// bounce-back spring to it.
    private func releasedAxis(
        _ offset: CGFloat, _ velocity: CGFloat, target: CGFloat, natural: CGFloat, low: CGFloat, high: CGFloat
    ) -> ScrollAxisMotion {
        let position = Double(offset), speed = Double(velocity)
        let inRange = offset >= low && offset <= high
        if target == natural, !isPagingEnabled, inRange {
            guard speed != 0 else { return ScrollAxisMotion(phase: .resting(position), low: Double(low), high: Double(high), bounces: bounces) }
            return ScrollAxisMotion(
                phase: .gliding(start: position, velocity: speed, rate: Double(decelerationRate.rawValue), elapsed: 0),
                low: Double(low), high: Double(high), bounces: bounces)
        }
        let distance = Double(target - offset)
        if !isPagingEnabled, inRange, let rate = ScrollPhysics.decelerationRate(toTravel: distance, velocity: speed) {
            return ScrollAxisMotion(
                phase: .gliding(start: position, velocity: speed, rate: rate, elapsed: 0),
                low: -.infinity, high: .infinity, bounces: bounces)
        }
        return springAxis(from: offset, to: target, velocity: velocity, low: low, high: high)
    }

    func springAxis(from offset: CGFloat, to rest: CGFloat, velocity: CGFloat, low: CGFloat, high: CGFloat) -> ScrollAxisMotion {
        let displacement = Double(offset - rest)
        if abs(displacement) < ScrollPhysics.restDistance, velocity == 0 {
            return ScrollAxisMotion(phase: .resting(Double(rest)), low: Double(low), high: Double(high), bounces: bounces)
        }
        return ScrollAxisMotion(
            phase: .springing(rest: Double(rest), displacement: displacement, velocity: Double(velocity), elapsed: 0),
            low: Double(low), high: Double(high), bounces: bounces)
    }

    // MARK: The motion on the clock

    func startMotion(_ kind: ScrollMotion.Kind, on clock: Clock) {
        stopMotion()
        motion = ScrollMotion(kind, scrollView: self, clock: clock)
    }

    /// Stops any glide, bounce or animation where it is, telling no one.
    func stopMotion() {
        motion?.stop()
        motion = nil
    }

    /// A glide, bounce or animation reached its end.
    func motionDidFinish(_ finished: ScrollMotion) {
        guard finished === motion else { return }
        motion = nil
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoomAnimation, .zoomBounce:
            zoomAnimationDidFinish()
        case .settling:
            break
        }
        contentCameToRest()
    }
}
