import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's: add one with
/// `addLayoutGuide(_:)` and constrain its anchors (spacing between views, a centred group), or
/// use a view's `safeAreaLayoutGuide` and `layoutMarginsGuide`, which follow the view's bounds
/// inset by its safe area and margins.
open class UILayoutGuide: NSObject, LayoutItem {
    /// Which rectangle the guide is.
    enum Kind { case custom, safeArea, margins }

    let kind: Kind
    /// The view the guide belongs to; set by `addLayoutGuide(_:)`.
    public internal(set) weak var owningView: UIView?
    /// A name shown in the conflict warning.
    open var identifier = ""
    /// Where the last layout pass put a custom guide, in its owning view's coordinates.
    var solvedFrame = CGRect.zero

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates: the bounds inset by the safe
    /// area or the margins, or, for a guide you added, where the last layout pass put it.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return solvedFrame }
        switch kind {
        case .custom: return solvedFrame
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.effectiveLayoutMargins)
        }
    }

    /// The insets from the owning view's bounds for a safe-area or margins guide.
    var insetsFromOwner: UIEdgeInsets? {
        guard let view = owningView else { return nil }
        switch kind {
        case .custom: return nil
        case .safeArea: return view.safeAreaInsets
        case .margins: return view.effectiveLayoutMargins
        }
    }

    var layoutOwner: UIView? { owningView }

    var layoutDescription: String {
        "UILayoutGuide:\(NSLayoutConstraint.address(of: self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
