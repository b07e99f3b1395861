import Foundation

// On iOS a view's subviews are its layer's sublayers too: `view.layer.addSublayer(line)` after
// two `addSubview`s puts the line above both, and `insertSublayer(gradient, at: 0)` below all of
// them. Here `subviews` and the layer's own `sublayers` are separate lists, so each child carries
// a stacking key (``UIView/stackKey``, ``CALayer/stackKey``) in one order, back to front, that
// interleaves the two as iOS's single list does. Keys are assigned where children are placed
// (UIView's hierarchy methods, CALayer's insertion); the renderer draws ``UIView/stackedChildren``.

extension UIView {
    /// One child of a view as iOS stacks them: a subview or a sublayer of the view's own layer.
    package enum StackedChild {
        case view(UIView)
        case layer(CALayer)

        var key: Double {
            switch self {
            case let .view(view): return view.stackKey
            case let .layer(layer): return layer.stackKey
            }
        }
    }

    /// The subviews and the layer's own sublayers, back to front: subviews in `subviews` order,
    /// each sublayer placed before the first subview stacked above it (sublayers keep their
    /// order; `zPosition` is applied by the renderer).
    package var stackedChildren: [StackedChild] {
        let sublayers = layer.sublayers ?? []
        guard !sublayers.isEmpty else { return subviews.map(StackedChild.view) }
        var result: [StackedChild] = []
        result.reserveCapacity(subviews.count + sublayers.count)
        var next = 0
        for subview in subviews {
            while next < sublayers.count, sublayers[next].stackKey < subview.stackKey {
                result.append(.layer(sublayers[next]))
                next += 1
            }
            result.append(.view(subview))
        }
        while next < sublayers.count {
            result.append(.layer(sublayers[next]))
            next += 1
        }
        return result
    }

    /// A key above every child. The highest and lowest keys handed out are kept, so placing a
    /// child on top or at the bottom costs the same however many children there are (a key
    /// beyond a child since removed is still above or below the rest).
    func stackKeyOnTop() -> Double {
        stackKeyRange.upperBound += 1
        return stackKeyRange.upperBound
    }

    /// A key below every child.
    func stackKeyAtBottom() -> Double {
        stackKeyRange.lowerBound -= 1
        return stackKeyRange.lowerBound
    }

    /// A key between the child at `index` of ``stackedChildren`` and the one before it (on
    /// top when `index` is past the end), leaving out `moving` (the child being placed).
    func stackKey(at index: Int, excluding moving: AnyObject) -> Double {
        var children = stackedChildren.filter { child in
            switch child {
            case let .view(view): return view !== moving
            case let .layer(layer): return layer !== moving
            }
        }
        guard index < children.count else { return stackKeyOnTop() }
        guard index > 0 else { return stackKeyAtBottom() }
        var below = children[index - 1].key, above = children[index].key
        if !(above - below > 1e-9) {
            // Halved too often (or out of order): number the children afresh, then split.
            for (position, child) in children.enumerated() {
                switch child {
                case let .view(view): view.stackKey = Double(position)
                case let .layer(layer): layer.stackKey = Double(position)
                }
            }
            stackKeyRange = (0, Double(max(children.count - 1, 0)))
            children = stackedChildren
            below = Double(index - 1)
            above = Double(index)
        }
        return (below + above) / 2
    }

    /// The index in ``stackedChildren`` of `child`, if it is one.
    func stackIndex(of child: AnyObject) -> Int? {
        stackedChildren.firstIndex { stacked in
            switch stacked {
            case let .view(view): return view === child
            case let .layer(layer): return layer === child
            }
        }
    }
}
