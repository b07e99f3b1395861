import Foundation

/// The running app, one a scene: `UIApplication.shared` is the current scene's. It holds the
/// delegate and the windows its launch made; it opens nothing and never leaves the foreground.
open class UIApplication: UIResponder {
    /// The app's layout direction: left to right here (the scene's locale is English).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The current scene's application.
    public class var shared: UIApplication {
        if let clock = Clock.current {
            if let application = clock.application { return application }
            let application = UIApplication()
            clock.application = application
            return application
        }
        return detached
    }

    private static let detached = UIApplication()

    /// The app delegate, when it is a responder (`class AppDelegate: UIResponder, …`): the end
    /// of the responder chain.
    open override var next: UIResponder? {
        delegate as? UIResponder
    }

    /// The app delegate the launch made.
    open weak var delegate: UIApplicationDelegate?
    /// Set when the launch gave the scene no root (see ``launch(in:delegate:sceneDelegate:fallback:controllers:)``).
    var launchFailure: String?
    private var strongDelegate: UIApplicationDelegate?
    /// The windows made and shown so far, key window last made key.
    open private(set) var windows: [UIWindow] = []
    /// The window last made key.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    open private(set) var connectedScenes: Set<UIScene> = []
    open var applicationState: State { .active }
    open var isIdleTimerDisabled = false
    /// The app-wide status bar style of iOS 8 and before; kept, not drawn (no status bar is).
    open var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the status bar is hidden, app-wide (iOS 8 and before); kept, not drawn.
    open var isStatusBarHidden = false

    /// Where the status bar is, in screen coordinates (iOS 12 and before; `statusBarManager`
    /// since): the width of the screen, the height of the device's status bar (20 pt on an
    /// iPhone SE, ``DeviceSize``); `.zero` while it is hidden or the scene has none (a
    /// playground's live view).
    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : UIStatusBarManager.frameOfStatusBar
    }

    /// How the status bar is turned, with the interface: portrait.
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }

    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        isStatusBarHidden = hidden
    }
    open var applicationIconBadgeNumber = 0

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    // The app's lifecycle as notifications (UIKit's names), each posted on
    // `NotificationCenter.default` with the application as its object, after the delegate's
    // method of the same moment. A recording launches and becomes active, so it posts
    // `didFinishLaunchingNotification` and `didBecomeActiveNotification`; it never resigns,
    // leaves the foreground, ends or runs short of memory, so the others are never posted here.

    /// Posted when the app has finished launching, after `application(_:didFinishLaunchingWithOptions:)`.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app has become active, after `applicationDidBecomeActive(_:)`.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active (never, here).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app has gone to the background (never, here).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background (never, here).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end (never, here).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is short of memory (never, here).
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }

    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens nothing (a recording has no other apps), says so once, and reports `false`.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        KitNote.once("UIApplication.open(\(url.absoluteString)) opens nothing in a recording")
        completionHandler?(false)
    }

    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends nothing: there is no responder chain to search for `action`'s target here.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }

    func didShow(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        windows.append(window)
    }

    func connect(_ scene: UIScene) { connectedScenes.insert(scene) }

    func keep(_ delegate: UIApplicationDelegate) {
        strongDelegate = delegate
        self.delegate = delegate
    }

}

/// What an app delegate may do, with UIKit's defaults: every method is optional in UIKit, so
/// each has a default here. A method whose signature differs from these would never be called;
/// the scene-file compiler says so.
public protocol UIApplicationDelegate: AnyObject {
    /// The window of an app that makes its own (before scenes).
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplication {
    /// An app's own launch, as iOS runs it: the app delegate finishes launching (then
    /// `didFinishLaunchingNotification` is posted); with a scene delegate, a window scene
    /// connects and its delegate makes the window; then both become active (then
    /// `didBecomeActiveNotification`). With a main `storyboard` (the app's `Info.plist`), the window is UIKit's: made
    /// before the delegate is told, its root the storyboard's initial controller, shown after.
    /// The root is the view controller a window shown (or made) holds. When the launch shows
    /// none, `fallback` (the files' one view controller) is shown instead, and the scene says
    /// so; with no fallback the launch fails (``launchFailure(in:)``) naming `controllers`,
    /// rather than show nothing.
    @_spi(SceneFiles) public static func launch(
        in scene: Scene, delegate: UIApplicationDelegate, sceneDelegate makeSceneDelegate: (() -> UISceneDelegate)?,
        fallback: (() -> UIViewController)?, controllers: [String] = [], storyboard: String? = nil
    ) {
        let application = UIApplication.shared
        application.keep(delegate)
        // The main storyboard's window, as UIKit makes it: its initial controller the root,
        // set on the delegate's `window` before the delegate is told, shown after.
        func storyboardWindow(_ window: UIWindow) -> UIWindow? {
            guard let storyboard else { return nil }
            window.rootViewController = UIStoryboard(name: storyboard, bundle: nil).instantiateInitialViewController()
            return window
        }
        let appWindow = makeSceneDelegate == nil ? storyboardWindow(UIWindow(frame: UIScreen.main.bounds)) : nil
        if let appWindow { delegate.window = appWindow }
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: didFinishLaunchingNotification, object: application)
        // UIKit shows the delegate's window then, which the delegate may have replaced.
        if appWindow != nil, let window = delegate.window ?? appWindow, !window.isKeyWindow { window.makeKeyAndVisible() }
        if let makeSceneDelegate {
            let session = UISceneSession(role: .windowApplication)
            let options = UIScene.ConnectionOptions()
            session.configuration = delegate.application(application, configurationForConnecting: session, options: options)
            let windowScene = UIWindowScene(session: session)
            application.connect(windowScene)
            let sceneDelegate = makeSceneDelegate()
            windowScene.delegate = sceneDelegate
            let sceneWindow = storyboardWindow(UIWindow(windowScene: windowScene))
            if let sceneWindow, var windowDelegate = sceneDelegate as? UIWindowSceneDelegate { windowDelegate.window = sceneWindow }
            sceneDelegate.scene(windowScene, willConnectTo: session, options: options)
            // UIKit then shows the delegate's window: the storyboard's, unless the delegate
            // made its own and put it there (a root set in code over a template's storyboard).
            if let sceneWindow {
                let shown = (sceneDelegate as? UIWindowSceneDelegate)?.window ?? sceneWindow
                if !shown.isKeyWindow { shown.makeKeyAndVisible() }
            }
            sceneDelegate.sceneWillEnterForeground(windowScene)
            sceneDelegate.sceneDidBecomeActive(windowScene)
        }
        delegate.applicationDidBecomeActive(application)
        NotificationCenter.default.post(name: didBecomeActiveNotification, object: application)
        guard scene.rootViewController == nil else { return }
        // A window with a root that was never made key still shows it on a device's first
        // frame when it is the only one.
        if let root = application.windows.compactMap(\.rootViewController).last ?? delegate.window?.rootViewController {
            scene.rootViewController = root
        } else if let fallback {
            let controller = fallback()
            KitNote.once("the app's launch showed no view controller (it made no window and has no main storyboard): showing \(type(of: controller))")
            scene.rootViewController = controller
        } else {
            let names = controllers.isEmpty ? "" : " (\(controllers.joined(separator: ", ")))"
            application.launchFailure = "the app's launch showed no view controller (it made no window and has no main storyboard): choose the root with --controller NAME\(names)"
        }
    }

    /// Why the scene's app launch could not give it a root, if it could not: the host stops
    /// the recording with this line rather than record an empty screen.
    @_spi(SceneFiles) public static func launchFailure(in scene: Scene) -> String? {
        scene.clock.application?.launchFailure
    }
}
