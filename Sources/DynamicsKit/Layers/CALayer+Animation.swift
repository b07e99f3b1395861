import Foundation

// Layer animations on the scene's clock, implicit and explicit.
//
// Implicit: changing an animatable property of a standalone layer that is in a layer tree, in
// a later tick than the one it was made or added in, animates from what was shown to the new
// value over `CATransaction.animationDuration()` (0.25 s) along Core Animation's default
// curve, unless `CATransaction.setDisableActions(true)`. As for `UIView.animate`, the model
// value changes at once and the change is kept as an offset, old − new, that falls to 0; a new
// change to the same property replaces the offset, starting from what is shown. A view's own
// layer never animates implicitly.
//
// Explicit: `add(_:forKey:)` plays a `CABasicAnimation` over the model value without changing
// it. What is drawn is `presentation()`: a copy of the model with every animation applied in
// the order added. Outside a scene's clock nothing plays: changes stand at once.

extension CALayer {
    /// Runs `change`, which sets the model value of the animatable property `key`, and
    /// animates it implicitly when Core Animation would.
    func changeAnimatable(_ key: String, _ change: () -> Void) {
        guard view == nil, !isPresentationCopy, superlayer != nil, let clock = Clock.current,
              clock.ticks > (committedTick ?? -1), !CATransaction.disableActions()
        else { return change() }
        let duration = CATransaction.animationDuration()
        let before = presentedVector(forKey: key)
        change()
        guard duration > 0, duration.isFinite, let before, let after = animatableVector(forKey: key),
              before.count == after.count, before != after
        else { return }
        var offset = zip(before, after).map { $0 - $1 }
        // Turn the short way round.
        if key == "transform" { offset[2] = remainder(offset[2], 2 * .pi) }
        for entry in animationEntries where entry.isImplicit && entry.keyPath == key { entry.end(finished: false) }
        let curve = CATransaction.animationTimingFunction()?.curve ?? .cubic(0.25, 0.1, 0.25, 1)
        let entry = LayerAnimationEntry(
            layer: self, keyPath: key, key: nil, kind: .offset(offset),
            timing: AnimationTiming(delay: 0, duration: duration, curve: curve), clock: clock)
        entry.start()
    }

    /// The value of `key` as shown now, with the animations playing on it.
    func presentedVector(forKey key: String) -> [CGFloat]? {
        animationEntries.isEmpty ? animatableVector(forKey: key) : presentationLayer().animatableVector(forKey: key)
    }

    /// A copy of the model values with every animation playing applied, oldest first.
    func presentationLayer() -> CALayer {
        let copy = makeCopy()
        copy.isPresentationCopy = true
        for entry in animationEntries { entry.apply(to: copy) }
        return copy
    }

    /// What the renderer draws: the layer itself while nothing plays on it, else its
    /// presentation.
    package var drawnLayer: CALayer { animationEntries.isEmpty ? self : presentationLayer() }

    /// The layer as it is shown now, with its animations applied: a new copy each call, nil
    /// when the copy cannot be this class (a subclass declared in a scene plays as its kit
    /// superclass).
    public func presentation() -> Self? {
        presentationLayer() as? Self
    }

    /// The layer itself: the model values.
    public func model() -> Self { self }

    // MARK: Explicit animations

    /// Plays `anim` on the layer from the next tick, replacing the animation of the same key.
    /// Nothing plays outside a scene's clock.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let clock = Clock.current else { return }
        if let transition = anim as? CATransition {
            return add(transition.contentAnimation(on: self), forKey: key ?? kCATransition)
        }
        if let key { removeAnimation(forKey: key) }
        let copy = anim.copyForLayer()
        if let group = copy as? CAAnimationGroup {
            return addGroup(group, forKey: key, clock: clock)
        }
        if let keyframes = copy as? CAKeyframeAnimation {
            return addKeyframes(keyframes, forKey: key, clock: clock)
        }
        guard let basic = copy as? CABasicAnimation, let keyPath = basic.keyPath else {
            KitNote.once("a \(type(of: anim)) does not play on layers here; it was not played")
            return
        }
        let shown = presentedVector(forKey: keyPath)
        func value(_ v: Any?) -> [CGFloat]? { v.flatMap { animationVector(from: $0, forKey: keyPath) } }
        guard let from = value(basic.fromValue) ?? shown else {
            KitNote.once("a CABasicAnimation of \"\(keyPath)\" was not played: the key path or its values do not animate here")
            return
        }
        var to = value(basic.toValue)
        if to == nil, let by = value(basic.byValue), by.count == from.count { to = zip(from, by).map { $0 + $1 } }
        guard let to = to ?? animatableVector(forKey: keyPath), to.count == from.count else { return }
        var duration = basic.duration > 0 ? basic.duration : CATransaction.animationDuration()
        if !duration.isFinite { duration = 0 }
        let delay = basic.beginTime > 0 ? basic.beginTime - clock.time : 0
        let curve = basic.timingFunction?.curve ?? .linear
        let kind: LayerAnimationEntry.Kind
        if let spring = basic as? CASpringAnimation {
            kind = .spring(from, to, spring)
        } else {
            kind = .fromTo(from, to, basic)
        }
        let entry = LayerAnimationEntry(
            layer: self, keyPath: keyPath, key: key, kind: kind,
            timing: AnimationTiming(delay: delay, duration: duration, curve: curve), clock: clock)
        entry.start()
    }

    /// A keyframe animation: its values at their key times (evenly spaced without them), or
    /// points along its path for a position, paced by length.
    private func addKeyframes(_ animation: CAKeyframeAnimation, forKey key: String?, clock: Clock) {
        guard let keyPath = animation.keyPath else { return }
        var values: [[CGFloat]]
        var times: [Double]?
        if let path = animation.path, keyPath == "position" {
            let points = UIBezierPath(cgPath: path).polylines().flatMap(\.points)
            guard points.count > 1 else { return }
            var lengths: [Double] = [0]
            for index in 1..<points.count {
                lengths.append(lengths[index - 1] + Double(hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)))
            }
            guard let total = lengths.last, total > 0 else { return }
            values = points.map { [$0.x, $0.y] }
            times = lengths.map { $0 / total }
        } else {
            values = (animation.values ?? []).compactMap { animationVector(from: $0, forKey: keyPath) }
            guard values.count == animation.values?.count, let first = values.first, values.allSatisfy({ $0.count == first.count }) else {
                KitNote.once("a CAKeyframeAnimation of \"\(keyPath)\" was not played: its values do not animate here")
                return
            }
            if let keyTimes = animation.keyTimes, keyTimes.count == values.count {
                times = keyTimes.map(\.doubleValue)
            }
        }
        guard !values.isEmpty else { return }
        let count = values.count
        let keyTimes = times ?? (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        var duration = animation.duration > 0 ? animation.duration : CATransaction.animationDuration()
        if !duration.isFinite { duration = 0 }
        let delay = animation.beginTime > 0 ? animation.beginTime - clock.time : 0
        let entry = LayerAnimationEntry(
            layer: self, keyPath: keyPath, key: key, kind: .keyframes(values, keyTimes, animation),
            timing: AnimationTiming(delay: delay, duration: duration, curve: animation.timingFunction?.curve ?? .linear), clock: clock)
        entry.start()
    }

    /// A group: each animation plays in the group's time (from the group's begin, its own
    /// duration or else the group's); the group's delegate hears of the whole.
    private func addGroup(_ group: CAAnimationGroup, forKey key: String?, clock: Clock) {
        let start = group.beginTime > 0 ? group.beginTime : clock.time
        group.delegate?.animationDidStart(group)
        for (index, child) in (group.animations ?? []).enumerated() {
            let copy = child.copyForLayer()
            if copy.duration <= 0 { copy.duration = group.duration }
            copy.beginTime = start + copy.beginTime
            if copy.timingFunction == nil { copy.timingFunction = group.timingFunction }
            if group.fillMode != .removed { copy.fillMode = group.fillMode }
            copy.isRemovedOnCompletion = group.isRemovedOnCompletion
            copy.delegate = nil
            add(copy, forKey: key.map { "\($0).\(index)" })
        }
        let length = group.duration > 0 ? group.duration : CATransaction.animationDuration()
        clock.schedule(at: start + length) {
            group.delegate?.animationDidStop(group, finished: true)
        }
    }

    public func removeAnimation(forKey key: String) {
        for entry in animationEntries where entry.key == key { entry.end(finished: false) }
    }

    public func removeAllAnimations() {
        for entry in animationEntries { entry.end(finished: false) }
    }

    /// The animation added under `key`, while it plays.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }
}

/// One animation playing on one layer's property, stepped by the scene's clock.
final class LayerAnimationEntry: ClockDriven {
    enum Kind {
        /// Implicit: old − new, shown scaled by the fraction left.
        case offset([CGFloat])
        /// Explicit: from one value to another, replacing the model value while it plays.
        case fromTo([CGFloat], [CGFloat], CABasicAnimation)
        /// A spring between two values, on its own curve.
        case spring([CGFloat], [CGFloat], CASpringAnimation)
        /// Values at key times (0…1).
        case keyframes([[CGFloat]], [Double], CAKeyframeAnimation)
    }

    let keyPath: String
    /// The key given to `add(_:forKey:)`; nil for implicit animations.
    let key: String?
    let kind: Kind
    let timing: AnimationTiming
    private weak var layer: CALayer?
    private weak var clock: Clock?
    /// The transaction the animation was made in, told when it ends.
    private let transaction: CATransaction.Level
    private var elapsed: TimeInterval = 0
    private var ended = false
    /// Explicit animations that stay at their end value (`fillMode` forwards, not removed).
    private var holdsEnd = false

    init(layer: CALayer, keyPath: String, key: String?, kind: Kind, timing: AnimationTiming, clock: Clock) {
        self.layer = layer
        self.keyPath = keyPath
        self.key = key
        self.kind = kind
        self.timing = timing
        self.clock = clock
        transaction = CATransaction.current
    }

    var isImplicit: Bool { if case .offset = kind { return true } else { return false } }

    var animation: CAAnimation? {
        switch kind {
        case .offset: return nil
        case let .fromTo(_, _, animation): return animation
        case let .spring(_, _, animation): return animation
        case let .keyframes(_, _, animation): return animation
        }
    }

    private var speed: Double {
        guard let animation, animation.speed.isFinite else { return 1 }
        return Double(animation.speed)
    }

    /// The length of the whole animation: its passes, each there and back when it autoreverses.
    private var activeDuration: TimeInterval {
        guard let animation else { return timing.duration }
        let passes = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
        return timing.duration * passes * (animation.autoreverses ? 2 : 1)
    }

    func start() {
        layer?.animationEntries.append(self)
        transaction.animationsPlaying += 1
        clock?.attach(self)
        if let animation { animation.delegate?.animationDidStart(animation) }
    }

    func step(_ dt: TimeInterval) {
        guard !holdsEnd else { return }
        elapsed += dt * speed
        // A billionth of a second forgiven: 15 ticks of 1/60 s make 0.25 s.
        guard elapsed - timing.delay >= activeDuration - 1e-9 else { return }
        if let animation, !animation.isRemovedOnCompletion, animation.fillMode == .forwards || animation.fillMode == .both {
            holdsEnd = true
            clock?.detach(self)
            finishTransaction(finished: true)
        } else {
            end(finished: true)
        }
    }

    /// Takes the animation off its layer and the clock and tells whoever waits.
    func end(finished: Bool) {
        guard !ended else { return }
        ended = true
        layer?.animationEntries.removeAll { $0 === self }
        clock?.detach(self)
        finishTransaction(finished: finished)
    }

    private var toldTransaction = false

    private func finishTransaction(finished: Bool) {
        guard !toldTransaction else { return }
        toldTransaction = true
        if let animation { animation.delegate?.animationDidStop(animation, finished: finished) }
        transaction.animationEnded()
    }

    /// Sets the animated property of `copy` (a presentation copy) to what is shown now.
    func apply(to copy: CALayer) {
        switch kind {
        case let .offset(offset):
            guard let value = copy.animatableVector(forKey: keyPath), value.count == offset.count else { return }
            let weight = CGFloat(timing.remainingFraction(at: elapsed))
            copy.setAnimatableVector(zip(value, offset).map { $0 + $1 * weight }, forKey: keyPath)
        case let .fromTo(from, to, animation):
            guard let progress = progress(of: animation) else { return }
            let p = CGFloat(progress)
            copy.setAnimatableVector(zip(from, to).map { $0 + ($1 - $0) * p }, forKey: keyPath)
        case let .spring(from, to, animation):
            guard let time = localTime(of: animation) else { return }
            let p = CGFloat(animation.displacement(at: time))
            copy.setAnimatableVector(zip(from, to).map { $0 + ($1 - $0) * p }, forKey: keyPath)
        case let .keyframes(values, times, animation):
            guard let progress = progress(of: animation) else { return }
            copy.setAnimatableVector(
                Self.keyframeValue(values, times, at: progress, discrete: animation.calculationMode == .discrete), forKey: keyPath)
        }
    }

    /// The value at `progress` (0…1) between the keyframes around it, or the one reached for
    /// a discrete animation.
    static func keyframeValue(_ values: [[CGFloat]], _ times: [Double], at progress: Double, discrete: Bool) -> [CGFloat] {
        guard values.count > 1, let last = values.last else { return values.first ?? [] }
        if progress >= times[times.count - 1] { return last }
        guard progress > times[0] else { return values[0] }
        let index = times.lastIndex { $0 <= progress } ?? 0
        if discrete || index + 1 >= values.count { return values[index] }
        let span = times[index + 1] - times[index]
        let t = CGFloat(span > 0 ? (progress - times[index]) / span : 1)
        return zip(values[index], values[index + 1]).map { $0 + ($1 - $0) * t }
    }

    /// Seconds into the current pass of `animation` (a spring has its own curve).
    private func localTime(of animation: CAAnimation) -> Double? {
        let time = elapsed - timing.delay
        if time < 0 { return animation.fillMode == .backwards || animation.fillMode == .both ? 0 : nil }
        let duration = timing.duration
        guard duration > 0 else { return duration }
        let clamped = min(time, activeDuration)
        var local = clamped.truncatingRemainder(dividingBy: animation.autoreverses ? 2 * duration : duration)
        if clamped >= activeDuration - 1e-9 { local = animation.autoreverses ? 0 : duration }
        if animation.autoreverses && local > duration { local = 2 * duration - local }
        return local
    }

    /// How far from `from` to `to` an explicit animation shows now, or nil when it shows the
    /// model value (before a delayed start without a backwards fill).
    private func progress(of animation: CAAnimation) -> Double? {
        let time = elapsed - timing.delay
        if time < 0 {
            return animation.fillMode == .backwards || animation.fillMode == .both ? 0 : nil
        }
        let duration = timing.duration
        guard duration > 0 else { return 1 }
        let clamped = min(time, activeDuration)
        var local = clamped.truncatingRemainder(dividingBy: animation.autoreverses ? 2 * duration : duration)
        // The very end of the last pass is its end, not the start of another.
        if clamped >= activeDuration - 1e-9 { local = animation.autoreverses ? 0 : duration }
        if animation.autoreverses && local > duration { local = 2 * duration - local }
        let curve = AnimationTiming(delay: 0, duration: duration, curve: timing.curve)
        return 1 - curve.remainingFraction(at: local)
    }
}

extension CALayer {
    /// An animation's `fromValue`/`toValue`/`byValue` as the numbers of the property `key`.
    func animationVector(from value: Any, forKey key: String) -> [CGFloat]? {
        switch value {
        case let number as CGFloat: return [number]
        case let number as Double: return [CGFloat(number)]
        case let number as Float: return [CGFloat(number)]
        case let number as Int: return [CGFloat(number)]
        case let number as NSNumber: return [CGFloat(number.doubleValue)]
        case let boxed as NSValue: return boxed.boxedGeometry.flatMap { animationVector(from: $0, forKey: key) }
        case let point as CGPoint: return [point.x, point.y]
        case let size as CGSize: return [size.width, size.height]
        case let rect as CGRect: return [rect.minX, rect.minY, rect.width, rect.height]
        case let color as CGColor: return colorVector(color)
        case let color as UIColor: return colorVector(color.cgColor)
        case let transform as CATransform3D:
            let c = TransformComponents(CATransform3DGetAffineTransform(transform))
            return [c.tx, c.ty, c.angle, c.scaleX, c.scaleY, c.shear]
        case let transform as CGAffineTransform:
            let c = TransformComponents(transform)
            return [c.tx, c.ty, c.angle, c.scaleX, c.scaleY, c.shear]
        case let path as CGPath: return path.animatableVector
        default: return nil
        }
    }
}

