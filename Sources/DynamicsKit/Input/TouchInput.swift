import Foundation

/// Delivers a scene's scripted touches on its clock: each touch event at the first tick at or
/// after its script time, before the animators step, so handlers run with the scene's clock
/// current. At touch-down it hit-tests the root view, offers the touch to the recognizers of
/// the hit view and its ancestors (innermost first, the last added first on each), to the control it landed on, and then to
/// the hit view's `touchesBegan(_:with:)` (which passes it up the responder chain unless
/// overridden); the first recognizer to begin takes the touch from the others, and from the
/// control and the view when it ``UIGestureRecognizer/cancelsTouchesInView``. One finger, or
/// two together (a scripted pinch or rotation, TouchInput+TwoFingers.swift): a touch-down while
/// fingers are down is a script error.
final class TouchInput {
    enum Kind: String {
        case down = "touchDown", move = "touchMove", up = "touchUp"
        case twoDown = "twoFingersDown", twoMove = "twoFingersMove", twoUp = "twoFingersUp"
    }

    private struct ScriptedEvent {
        var kind: Kind
        var location: CGPoint
        /// The second finger's place, for the two-finger kinds.
        var second: CGPoint = .zero
        var time: TimeInterval
        var order: Int
    }

    unowned let scene: Scene
    private var pending: [ScriptedEvent] = []
    private var scheduledCount = 0

    /// The finger, between its touch-down and touch-up.
    private(set) var touch: UITouch?
    private var event: UIEvent?
    private var recognizers: [UIGestureRecognizer] = []
    /// The control tracking the touch, until the touch lifts or a recognizer takes it.
    private var control: UIControl?
    private var winner: UIGestureRecognizer?
    /// How far the touch has reached the hit view (and the responders after it).
    private var delivery = ResponderDelivery.notBegun
    /// Set when a recognizer that cancels touches in its view has taken the touch.
    private var cancelsResponders = false
    private var previousTouchDown: (location: CGPoint, tapCount: Int)?
    /// A lifted touch whose `touchesEnded` waits for recognizers that delay it.
    private var heldEnd: HeldEnd?
    /// Recognizers held back by others they require to fail (`require(toFail:)`).
    private var heldRecognizers: [UIGestureRecognizer] = []
    /// Recognizers still waiting for further touches after the last lift (a double tap).
    private var awaiting: [UIGestureRecognizer] = []
    private var previousLiftTime: TimeInterval = -.infinity

    init(scene: Scene) {
        self.scene = scene
    }

    /// The two fingers of a two-finger touch, between their touch-down and lift.
    var pair: TwoFingerTouch?

    func schedule(_ kind: Kind, at location: CGPoint, second: CGPoint = .zero, time: TimeInterval) {
        precondition(time.isFinite, "\(kind.rawValue) time must be finite")
        precondition(location.x.isFinite && location.y.isFinite && second.x.isFinite && second.y.isFinite,
                     "\(kind.rawValue) location must be finite")
        pending.append(ScriptedEvent(kind: kind, location: location, second: second, time: time, order: scheduledCount))
        scheduledCount += 1
        scene.clock.schedule(at: time) { [weak self] in self?.deliverDueEvents() }
    }

    /// Delivers every event due by this tick in script-time order, whichever order they were
    /// scripted in (events at the same time in the order scripted).
    private func deliverDueEvents() {
        // The clock's own rule for the tick an event falls on.
        let now = Double(scene.clock.ticks)
        let isDue = { (event: ScriptedEvent) in event.time / Clock.tickDuration - 1e-9 <= now }
        let due = pending.filter(isDue).sorted { ($0.time, $0.order) < ($1.time, $1.order) }
        pending.removeAll(where: isDue)
        for event in due {
            // A haptic that a handler of this touch fires ripples where the finger is.
            scene.clock.eventPoint = event.location
            switch event.kind {
            case .down: touchDown(at: event.location, time: event.time)
            case .move: touchMoved(to: event.location, time: event.time)
            case .up: touchUp(at: event.location, time: event.time)
            case .twoDown: twoFingersDown(at: event.location, event.second, time: event.time)
            case .twoMove: twoFingersMoved(to: event.location, event.second, time: event.time)
            case .twoUp: twoFingersUp(at: event.location, event.second, time: event.time)
            }
        }
        scene.clock.eventPoint = nil
    }

    // MARK: The touch's life

    private func touchDown(at location: CGPoint, time: TimeInterval) {
        precondition(touch == nil && pair == nil, "touchDown at \(time) s while the finger is still down: a scene has one finger")
        let touch = UITouch(location: location, timestamp: time)
        let event = UIEvent(touch: touch)
        let root = scene.rootView
        let hitView = root.hitTest(root.convert(location, from: nil), with: event)
        touch.view = hitView
        touch.tapCount = tapCount(at: location, time: time)
        previousTouchDown = (location, touch.tapCount)

        let chain = hitView?.selfAndAncestors ?? []
        // Innermost view first; on one view, the recognizer added last first, so of two that
        // would begin on the same move the later one takes the touch. UIKit documents no order;
        // apps rely on this one: a pan added in code over a storyboard's pan on the same view,
        // whose action the controller lacks (which would raise if that pan won), is the one
        // that moves the view in public samples (docs/FIDELITY.md, "Two recognizers on one view").
        recognizers = chain.flatMap { ($0.gestureRecognizers ?? []).reversed() }.filter {
            $0.isEnabled && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true)
                && ($0.delegate?.gestureRecognizer($0, shouldReceive: event) ?? true)
        }
        touch.gestureRecognizers = recognizers
        // The touch goes up the responder chain to the first control; a disabled one keeps it.
        control = chain.first { $0 is UIControl } as? UIControl
        if control?.isEnabled == false { control = nil }
        self.touch = touch
        self.event = event
        for recognizer in recognizers {
            recognizer.trackedTouch = touch
            recognizer.didRecognizeLastTouch = false
        }

        delivery = .notBegun
        cancelsResponders = false
        offerToRecognizers(touch)
        settleHeldEnd()
        control?.touchBegan(touch, with: event)
        deliverToResponders(touch, event)
        scheduleHolds(for: touch)
    }

    private func touchMoved(to location: CGPoint, time: TimeInterval) {
        guard let touch, let event else { preconditionFailure("touchMove at \(time) s with no finger down") }
        // A finger that does not move sends nothing, as on a device.
        guard location != touch.locationInWindow else { return }
        touch.update(location: location, timestamp: time, phase: .moved)
        offerToRecognizers(touch)
        settleHeldEnd()
        control?.touchMoved(touch, with: event)
        deliverToResponders(touch, event)
    }

    private func touchUp(at location: CGPoint, time: TimeInterval) {
        guard let touch, let event else { preconditionFailure("touchUp at \(time) s with no finger down") }
        touch.update(location: location, timestamp: time, phase: .ended)
        offerToRecognizers(touch)
        settleHeldEnd()
        control?.touchEnded(touch, with: event)
        if !holdEnd(of: touch, event) { deliverToResponders(touch, event) }
        for recognizer in recognizers {
            recognizer.didRecognizeLastTouch = [.began, .changed, .ended].contains(recognizer.state)
            if recognizer.pendingState == nil { recognizer.finishTouch() } else { recognizer.trackedTouch = nil }
        }
        awaitFurtherTouches(after: time)
        resolvePendingRecognizers()
        previousLiftTime = time
        self.touch = nil
        self.event = nil
        recognizers = []
        control = nil
        winner = nil
    }

    /// Counts quick taps near the same place: 0.35 s from the last lift, 45 pt from its
    /// touch-down (the tap recognizer's limits).
    private func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let previous = previousTouchDown,
              time - previousLiftTime <= UITapGestureRecognizer.maximumTapInterval,
              hypot(location.x - previous.location.x, location.y - previous.location.y)
                  <= UITapGestureRecognizer.maximumTapDistance
        else { return 1 }
        return previous.tapCount + 1
    }

    // MARK: The recognizers' contest

    private func offerToRecognizers(_ touch: UITouch) {
        for recognizer in recognizers {
            guard recognizer.isEnabled, recognizer.view != nil else { continue }
            switch recognizer.state {
            case .ended, .cancelled, .failed: continue
            case .possible, .began, .changed: break
            }
            if let winner, winner !== recognizer, !recognizer.recognizesSimultaneously(with: winner) {
                recognizer.state = .failed
                continue
            }
            let before = recognizer.state
            recognizer.locationInWindow = touch.locationInWindow
            // Through the recognizer's open methods, which a subclass may override.
            let event = self.event ?? UIEvent(touch: touch)
            switch touch.phase {
            case .began: recognizer.touchesBegan([touch], with: event)
            case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
            case .ended: recognizer.touchesEnded([touch], with: event)
            case .cancelled: break  // the script has no cancelled touches
            }
            if before == .possible, recognizer.state == .began || recognizer.state == .recognized {
                decide(recognizer)
            }
        }
        resolvePendingRecognizers()
        for recognizer in recognizers { recognizer.sendActionsIfNeeded() }
    }

    /// A recognizer that would begin or recognize: its delegate may refuse
    /// (`gestureRecognizerShouldBegin`), a recognizer it requires to fail may hold it back until
    /// that one decides; otherwise it takes the touch.
    private func decide(_ recognizer: UIGestureRecognizer) {
        if !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true) {
            recognizer.state = .failed
            return
        }
        if blockers(of: recognizer).contains(where: \.isUndecided) {
            recognizer.pendingState = recognizer.state
            recognizer.pendingLocation = recognizer.locationInWindow
            recognizer.state = .possible
            if !heldRecognizers.contains(where: { $0 === recognizer }) { heldRecognizers.append(recognizer) }
            return
        }
        claimTouch(for: recognizer)
    }

    /// The recognizers `recognizer` must wait for: those it requires to fail among the ones
    /// taking part now or held back.
    private func blockers(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var candidates: [UIGestureRecognizer] = []
        for candidate in recognizers + awaiting + recognizer.failureRequirements
        where !candidates.contains(where: { $0 === candidate }) {
            candidates.append(candidate)
        }
        return candidates.filter { $0 !== recognizer && recognizer.requiresFailure(of: $0) }
    }

    /// Held-back recognizers whose requirements have decided: one that recognized makes it fail;
    /// once all have failed, it begins or recognizes as it would have, and its handlers run.
    private func resolvePendingRecognizers() {
        guard !heldRecognizers.isEmpty else { return }
        for recognizer in heldRecognizers {
            let required = blockers(of: recognizer)
            if required.contains(where: { [.began, .changed, .recognized].contains($0.state) || $0.didRecognizeLastTouch }) {
                recognizer.pendingState = nil
                heldRecognizers.removeAll { $0 === recognizer }
                if recognizer.trackedTouch != nil { recognizer.state = .failed } else { recognizer.finishTouch(); recognizer.reset() }
                continue
            }
            guard !required.contains(where: \.isUndecided), let state = recognizer.pendingState else { continue }
            heldRecognizers.removeAll { $0 === recognizer }
            recognizer.pendingState = nil
            recognizer.locationInWindow = recognizer.pendingLocation
            recognizer.state = state
            if recognizer.trackedTouch != nil, recognizers.contains(where: { $0 === recognizer }) {
                claimTouch(for: recognizer)
            } else {
                // Decided after its touch lifted (a single tap once the double tap gave up).
                recognizer.sendActionsIfNeeded()
                recognizer.finishTouch()
                recognizer.reset()
            }
        }
    }

    /// The recognizer that begins first takes the touch: the others fail and the control
    /// tracking it is cancelled. A single tap on an ancestor of that control yields to it.
    private func claimTouch(for recognizer: UIGestureRecognizer) {
        if let control, let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
           !(tap.view?.isDescendant(of: control) ?? false)
        {
            tap.state = .failed
            return
        }
        if winner == nil { winner = recognizer }
        for other in recognizers where other !== recognizer && other.state == .possible
            && !other.recognizesSimultaneously(with: recognizer) && other.pendingState == nil
        {
            other.state = .failed
        }
        if recognizer.cancelsTouchesInView, let control, let event {
            self.control = nil
            control.touchCancelled(with: event)
        }
        if recognizer.cancelsTouchesInView { cancelsResponders = true }
    }

    // MARK: The responder chain

    enum ResponderDelivery {
        /// Nothing sent yet: the touch just came down.
        case notBegun
        /// Held back while a recognizer that ``UIGestureRecognizer/delaysTouchesBegan`` may
        /// still recognize.
        case delayed
        /// `touchesBegan` was sent; moves and the end follow.
        case began
        /// A recognizer took the touch: the view hears no more of it.
        case cancelled
    }

    /// Sends the touch's latest change to the view it landed on, as UIKit's window does, after
    /// the recognizers have seen it: `touchesBegan`, `touchesMoved`, `touchesEnded`; a touch a
    /// cancelling recognizer took ends with `touchesCancelled` (or, never begun, sends nothing);
    /// a touch held back by `delaysTouchesBegan` begins once no such recognizer can still take it.
    private func deliverToResponders(_ touch: UITouch, _ event: UIEvent) {
        guard !cancelRespondersIfTaken(touch, event), let view = touch.view else { return }
        switch delivery {
        case .cancelled:
            return
        case .notBegun, .delayed:
            if recognizers.contains(where: { $0.delaysTouchesBegan && $0.isEnabled && $0.state == .possible }) {
                delivery = .delayed
                return
            }
            delivery = .began
            touch.withPhase(.began) { view.touchesBegan([touch], with: event) }
            if touch.phase == .began { return }
        case .began:
            break
        }
        switch touch.phase {
        case .began: break
        case .moved, .stationary: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        }
    }

    /// Once a cancelling recognizer has taken the touch: `touchesCancelled` to a view that
    /// had it, and no more deliveries. True when the touch is (now) cancelled.
    private func cancelRespondersIfTaken(_ touch: UITouch, _ event: UIEvent) -> Bool {
        if cancelsResponders {
            cancelsResponders = false
            if delivery == .began, let view = touch.view {
                touch.withPhase(.cancelled) { view.touchesCancelled([touch], with: event) }
            }
            delivery = .cancelled
        }
        return delivery == .cancelled
    }

    // MARK: Touch ends held back (`delaysTouchesEnded`)

    private struct HeldEnd {
        let touch: UITouch
        let event: UIEvent
        let view: UIView
        let recognizers: [UIGestureRecognizer]
    }

    /// Holds back the end of a touch its view has begun while a recognizer that delays ends
    /// still waits for more touches (a double tap after one tap), as UIKit's window does; it is
    /// released by ``settleHeldEnd()`` or, when no further tap comes in time, by the clock.
    private func holdEnd(of touch: UITouch, _ event: UIEvent) -> Bool {
        guard delivery == .began, !cancelsResponders, let view = touch.view else { return false }
        let holders = recognizers.filter { $0.delaysTouchesEnded && $0.isEnabled && $0.isAwaitingFurtherTouches }
        guard !holders.isEmpty else { return false }
        settleHeldEnd(force: true)
        heldEnd = HeldEnd(touch: touch, event: event, view: view, recognizers: holders)
        return true
    }

    /// Remembers the recognizers that wait for a further touch after this lift (a double tap
    /// after one tap); if none comes within the tap interval, they fail then, and what they
    /// held back (a touch's end, a recognizer requiring their failure) is released.
    private func awaitFurtherTouches(after liftTime: TimeInterval) {
        awaiting = recognizers.filter(\.isAwaitingFurtherTouches)
        guard !awaiting.isEmpty else { return }
        let waiting = awaiting
        scene.clock.schedule(at: liftTime + UITapGestureRecognizer.maximumTapInterval) { [weak self] in
            guard let self, self.touch == nil else { return }
            for recognizer in waiting where recognizer.isAwaitingFurtherTouches {
                recognizer.stopAwaitingFurtherTouches()
            }
            self.awaiting.removeAll { !$0.isAwaitingFurtherTouches }
            self.settleHeldEnd()
            self.resolvePendingRecognizers()
        }
    }

    /// Releases a held touch end once its recognizers have decided: `touchesCancelled` when
    /// one recognized, `touchesEnded` when none still waits (or when `force`d).
    private func settleHeldEnd(force: Bool = false) {
        guard let held = heldEnd else { return }
        let recognized = held.recognizers.contains { $0.state == .recognized || $0.state == .began }
        let waiting = held.recognizers.contains { $0.isEnabled && $0.isAwaitingFurtherTouches }
        guard recognized || !waiting || force else { return }
        heldEnd = nil
        if recognized {
            held.touch.withPhase(.cancelled) { held.view.touchesCancelled([held.touch], with: held.event) }
        } else {
            held.touch.withPhase(.ended) { held.view.touchesEnded([held.touch], with: held.event) }
        }
    }

    // MARK: Held touches

    /// Asks each recognizer that times the hold (a long press) when to hear about it.
    private func scheduleHolds(for touch: UITouch) {
        for case let recognizer as HoldTimedGestureRecognizer in recognizers {
            guard let deadline = recognizer.holdDeadline(for: touch) else { continue }
            scene.clock.schedule(at: deadline) { [weak self, weak recognizer] in
                guard let self, let recognizer else { return }
                self.deliverHold(to: recognizer, of: touch)
            }
        }
    }

    /// Tells `recognizer` the finger is still down, if it is the same touch and the recognizer
    /// is still in the running; a recognizer that begins then takes the touch.
    private func deliverHold(to recognizer: HoldTimedGestureRecognizer, of touch: UITouch) {
        guard self.touch === touch, recognizer.isEnabled, recognizer.view != nil, recognizer.state == .possible,
              winner == nil || winner === recognizer
        else { return }
        recognizer.locationInWindow = touch.locationInWindow
        recognizer.touchHeld(touch)
        if recognizer.state == .began { claimTouch(for: recognizer) }
        if let event { _ = cancelRespondersIfTaken(touch, event) }
        for other in recognizers { other.sendActionsIfNeeded() }
    }
}
