import Foundation

/// A row or column of views, as UIKit's: the stack view lays out its arranged subviews with
/// Auto Layout constraints it makes and keeps up to date, between them and its own edges (or
/// its layout margins). Place the stack view itself with constraints or a frame; without a
/// size of its own along an axis it takes its content's.
///
/// - `axis`: `.horizontal` (a row, leading to trailing) or `.vertical` (a column, top to bottom).
/// - `distribution`, along the axis: `.fill` (sizes from the views' intrinsic content sizes;
///   the view with the lowest content hugging priority stretches, the first of them on a tie,
///   and the one with the lowest compression resistance shrinks), `.fillEqually`, `.fillProportionally` (sizes in the
///   ratio of the intrinsic content sizes), `.equalSpacing` and `.equalCentering` (equal gaps
///   or equal centre-to-centre distances, no gap under `spacing`).
/// - `alignment`, across it: `.fill`, `.leading`/`.top`, `.center`, `.trailing`/`.bottom`;
///   there are no text baselines here, so `.firstBaseline` lays out as `.top` and
///   `.lastBaseline` as `.bottom` (said once on stderr).
/// - `spacing` between neighbours (`setCustomSpacing(_:after:)` for one gap), and
///   `isLayoutMarginsRelativeArrangement`.
///
/// A hidden arranged view takes no room (its neighbours close up) until it is shown again.
/// Removing an arranged view from its superview also removes it from `arrangedSubviews`;
/// `removeArrangedSubview(_:)` alone leaves it a subview, as UIKit's does.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// For `setCustomSpacing(_:after:)`: back to the stack view's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For `spacing` or `setCustomSpacing(_:after:)`: the standard spacing (8 pt).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Accepted for ported code; there are no text baselines to measure from here.
    open var isBaselineRelativeArrangement = false

    /// The views the stack view lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []

    /// Gaps set with `setCustomSpacing(_:after:)`, by the view before them.
    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []
    /// The constraints and guides of the current arrangement.
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? UINibDecoder)?.decodeStackView(self)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement (and to the subviews, if it is not one yet).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (and into the subviews, if it is not
    /// one yet). A view already arranged moves.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "insertArrangedSubview: index \(stackIndex) is out of bounds (\(arrangedSubviews.count) arranged)")
        var index = stackIndex
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            if old < index { index -= 1 }
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (call `removeFromSuperview()`
    /// too to take it away, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        NSLayoutConstraint.deactivate(arrangement.filter { $0.firstLayoutItem === view || $0.secondLayoutItem === view })
        arrangementChanged()
    }

    /// The gap after `arrangedSubview`, instead of `spacing` (`spacingUseDefault` goes back).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != Self.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        arrangementChanged()
    }

    /// The gap after `arrangedSubview`: `spacingUseDefault` when it is the stack view's `spacing`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? Self.spacingUseDefault
    }

    /// An arranged view leaving the stack view (removed from it, or moved elsewhere) leaves the
    /// arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewVisibilityChanged(_ subview: UIView) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementChanged() }
    }

    /// `.fill`'s tie-breaks and `.fillProportionally`'s ratios are made from the intrinsic sizes.
    override func subviewIntrinsicContentSizeChanged(_ subview: UIView) {
        if distribution == .fill || distribution == .fillProportionally,
           arrangedSubviews.contains(where: { $0 === subview }) { arrangementChanged() }
    }

    private func arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Constraints

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangement)
        for spacer in spacers { removeLayoutGuide(spacer) }
        arrangement = []
        spacers = []
        let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        if !visible.isEmpty { arrange(visible) }
        NSLayoutConstraint.activate(arrangement)
        super.updateConstraints()
    }

    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes of one axis: the two edges, the size and the centre.
    private struct Edges {
        let lead: Attribute, trail: Attribute, size: Attribute, center: Attribute

        static let horizontal = Edges(lead: .leading, trail: .trailing, size: .width, center: .centerX)
        static let vertical = Edges(lead: .top, trail: .bottom, size: .height, center: .centerY)
    }

    @discardableResult
    private func add(
        _ first: LayoutItem, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: LayoutItem?, _ secondAttribute: Attribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: first, firstAttribute: firstAttribute, relation: relation, second: second,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = "UISV-arrangement"
        arrangement.append(constraint)
        return constraint
    }

    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        return value == Self.spacingUseSystem ? NSLayoutConstraint.systemSpacing : value
    }

    private func arrange(_ views: [UIView]) {
        let container: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal

        // Along the axis: the ends at the container's edges, neighbours a gap apart.
        add(views[0], along.lead, .equal, container, along.lead)
        add(views[views.count - 1], along.trail, .equal, container, along.trail)
        for (previous, next) in zip(views, views.dropFirst()) {
            let gap = self.gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(next, along.lead, .equal, previous, along.trail, constant: gap)
            case .equalSpacing, .equalCentering:
                add(next, along.lead, .greaterThanOrEqual, previous, along.trail, constant: gap)
            }
        }
        switch distribution {
        case .fill:
            // When the views that hug least tie, UIKit stretches the first of them: each later
            // view wishes to keep its size just above its hugging priority (by 0.001 × its place,
            // so that among later views too the earlier one gives way first).
            for (place, view) in views.enumerated() where place > 0 {
                let hugging = view.contentHuggingPriority(for: axis)
                let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard hugging < .required, size >= 0 else { continue }
                add(view, along.size, .lessThanOrEqual, nil, .notAnAttribute, constant: size,
                    priority: UILayoutPriority(hugging.rawValue + 0.001 * Float(place)))
            }
        case .fillEqually:
            for view in views.dropFirst() { add(view, along.size, .equal, views[0], along.size) }
        case .fillProportionally:
            let sizes = views.map { axis == .horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let reference = sizes.firstIndex(where: { $0 > 0 }) {
                for (view, size) in zip(views, sizes) where view !== views[reference] && size > 0 {
                    add(view, along.size, .equal, views[reference], along.size, multiplier: size / sizes[reference])
                }
            }
        case .equalSpacing, .equalCentering:
            // Spacer guides between neighbours (their edges, or their centres), all one size.
            let from = distribution == .equalSpacing ? along.trail : along.center
            let to = distribution == .equalSpacing ? along.lead : along.center
            for (previous, next) in zip(views, views.dropFirst()) {
                let spacer = UILayoutGuide()
                spacer.identifier = "UISV-spacer"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                add(spacer, along.lead, .equal, previous, from)
                add(spacer, along.trail, .equal, next, to)
                add(spacer, across.lead, .equal, container, across.lead)
                add(spacer, across.size, .equal, nil, .notAnAttribute)
                if let first = spacers.first, first !== spacer {
                    add(spacer, along.size, .equal, first, along.size,
                        priority: distribution == .equalSpacing ? .required : UILayoutPriority(999))
                }
            }
        }

        // Across the axis.
        let effective: Alignment
        switch alignment {
        case .firstBaseline: effective = .leading
        case .lastBaseline: effective = .trailing
        default: effective = alignment
        }
        if effective != alignment { Self.warnNoBaselines(alignment) }
        for view in views {
            switch effective {
            case .fill:
                add(view, across.lead, .equal, container, across.lead)
                add(view, across.trail, .equal, container, across.trail)
            case .leading:
                add(view, across.lead, .equal, container, across.lead)
                add(view, across.trail, .lessThanOrEqual, container, across.trail)
            case .trailing:
                add(view, across.lead, .greaterThanOrEqual, container, across.lead)
                add(view, across.trail, .equal, container, across.trail)
            default:
                add(view, across.center, .equal, container, across.center)
                add(view, across.lead, .greaterThanOrEqual, container, across.lead)
            }
        }
        if effective != .fill {
            // Without a size of its own across the axis, the stack is as thick as its thickest view.
            add(container, across.size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
    }

    nonisolated(unsafe) private static var warnedBaselines = false
    private static let warnedLock = NSLock()

    private static func warnNoBaselines(_ alignment: Alignment) {
        let first = warnedLock.withLock {
            defer { warnedBaselines = true }
            return !warnedBaselines
        }
        guard first else { return }
        let name = alignment == .firstBaseline ? "firstBaseline" : "lastBaseline"
        let instead = alignment == .firstBaseline ? "top" : "bottom"
        FileHandle.standardError.write(Data(
            "dynamics: UIStackView alignment .\(name) lays out as .\(instead): there are no text baselines here\n".utf8))
    }
}
