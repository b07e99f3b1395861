import Foundation

/// A stage for UIKit Dynamics code: a root view of a given size (the screen), and the one
/// clock that drives every animator, tween and scripted touch made for it.
///
/// ```swift
/// let scene = Scene(size: CGSize(width: 375, height: 667))
/// scene.run {
///     let square = UIView(frame: CGRect(x: 172, y: 318, width: 30, height: 30))
///     scene.rootView.addSubview(square)
///     let animator = UIDynamicAnimator(referenceView: scene.rootView)
///     animator.addBehavior(UIGravityBehavior(items: [square]))
///     scene.keep(animator)   // as a view controller's property would
/// }
/// scene.advance(by: 1)   // one simulated second; nothing is drawn
/// ```
public final class Scene {
    /// The screen: its frame is `(0, 0, size)`.
    public let rootView: UIView
    public let clock = Clock()
    /// Seed for anything random a scene does; the CLI's `--seed`.
    public let seed: UInt64

    public var size: CGSize { rootView.bounds.size }
    /// Seconds simulated so far.
    public var time: TimeInterval { clock.time }

    /// The view controller whose view fills the screen, below anything else on the root view.
    /// Setting it loads its view, sizes it to the screen, lays it out and makes it appear
    /// (Scene+RootViewController.swift).
    public var rootViewController: UIViewController? {
        didSet { replaceRootViewController(oldValue) }
    }

    public init(size: CGSize, backgroundColor: UIColor = .white, seed: UInt64 = 0) {
        // Appearance proxies are the app's: a new scene starts without them.
        Appearance.reset()
        BarItemAppearance.proxies = []
        rootView = UIWindow(frame: CGRect(origin: .zero, size: size))
        rootView.backgroundColor = backgroundColor
        self.seed = seed
        clock.random = SplitMix64(seed: seed)
        clock.scene = self
        rootView.autoLayout.screenSafeAreaInsets = DeviceSize.defaultSafeAreaInsets
        rootView.autoLayout.sceneClock = clock
        clock.screen = rootView
        // The layout pass, as a display frame would run it: once every tick.
        clock.onTick { [weak rootView] _ in rootView?.layoutIfNeeded() }
    }

    /// Runs `body` with this scene's clock current, so the animators it creates attach here,
    /// then lays out what it changed.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try clock.withCurrent {
            let result = try body()
            // Tasks the body started run to their first wait, still at this time.
            clock.drainTasks()
            rootView.layoutIfNeeded()
            return result
        }
    }

    /// Simulates `duration` more seconds (whole ticks of 1/60 s).
    /// Keeps `object` alive as long as the scene, as a view controller's property does on a
    /// device: an animator no one holds stops and is freed, as in UIKit.
    public func keep(_ object: AnyObject) {
        keptObjects.append(object)
    }

    private var keptObjects: [AnyObject] = []

    public func advance(by duration: TimeInterval) { clock.advance(by: duration) }

    /// Simulates until `time` seconds since the start.
    public func advance(to time: TimeInterval) { clock.advance(to: time) }

    /// Runs `action` when the scene's time reaches `time` seconds.
    public func at(_ time: TimeInterval, _ action: @escaping () -> Void) {
        clock.schedule(at: time, action)
    }

    /// Delivers the touch script (``touchDown(at:time:)`` and the helpers built on it).
    lazy var touchInput = TouchInput(scene: self)
}
