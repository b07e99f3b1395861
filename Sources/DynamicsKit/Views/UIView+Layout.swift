import Foundation

// The layout pass: UIKit runs it once per display frame; here the scene runs it after every
// tick and at the end of `Scene.run`, so `layoutSubviews` and a view controller's
// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` happen at deterministic points. Auto Layout
// comes first: the frames constraints decide are written before any `layoutSubviews` runs
// (Layout/LayoutEngine.swift).

extension UIView {
    /// Asks for `layoutSubviews` at the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        var view: UIView? = self
        while let current = view, !current.subtreeNeedsLayout {
            current.subtreeNeedsLayout = true
            view = current.superview
        }
    }

    /// Lays out, now, this view and every view below it that needs layout, parents before
    /// their subviews. First the constraints of the whole hierarchy are solved if they (or
    /// what they depend on) changed, and the frames they decide are written. A view
    /// controller's root view calls `viewWillLayoutSubviews()` before its `layoutSubviews()`
    /// and `viewDidLayoutSubviews()` after.
    public func layoutIfNeeded() {
        LayoutEngine.updateConstraints(ofHierarchyContaining: self)
        layoutSubviewsIfNeeded()
        // Constraints changed by `viewWillLayoutSubviews` or `layoutSubviews` apply in this same
        // pass, as in UIKit (twice at most: a layout that keeps changing them waits for the next).
        for _ in 0..<2 where LayoutEngine.updateConstraints(ofHierarchyContaining: self) {
            layoutSubviewsIfNeeded()
        }
    }

    private func layoutSubviewsIfNeeded() {
        // Only branches with a view that asked are visited, as Core Animation lays out only
        // layers marked as needing it: a settled scene's pass costs nothing per view.
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            // As UIKit: the layer's layout asks its delegate, the view, which lays out its subviews.
            layoutSublayers(of: layer)
            controller?.viewDidLayoutSubviews()
        }
        // A copy: layout may add or remove subviews. The copy also keeps them alive, so they
        // are visited without a retain each (a view's count lives in a side table, as its
        // layer refers to it weakly, which makes retains out-of-line calls; this runs every tick).
        // Most views have no subviews: they skip the copy.
        guard !subviews.isEmpty else { return }
        let children = subviews
        children.withUnsafeBufferPointer { children in
            for index in children.indices {
                Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef { $0.layoutSubviewsIfNeeded() }
            }
        }
    }

    /// As in UIKit, adding a subview lays out both views and removing one lays out the parent.
    func subviewsDidChange(adding subview: UIView?) {
        LayoutEngine.hierarchyDidChange()
        setNeedsLayout()
        subview?.setNeedsLayout()
        subview?.inheritedTintMayHaveChanged()
        if let subview { didAddSubview(subview) }
    }
}
