import Foundation

/// Two fingers down together, as a scripted pinch or rotation puts them: their touches, the
/// event holding both, and the two-finger recognizers taking part.
final class TwoFingerTouch {
    let first: UITouch
    let second: UITouch
    let event: UIEvent
    let recognizers: [UIGestureRecognizer]
    /// The view both fingers landed on (hit-tested at their midpoint).
    let view: UIView?
    var winner: UIGestureRecognizer?
    /// Whether the view has heard `touchesBegan`, and whether a recognizer took the touches.
    var viewHasBegun = false
    var cancelled = false

    init(first: UITouch, second: UITouch, event: UIEvent, recognizers: [UIGestureRecognizer], view: UIView?) {
        self.first = first
        self.second = second
        self.event = event
        self.recognizers = recognizers
        self.view = view
    }

    var touches: Set<UITouch> { [first, second] }
}

// A two-finger touch, as a pinch or rotation makes: both fingers come down, move and lift
// together. It is offered to the two-finger recognizers (pinch, rotation) of the view hit at
// the fingers' midpoint and its ancestors, innermost first; the first to begin takes the
// touches from the others (unless they recognize simultaneously) and, when it cancels touches
// in its view, from the view, which hears `touchesCancelled(_:with:)`. One-finger recognizers
// and controls are not offered it: a scripted pinch keeps its midpoint still, so a pan would
// not begin, and a tap needs one finger.

extension TouchInput {
    func twoFingersDown(at firstPoint: CGPoint, _ secondPoint: CGPoint, time: TimeInterval) {
        precondition(touch == nil && pair == nil, "two fingers down at \(time) s while a finger is still down")
        let first = UITouch(location: firstPoint, timestamp: time)
        let second = UITouch(location: secondPoint, timestamp: time)
        let event = UIEvent(touches: [first, second])
        let root = scene.rootView
        let middle = CGPoint(x: (firstPoint.x + secondPoint.x) / 2, y: (firstPoint.y + secondPoint.y) / 2)
        let hitView = root.hitTest(root.convert(middle, from: nil), with: event)
        let chain = hitView?.selfAndAncestors ?? []
        let recognizers = chain.flatMap { $0.gestureRecognizers ?? [] }.filter { recognizer in
            recognizer is TwoFingerGesture && recognizer.isEnabled
                && [first, second].allSatisfy { recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) ?? true }
                && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true)
        }
        for touch in [first, second] {
            touch.view = hitView
            touch.gestureRecognizers = recognizers
        }
        let pair = TwoFingerTouch(first: first, second: second, event: event, recognizers: recognizers, view: hitView)
        self.pair = pair
        offerToTwoFingerRecognizers(pair)
        deliverToView(pair)
    }

    func twoFingersMoved(to firstPoint: CGPoint, _ secondPoint: CGPoint, time: TimeInterval) {
        guard let pair else { preconditionFailure("two fingers moved at \(time) s with no fingers down") }
        guard firstPoint != pair.first.locationInWindow || secondPoint != pair.second.locationInWindow else { return }
        pair.first.update(location: firstPoint, timestamp: time, phase: firstPoint == pair.first.locationInWindow ? .stationary : .moved)
        pair.second.update(location: secondPoint, timestamp: time, phase: secondPoint == pair.second.locationInWindow ? .stationary : .moved)
        offerToTwoFingerRecognizers(pair)
        deliverToView(pair)
    }

    func twoFingersUp(at firstPoint: CGPoint, _ secondPoint: CGPoint, time: TimeInterval) {
        guard let pair else { preconditionFailure("two fingers lifted at \(time) s with no fingers down") }
        pair.first.update(location: firstPoint, timestamp: time, phase: .ended)
        pair.second.update(location: secondPoint, timestamp: time, phase: .ended)
        offerToTwoFingerRecognizers(pair)
        deliverToView(pair)
        for recognizer in pair.recognizers {
            recognizer.finishTouch()
            recognizer.trackedPair = []
            recognizer.reset()
        }
        self.pair = nil
    }

    /// Each recognizer still in the running hears the fingers' change; the first to begin
    /// takes them, and the handlers of those whose state changed run.
    private func offerToTwoFingerRecognizers(_ pair: TwoFingerTouch) {
        for recognizer in pair.recognizers {
            guard let gesture = recognizer as? TwoFingerGesture, recognizer.isEnabled, recognizer.view != nil else { continue }
            switch recognizer.state {
            case .ended, .cancelled, .failed: continue
            case .possible, .began, .changed: break
            }
            if let winner = pair.winner, winner !== recognizer, !recognizer.recognizesSimultaneously(with: winner) {
                recognizer.state = .failed
                continue
            }
            let before = recognizer.state
            switch pair.first.phase {
            case .began: gesture.fingersBegan(pair.first, pair.second)
            case .moved, .stationary: gesture.fingersMoved(pair.first, pair.second)
            case .ended, .cancelled: gesture.fingersEnded(pair.first, pair.second)
            }
            guard before == .possible, recognizer.state == .began else { continue }
            if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
                recognizer.state = .failed
                continue
            }
            if pair.winner == nil { pair.winner = recognizer }
            for other in pair.recognizers where other !== recognizer && other.state == .possible
                && !other.recognizesSimultaneously(with: recognizer)
            {
                other.state = .failed
            }
            if recognizer.cancelsTouchesInView { pair.cancelled = true }
        }
        for recognizer in pair.recognizers { recognizer.sendActionsIfNeeded() }
    }

    /// The view the fingers landed on hears them as UIKit's window sends them: both in one set.
    private func deliverToView(_ pair: TwoFingerTouch) {
        guard let view = pair.view else { return }
        if pair.cancelled {
            if pair.viewHasBegun {
                pair.viewHasBegun = false
                let phases = (pair.first.phase, pair.second.phase)
                pair.first.phase = .cancelled
                pair.second.phase = .cancelled
                view.touchesCancelled(pair.touches, with: pair.event)
                (pair.first.phase, pair.second.phase) = phases
            }
            return
        }
        switch pair.first.phase {
        case .began:
            pair.viewHasBegun = true
            view.touchesBegan(pair.touches, with: pair.event)
        case .moved, .stationary: if pair.viewHasBegun { view.touchesMoved(pair.touches, with: pair.event) }
        case .ended: if pair.viewHasBegun { view.touchesEnded(pair.touches, with: pair.event) }
        case .cancelled: break
        }
    }
}
