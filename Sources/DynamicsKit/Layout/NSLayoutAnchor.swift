import Foundation

/// Something constraints can position: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The view itself, or the view that owns the guide.
    var layoutOwner: UIView? { get }
    /// `UIButton:0x…` or `UILayoutGuide:0x… 'name'`, for the conflict warning.
    var layoutDescription: String { get }
}

/// One edge, centre or dimension of a view or layout guide, to make constraints from, as
/// UIKit's. The type parameter keeps axes apart: an x-axis anchor only relates to x-axis
/// anchors, a dimension to dimensions.
///
/// ```swift
/// button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
/// ```
///
/// Anchors hold their view or guide weakly, as constraints do.
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var layoutItem: LayoutItem?
    let attribute: NSLayoutConstraint.Attribute

    init(item: LayoutItem?, attribute: NSLayoutConstraint.Attribute) {
        layoutItem = item
        self.attribute = attribute
    }

    /// The view or layout guide this anchor belongs to.
    public var item: AnyObject? { layoutItem }

    /// `UIView:0x….centerX`, for debugging.
    public var name: String { "\(layoutItem?.layoutDescription ?? "nil").\(attribute)" }

    /// This anchor's value = `anchor`'s.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// This anchor's value ≥ `anchor`'s.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// This anchor's value ≤ `anchor`'s.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// This anchor's value = `anchor`'s + `c` points.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// This anchor's value ≥ `anchor`'s + `c` points.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// This anchor's value ≤ `anchor`'s + `c` points.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
        multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            first: layoutItem, firstAttribute: attribute, relation: relation,
            second: anchor?.layoutItem, secondAttribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: leading, trailing, left, right or centerX.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This anchor = `anchor` + the standard spacing (8 pt) × `multiplier`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// This anchor ≥ `anchor` + the standard spacing (8 pt) × `multiplier`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// This anchor ≤ `anchor` + the standard spacing (8 pt) × `multiplier`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

/// A vertical position: top, bottom, centerY, or a baseline (here the top and the bottom).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This anchor = `anchor` + the standard spacing (8 pt) × `multiplier`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// This anchor ≥ `anchor` + the standard spacing (8 pt) × `multiplier`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }

    /// This anchor ≤ `anchor` + the standard spacing (8 pt) × `multiplier`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}

/// A width or a height, in points.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// This dimension = `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, nil, constant: c)
    }

    /// This dimension ≥ `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// This dimension ≤ `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    /// This dimension = `anchor` × `m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// This dimension ≥ `anchor` × `m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// This dimension ≤ `anchor` × `m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// This dimension = `anchor` × `m` + `c` points.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// This dimension ≥ `anchor` × `m` + `c` points.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// This dimension ≤ `anchor` × `m` + `c` points.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
