import Foundation

/// A playground page, as `PlaygroundSupport` names it: `PlaygroundPage.current.liveView = view`
/// makes `view` (or a view controller) what the recording shows. `import PlaygroundSupport`
/// and `import XCPlayground` resolve to shims of the kit, so a page's code compiles unchanged.
///
/// A page's top-level code runs as the scene's set-up (the translation puts it in a function
/// the scene's entry point calls through ``run(in:_:)``), and each run gets a page of its own:
/// a scene process builds its scene afresh for the recording, the stills and the trace.
public final class PlaygroundPage {
    /// The page whose code is running (or ran last).
    public static var current: PlaygroundPage { running }

    /// What the page shows: a `UIView`, kept at its own size in the top-left corner of the
    /// screen (which takes that size unless `--size` gives one), or a `UIViewController`,
    /// shown full screen. Setting it shows it at once.
    public var liveView: PlaygroundLiveViewable? {
        didSet { show() }
    }

    /// As setting ``liveView``.
    public func setLiveView(_ liveView: PlaygroundLiveViewable) {
        self.liveView = liveView
    }

    /// Accepted and ignored: a recording runs for its `--duration`, timers and animators
    /// included, whatever this says.
    public var needsIndefiniteExecution = false

    /// Accepted and ignored: the live view is the whole recording.
    public var wantsFullScreenLiveView = false

    /// Xcode stops the page's execution; a recording goes on to its `--duration`.
    public func finishExecution() {}

    /// The scene this page's code builds; nil for the page before any scene ran.
    private weak var scene: Scene?

    private init(scene: Scene?) {
        self.scene = scene
    }

    nonisolated(unsafe) private static var running = PlaygroundPage(scene: nil)
    nonisolated(unsafe) private static var runs = 0

    /// Whether the page's code has run before in this process. The translation keeps a page's
    /// top-level `let`s and `var`s as globals, which Swift initializes once: on a later run
    /// their initializers are evaluated again, so each scene gets values of its own.
    @_spi(SceneFiles) public static var isRunAgain: Bool { runs > 1 }

    /// Runs a page's top-level code (`body`) as `scene`'s set-up, with a fresh ``current`` page.
    @_spi(SceneFiles) public static func run(in scene: Scene, _ body: () -> Void) {
        runs += 1
        running = PlaygroundPage(scene: scene)
        scene.run(body)
        if running.liveView == nil, runs == 1 {
            FileHandle.standardError.write(Data("dynamics: the page sets no live view (PlaygroundPage.current.liveView = a view or a view controller): the screen stays empty\n".utf8))
        }
    }

    /// Gives `scene`'s screen the size of the live view its page shows, when that is a view
    /// with a size: the recording is the live view, as Xcode's live view shows it. A view
    /// controller, or no live view, leaves the screen as it is.
    @_spi(SceneFiles) public static func fitScreen(of scene: Scene) {
        guard running.scene === scene, case let .view(view)? = running.liveView?.playgroundLiveViewRepresentation,
              view.bounds.width > 0, view.bounds.height > 0 else { return }
        scene.run {
            scene.rootView.frame = CGRect(origin: .zero, size: view.bounds.size)
            // Xcode's live view has no status bar.
            scene.safeAreaInsets = .zero
            scene.rootViewController?.view.frame = scene.rootView.bounds
        }
    }

    private func show() {
        guard let scene, let liveView else { return }
        scene.run {
            switch liveView.playgroundLiveViewRepresentation {
            case let .viewController(controller):
                scene.rootViewController = controller
            case let .view(view):
                let host = UIViewController()
                scene.rootViewController = host
                // A view without a size of its own fills the screen.
                if view.bounds.width <= 0 || view.bounds.height <= 0 {
                    view.frame = host.view.bounds
                } else {
                    view.frame.origin = .zero
                }
                host.view.addSubview(view)
            }
        }
    }
}

/// What a page's live view can be: a view or a view controller.
public protocol PlaygroundLiveViewable {
    var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { get }
}

public enum PlaygroundLiveViewRepresentation {
    case view(UIView)
    case viewController(UIViewController)
}

extension UIView: PlaygroundLiveViewable {
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(self) }
}

extension UIViewController: PlaygroundLiveViewable {
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .viewController(self) }
}
