import Foundation

/// The iOS 7–10 guides at a view controller's top and bottom, as UIKit's `UILayoutSupport`:
/// how far the bars (status, navigation, tab) reach into the view. Deprecated in iOS 11 for the
/// safe area, which they follow here.
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A guide from the view's top to the safe area's top (or from the safe area's bottom to the
/// view's bottom), made the first time code asks for it.
final class BarLayoutSupport: UILayoutSupport {
    private let guide = UILayoutGuide()
    private weak var view: UIView?
    private let isTop: Bool

    init(view: UIView, isTop: Bool) {
        self.view = view
        self.isTop = isTop
        guide.identifier = isTop ? "_UILayoutGuide top" : "_UILayoutGuide bottom"
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(isTop
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 0)]
            : [guide.topAnchor.constraint(equalTo: safe.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.widthAnchor.constraint(equalToConstant: 0)])
    }

    var length: CGFloat {
        guard let view else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: NSLayoutYAxisAnchor { guide.topAnchor }
    var bottomAnchor: NSLayoutYAxisAnchor { guide.bottomAnchor }
    var heightAnchor: NSLayoutDimension { guide.heightAnchor }
}

extension UIViewController {
    /// The guide under the status and navigation bars: its `length` is the safe area's top.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: UILayoutSupport { layoutSupport(top: true) }

    /// The guide above the tab bar or home indicator: its `length` is the safe area's bottom.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupport(top: false) }

    private func layoutSupport(top: Bool) -> UILayoutSupport {
        if let made = (top ? layoutSupportGuides.top : layoutSupportGuides.bottom) { return made }
        let made = BarLayoutSupport(view: view, isTop: top)
        if top { layoutSupportGuides.top = made } else { layoutSupportGuides.bottom = made }
        return made
    }
}
