import Foundation
import InterfaceBuilder

// Constraints and user-defined runtime attributes, the last things a load sets before
// `awakeFromNib`.
extension NibLoading {
    /// Adds one `<constraint>`: its items by id (the holding view when `firstItem` is left
    /// out, a layout guide by its own id), its attributes, relation, multiplier (`0.5` or
    /// `2:1`), constant and priority. Placeholder constraints (removed at build time) are not
    /// added.
    func addConstraint(_ element: IBElement, holder: UIView) {
        guard element.flag("placeholder") != true else { return }
        func item(_ id: String?) -> (Any, [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute])? {
            guard let id else { return nil }
            if let guide = guides[id] { return (guide.guide, guide.attributes) }
            return object(id: id).map { ($0, [:]) }
        }
        guard let firstName = element["firstAttribute"], var firstAttribute = Self.attribute(firstName) else {
            warn(element, "a constraint on \(element["firstAttribute"] ?? "nothing") is not understood here; left out")
            return
        }
        let first: Any
        if let id = element["firstItem"] {
            guard let found = item(id) else {
                warn(element, "a constraint names \(id), which is not in the file; left out")
                return
            }
            first = found.0
            firstAttribute = found.1[firstAttribute] ?? firstAttribute
        } else {
            first = holder
        }
        var second: Any?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let id = element["secondItem"] {
            guard let found = item(id), let name = element["secondAttribute"], let attribute = Self.attribute(name) else {
                warn(element, "a constraint names \(id) or an attribute not understood here; left out")
                return
            }
            second = found.0
            secondAttribute = found.1[attribute] ?? attribute
        }
        let relation: NSLayoutConstraint.Relation
        switch element["relation"] {
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case "lessThanOrEqual": relation = .lessThanOrEqual
        default: relation = .equal
        }
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: Self.multiplier(element["multiplier"]), constant: CGFloat(element.number("constant") ?? 0))
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        constraint.isActive = true
        register(constraint, for: element)
    }

    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            return CGFloat(numerator / denominator)
        }
        return Double(text).map { CGFloat($0) } ?? 1
    }

    static func attribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": return .left
        case "right": return .right
        case "top": return .top
        case "bottom": return .bottom
        case "leading": return .leading
        case "trailing": return .trailing
        case "width": return .width
        case "height": return .height
        case "centerX": return .centerX
        case "centerY": return .centerY
        case "baseline", "lastBaseline": return .lastBaseline
        case "firstBaseline": return .firstBaseline
        case "leftMargin": return .leftMargin
        case "rightMargin": return .rightMargin
        case "topMargin": return .topMargin
        case "bottomMargin": return .bottomMargin
        case "leadingMargin": return .leadingMargin
        case "trailingMargin": return .trailingMargin
        case "centerXWithinMargins": return .centerXWithinMargins
        case "centerYWithinMargins": return .centerYWithinMargins
        default: return nil
        }
    }

    /// Sets one user-defined runtime attribute: a layer's or view's own key path, else the
    /// scene's `@IBInspectable` (or any outlet-settable) property of that name.
    func setRuntimeAttribute(_ element: IBElement, of object: AnyObject) {
        guard let keyPath = element["keyPath"] else { return }
        let value: Any?
        switch element["type"] {
        case "number":
            let number = element.children.first { $0.key == "value" }
            value = number?.number("value") ?? 0
        case "boolean": value = element.flag("value") ?? false
        case "string", "localizedString": value = element["value"] ?? element.child("string", key: "value")?.text
        case "color":
            let decoder = UINibDecoder(element: element, loading: self)
            value = decoder.color(key: "value")
        case "point":
            let point = element.child("point", key: "value")
            value = CGPoint(x: point?.number("x") ?? 0, y: point?.number("y") ?? 0)
        case "size":
            let size = element.child("size", key: "value")
            value = CGSize(width: size?.number("width") ?? 0, height: size?.number("height") ?? 0)
        case "rect":
            value = element.child("rect", key: "value").flatMap(UINibDecoder.rect)
        case "image": value = element["value"].flatMap { UIImage(named: $0) }
        case "nil": value = nil
        default:
            warn(element, "a runtime attribute of type \(element["type"] ?? "none") is not supported here; \(keyPath) is left unset")
            return
        }
        if let view = object as? UIView, setKnown(keyPath, of: view, to: value) { return }
        if InterfaceBuilderRegistry.set(keyPath, of: object, to: value) { return }
        warn(element, "the runtime attribute \(keyPath) of \(InterfaceBuilderRegistry.className(of: object)) is not supported here; left unset")
    }

    /// The key paths of UIKit's own views and layers that storyboards set most.
    private func setKnown(_ keyPath: String, of view: UIView, to value: Any?) -> Bool {
        let number = (value as? Double).map { CGFloat($0) }
        let cgColor = (value as? UIColor)?.cgColor
        switch keyPath {
        case "layer.cornerRadius": view.layer.cornerRadius = number ?? 0
        case "layer.borderWidth": view.layer.borderWidth = number ?? 0
        case "layer.borderColor", "layer.borderUIColor": view.layer.borderColor = cgColor
        case "layer.masksToBounds": view.layer.masksToBounds = value as? Bool ?? false
        case "layer.shadowOpacity": view.layer.shadowOpacity = Float(number ?? 0)
        case "layer.shadowRadius": view.layer.shadowRadius = number ?? 0
        case "layer.shadowColor": view.layer.shadowColor = cgColor
        case "layer.shadowOffset": view.layer.shadowOffset = value as? CGSize ?? .zero
        case "clipsToBounds": view.clipsToBounds = value as? Bool ?? false
        case "alpha": view.alpha = number ?? 1
        case "tag": view.tag = Int(number ?? 0)
        case "backgroundColor": view.backgroundColor = value as? UIColor
        case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
        default: return false
        }
        return true
    }
}
