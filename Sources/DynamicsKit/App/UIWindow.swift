import Foundation

/// A window: what an app's launch makes and puts its root view controller in. The scene's
/// screen is the one window drawn; `makeKeyAndVisible()` of a window with a root view
/// controller makes that controller the scene's.
open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    open var rootViewController: UIViewController? {
        didSet { if isKeyWindow { showRoot() } }
    }
    open private(set) var isKeyWindow = false
    open var windowLevel: Level = .normal

    public struct Level: Hashable, RawRepresentable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
    }

    /// A window the size of the scene's screen, in `windowScene`.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: UIScreen.main.bounds)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes this the key window and shows it: its root view controller becomes the scene's.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self { window.isKeyWindow = false }
        isKeyWindow = true
        UIApplication.shared.didShow(self)
        showRoot()
    }

    private func showRoot() {
        guard let root = rootViewController, let scene = Clock.current?.scene, scene.rootViewController !== root else { return }
        scene.rootViewController = root
    }
}
