import Foundation

/// A view's Auto Layout state, made on first use so that views laid out by frames pay nothing.
final class AutoLayoutStorage {
    var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints whose items' nearest common ancestor is this view, in activation order.
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaLayoutGuide: UILayoutGuide?
    var layoutMarginsGuide: UILayoutGuide?
    /// nil: the default margins.
    var layoutMargins: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var contentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// True until the first solve that sees the view, as UIKit calls `updateConstraints()` on
    /// a view once before it is first laid out with constraints.
    var needsUpdateConstraints = true
    /// On the topmost view of a hierarchy (a scene's root view): the screen's safe area.
    var screenSafeAreaInsets: UIEdgeInsets?
    /// Set while a transition slides a view controller's view: the insets it had at rest,
    /// which `safeAreaInsets` reports instead of following the slide.
    var frozenSafeAreaInsets: UIEdgeInsets?
    /// The insets last reported to `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// On the topmost view of a hierarchy: the constraint solver's state.
    var engine: LayoutEngine?
    /// On a scene's root view: the scene's clock, whose animators' views layout leaves alone
    /// even when `layoutIfNeeded()` is called outside the scene's callbacks.
    weak var sceneClock: Clock?
}

extension UIView: LayoutItem {
    var autoLayout: AutoLayoutStorage {
        if let storage = autoLayoutStorage { return storage }
        let storage = AutoLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    var layoutOwner: UIView? { self }

    var layoutDescription: String { "\(type(of: self)):\(NSLayoutConstraint.address(of: self))" }

    func setTranslatesAutoresizingMaskIntoConstraints(_ translates: Bool) {
        guard translates != (autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true) else { return }
        autoLayout.translatesAutoresizingMaskIntoConstraints = translates
        LayoutEngine.constraintsDidChange()
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The top here (there is no text baseline in layout).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The bottom here (there is no text baseline in layout).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Constraints

    /// The active constraints held by this view (those whose items' nearest common ancestor it
    /// is), in the order they were activated.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Activates `constraint`, held by this view (the pre-anchor way: add it to the items'
    /// common ancestor, or to one of its ancestors).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Asks for `updateConstraints()` before the next solve.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        LayoutEngine.constraintsDidChange()
    }

    /// Calls `updateConstraints()` (and a view controller's `updateViewConstraints()`) now on
    /// this view and the views below it that asked for it (or have never been asked), subviews
    /// first.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayoutStorage?.needsUpdateConstraints ?? true else { return }
        autoLayout.needsUpdateConstraints = false
        updateConstraints()
        owningViewController?.updateViewConstraints()
    }

    /// Deactivates the constraints that tie this view or its subviews to views outside it,
    /// before it leaves `parent`. They are held by `parent` or one of its ancestors.
    func deactivateConstraints(leaving parent: UIView) {
        var ancestor: UIView? = parent
        while let view = ancestor {
            for constraint in view.autoLayoutStorage?.constraints ?? [] {
                let owners = [constraint.firstLayoutItem?.layoutOwner, constraint.secondLayoutItem?.layoutOwner].compactMap { $0 }
                let inside = owners.map { $0.isDescendant(of: self) }
                if inside.contains(true), inside.contains(false) { constraint.isActive = false }
            }
            ancestor = view.superview
        }
    }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`, in order.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        LayoutEngine.constraintsDidChange()
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        LayoutEngine.constraintsDidChange()
    }

    /// The part of the bounds not covered by the status bar, the home indicator or anything
    /// else the screen's safe area leaves out.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self)
        autoLayout.safeAreaLayoutGuide = guide
        return guide
    }

    /// The bounds inset by `layoutMargins` (kept inside the safe area when
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.layoutMarginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self)
        autoLayout.layoutMarginsGuide = guide
        return guide
    }

    // MARK: Content size priorities

    /// How strongly the view resists growing past its `intrinsicContentSize` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = autoLayoutStorage?.contentHugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { autoLayout.contentHugging.horizontal = priority } else { autoLayout.contentHugging.vertical = priority }
        LayoutEngine.constraintsDidChange()
    }

    /// How strongly the view resists shrinking below its `intrinsicContentSize` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let priorities = autoLayoutStorage?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? priorities.horizontal : priorities.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        LayoutEngine.constraintsDidChange()
    }
}
