import Foundation

/// A type whose instances' look can be set for all of them at once, as UIKit's:
/// `UINavigationBar.appearance().barTintColor = .systemTeal` in an app delegate gives every
/// navigation bar that enters a window afterwards that tint, unless the bar set its own.
/// `appearance(whenContainedInInstancesOf:)` limits it to instances inside a view or view
/// controller of one of those classes.
///
/// The proxy is an instance of the class, made with `init?(coder:)` as UIKit's proxies answer
/// the class's messages; the properties UIKit marks for appearance that the kit draws are
/// copied from it (`Appearance.properties` lists them): tint and background colours, the bars'
/// tints, translucency, styles, title attributes and appearances, a label's text colour and
/// font, the switches', sliders', page controls' and tables' colours. Others set on a proxy
/// change nothing and are not reported.
public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances may contain views that follow an appearance proxy: views and view
/// controllers.
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {
    public static func appearance() -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        Appearance.proxy(of: self, containers: containerTypes)
    }

    public static func appearance(for trait: UITraitCollection) -> Self { appearance() }

    public static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        appearance(whenContainedInInstancesOf: containerTypes)
    }
}

extension UIViewController: UIAppearanceContainer {}

/// The proxies made so far and the copying of their properties onto views entering a window.
enum Appearance {
    struct Proxy {
        let type: UIView.Type
        let view: UIView
        let containers: [(AnyObject) -> Bool]
        let containerNames: [ObjectIdentifier]
    }

    nonisolated(unsafe) private(set) static var proxies: [Proxy] = []
    /// A fresh instance of each proxied class, for what "not set" means.
    nonisolated(unsafe) private static var defaults: [ObjectIdentifier: UIView] = [:]

    static func reset() {
        proxies = []
        defaults = [:]
    }

    static func proxy<View: UIView>(of type: View.Type, containers: [UIAppearanceContainer.Type]) -> View {
        let names = containers.map { ObjectIdentifier($0) }
        if let found = proxies.first(where: { $0.type == type && $0.containerNames == names }), let view = found.view as? View {
            return view
        }
        guard let view = type.init(coder: AppearanceCoder()), defaultView(of: type) != nil else {
            fatalError("\(type).appearance(): \(type)'s init?(coder:) returned nil; an appearance proxy is made with it")
        }
        proxies.append(Proxy(type: type, view: view, containers: containers.map(Self.isInstance), containerNames: names))
        return view
    }

    private static func isInstance(of container: UIAppearanceContainer.Type) -> (AnyObject) -> Bool {
        func test<Container: UIAppearanceContainer>(_ type: Container.Type) -> (AnyObject) -> Bool { { $0 is Container } }
        return test(container)
    }

    private static func defaultView(of type: UIView.Type) -> UIView? {
        if let view = defaults[ObjectIdentifier(type)] { return view }
        let view = type.init(coder: AppearanceCoder())
        defaults[ObjectIdentifier(type)] = view
        return view
    }

    /// Copies onto `view` what the proxies of its class (and superclasses) set, the proxies
    /// without containers first, then those whose containers hold the view, each in the order
    /// it was made; a property the view set itself is kept.
    static func apply(to view: UIView) {
        guard !proxies.isEmpty else { return }
        let matching = proxies.filter { proxy in
            isKind(view, of: proxy.type) && (proxy.containers.isEmpty || contains(view, proxy.containers))
        }
        for proxy in matching.filter({ $0.containers.isEmpty }) + matching.filter({ !$0.containers.isEmpty }) {
            guard let fresh = defaultView(of: proxy.type) else { continue }
            for property in properties { property(proxy.view, view, fresh) }
        }
    }

    private static func isKind(_ view: UIView, of type: UIView.Type) -> Bool {
        func test<V: UIView>(_ type: V.Type) -> Bool { view is V }
        return test(type)
    }

    /// Whether a superview of `view`, or the view controller of one, passes one of `tests`.
    private static func contains(_ view: UIView, _ tests: [(AnyObject) -> Bool]) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if tests.contains(where: { $0(ancestor) }) { return true }
            if let controller = ancestor.next as? UIViewController, tests.contains(where: { $0(controller) }) { return true }
            current = ancestor.superview
        }
        return false
    }

    /// One property: copied from the proxy to the view when the proxy set it (it differs from a
    /// fresh instance's) and the view did not (it still has the fresh value).
    private static func property<V: UIView, Value>(_ type: V.Type, _ key: ReferenceWritableKeyPath<V, Value>, same: @escaping (Value, Value) -> Bool) -> (UIView, UIView, UIView) -> Void {
        { proxy, view, fresh in
            guard let proxy = proxy as? V, let view = view as? V, let fresh = fresh as? V else { return }
            let wanted = proxy[keyPath: key], initial = fresh[keyPath: key]
            guard !same(wanted, initial), same(view[keyPath: key], initial) else { return }
            view[keyPath: key] = wanted
        }
    }

    private static func color<V: UIView>(_ type: V.Type, _ key: ReferenceWritableKeyPath<V, UIColor?>) -> (UIView, UIView, UIView) -> Void {
        property(type, key, same: ==)
    }

    private static func attributes<V: UIView>(_ type: V.Type, _ key: ReferenceWritableKeyPath<V, [NSAttributedString.Key: Any]?>) -> (UIView, UIView, UIView) -> Void {
        // Set or not: attribute dictionaries are not comparable.
        property(type, key, same: { ($0 == nil) == ($1 == nil) })
    }

    private static func object<V: UIView, Value: AnyObject>(_ type: V.Type, _ key: ReferenceWritableKeyPath<V, Value?>) -> (UIView, UIView, UIView) -> Void {
        property(type, key, same: { $0 === $1 })
    }

    /// The appearance properties UIKit marks that the kit draws.
    static let properties: [(UIView, UIView, UIView) -> Void] = [
        { proxy, view, _ in
            if let tint = proxy.ownTintColor, view.ownTintColor == nil { view.tintColor = tint }
        },
        color(UIView.self, \.backgroundColor),
        color(UINavigationBar.self, \.barTintColor),
        attributes(UINavigationBar.self, \.titleTextAttributes),
        attributes(UINavigationBar.self, \.largeTitleTextAttributes),
        object(UINavigationBar.self, \.shadowImage),
        property(UINavigationBar.self, \.isTranslucent, same: ==),
        property(UINavigationBar.self, \.barStyle, same: ==),
        { proxy, view, _ in
            guard let proxy = proxy as? UINavigationBar, let bar = view as? UINavigationBar else { return }
            if proxy.hasOwnStandardAppearance, !bar.hasOwnStandardAppearance {
                bar.standardAppearance = proxy.standardAppearance.copy() as! UINavigationBarAppearance
            }
            if let edge = proxy.scrollEdgeAppearance, bar.scrollEdgeAppearance == nil {
                bar.scrollEdgeAppearance = (edge.copy() as! UINavigationBarAppearance)
            }
            if let compact = proxy.compactAppearance, bar.compactAppearance == nil {
                bar.compactAppearance = (compact.copy() as! UINavigationBarAppearance)
            }
        },
        color(UITabBar.self, \.barTintColor),
        color(UITabBar.self, \.unselectedItemTintColor),
        property(UITabBar.self, \.isTranslucent, same: ==),
        property(UITabBar.self, \.barStyle, same: ==),
        { proxy, view, _ in
            guard let proxy = proxy as? UITabBar, let bar = view as? UITabBar else { return }
            if proxy.hasOwnStandardAppearance, !bar.hasOwnStandardAppearance {
                bar.standardAppearance = proxy.standardAppearance.copy() as! UITabBarAppearance
            }
            if let edge = proxy.scrollEdgeAppearance, bar.scrollEdgeAppearance == nil {
                bar.scrollEdgeAppearance = (edge.copy() as! UITabBarAppearance)
            }
        },
        color(UIToolbar.self, \.barTintColor),
        property(UILabel.self, \.textColor, same: ==),
        property(UILabel.self, \.font, same: ==),
        color(UISwitch.self, \.onTintColor),
        color(UISwitch.self, \.thumbTintColor),
        color(UISlider.self, \.minimumTrackTintColor),
        color(UISlider.self, \.maximumTrackTintColor),
        color(UISlider.self, \.thumbTintColor),
        color(UIPageControl.self, \.pageIndicatorTintColor),
        color(UIPageControl.self, \.currentPageIndicatorTintColor),
        color(UIProgressView.self, \.progressTintColor),
        color(UIProgressView.self, \.trackTintColor),
        color(UITableView.self, \.separatorColor),
        color(UITextField.self, \.textColor),
        color(UITextView.self, \.textColor),
    ]
}

/// The coder an appearance proxy is made with: it holds no Interface Builder element, so the
/// class's `init?(coder:)` makes a default instance.
final class AppearanceCoder: NSCoder {}
