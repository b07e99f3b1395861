import Foundation

/// One solve of a hierarchy's constraints: the views and guides involved, the linear
/// constraints in the order they are added, and how the solution becomes frames. See
/// LayoutEngine.swift for the model.
struct LayoutProblem {
    /// One linear constraint for the solver.
    struct Entry {
        var expression: LinearSolver.Expression
        var relation: LinearSolver.Relation
        var strength: LinearSolver.Strength
        /// Who the constraint is, without its numbers: a reported conflict's key.
        var identity: String
        /// UIKit's debugging form, for the conflict warning.
        var description: String
        /// Holds a view a dynamic animator moves where the animator put it: the kit's, not the
        /// app's. UIKit's layout engine never sees the animator, so a conflict with this hold
        /// is not one UIKit would report.
        var holdsAnimatedItem = false
    }

    /// The views involved, depth first (every superview before its subviews).
    private(set) var views: [UIView] = []
    private(set) var entries: [Entry] = []
    /// True after `write(_:)` when a safe-area or margins guide's insets are not those it was
    /// solved with (its view moved).
    private(set) var guideInsetsChanged = false

    private let root: UIView
    private let inMotion: Set<ObjectIdentifier>
    private var guides: [UILayoutGuide] = []
    /// The first of each item's four variables: left, top, width, height.
    private var variables: [ObjectIdentifier: Int] = [:]
    private var systemGuideInsets: [(guide: UILayoutGuide, insets: UIEdgeInsets)] = []

    init(root: UIView, inMotion: Set<ObjectIdentifier>) {
        self.root = root
        self.inMotion = inMotion

        var depthFirst: [UIView] = []
        var position: [ObjectIdentifier: Int] = [:]
        var installed: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            position[ObjectIdentifier(view)] = depthFirst.count
            depthFirst.append(view)
            if let storage = view.autoLayoutStorage { installed += storage.constraints }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)

        func isInHierarchy(_ item: LayoutItem) -> Bool {
            item.layoutOwner.map { position[ObjectIdentifier($0)] != nil } ?? false
        }
        let constraints = installed.filter { constraint in
            guard constraint.firstAttribute != .notAnAttribute, let first = constraint.firstLayoutItem,
                isInHierarchy(first) else { return false }
            guard let second = constraint.secondLayoutItem else { return constraint.secondAttribute == .notAnAttribute }
            return isInHierarchy(second)
        }

        // The views the constraints mention, their ancestors (which place them) and the guides.
        var involved = Set<Int>()
        var guideList: [UILayoutGuide] = []
        var guideSeen = Set<ObjectIdentifier>()
        for constraint in constraints {
            for item in [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap({ $0 }) {
                if let guide = item as? UILayoutGuide, guideSeen.insert(ObjectIdentifier(guide)).inserted {
                    guideList.append(guide)
                }
                var view = item.layoutOwner
                while let current = view, involved.insert(position[ObjectIdentifier(current)]!).inserted {
                    view = current.superview
                }
            }
        }
        views = involved.sorted().map { depthFirst[$0] }
        guides = guideList.map { guide -> (key: [Int], guide: UILayoutGuide) in
            let owner = guide.owningView!
            let rank: Int
            switch guide.kind {
            case .safeArea: rank = 0
            case .margins: rank = 1
            case .custom: rank = 2 + (owner.layoutGuides.firstIndex { $0 === guide } ?? 0)
            }
            return ([position[ObjectIdentifier(owner)]!, rank], guide)
        }.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.guide)
        for (index, item) in (views as [LayoutItem] + guides as [LayoutItem]).enumerated() {
            variables[ObjectIdentifier(item)] = 4 * index
        }

        addFrameConstraints()
        addGuideConstraints()
        addUserConstraints(constraints)
        addContentSizeConstraints()
    }

    // MARK: Building

    /// Whether the layout pass leaves the view's frame as it is and reads it as an input.
    private func isFixed(_ view: UIView) -> Bool {
        view === root || view.translatesAutoresizingMaskIntoConstraints || inMotion.contains(ObjectIdentifier(view))
    }

    /// Fixed views keep their frame (untransformed: centre and bounds size), relative to their
    /// superview.
    private mutating func addFrameConstraints() {
        for view in views where isFixed(view) {
            let base = variables[ObjectIdentifier(view)]!
            let size = view.bounds.size
            var left = Double(view.center.x - size.width / 2), top = Double(view.center.y - size.height / 2)
            var x = LinearSolver.Expression([(base, 1)]), y = LinearSolver.Expression([(base + 1, 1)])
            if let superview = view.superview, let parent = variables[ObjectIdentifier(superview)] {
                x.terms.append((parent, -1))
                y.terms.append((parent + 1, -1))
                left -= Double(superview.bounds.minX)
                top -= Double(superview.bounds.minY)
            } else {
                left = Double(view.bounds.minX)
                top = Double(view.bounds.minY)
            }
            x.constant = -left
            y.constant = -top
            let kind = inMotion.contains(ObjectIdentifier(view)) ? "UIDynamicItemFrame" : "NSAutoresizingMaskLayoutConstraint h=--& v=--&"
            let name = view.layoutDescription
            let moving = inMotion.contains(ObjectIdentifier(view))
            func pin(_ expression: LinearSolver.Expression, _ attribute: String, _ value: Double) -> Entry {
                Entry(
                    expression: expression, relation: .equal, strength: .required, identity: "frame \(name).\(attribute)",
                    description: "<\(kind) \(name).\(attribute) == \(NSLayoutConstraint.number(CGFloat(value)))   (active)>",
                    holdsAnimatedItem: moving)
            }
            entries.append(pin(x, "minX", left))
            entries.append(pin(y, "minY", top))
            entries.append(pin(LinearSolver.Expression([(base + 2, 1)], constant: -Double(size.width)), "width", Double(size.width)))
            entries.append(pin(LinearSolver.Expression([(base + 3, 1)], constant: -Double(size.height)), "height", Double(size.height)))
        }
    }

    /// Safe-area and margins guides: their view's bounds inset by the insets of now.
    private mutating func addGuideConstraints() {
        for guide in guides {
            guard let insets = guide.insetsFromOwner, let owner = guide.owningView else { continue }
            systemGuideInsets.append((guide, insets))
            let base = variables[ObjectIdentifier(guide)]!, parent = variables[ObjectIdentifier(owner)]!
            let name = guide.layoutDescription, ownerName = owner.layoutDescription
            func edge(_ offset: Int, _ attribute: String, _ value: CGFloat) -> Entry {
                Entry(
                    expression: LinearSolver.Expression([(base + offset, 1), (parent + offset, -1)], constant: -Double(value)),
                    relation: .equal, strength: .required, identity: "guide \(name).\(attribute)",
                    description: "<NSLayoutConstraint '\(guide.identifier)-\(attribute)' \(name).\(attribute) == "
                        + "\(ownerName).\(attribute) + \(NSLayoutConstraint.number(value))   (active)>")
            }
            entries.append(edge(0, "left", insets.left))
            entries.append(edge(1, "top", insets.top))
            entries.append(edge(2, "width", -(insets.left + insets.right)))
            entries.append(edge(3, "height", -(insets.top + insets.bottom)))
        }
    }

    /// The active constraints: required ones first, each group in an order fixed by the
    /// hierarchy. A constraint between frames that cannot change, one of them an animator's, is
    /// left out: it would only fight the animator.
    private mutating func addUserConstraints(_ constraints: [NSLayoutConstraint]) {
        let keyed = constraints.compactMap { constraint -> (key: [Double], constraint: NSLayoutConstraint)? in
            let items = [constraint.firstLayoutItem, constraint.secondLayoutItem].compactMap { $0 }
            let known = items.allSatisfy { item in
                if let view = item as? UIView { return isFixed(view) }
                return (item as? UILayoutGuide).map { $0.kind != .custom && isFixed($0.owningView!) } ?? false
            }
            if known, items.contains(where: { inMotion.contains(ObjectIdentifier($0.layoutOwner!)) }) { return nil }
            let key: [Double] = [
                constraint.priority >= .required ? 0 : 1,
                Double(variables[ObjectIdentifier(constraint.firstLayoutItem!)]!),
                Double(constraint.firstAttribute.rawValue),
                Double(constraint.secondLayoutItem.map { variables[ObjectIdentifier($0)]! } ?? -1),
                Double(constraint.secondAttribute.rawValue),
                Double(constraint.relation.rawValue),
                Double(constraint.multiplier),
                Double(constraint.constant),
                -Double(constraint.priority.rawValue),
            ]
            return (key, constraint)
        }
        for (_, constraint) in keyed.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            entries.append(entry(for: constraint))
        }
    }

    private func entry(for constraint: NSLayoutConstraint) -> Entry {
        let first = constraint.firstLayoutItem!
        var expression = LinearSolver.Expression(
            Self.terms(variables[ObjectIdentifier(first)]!, constraint.firstAttribute), constant: -Double(constraint.constant))
        var multiplier = 0.0
        if let second = constraint.secondLayoutItem {
            multiplier = Double(constraint.multiplier)
            expression.terms += Self.terms(variables[ObjectIdentifier(second)]!, constraint.secondAttribute)
                .map { ($0.variable, -multiplier * $0.coefficient) }
        }
        // Positions are scaled in the coordinates of the items' common ancestor (for a single
        // item, of its superview), not of the hierarchy's top.
        if multiplier != 1, let horizontal = Self.isHorizontalPosition(constraint.firstAttribute) {
            let origin = Self.originView(first.layoutOwner!, constraint.secondLayoutItem?.layoutOwner)
            let base = variables[ObjectIdentifier(origin)]!
            expression.terms.append((base + (horizontal ? 0 : 1), multiplier - 1))
            expression.constant += (1 - multiplier) * Double(horizontal ? origin.bounds.minX : origin.bounds.minY)
        }
        let relation: LinearSolver.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let priority = constraint.priority
        return Entry(
            expression: expression, relation: relation,
            strength: priority >= .required ? .required : .optional(Double(priority.rawValue)),
            identity: "constraint \(NSLayoutConstraint.address(of: constraint))", description: constraint.description)
    }

    /// Hugging and compression resistance around the intrinsic content size of the views
    /// constraints position.
    private mutating func addContentSizeConstraints() {
        for view in views where !isFixed(view) {
            let size = view.intrinsicContentSize
            let base = variables[ObjectIdentifier(view)]!
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                let length = axis == .horizontal ? size.width : size.height
                guard length != UIView.noIntrinsicMetric, length >= 0, length.isFinite else { continue }
                let variable = base + (axis == .horizontal ? 2 : 3)
                let attribute = axis == .horizontal ? "width" : "height"
                let hugging = view.contentHuggingPriority(for: axis)
                let resistance = view.contentCompressionResistancePriority(for: axis)
                for (relation, priority) in [(LinearSolver.Relation.greaterThanOrEqual, resistance), (.lessThanOrEqual, hugging)] {
                    let symbol = relation == .lessThanOrEqual ? "<=" : ">="
                    let name = "\(view.layoutDescription).\(attribute) \(symbol) \(NSLayoutConstraint.number(length))"
                    entries.append(Entry(
                        expression: LinearSolver.Expression([(variable, 1)], constant: -Double(length)), relation: relation,
                        strength: priority >= .required ? .required : .optional(Double(priority.rawValue)),
                        identity: "content size \(name)",
                        description: "<NSContentSizeLayoutConstraint \(name) Hug:\(Int(hugging.rawValue)) "
                            + "CompressionResistance:\(Int(resistance.rawValue))   (active)>"))
                }
            }
        }
    }

    /// An attribute's value in terms of an item's variables (left, top, width, height).
    private static func terms(_ base: Int, _ attribute: NSLayoutConstraint.Attribute) -> [(variable: Int, coefficient: Double)] {
        switch attribute {
        case .left, .leading: return [(base, 1)]
        case .right, .trailing: return [(base, 1), (base + 2, 1)]
        case .centerX: return [(base, 1), (base + 2, 0.5)]
        case .top, .firstBaseline: return [(base + 1, 1)]
        case .bottom, .lastBaseline: return [(base + 1, 1), (base + 3, 1)]
        case .centerY: return [(base + 1, 1), (base + 3, 0.5)]
        case .width: return [(base + 2, 1)]
        case .height: return [(base + 3, 1)]
        default: return []
        }
    }

    /// true for a horizontal position, false for a vertical one, nil for a dimension.
    private static func isHorizontalPosition(_ attribute: NSLayoutConstraint.Attribute) -> Bool? {
        switch attribute {
        case .left, .leading, .right, .trailing, .centerX: return true
        case .top, .firstBaseline, .bottom, .lastBaseline, .centerY: return false
        default: return nil
        }
    }

    private static func originView(_ first: UIView, _ second: UIView?) -> UIView {
        guard let second else { return first.superview ?? first }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return first
    }

    // MARK: Writing the solution

    /// Gives the views constraints position their solved frames (bounds size and centre), and
    /// custom guides their layout frames.
    mutating func write(_ solution: (Int) -> Double?) {
        func value(_ variable: Int) -> CGFloat {
            // Rounding noise (87.49999999) is put back on the 1/1024 pt grid. A variable no
            // constraint mentions is 0, as a parametric one is.
            let exact = solution(variable) ?? 0
            let snapped = (exact * 1024).rounded() / 1024
            return CGFloat(abs(snapped - exact) < 1e-7 ? snapped : exact)
        }
        func frame(of item: LayoutItem, in parent: UIView) -> CGRect? {
            guard let base = variables[ObjectIdentifier(item)], let parentBase = variables[ObjectIdentifier(parent)] else { return nil }
            let rect = CGRect(
                x: value(base) - value(parentBase) + parent.bounds.minX, y: value(base + 1) - value(parentBase + 1) + parent.bounds.minY,
                width: max(value(base + 2), 0), height: max(value(base + 3), 0))
            return [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) ? rect : nil
        }
        for view in views where !isFixed(view) {
            guard let superview = view.superview, let rect = frame(of: view, in: superview) else { continue }
            if view.bounds.size != rect.size { view.bounds.size = rect.size }
            let center = CGPoint(x: rect.midX, y: rect.midY)
            if view.center != center { view.center = center }
        }
        for guide in guides where guide.kind == .custom {
            if let owner = guide.owningView, let rect = frame(of: guide, in: owner) { guide.solvedFrame = rect }
        }
        guideInsetsChanged = systemGuideInsets.contains { $0.guide.insetsFromOwner != $0.insets }
    }
}
