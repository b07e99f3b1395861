import Foundation

// The safe area and the layout margins, which `safeAreaLayoutGuide` and `layoutMarginsGuide`
// follow. Both are read from current frames; the layout pass solves again when a guide's
// insets change with the frames it solved (LayoutEngine.swift).

extension UIView {
    /// How far the unsafe edges reach into this view's bounds: the scene's
    /// ``Scene/safeAreaInsets`` for its root view; for another view, how far its superview's
    /// insets reach into its frame, plus its view controller's `additionalSafeAreaInsets` and
    /// the bars its navigation or tab bar controller draws over it.
    /// Zero outside a scene.
    public var safeAreaInsets: UIEdgeInsets {
        if let frozen = autoLayoutStorage?.frozenSafeAreaInsets { return frozen }
        var insets = UIEdgeInsets.zero
        if let superview {
            let parentInsets = superview.safeAreaInsets
            if parentInsets != .zero {
                let safe = superview.bounds.inset(by: parentInsets)
                let rect = frame
                func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(value, 0), max(limit, 0)) }
                insets = UIEdgeInsets(
                    top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                    bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
            }
        } else {
            insets = autoLayoutStorage?.screenSafeAreaInsets ?? .zero
        }
        if let controller = owningViewController {
            insets = insets.adding(controller.additionalSafeAreaInsets).adding(controller.containment.barInsets)
        }
        return insets
    }

    /// Keeps ``safeAreaInsets`` at their present value until ``thawSafeAreaInsets()``, as UIKit
    /// does for a view controller's view that a transition slides: the navigation slide moves
    /// the outgoing view a third of the screen off its left edge, and its content must not
    /// move in by as much (an outgoing stack pinned to the safe area shrank to "…").
    func freezeSafeAreaInsets() {
        autoLayout.frozenSafeAreaInsets = safeAreaInsets
    }

    /// Lets ``safeAreaInsets`` follow the view's frame again.
    func thawSafeAreaInsets() {
        guard autoLayoutStorage?.frozenSafeAreaInsets != nil else { return }
        autoLayoutStorage?.frozenSafeAreaInsets = nil
        LayoutEngine.constraintsDidChange()
    }

    /// The space `layoutMarginsGuide` keeps inside the bounds. Defaults to 8 pt on every side;
    /// a view controller's root view has 16 pt on the left and right (20 pt at regular width,
    /// 600 pt or wider) and none at the top and bottom, as on iOS.
    public var layoutMargins: UIEdgeInsets {
        get {
            if let margins = autoLayoutStorage?.layoutMargins { return margins }
            guard owningViewController != nil else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
            let side: CGFloat = bounds.width >= 600 ? 20 : 16
            return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        set {
            autoLayout.layoutMargins = newValue
            LayoutEngine.constraintsDidChange()
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }

    /// `layoutMargins` with leading and trailing (left and right: layout is left to right).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// True (the default): margins that would reach outside the safe area are moved to its edge.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            LayoutEngine.constraintsDidChange()
        }
    }

    /// False (the default). True: where the view reaches into its superview's margins, its own
    /// margins grow to keep its content out of them.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            autoLayout.preservesSuperviewLayoutMargins = newValue
            LayoutEngine.constraintsDidChange()
        }
    }

    /// Where text reads comfortably: the layout margins guide here (a phone's readable width
    /// is its margins'; the wider-screen limit is not modeled).
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

    /// The margins `layoutMarginsGuide` uses: `layoutMargins`, grown to the superview's margins
    /// when `preservesSuperviewLayoutMargins`, each at least the safe-area inset when
    /// `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if preservesSuperviewLayoutMargins, let superview {
            let inner = superview.bounds.inset(by: superview.effectiveLayoutMargins)
            let rect = frame
            margins.top = max(margins.top, inner.minY - rect.minY)
            margins.left = max(margins.left, inner.minX - rect.minX)
            margins.bottom = max(margins.bottom, rect.maxY - inner.maxY)
            margins.right = max(margins.right, rect.maxX - inner.maxX)
        }
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: max(margins.top, safe.top), left: max(margins.left, safe.left),
            bottom: max(margins.bottom, safe.bottom), right: max(margins.right, safe.right))
    }
}

extension UIEdgeInsets {
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        guard other != .zero else { return self }
        return UIEdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}

/// Edge insets by reading direction, as UIKit's: leading and trailing are left and right here.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
