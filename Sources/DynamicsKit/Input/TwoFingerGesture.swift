import Foundation

/// A recognizer that follows two fingers (a pinch, a rotation). The touch path
/// (TouchInput.swift) offers a scripted two-finger touch to these recognizers only, both
/// fingers at once: each finger's change comes with the other's place.
///
/// Each kind says what it measures (`fingersBegan`, `follow`) and when the fingers have moved
/// far enough to begin (`passedSlop`); the states are the same for all: possible until the
/// slop is passed, then began and changed at every move, ended when the fingers lift, failed
/// if they lift before.
protocol TwoFingerGesture: UIGestureRecognizer {
    func fingersBegan(_ first: UITouch, _ second: UITouch)
    /// Takes the fingers' new places.
    func follow(_ first: UITouch, _ second: UITouch)
    /// Whether the fingers have moved far enough from where they came down to begin.
    var passedSlop: Bool { get }
}

extension TwoFingerGesture {
    func fingersMoved(_ first: UITouch, _ second: UITouch) {
        follow(first, second)
        switch state {
        case .possible:
            if passedSlop { state = .began }
        case .began, .changed:
            state = .changed
        case .ended, .cancelled, .failed:
            break
        }
    }

    func fingersEnded(_ first: UITouch, _ second: UITouch) {
        follow(first, second)
        state = (state == .began || state == .changed) ? .ended : .failed
    }
}

/// What a two-finger gesture measures: the fingers' distance, the angle of the line from the
/// first to the second (radians, clockwise on screen from +x), and their midpoint.
struct FingerPair {
    let first: CGPoint
    let second: CGPoint

    init(_ first: UITouch, _ second: UITouch) {
        self.first = first.locationInWindow
        self.second = second.locationInWindow
    }

    var span: CGFloat { hypot(second.x - first.x, second.y - first.y) }
    var angle: CGFloat { atan2(second.y - first.y, second.x - first.x) }
    var midpoint: CGPoint { CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2) }
}
