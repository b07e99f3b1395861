import Foundation

/// A linear relation between two layout attributes, as UIKit's:
/// `first.attribute (=, ≤, ≥) multiplier × second.attribute + constant`.
///
/// Make them from anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 20)`)
/// or with the attribute initializer, then activate them. Active constraints are solved in the
/// layout pass (LayoutEngine.swift); changing `constant` or `priority` lays out again at the next
/// pass, or at once with `layoutIfNeeded()`. Items are held weakly: a constraint whose view is
/// gone no longer counts.
open class NSLayoutConstraint: NSObject {
    /// The parts of a view's alignment rectangle a constraint can relate. Leading and trailing
    /// are left and right (left-to-right layout); baselines are the top and the bottom; the
    /// margin attributes stand for the view's `layoutMarginsGuide`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// For content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The standard spacing between sibling views, in points.
    static let systemSpacing: CGFloat = 8

    weak var firstLayoutItem: LayoutItem?
    weak var secondLayoutItem: LayoutItem?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    /// Scales the second attribute. Fixed at creation, as in UIKit.
    public let multiplier: CGFloat

    /// Points added to the second attribute. Changing it lays out again.
    open var constant: CGFloat {
        didSet { if constant != oldValue { constraintDidChange() } }
    }

    /// Defaults to `.required`. A required constraint that cannot hold with the others is
    /// broken (with UIKit's warning on stderr); an optional one is met as well as possible.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { constraintDidChange() } }
    }

    /// A name shown in the conflict warning.
    open var identifier: String?
    /// Accepted for ported code; there are no archives here.
    open var shouldBeArchived = false

    /// The view whose `constraints` hold this one while it is active: the items' nearest
    /// common ancestor.
    weak var installedView: UIView?
    /// Set once a conflict breaking this constraint has been reported.
    var hasReportedConflict = false

    init(
        first: LayoutItem?, firstAttribute: Attribute, relation: Relation, second: LayoutItem?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        // A margin attribute of a view is the same edge of its layout margins guide.
        let (firstItem, firstAttribute) = Self.resolvingMargins(first, firstAttribute)
        let (secondItem, secondAttribute) = Self.resolvingMargins(second, secondAttribute)
        firstLayoutItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondLayoutItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// `view1.attr1 (relation) multiplier × view2.attr2 + c`; `view2` nil (and `attr2`
    /// `.notAnAttribute`) for a constant width or height. Items are views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as? LayoutItem, firstAttribute: attr1, relation: relation, second: view2 as? LayoutItem,
            secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    /// A placeholder, as UIKit's: no items, `notAnAttribute` on both sides, multiplier 1.
    /// Apps declare `var bottom = NSLayoutConstraint()` and replace it with a real one; this
    /// one takes no part in layout, even activated.
    public override convenience init() {
        self.init(
            first: nil, firstAttribute: .notAnAttribute, relation: .equal, second: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    public var firstItem: AnyObject? { firstLayoutItem }
    public var secondItem: AnyObject? { secondLayoutItem }

    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstLayoutItem, attribute: firstAttribute)
    }

    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondLayoutItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating it adds it to the `constraints`
    /// of its items' nearest common ancestor (or of its first item's view while they have none:
    /// it counts once they share a hierarchy); deactivating removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                installationView.map(install)
            } else {
                uninstall()
            }
        }
    }

    /// Adds the constraint to `view`'s `constraints` (moving it from where it was).
    func install(on view: UIView) {
        uninstall()
        view.autoLayout.constraints.append(self)
        installedView = view
        LayoutEngine.constraintsDidChange()
    }

    private func uninstall() {
        guard let view = installedView else { return }
        view.autoLayout.constraints.removeAll { $0 === self }
        installedView = nil
        LayoutEngine.constraintsDidChange()
    }

    /// Activates each constraint, as setting `isActive` on each.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private var installationView: UIView? {
        let first = firstLayoutItem?.layoutOwner
        guard let second = secondLayoutItem?.layoutOwner else { return first }
        guard let first else { return second }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return first
    }

    private func constraintDidChange() {
        if isActive { LayoutEngine.constraintsDidChange() }
    }

    private static func resolvingMargins(_ item: LayoutItem?, _ attribute: Attribute) -> (LayoutItem?, Attribute) {
        guard let view = item as? UIView else { return (item, attribute) }
        let edge: Attribute
        switch attribute {
        case .leftMargin: edge = .left
        case .rightMargin: edge = .right
        case .topMargin: edge = .top
        case .bottomMargin: edge = .bottom
        case .leadingMargin: edge = .leading
        case .trailingMargin: edge = .trailing
        case .centerXWithinMargins: edge = .centerX
        case .centerYWithinMargins: edge = .centerY
        default: return (item, attribute)
        }
        return (view.layoutMarginsGuide, edge)
    }

    // MARK: Description

    /// UIKit's debugging form: `<NSLayoutConstraint:0x… UIView:0x….width == 200   (active)>`.
    open override var description: String {
        var text = "<NSLayoutConstraint:\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + Self.formula(
            firstLayoutItem, firstAttribute, relation, secondLayoutItem, secondAttribute, multiplier, constant)
        return text + "   (\(isActive ? "active" : "inactive"))>"
    }

    static func formula(
        _ first: LayoutItem?, _ firstAttribute: Attribute, _ relation: Relation, _ second: LayoutItem?,
        _ secondAttribute: Attribute, _ multiplier: CGFloat, _ constant: CGFloat
    ) -> String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(first?.layoutDescription ?? "nil").\(firstAttribute) \(symbol) "
        if let second {
            if multiplier != 1 { text += "\(number(multiplier))*" }
            text += "\(second.layoutDescription).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))" }
        } else {
            text += number(constant)
        }
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
