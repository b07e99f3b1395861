import Foundation

/// A scene of the app: the launch connects one window scene, whose delegate makes the window.
open class UIScene: UIResponder {
    public let session: UISceneSession
    /// The scene's delegate (UIKit keeps it; so does the scene).
    open var delegate: UISceneDelegate?
    open var activationState: ActivationState = .foregroundActive
    open var title: String?

    public enum ActivationState: Int, Sendable {
        case unattached, foregroundActive, foregroundInactive, background
    }

    /// What the system passes a connecting scene: nothing to open here.
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<UIOpenURLContext> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }

    init(session: UISceneSession) {
        self.session = session
        super.init()
    }
}

/// A scene that shows windows: the screen.
open class UIWindowScene: UIScene {
    /// The windows made for this scene.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    open var screen: UIScreen { UIScreen.main }
    /// The scene's space: the screen's.
    open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The scene's status bar: where it is and whether it shows.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// The status bar of a window scene (iOS 13 and after), as UIKit's: read-only. No status bar
/// is drawn; its frame is where a device's would be.
open class UIStatusBarManager: NSObject {
    /// The app-wide style (``UIApplication/statusBarStyle``).
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
    /// Whether the app hid it (``UIApplication/isStatusBarHidden``).
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }
    /// The screen's width by the device's status bar height; `.zero` while hidden.
    open var statusBarFrame: CGRect { isStatusBarHidden ? .zero : Self.frameOfStatusBar }

    /// The current scene's status bar, shown: the top of its safe area on the screens that
    /// have one of the status bar's height (20 pt on an iPhone SE), 54 pt on the iPhone 15
    /// family, whose safe area (59 pt) reaches below it; none outside a scene or in a scene
    /// with no safe area at the top.
    static var frameOfStatusBar: CGRect {
        guard let screen = Clock.current?.screen else { return .zero }
        let top = screen.autoLayoutStorage?.screenSafeAreaInsets?.top ?? 0
        let height = DeviceSize.matching(screen.bounds.size).map { $0.safeAreaInsets.top == top ? $0.statusBarHeight : top } ?? top
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: height)
    }
}

/// A URL a scene is asked to open (none are, in a recording).
open class UIOpenURLContext: NSObject {
    open var url: URL { URL(fileURLWithPath: "/") }
}

/// A home-screen quick action (none, in a recording).
open class UIApplicationShortcutItem: NSObject {
    open var type: String { "" }
}

/// The session a scene lives in.
open class UISceneSession: NSObject {
    public let role: Role
    open var configuration: UISceneConfiguration
    open var persistentIdentifier: String { "dynamics-scene" }

    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

/// Which delegate a scene gets, as Info.plist or the app delegate says.
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    /// The storyboard the scene's window comes from (Info.plist's `UISceneStoryboardFile` is
    /// what the launch reads).
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// What a scene delegate may do, with UIKit's defaults (every method is optional in UIKit).
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate that makes a window (`var window: UIWindow?`).
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// Which way up the screen is: always portrait here.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
