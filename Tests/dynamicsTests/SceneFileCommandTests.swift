import Basics
import Encoding
import Foundation
import XCTest

/// `dynamics render FILE.swift`: the user's own UIKit code, compiled and recorded.
final class SceneFileCommandTests: CommandLineTestCase {
    /// One scene cache for the whole run, so each test scene compiles once, and none in the
    /// user's own cache.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-scene-cache-\(getpid())")

    override class func tearDown() {
        try? FileManager.default.removeItem(at: cache)
        super.tearDown()
    }

    func render(_ arguments: [String], cache: URL = SceneFileCommandTests.cache) throws -> Result {
        try runDynamics(["render"] + arguments, environment: ["XDG_CACHE_HOME": cache.path])
    }

    func frame(_ folder: String, _ index: Int) throws -> Frame {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", index)))
    }

    /// The top and bottom rows holding pure-ish red pixels in column `x`.
    func redSpan(in frame: Frame, x: Int) -> ClosedRange<Int>? {
        let rows = (0..<frame.height).filter { y in
            let p = frame[x, y]
            return p.r > 200 && p.g < 80 && p.b < 80
        }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    static let fallingSquare = """
        import UIKit

        class FallingViewController: UIViewController {
            var animator: UIDynamicAnimator!

            override func viewDidLoad() {
                super.viewDidLoad()
                let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
                square.backgroundColor = .red
                view.addSubview(square)
                animator = UIDynamicAnimator(referenceView: view)
                animator.addBehavior(UIGravityBehavior(items: [square]))
            }
        }

        """

    // MARK: Rendering

    func testAViewControllerFileFallsAsGravitySays() throws {
        try write("Falling.swift", Self.fallingSquare)
        let result = try render(["Falling.swift", "-o", "frames/", "--fps", "10", "--duration", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workDirectory.appendingPathComponent("frames").path).count, 10)
        // UIKit's gravity of magnitude 1 is 1000 pt/s²: the top edge is at 100 + 500 t², give or
        // take the first 1/60 s tick (the animator starts stepping at the tick after it is made).
        for index in [0, 4, 8] {
            let t = Double(index) / 10, lagging = max(0, t - 1.0 / 60)
            let span = try XCTUnwrap(redSpan(in: try frame("frames", index), x: 125), "frame \(index)")
            XCTAssertGreaterThanOrEqual(Double(span.lowerBound), 100 + 500 * lagging * lagging - 1, "top edge at \(t) s")
            XCTAssertLessThanOrEqual(Double(span.lowerBound), 100 + 500 * t * t + 1, "top edge at \(t) s")
            XCTAssertEqual(span.count, 50)
        }
    }

    /// An observer on the main operation queue hears a post made on the scene's thread, at
    /// once, as on a device; Foundation would wait for a main queue nothing drains (the scene
    /// hung until the tool's timeout). (Foundation on Linux does not keep its observers in the
    /// order they were added, so the order they hear in is not checked.)
    func testAnObserverOnTheMainQueueHearsThePost() throws {
        try write("Observer.swift", """
            import UIKit

            class ObserverViewController: UIViewController {
                var heard: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let ping = Notification.Name("Ping")
                    NotificationCenter.default.addObserver(forName: ping, object: nil, queue: .main) { _ in self.heard.append("a") }
                    _ = NotificationCenter.default.addObserver(forName: ping, object: nil,
                                                               queue: OperationQueue.main) { _ in self.heard.append("b") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                        NotificationCenter.default.post(name: ping, object: nil)
                        print("heard", self.heard.sorted().joined())
                    }
                }
            }

            """)
        let result = try render(["Observer.swift", "-o", "observer.gif", "--duration", "0.3"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("heard ab"), result.stderr) // the scene prints to standard error
        XCTAssertFalse(result.stderr.contains("OperationQueue.main never runs"), result.stderr)
    }

    /// The unified log (`import os.log`, `os_log`, `Logger`) compiles and writes to standard
    /// error, as Xcode's console shows it (trilliwon/PiPCam stopped at "no such module 'os.log'").
    func testTheUnifiedLogWritesToStandardError() throws {
        try write("Logging.swift", """
            import UIKit
            import os.log

            class LoggingViewController: UIViewController {
                let logger = Logger(subsystem: "com.example.app", category: "physics")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    os_log("loaded %{public}@ with %d views", log: OSLog(subsystem: "s", category: "ui"), type: .info, "home", 3)
                    let speed = 12.5
                    logger.info("speed \\(speed, format: .fixed(precision: 1), privacy: .public) pt/s")
                    os_log(.error, "plain")
                }
            }

            """)
        let result = try render(["Logging.swift", "-o", "logging.gif", "--duration", "0.1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("[ui] loaded home with 3 views"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[physics] speed 12.5 pt/s"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\nplain\n"), result.stderr)
    }

    func testTheDefaultOutputIsTheFileNameAsAGIFOfFiveSeconds() throws {
        try write("Falling.swift", Self.fallingSquare)
        let result = try render(["Falling.swift", "--fps", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let gif = try Data(contentsOf: workDirectory.appendingPathComponent("Falling.gif"))
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(try files(), ["Falling.gif", "Falling.swift"])
    }

    func testAnUnchangedSceneIsNotCompiledAgainAndRendersTheSameBytes() throws {
        let cache = workDirectory.appendingPathComponent("cache")
        try write("Falling.swift", Self.fallingSquare)
        XCTAssertEqual(try render(["Falling.swift", "-o", "a.gif", "--duration", "1"], cache: cache).status, 0)
        let scenes = cache.appendingPathComponent("dynamics/scenes")
        let entries = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
        XCTAssertEqual(entries.count, 1)
        let library = scenes.appendingPathComponent(entries[0]).appendingPathComponent("scene.so").path
        let built = try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date

        XCTAssertEqual(try render(["Falling.swift", "-o", "b.gif", "--duration", "1"], cache: cache).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scenes.path), entries)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: library)[.modificationDate] as? Date, built)
        XCTAssertEqual(try Data(contentsOf: workDirectory.appendingPathComponent("a.gif")),
                       try Data(contentsOf: workDirectory.appendingPathComponent("b.gif")))

        // An edit is a new scene.
        try write("Falling.swift", Self.fallingSquare.replacingOccurrences(of: ".red", with: ".blue"))
        XCTAssertEqual(try render(["Falling.swift", "-o", "c.gif", "--duration", "1"], cache: cache).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scenes.path).count, 2)
    }

    func testTargetActionWithSelectorsAndATapOnATitle() throws {
        try write("Drop.swift", """
            import UIKit

            class DropViewController: UIViewController {
                @IBOutlet weak var square: UIView!
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
                    square.backgroundColor = .red
                    view.addSubview(square)
                    self.square = square
                    animator = UIDynamicAnimator(referenceView: view)
                    let button = UIButton(type: .system)
                    button.setTitle("Drop", for: .normal)
                    button.frame = CGRect(x: 200, y: 500, width: 100, height: 44)
                    button.addTarget(self, action: #selector(drop(_:)), for: .touchUpInside)
                    view.addSubview(button)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(DropViewController.tapped(_:)))
                    view.addGestureRecognizer(tap)
                }

                @IBAction func drop(_ sender: UIButton) {
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                }

                @objc func tapped(_ recognizer: UITapGestureRecognizer) {
                    square.backgroundColor = .green
                }
            }

            """)
        let result = try render(["Drop.swift", "-o", "frames/", "--fps", "10", "--duration", "1.5", "--tap", "Drop@0.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Still before the tap; falling after it (the button's action).
        XCTAssertEqual(redSpan(in: try frame("frames", 5), x: 125)?.lowerBound, 100)
        let later = try XCTUnwrap(redSpan(in: try frame("frames", 14), x: 125))
        XCTAssertGreaterThan(later.lowerBound, 200)

        // A tap elsewhere goes to the recognizer's unbound #selector(Type.method(_:)).
        let tapped = try render(["Drop.swift", "-o", "tapped/", "--fps", "10", "--duration", "1", "--tap", "20,20@0.2"])
        XCTAssertEqual(tapped.status, 0, tapped.stderr)
        let pixel = try frame("tapped", 9)[125, 125]
        XCTAssertTrue(pixel.g > 100 && pixel.r < 80, "the square turned green: \(pixel)")
    }

    /// removeTarget(_:action:for:) removes the action it names and no other, whichever way the
    /// #selector is written (bound, unbound, with or without labels), as UIKit's does; and the
    /// same for a gesture recognizer.
    func testRemoveTargetRemovesOnlyTheNamedAction() throws {
        try write("Remove.swift", """
            import UIKit

            class RemoveViewController: UIViewController {
                var square: UIView!
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
                    square.backgroundColor = .red
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    let button = UIButton(type: .system)
                    button.setTitle("Go", for: .normal)
                    button.frame = CGRect(x: 200, y: 500, width: 100, height: 44)
                    button.addTarget(self, action: #selector(drop(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(paint), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(RemoveViewController.paint), for: .touchUpInside)
                    view.addSubview(button)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.paint))
                    tap.addTarget(self, action: #selector(widen(_:)))
                    tap.removeTarget(self, action: #selector(RemoveViewController.paint))
                    view.addGestureRecognizer(tap)
                }

                @objc func drop(_ sender: UIButton) {
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                }

                @objc func paint() {
                    square.backgroundColor = .green
                }

                @objc func widen(_ recognizer: UITapGestureRecognizer) {
                    square.frame.size.width = 80
                }
            }

            """)
        let result = try render(["Remove.swift", "-o", "frames/", "--fps", "10", "--duration", "1.5", "--tap", "Go@0.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The drop kept (the square falls), the paint removed (it stays red).
        let later = try XCTUnwrap(redSpan(in: try frame("frames", 14), x: 125), "still red")
        XCTAssertGreaterThan(later.lowerBound, 200)

        // A tap elsewhere: the recognizer's widen kept (red reaches x = 170), its paint removed.
        let tapped = try render(["Remove.swift", "-o", "tapped/", "--fps", "10", "--duration", "1", "--tap", "20,20@0.2"])
        XCTAssertEqual(tapped.status, 0, tapped.stderr)
        let last = try frame("tapped", 9)
        XCTAssertEqual(redSpan(in: last, x: 125), 100...149)
        XCTAssertEqual(redSpan(in: last, x: 170), 100...149)
    }

    /// A view controller that lays out a row with a UIStackView, as iOS code does, and drops a
    /// square past it with gravity: the row is where UIKit puts it, and nothing conflicts.
    func testAStackViewLaysOutARowBesideDynamics() throws {
        try write("Row.swift", """
            import UIKit

            class RowViewController: UIViewController {
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView(arrangedSubviews: [UIColor.red, .green, .blue].map { color in
                        let box = UIView()
                        box.backgroundColor = color
                        return box
                    })
                    stack.axis = .horizontal
                    stack.distribution = .fillEqually
                    stack.spacing = 15
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -30),
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                        stack.heightAnchor.constraint(equalToConstant: 60),
                    ])
                    let square = UIView(frame: CGRect(x: 160, y: 0, width: 50, height: 50))
                    square.backgroundColor = .orange
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                }
            }

            """)
        let result = try render(["Row.swift", "-o", "frames/", "--fps", "10", "--duration", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "no conflict")
        // (375 − 60 − 30) / 3 = 95 pt each: red 30–125, green 140–235, blue 250–345; 200–260 high.
        let first = try frame("frames", 0)
        XCTAssertEqual(redSpan(in: first, x: 77), 200...259)
        XCTAssertEqual(first[187, 230], RGBA(0, 255, 0))
        XCTAssertEqual(first[297, 230], RGBA(0, 0, 255))
        XCTAssertEqual(first[132, 230], RGBA(255, 255, 255), "the gap")
        // The square fell past the row (½·1000·0.9² ≈ 405 pt in 0.9 s), drawn above it.
        let last = try frame("frames", 9)
        XCTAssertEqual(last[185, 430], RGBA(255, 128, 0))
        XCTAssertEqual(last[77, 230], RGBA(255, 0, 0))
    }

    /// The kit's one-line warnings (here: an SF Symbol drawn as a stand-in) reach stderr from a
    /// scene file that renders fine, as they do from a demo; they used to be held back.
    func testTheKitsWarningsFromASceneReachStderr() throws {
        try write("Symbol.swift", """
            import UIKit

            class SymbolViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let icon = UIImageView(image: UIImage(systemName: "star.fill"))
                    icon.tintColor = .systemYellow
                    icon.center = CGPoint(x: 100, y: 100)
                    view.addSubview(icon)
                }
            }

            """)
        let result = try render(["Symbol.swift", "-o", "frames/", "--fps", "10", "--duration", "0.2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "dynamics: UIImage(systemName: \"star.fill\") is drawn as a disc: Apple's SF Symbols are not available here\n")
        // The stand-in, 20 pt across, in the tint color.
        XCTAssertEqual(try frame("frames", 0)[100, 100], RGBA(255, 204, 0))
    }

    /// DispatchQueue.main.asyncAfter, DispatchGroup and Timer, as iOS code uses them, run in
    /// scene time: they used to compile and never run (a recording has no run loop).
    func testAsyncAfterAndTimersRunInSceneTime() throws {
        try write("Later.swift", """
            import UIKit

            class LaterViewController: UIViewController {
                let square = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
                var timer: Timer?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    square.backgroundColor = .red
                    view.addSubview(square)
                    let group = DispatchGroup()
                    group.enter()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        group.leave()
                    }
                    group.notify(queue: .main) {
                        self.square.backgroundColor = .green
                    }
                    timer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(step(_:)), userInfo: nil, repeats: true)
                }

                @objc func step(_ timer: Timer) {
                    square.frame.origin.x += 50
                    if square.frame.origin.x >= 150 { timer.invalidate() }
                }
            }

            """)
        let result = try render(["Later.swift", "-o", "frames/", "--fps", "10", "--duration", "1.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // 0.2 s: red at x = 0; 0.4 s: moved once (0.25 s), still red; 0.6 s: twice, green;
        // 1.4 s: stopped at 150 after the third step.
        XCTAssertEqual(try frame("frames", 2)[20, 120], RGBA(255, 0, 0))
        XCTAssertEqual(try frame("frames", 4)[70, 120], RGBA(255, 0, 0))
        XCTAssertEqual(try frame("frames", 6)[120, 120], RGBA(0, 255, 0))
        XCTAssertEqual(try frame("frames", 14)[170, 120], RGBA(0, 255, 0))
        XCTAssertEqual(try frame("frames", 14)[220, 120], RGBA(255, 255, 255))

        // A file that declares its own Timer keeps it (the entry point then leaves Timer alone).
        try write("OwnTimer.swift", """
            import UIKit

            struct Timer { var ticks = 0 }

            class OwnTimerViewController: UIViewController {
                var timer = Timer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    timer.ticks += 1
                    view.backgroundColor = timer.ticks == 1 ? .blue : .red
                }
            }

            """)
        let own = try render(["OwnTimer.swift", "-o", "own/", "--fps", "10", "--duration", "0.1"])
        XCTAssertEqual(own.status, 0, own.stderr)
        XCTAssertEqual(try frame("own", 0)[10, 10], RGBA(0, 0, 255))

        // A Task and Task.sleep run in scene time: no warning.
        try write("Sleepy.swift", """
            import UIKit

            class SleepyViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Task {
                        try? await Task.sleep(nanoseconds: 500_000_000)
                    }
                }
            }

            """)
        let path = workDirectory.appendingPathComponent("Sleepy.swift").path
        for output in ["a/", "b/"] {
            let sleepy = try render(["Sleepy.swift", "-o", output, "--fps", "10", "--duration", "0.1"])
            XCTAssertEqual(sleepy.status, 0, sleepy.stderr)
            XCTAssertFalse(sleepy.stderr.contains(path), sleepy.stderr)
        }
    }

    /// A custom animation loop on CADisplayLink, as iOS code writes it: one call a frame (60 a
    /// second), its time step from CACurrentMediaTime.
    func testADisplayLinkLoopRunsOnceAFrame() throws {
        try write("Loop.swift", """
            import UIKit
            import QuartzCore

            class LoopViewController: UIViewController {
                let square = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
                var last: CFTimeInterval = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    square.backgroundColor = .red
                    view.addSubview(square)
                    last = CACurrentMediaTime()
                    let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link.add(to: .main, forMode: .common)
                }

                @objc func step(_ link: CADisplayLink) {
                    let now = CACurrentMediaTime()
                    square.center.x += CGFloat(now - last) * 120
                    last = now
                }
            }

            """)
        let result = try render(["Loop.swift", "-o", "frames/", "--fps", "10", "--duration", "1.1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // 120 pt/s: after 1 s the square's left edge is at 120 (centre 140).
        let last = try frame("frames", 10)
        XCTAssertEqual(last[121, 120], RGBA(255, 0, 0))
        XCTAssertEqual(last[118, 120], RGBA(255, 255, 255))
    }

    func testCollisionDelegateMethodsWithUIKitsSignaturesAreCalled() throws {
        try write("Floor.swift", """
            import Foundation
            import CoreGraphics
            import QuartzCore
            import UIKit

            class FloorViewController: UIViewController, UICollisionBehaviorDelegate {
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                    let collision = UICollisionBehavior(items: [square])
                    collision.addBoundary(withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 375, y: 400))
                    collision.collisionDelegate = self
                    animator.addBehavior(collision)
                }

                func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
                    print("began \\(identifier as? String ?? "nil") at y \\(Int(p.y.rounded()))")
                }
            }

            """)
        let result = try render(["Floor.swift", "-o", "out.gif", "--duration", "1.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("began floor at y 400"), result.stderr)
        // UIKit's default elasticity of 0.2 bounces it once more before it rests: a second began.
        XCTAssertTrue(result.stderr.hasPrefix("began floor at y 400\n"), result.stderr)
    }

    func testADelegateMethodThatWouldNeverBeCalledIsACompileError() throws {
        try write("Typo.swift", """
            import UIKit

            class TypoViewController: UIViewController, UICollisionBehaviorDelegate {
                func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: String?, at p: CGPoint) {
                    print("never")
                }
            }

            """)
        let result = try render(["Typo.swift", "-o", "out.gif"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix(workDirectory.appendingPathComponent("Typo.swift").path + ":4:10: error: 'collisionBehavior(_: UICollisionBehavior, beganContactFor: UIDynamicItem, withBoundaryIdentifier: String?, at: CGPoint)' differs from UIKit's UICollisionBehaviorDelegate method 'collisionBehavior(_: UICollisionBehavior, beganContactFor: UIDynamicItem, withBoundaryIdentifier: NSCopying?, at: CGPoint)'"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("would never be called (see above)\n"), result.stderr)
        XCTAssertEqual(try files(), ["Typo.swift"])
    }

    func testMakeSceneBuildsTheSceneWithItsOwnScript() throws {
        try write("Scripted.swift", """
            import UIKit

            func makeScene(_ scene: Scene) {
                let square = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
                square.backgroundColor = .red
                scene.rootView.addSubview(square)
                scene.at(0.5) {
                    let animator = UIDynamicAnimator(referenceView: scene.rootView)
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                    objc_keep(animator)
                }
            }

            var kept: [AnyObject] = []
            func objc_keep(_ object: AnyObject) { kept.append(object) }

            """)
        let result = try render(["Scripted.swift", "-o", "frames/", "--fps", "10", "--duration", "1", "--size", "300x400"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let first = try frame("frames", 0)
        XCTAssertEqual([first.width, first.height], [300, 400])
        XCTAssertEqual(redSpan(in: first, x: 125)?.lowerBound, 100)
        XCTAssertGreaterThan(try XCTUnwrap(redSpan(in: try frame("frames", 9), x: 125)).lowerBound, 150)
    }

    func testImagesNextToTheSceneLoadByNameAndTakeTheTint() throws {
        try write("Art/Tinted.swift", """
            import UIKit

            class TintedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let image = UIImage(named: "dot")!.withRenderingMode(.alwaysTemplate)
                    let imageView = UIImageView(image: image)
                    imageView.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
                    imageView.tintColor = .green
                    view.addSubview(imageView)
                }
            }

            """)
        // A black, opaque 40×40 PNG beside the scene, not in the working folder.
        try Frame(width: 40, height: 40, fill: RGBA(0, 0, 0, 255)).writePNG(to: workDirectory.appendingPathComponent("Art/dot.png"))
        let result = try render(["Art/Tinted.swift", "-o", "frames/", "--duration", "0"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let pixel = try frame("frames", 0)[70, 70]
        XCTAssertTrue(pixel.g > 100 && pixel.r < 60 && pixel.b < 60, "the template image is drawn in the tint: \(pixel)")
    }

    /// The repository's root, from this file's path.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheReadmesFirstSceneIsTheExampleAndMakesTheGIFShown() throws {
        let example = Self.repository.appendingPathComponent("Examples/FirstScene/ViewController.swift")
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```swift\n" + (try String(contentsOf: example, encoding: .utf8)) + "```"),
                      "README's first section shows Examples/FirstScene/ViewController.swift as it is")
        let command = "dynamics render Examples/FirstScene/ViewController.swift -o first-scene.gif"
        XCTAssertTrue(readme.contains(command))
        let arguments = command.split(separator: " ").dropFirst(2).map(String.init)
        let result = try render([example.path] + arguments.dropFirst())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: workDirectory.appendingPathComponent("first-scene.gif")),
                       try Data(contentsOf: Self.repository.appendingPathComponent("docs/first-scene.gif")),
                       "docs/first-scene.gif is stale: run the README's command and copy the GIF to docs/")
    }

    // MARK: Failures

    func testACachedScenesWarningsAreSaidOnEveryRun() throws {
        let cache = workDirectory.appendingPathComponent("cache")
        try write("Warned.swift", Self.fallingSquare.replacingOccurrences(
            of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        var unchanged = 3"))
        let warning = workDirectory.appendingPathComponent("Warned.swift").path
            + ":8:13: warning: initialization of variable 'unchanged' was never used"
        for (run, output) in ["first.gif", "cached.gif"].enumerated() {
            let result = try render(["Warned.swift", "-o", output, "--duration", "0.2"], cache: cache)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stderr.contains(warning), "run \(run + 1): \(result.stderr)")
        }
        let scenes = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("dynamics/scenes").path)
        XCTAssertEqual(scenes.count, 1, "compiled once")
        // A scene without warnings says nothing of them.
        try write("Falling.swift", Self.fallingSquare)
        for output in ["a.gif", "b.gif"] {
            let result = try render(["Falling.swift", "-o", output, "--duration", "0.2"], cache: cache)
            XCTAssertFalse(result.stderr.contains("warning"), result.stderr)
        }
    }

    func testACompileErrorPointsAtTheUsersFileLineAndColumn() throws {
        try write("Broken.swift", """
            import UIKit

            class BrokenViewController: UIViewController {
                @objc func f() { let count: Int = "three" }
            }

            """)
        let result = try render(["Broken.swift", "-o", "out.gif"])
        XCTAssertEqual(result.status, 2)
        // Column 39 is the string literal's, in the user's line as written (the @objc before it
        // is translated away without moving anything).
        XCTAssertTrue(result.stderr.contains(workDirectory.appendingPathComponent("Broken.swift").path + ":4:39: error:"), result.stderr)
        // The excerpt under it numbers the user's lines and shows them as written (the
        // compiled text has a line in front and the @objc translated away).
        XCTAssertTrue(result.stderr.contains("4 |     @objc func f() { let count: Int = \"three\" }\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("3 | class BrokenViewController: UIViewController {\n"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("dynamics: Broken.swift did not compile (the compiler's messages are above)\n"), result.stderr)
        XCTAssertEqual(try files(), ["Broken.swift"])
    }

    func testASceneThatTrapsIsReportedInOneLineAndLeavesNothing() throws {
        try write("Crash.swift", """
            import UIKit

            class CrashViewController: UIViewController {
                var missing: UIView?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(missing!)
                }
            }

            """)
        for output in ["out.gif", "frames/"] {
            let result = try render(["Crash.swift", "-o", output])
            XCTAssertEqual(result.status, 2)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.stderr)
            XCTAssertTrue(lines[0].hasPrefix("dynamics: the scene crashed: "), result.stderr)
            XCTAssertTrue(lines[0].contains("Crash.swift:7: Fatal error: Unexpectedly found nil"), result.stderr)
            XCTAssertEqual(try files(), ["Crash.swift"])
        }
    }

    func testASceneThatNeverFinishesATickIsStoppedByTheTimeout() throws {
        try write("Loop.swift", """
            import UIKit

            class LoopViewController: UIViewController {
                var spins = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    while spins >= 0 { spins = (spins + 1) % 1000 }
                }
            }

            """)
        // Should --timeout not stop it, the test fails after 300 s (a compile and a second take
        // far less) rather than hang.
        let result = try runDynamics(["render", "Loop.swift", "-o", "out.gif", "--timeout", "1"],
                                     environment: ["XDG_CACHE_HOME": Self.cache.path], killAfter: 300)
        XCTAssertFalse(result.timedOut, "--timeout 1 did not stop an endless loop")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "dynamics: the scene made no progress for 1 s and was stopped (an endless loop? raise --timeout if it is just slow)\n")
        XCTAssertEqual(try files(), ["Loop.swift"])
    }

    func testEachWrongInputIsOneLine() throws {
        try write("notes.txt", "hello")
        try write("Empty.swift", "import UIKit\nstruct Nothing {}\n")
        try write("Two.swift", """
            import UIKit
            class FirstViewController: UIViewController {}
            class SecondViewController: UIViewController {}

            """)
        try write("NoInit.swift", """
            import UIKit
            class ColorViewController: UIViewController {
                let color: UIColor
                init(color: UIColor) { self.color = color; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """)
        let cases: [([String], Int32, String)] = [
            (["Missing.swift"], 2, "dynamics: no such file: Missing.swift"),
            (["notes.txt"], 2, "dynamics: notes.txt is not a Swift file (.swift) or a folder of them"),
            (["Empty.swift"], 2, "dynamics: Empty.swift declares no UIViewController subclass; declare one, a #Preview, or a top-level func makeScene(_ scene: Scene)"),
            (["Two.swift"], 2, "dynamics: Two.swift declares several view controllers (FirstViewController, SecondViewController); choose the root with --controller NAME"),
            (["Two.swift", "--controller", "Third"], 2, "dynamics: --controller Third: Two.swift has no UIViewController subclass of that name; it declares FirstViewController, SecondViewController"),
            (["NoInit.swift"], 2, "dynamics: ColorViewController cannot be made with ColorViewController(): give it an init()"),
            (["Two.swift", "--tap", "1,2"], 64, "dynamics: --tap '1,2' is not"),
            (["Two.swift", "--drag", "1,2:3,4@1"], 64, "dynamics: --drag '1,2:3,4@1' is not X1,Y1:X2,Y2@T+D"),
            (["Two.swift", "--flick", "1,2@1"], 64, "dynamics: --flick '1,2@1' is not X,Y:VX,VY@T"),
            (["Two.swift", "--size", "0x600"], 64, "dynamics: --size '0x600' is not WxH"),
            (["Two.swift", "--timeout", "0"], 64, "dynamics: --timeout must be a positive number of seconds, not 0"),
            (["flick", "--tap", "1,2@1"], 64, "dynamics: --drag 187.5,647:110,450@1+0.8 starts while --tap 1,2@1 is still down (until 1.1 s): a scene has one finger"),
        ]
        for (arguments, status, message) in cases {
            let result = try render(arguments + ["-o", "out.gif"])
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try files(), ["Empty.swift", "NoInit.swift", "Two.swift", "notes.txt"])

        let chosen = try render(["Two.swift", "--controller", "SecondViewController", "-o", "out.gif", "--duration", "0"])
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
    }

    /// A file ending in `#Preview`s: with no single view controller, the first preview is the
    /// root; `--preview NAME` picks another, and a view fills the screen.
    func testAFileOfPreviewsShowsTheFirstOrTheOneNamed() throws {
        try write("Previews.swift", """
            import UIKit
            final class RedViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .red }
            }
            final class UnusedViewController: UIViewController {}
            #Preview("Red") {
                RedViewController()
            }
            #Preview("Blue view", traits: .sizeThatFitsLayout) {
                let view = UIView()
                view.backgroundColor = .blue
                return view
            }
            """)
        var result = try render(["Previews.swift", "--duration", "0", "-o", "first/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try frame("first", 0)[187, 333], RGBA(255, 0, 0))
        result = try render(["Previews.swift", "--preview", "Blue view", "--duration", "0", "-o", "blue/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try frame("blue", 0)[5, 660], RGBA(0, 0, 255), "the view fills the screen")
        try write("Swift.swift", "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }\n#Preview { ContentView() }\n")
        result = try render(["Swift.swift", "-o", "x.gif"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "dynamics: Swift.swift imports SwiftUI, which exists on Apple's systems only: dynamics runs UIKit code (a SwiftUI view or #Preview cannot be its root)\n")
        result = try render(["Previews.swift", "--preview", "Green", "-o", "x.gif"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "dynamics: --preview \"Green\": Previews.swift has no #Preview of that name; its named previews are \"Red\", \"Blue view\"\n")
    }

    func testADemosIdWinsOverAFolderOfThatName() throws {
        try write("flick/Falling.swift", Self.fallingSquare)
        let demo = try render(["flick", "-o", "demo.gif", "--duration", "0.5"])
        XCTAssertEqual(demo.status, 0, demo.stderr)
        let folder = try render(["./flick", "-o", "folder/", "--duration", "0"])
        XCTAssertEqual(folder.status, 0, folder.stderr)
        XCTAssertNotNil(redSpan(in: try frame("folder", 0), x: 125), "./flick is the scene folder")
    }

    func testATitleThatIsNotOnScreenIsAnError() throws {
        try write("Falling.swift", Self.fallingSquare)
        let result = try render(["Falling.swift", "-o", "out.gif", "--tap", "\"Present\"@0.5"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "dynamics: --tap \"Present\"@0.5: no visible button, label or view titled \"Present\" at 0.5 s\n")
        XCTAssertEqual(try files(), ["Falling.swift"])
    }

    /// Two buttons titled alike: the frontmost is tapped, and a line says which and where the
    /// others are, so the user can give coordinates instead.
    func testATitleShownTwiceTapsTheFrontmostAndSaysSo() throws {
        try write("Twice.swift", """
            import UIKit
            final class TwiceViewController: UIViewController {
                var taps: [Int] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    for index in 0..<2 {
                        let button = UIButton(type: .system)
                        button.setTitle("Play", for: .normal)
                        button.frame = CGRect(x: 100, y: 200 + 100 * index, width: 100, height: 40)
                        button.tag = index
                        button.addTarget(self, action: #selector(played(_:)), for: .touchUpInside)
                        view.addSubview(button)
                    }
                }
                @objc func played(_ sender: UIButton) {
                    view.backgroundColor = sender.tag == 1 ? .green : .red
                }
            }
            """)
        let result = try render(["Twice.swift", "-o", "frames/", "--fps", "2", "--duration", "1", "--tap", "\"Play\"@0.2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "dynamics: --tap \"Play\"@0.2: 2 visible views show \"Play\"; tapped the frontmost, at 150,320 (the others at 150,220); --tap X,Y@0.2 taps another\n")
        XCTAssertEqual(try frame("frames", 1)[5, 660], RGBA(0, 255, 0), "the frontmost (added last) was tapped")
    }

    /// Swift's own random numbers follow `--seed`: the same deal in every run, another with
    /// another seed (the scene prints what it drew on stderr).
    func testSwiftsRandomNumbersFollowTheSeed() throws {
        try write("Deal.swift", """
            import UIKit
            final class DealViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var system = SystemRandomNumberGenerator()
                    let drawn = "\\(Array(1...8).shuffled()) \\(Int.random(in: 0..<1000)) \\(system.next() % 97) \\(["a", "b", "c"].randomElement()!)"
                    FileHandle.standardError.write(Data((drawn + "\\n").utf8))
                }
            }
            """)
        var deals: [String] = []
        for seed in ["0", "0", "7"] {
            let result = try render(["Deal.swift", "--seed", seed, "--duration", "0", "-o", "deal-\(deals.count).png"])
            XCTAssertEqual(result.status, 0, result.stderr)
            deals.append(result.stderr)
        }
        XCTAssertEqual(deals[0], deals[1], "the same seed, the same numbers")
        XCTAssertNotEqual(deals[0], deals[2], "another seed, others")
        XCTAssertTrue(deals[0].hasPrefix("["), deals[0])
    }

    func testRenderHelpDocumentsTheInputGrammar() throws {
        let result = try runDynamics(["render", "--help"])
        for text in ["--tap X,Y@T", "--tap \"Title\"@T", "--drag X1,Y1:X2,Y2@T+D", "--flick X,Y:VX,VY@T", "--controller", "--size", "--timeout", "--preview", "--swift-version", "#Preview", ".xcodeproj"] {
            XCTAssertTrue(result.stdout.contains(text), "render --help lacks \(text)")
        }
    }
}

/// `dynamics publish` with scene files and folders of them.
final class PublishSceneFilesTests: CommandLineTestCase {
    func publish(_ arguments: [String]) throws -> Result {
        try runDynamics(["publish"] + arguments, environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
    }

    func testAFolderOfScenesAndADemoMakeOneGallery() throws {
        try write("Scenes/RedSquare/Square.swift", SceneFileCommandTests.fallingSquare)
        try write("Scenes/BlueSquare/Controller.swift", SceneFileCommandTests.fallingSquare.replacingOccurrences(of: ".red", with: ".blue"))
        try write("Scenes/BlueSquare/Helper.swift", "import UIKit\nlet blueSide: CGFloat = 50\n")
        let result = try publish(["Scenes", "falling-square", "--out-dir", "gallery", "--duration", "1", "--fps", "10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: workDirectory.appendingPathComponent("gallery/manifest.json"))) as? [String: Any]
        let demos = try XCTUnwrap(manifest?["demos"] as? [[String: Any]])
        XCTAssertEqual(demos.map { $0["id"] as? String }, ["blue-square", "red-square", "falling-square"])
        XCTAssertEqual(demos.map { $0["frames"] as? Int }, [10, 10, 10]) // a demo is a scene file: --duration is for it too
        XCTAssertEqual(demos[1]["summary"] as? String, "Scene files: Square.swift")
        let still = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("gallery/red-square/t1.00.png"))
        let pixel = still[125, 620]
        XCTAssertTrue(pixel.r > 200 && pixel.g < 80, "the red square has fallen to the bottom by 1 s: \(pixel)")
    }

    func testAScenesKeyTimesAreItsGalleryStills() throws {
        try write("Scenes/Timed/Square.swift", "// dynamics: --duration 2 --key-times 0.5,1.5\n" + SceneFileCommandTests.fallingSquare)
        let result = try publish(["Scenes", "--out-dir", "gallery", "--fps", "10"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let stills = try FileManager.default.contentsOfDirectory(atPath: workDirectory.appendingPathComponent("gallery/timed").path).sorted()
        XCTAssertEqual(stills, ["t0.50.png", "t1.50.png"])
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: workDirectory.appendingPathComponent("gallery/manifest.json"))) as? [String: Any]
        let demo = try XCTUnwrap((manifest?["demos"] as? [[String: Any]])?.first)
        XCTAssertEqual(demo["files"] as? [String], ["timed.gif", "timed/t0.50.png", "timed/t1.50.png"])
        XCTAssertEqual(demo["duration"] as? Double, 2)
    }

    func testACompileErrorStopsThePublishBeforeAnythingIsWritten() throws {
        try write("Scenes/Good/Square.swift", SceneFileCommandTests.fallingSquare)
        try write("Scenes/Bad/Broken.swift", "import UIKit\nclass BadViewController: UIViewController { let x: Int = \"no\" }\n")
        let result = try publish(["Scenes", "--out-dir", "gallery"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Broken.swift:2:"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("did not compile (the compiler's messages are above)\n"), result.stderr)
        XCTAssertEqual(try files(), ["Scenes"])
    }
}

/// `--jobs`: demos and scenes recorded side by side give the bytes of one at a time.
final class JobsCommandTests: CommandLineTestCase {
    func testRenderAllOnTwoWorkersWritesTheBytesOfOne() throws {
        for jobs in ["1", "2"] {
            let result = try runDynamics(["render", "--all", "-o", "jobs-\(jobs)/", "--jobs", jobs, "--fps", "10"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let one = workDirectory.appendingPathComponent("jobs-1"), two = workDirectory.appendingPathComponent("jobs-2")
        let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        XCTAssertEqual(names.count, 10)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: two.path).sorted(), names)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: one.appendingPathComponent(name)), try Data(contentsOf: two.appendingPathComponent(name)), name)
        }
    }

    func testPublishOnTwoWorkersWritesTheGalleryOfOne() throws {
        for jobs in ["1", "2"] {
            let result = try runDynamics(["publish", "--out-dir", "gallery-\(jobs)", "--jobs", jobs, "--fps", "10"])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        XCTAssertEqual(try Data(contentsOf: workDirectory.appendingPathComponent("gallery-1/manifest.json")),
                       try Data(contentsOf: workDirectory.appendingPathComponent("gallery-2/manifest.json")),
                       "the same files with the same checksums, in the same order")
    }

    func testJobsMustBePositive() throws {
        for arguments in [["render", "--all", "--jobs", "0"], ["publish", "--out-dir", "g", "--jobs", "0"]] {
            let result = try runDynamics(arguments)
            XCTAssertEqual(result.status, 64, result.stderr)
            XCTAssertEqual(result.stderr, "dynamics: --jobs must be 1 or more, not 0\n")
        }
    }
}
