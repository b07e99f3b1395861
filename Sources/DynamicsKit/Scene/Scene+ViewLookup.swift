import Foundation

// Finding views the way iOS UI tests do: by accessibility identifier, or by what they show
// (a button's title, a label's text), never by their index among subviews.

extension Scene {
    /// The first view, in drawing order from the back, whose `accessibilityIdentifier` is
    /// `identifier`.
    public func view(withIdentifier identifier: String) -> UIView? {
        rootView.descendants.first { $0.accessibilityIdentifier == identifier }
    }

    /// The frontmost visible view showing `title`: a button's current title, a label's text, or
    /// the accessibility identifier or label of any view. Visible means neither it nor an
    /// ancestor is hidden or transparent, and its centre is on screen.
    public func visibleView(titled title: String) -> UIView? {
        visibleViews(titled: title).first
    }

    /// Every visible view showing `title`, frontmost first (as ``visibleView(titled:)`` finds them).
    public func visibleViews(titled title: String) -> [UIView] {
        rootView.descendants.reversed().filter { view in
            view.shows(title) && view.isVisible(onScreen: rootView.bounds, from: rootView)
        }
    }

    /// The centre of `view`'s bounds, in the root view's (the screen's) points.
    public func screenCenter(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: rootView)
    }
}

extension UIView {
    /// This view's subviews and theirs, depth first, back to front.
    var descendants: [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            for subview in view.subviews {
                result.append(subview)
                visit(subview)
            }
        }
        visit(self)
        return result
    }

    fileprivate func shows(_ title: String) -> Bool {
        if accessibilityIdentifier == title || accessibilityLabel == title { return true }
        if let button = self as? UIButton { return button.currentTitle == title }
        if let label = self as? UILabel, !(superview is UIButton) { return label.text == title }
        return false
    }

    fileprivate func isVisible(onScreen screen: CGRect, from root: UIView) -> Bool {
        var view: UIView? = self
        while let current = view, current !== root {
            if current.isHidden || current.alpha <= 0.01 { return false }
            view = current.superview
        }
        guard view === root else { return false }
        return screen.contains(convert(CGPoint(x: bounds.midX, y: bounds.midY), to: root))
    }
}
