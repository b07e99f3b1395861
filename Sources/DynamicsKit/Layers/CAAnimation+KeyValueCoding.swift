import Foundation

// Key-value coding of animations and layers. Core Animation's classes accept any key: a key
// that names a property sets it, any other key keeps its value for `value(forKey:)`, which is
// how code tags an animation to know it again in `animationDidStop(_:finished:)`
// (`animation.setValue("drop", forKey: "name")`) and turns a layer by a key path
// (`layer.setValue(CGFloat.pi, forKeyPath: "transform.rotation.z")`). Foundation on Linux has
// no key-value coding; these are the two classes' own. A key path is taken whole, as Core
// Animation takes the layer's transform paths.

/// `value` as a number, as key-value coding unboxes one: any Swift number, an `NSNumber` or a `Bool`.
private func number(_ value: Any?) -> Double? {
    switch value {
    case let x as CGFloat: Double(x)
    case let x as Double: x
    case let x as Float: Double(x)
    case let x as Int: Double(x)
    case let x as NSNumber: x.doubleValue
    case let x as Bool: x ? 1 : 0
    default: nil
    }
}

extension CAAnimation {
    /// Sets the property `key` names (`duration`, `beginTime`, `repeatCount`, `speed`,
    /// `autoreverses`, `removedOnCompletion`; a property animation's `keyPath`, `fromValue`,
    /// `toValue`, `byValue`), or keeps `value` under `key`; nil removes what is kept.
    public func setValue(_ value: Any?, forKey key: String) {
        if setProperty(key, value) { return }
        keyedValues[key] = value
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    /// The property `key` names, or what `setValue(_:forKey:)` kept under it (nil if nothing).
    public func value(forKey key: String) -> Any? {
        switch key {
        case "duration": duration
        case "beginTime": beginTime
        case "repeatCount": repeatCount
        case "speed": speed
        case "autoreverses": autoreverses
        case "removedOnCompletion", "isRemovedOnCompletion": isRemovedOnCompletion
        case "delegate": delegate
        case "keyPath" where self is CAPropertyAnimation: (self as? CAPropertyAnimation)?.keyPath
        case "fromValue" where self is CABasicAnimation: (self as? CABasicAnimation)?.fromValue
        case "toValue" where self is CABasicAnimation: (self as? CABasicAnimation)?.toValue
        case "byValue" where self is CABasicAnimation: (self as? CABasicAnimation)?.byValue
        default: keyedValues[key]
        }
    }

    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// Sets the property `key` names from `value`; false if `key` names none (or `value` does
    /// not fit it, which then is kept under the key as it is).
    private func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "duration": guard let x = number(value) else { return false }; duration = x
        case "beginTime": guard let x = number(value) else { return false }; beginTime = x
        case "repeatCount": guard let x = number(value) else { return false }; repeatCount = Float(x)
        case "speed": guard let x = number(value) else { return false }; speed = Float(x)
        case "autoreverses": guard let x = number(value) else { return false }; autoreverses = x != 0
        case "removedOnCompletion", "isRemovedOnCompletion":
            guard let x = number(value) else { return false }; isRemovedOnCompletion = x != 0
        case "keyPath":
            guard let animation = self as? CAPropertyAnimation else { return false }
            animation.keyPath = value as? String
        case "fromValue", "toValue", "byValue":
            guard let animation = self as? CABasicAnimation else { return false }
            switch key {
            case "fromValue": animation.fromValue = value
            case "toValue": animation.toValue = value
            default: animation.byValue = value
            }
        default: return false
        }
        return true
    }
}

extension CALayer {
    /// Sets the property `key` names: an animatable one (`opacity`, `position`, `cornerRadius`,
    /// `transform.rotation.z`, `transform.scale`… any key a `CABasicAnimation` animates) from a
    /// value of its kind, or `name`, `hidden`, `masksToBounds`; any other key keeps `value`
    /// under it. Setting a property this way animates as setting it directly would.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value, let vector = animationVector(from: value, forKey: key),
           let current = animatableVector(forKey: key), current.count == vector.count {
            setAnimatableVector(vector, forKey: key)
            return
        }
        switch key {
        case "name": name = value as? String
        case "hidden", "isHidden": if let x = number(value) { isHidden = x != 0 } else { keyedValues[key] = value }
        case "masksToBounds": if let x = number(value) { masksToBounds = x != 0 } else { keyedValues[key] = value }
        default: keyedValues[key] = value
        }
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }

    /// The property `key` names (one number as a `CGFloat`, `position` and `anchorPoint` as
    /// `CGPoint`s, `bounds` as a `CGRect`, `bounds.size` and `shadowOffset` as `CGSize`s,
    /// colours as `CGColor`s), or what `setValue(_:forKey:)` kept under it.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "position": return position
        case "anchorPoint": return anchorPoint
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "shadowOffset": return shadowOffset
        case "backgroundColor": return backgroundColor
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "transform": return transform
        default:
            if let vector = animatableVector(forKey: key), vector.count == 1 { return vector[0] }
            return keyedValues[key]
        }
    }

    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
}
