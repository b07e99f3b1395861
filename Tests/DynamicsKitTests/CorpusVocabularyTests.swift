@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIKit names that public iOS samples use and that once kept them from compiling, each with
/// the behaviour UIKit gives it.
final class CorpusVocabularyTests: XCTestCase {
    // MARK: UITableViewCell.accessoryView

    func testAnAccessoryViewSitsAtTheTrailingMarginCentredAndReplacesTheGlyph() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.width, 375 - 38, "the glyph's 38 pt")

        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        XCTAssertTrue(toggle.superview === cell)
        XCTAssertEqual(toggle.frame, CGRect(x: 375 - 16 - 51, y: 6.5, width: 51, height: 31))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375 - 16 - 51, height: 44))
        // The chevron is hidden while the view stands in for it.
        let glyphs = cell.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "›" }
        XCTAssertEqual(glyphs.count, 1)
        XCTAssertTrue(glyphs[0].isHidden)

        cell.accessoryView = nil
        cell.layoutIfNeeded()
        XCTAssertNil(toggle.superview)
        XCTAssertFalse(glyphs[0].isHidden)
        XCTAssertEqual(cell.contentView.frame.width, 375 - 38)
    }

    // MARK: UIPanGestureRecognizer's numbers of touches

    /// The states a pan on a 200 × 200 view reports during a 120 pt one-finger drag.
    private func panStates(configure: (UIPanGestureRecognizer) -> Void) -> (states: [UIGestureRecognizer.State], after: UIGestureRecognizer.State) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
        scene.rootView.addSubview(view)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        configure(pan)
        view.addGestureRecognizer(pan)
        scene.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 270, y: 300), duration: 0.5, at: 1)
        scene.advance(to: 2)
        return (states, pan.state)
    }

    func testOneFingerSatisfiesThePansDefaultNumbersOfTouches() {
        let pan = UIPanGestureRecognizer()
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        let (states, after) = panStates { _ in }
        // Moves 3…30 (past the 10 pt slop) are began + changed, then the lift.
        XCTAssertEqual(states.count, 29)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(after, .possible)
        let single = panStates { $0.maximumNumberOfTouches = 1 }
        XCTAssertEqual(single.states.count, 29)
    }

    func testAPanNeedingTwoFingersDoesNotBeginForOne() {
        var kept = (0, 0)
        let (states, after) = panStates { pan in
            pan.minimumNumberOfTouches = 2
            pan.maximumNumberOfTouches = 3
            kept = (pan.minimumNumberOfTouches, pan.maximumNumberOfTouches)
        }
        XCTAssertEqual(kept.0, 2)
        XCTAssertEqual(kept.1, 3)
        XCTAssertEqual(states, [])
        XCTAssertEqual(after, .possible, "failed at the lift, then reset")
        XCTAssertEqual(panStates { $0.maximumNumberOfTouches = 0 }.states, [])
    }

    /// A tap needing two fingers never recognizes a one-finger tap; one needing one does.
    func testATapNeedingTwoFingersIgnoresOne() {
        let scene = makeTestScene()
        var taps = (one: 0, two: 0)
        scene.run {
            let one = UITapGestureRecognizer(), two = UITapGestureRecognizer()
            two.numberOfTouchesRequired = 2
            one.addTarget { _ in taps.one += 1 }
            two.addTarget { _ in taps.two += 1 }
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            left.addGestureRecognizer(one)
            right.addGestureRecognizer(two)
            scene.rootView.addSubview(left)
            scene.rootView.addSubview(right)
        }
        scene.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        scene.tap(at: CGPoint(x: 250, y: 50), at: 0.5)
        scene.advance(by: 1)
        XCTAssertEqual(taps.one, 1)
        XCTAssertEqual(taps.two, 0)
    }

    /// `CALayer.hitTest(_:)` finds the frontmost sublayer under a point in the superlayer's
    /// coordinates, through transforms; the app's layout direction is left to right.
    func testALayerHitTestFindsTheFrontmostSublayer() {
        let root = CALayer(), back = CALayer(), front = CALayer(), inner = CALayer()
        root.frame = CGRect(x: 10, y: 10, width: 200, height: 200)
        back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        inner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        XCTAssertTrue(root.hitTest(CGPoint(x: 20, y: 20)) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 100)) === front, "front wins where both are")
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === inner)
        XCTAssertTrue(root.hitTest(CGPoint(x: 200, y: 20)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 5, y: 5)))
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 75, y: 75)) === back)
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, .leftToRight)
    }

    // MARK: UIApplication's lifecycle notifications

    func testTheLifecycleNotificationsHaveUIKitsNames() {
        XCTAssertEqual(UIApplication.willResignActiveNotification.rawValue, "UIApplicationWillResignActiveNotification")
        XCTAssertEqual(UIApplication.didBecomeActiveNotification.rawValue, "UIApplicationDidBecomeActiveNotification")
        XCTAssertEqual(UIApplication.didEnterBackgroundNotification.rawValue, "UIApplicationDidEnterBackgroundNotification")
        XCTAssertEqual(UIApplication.willEnterForegroundNotification.rawValue, "UIApplicationWillEnterForegroundNotification")
        XCTAssertEqual(UIApplication.willTerminateNotification.rawValue, "UIApplicationWillTerminateNotification")
        XCTAssertEqual(UIApplication.didFinishLaunchingNotification.rawValue, "UIApplicationDidFinishLaunchingNotification")
        XCTAssertEqual(UIApplication.didReceiveMemoryWarningNotification.rawValue, "UIApplicationDidReceiveMemoryWarningNotification")
    }

    private final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var log: [String] = []

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }

        func applicationDidBecomeActive(_ application: UIApplication) {
            log.append("applicationDidBecomeActive")
        }
    }

    func testTheLaunchPostsDidFinishLaunchingAndDidBecomeActiveAfterTheDelegatesMethods() {
        let scene = makeTestScene()
        let delegate = LoggingAppDelegate()
        var objects: [AnyObject?] = []
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                // Another test's scene may launch at the same time: only this one's application counts.
                guard let application = note.object as? UIApplication, application.delegate === delegate else { return }
                delegate.log.append(note.name.rawValue)
                objects.append(application)
            }
        }
        defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
        scene.run {
            UIApplication.launch(in: scene, delegate: delegate, sceneDelegate: nil, fallback: nil)
        }
        XCTAssertEqual(delegate.log, [
            "didFinishLaunching", "UIApplicationDidFinishLaunchingNotification",
            "applicationDidBecomeActive", "UIApplicationDidBecomeActiveNotification",
        ])
        XCTAssertEqual(objects.count, 2)
        XCTAssertTrue(objects.allSatisfy { $0 === scene.run { UIApplication.shared } })
        XCTAssertNotNil(scene.rootViewController)
    }

    // MARK: NotificationCenter's observers by selector

    private final class Listener {
        var heard: [String] = []
        /// What every listener heard, for those that are gone.
        static var everyone: [String] = []

        func received(_ notification: Notification) {
            let value = notification.userInfo?["value"] as? Int ?? -1
            heard.append("\(notification.name.rawValue) \(value)")
            Self.everyone.append(notification.name.rawValue)
        }

        func receivedBridged(_ notification: NSNotification) {
            heard.append("bridged \(notification.name.rawValue)")
        }

        func ping() {
            heard.append("ping")
        }
    }

    func testASelectorObserverHearsItsNameAndObjectWithTheNotification() {
        let center = NotificationCenter()
        let listener = Listener()
        let sender = NSObject(), other = NSObject()
        let a = Notification.Name("corpus.a"), b = Notification.Name("corpus.b")
        center.addObserver(listener, selector: Selector(Listener.received(_:)), name: a, object: sender)
        center.addObserver(listener, selector: Selector(Listener.receivedBridged(_:)), name: b, object: nil)
        center.addObserver(listener, selector: Selector(Listener.ping), name: nil, object: other)
        center.post(name: a, object: sender, userInfo: ["value": 7])
        center.post(name: a, object: other, userInfo: ["value": 8])
        center.post(name: b, object: nil)
        center.post(name: a, object: nil, userInfo: ["value": 9])
        XCTAssertEqual(listener.heard, ["corpus.a 7", "ping", "bridged corpus.b"])
    }

    func testRemovingTheObserverStopsItsSelectors() {
        let center = NotificationCenter()
        let listener = Listener()
        let a = Notification.Name("corpus.a"), b = Notification.Name("corpus.b")
        center.addObserver(listener, selector: Selector(Listener.received(_:)), name: a, object: nil)
        center.addObserver(listener, selector: Selector(Listener.received(_:)), name: b, object: nil)
        center.removeObserver(listener, name: a, object: nil)
        center.post(name: a, object: nil, userInfo: ["value": 1])
        center.post(name: b, object: nil, userInfo: ["value": 2])
        XCTAssertEqual(listener.heard, ["corpus.b 2"], "only a's registration removed")

        center.removeObserver(listener)
        center.post(name: a, object: nil, userInfo: ["value": 3])
        center.post(name: b, object: nil, userInfo: ["value": 4])
        XCTAssertEqual(listener.heard, ["corpus.b 2"])

        // Foundation's tokens are still removed through the overload.
        var blocks = 0
        let token = center.addObserver(forName: a, object: nil, queue: nil) { _ in blocks += 1 }
        center.post(name: a, object: nil)
        center.removeObserver(token)
        center.post(name: a, object: nil)
        XCTAssertEqual(blocks, 1)
    }

    func testADeallocatedObserverIsSkipped() {
        let center = NotificationCenter()
        let name = Notification.Name("corpus.gone")
        Listener.everyone = []
        weak var gone: Listener?
        do {
            let listener = Listener()
            gone = listener
            center.addObserver(listener, selector: Selector(Listener.received(_:)), name: name, object: nil)
            center.post(name: name, object: nil)
            XCTAssertEqual(listener.heard, ["corpus.gone -1"])
        }
        XCTAssertNil(gone, "held weakly")
        center.post(name: name, object: nil)
        XCTAssertEqual(Listener.everyone, ["corpus.gone"])
    }

    // MARK: .repeat and .autoreverse

    private func makeAnimationScene() -> (Scene, UIView) {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(view)
        return (scene, view)
    }

    func testARepeatingAutoreversingAnimationSwingsWithoutEnd() {
        XCTAssertEqual(UIView.AnimationOptions.repeat.rawValue, 1 << 3)
        XCTAssertEqual(UIView.AnimationOptions.autoreverse.rawValue, 1 << 4)
        let (scene, view) = makeAnimationScene()
        var completions: [Bool] = []
        scene.run {
            UIView.animate(withDuration: 1, delay: 0.5, options: [.repeat, .autoreverse, .curveLinear], animations: {
                view.center.x = 150
            }, completion: { completions.append($0) })
        }
        XCTAssertEqual(view.center.x, 150, "the model takes the new value at once")
        // From 50 to 150 over 1 s after the 0.5 s delay, back over the next second, and again.
        let expectations: [(TimeInterval, CGFloat)] = [(0.5, 50), (1, 100), (1.25, 125), (2, 100), (2.25, 75), (3, 100), (4, 100), (4.75, 75)]
        for (time, x) in expectations {
            scene.advance(to: time)
            XCTAssertEqual(view.presentation.center.x, x, accuracy: 1e-6, "x at \(time) s")
        }
        scene.advance(to: 20)
        XCTAssertEqual(completions, [], "a repeating animation never completes")
    }

    func testARepeatWithoutAutoreverseStartsOverAndAnAutoreverseAloneEndsOnTheNewValue() {
        let (scene, view) = makeAnimationScene()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.rootView.addSubview(other)
        var completions: [TimeInterval] = []
        scene.run {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 })
            UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: {
                other.center.x = 250
            }, completion: { _ in completions.append(scene.time) })
        }
        scene.advance(to: 0.25)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-6)
        XCTAssertEqual(other.presentation.center.x, 100, accuracy: 1e-6)
        scene.advance(to: 1.25)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-6, "the second pass starts from the old value")
        XCTAssertEqual(other.presentation.center.x, 200, accuracy: 1e-6, "on its way back")
        scene.advance(to: 1.9)
        XCTAssertEqual(other.presentation.center.x, 70, accuracy: 1e-6)
        scene.advance(to: 2.5)
        XCTAssertEqual(completions.count, 1)
        XCTAssertEqual(completions.first ?? 0, 2, accuracy: 1e-9, "after both passes")
        XCTAssertEqual(other.presentation.center.x, 250, "then the new value")
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-6)
    }

    func testRepeatingKeyframesPlayTheirTimelineAgainAndBack() {
        XCTAssertEqual(UIView.KeyframeAnimationOptions.repeat.rawValue, 1 << 3)
        XCTAssertEqual(UIView.KeyframeAnimationOptions.autoreverse.rawValue, 1 << 4)
        let (scene, view) = makeAnimationScene()
        let options: UIView.KeyframeAnimationOptions = [
            .repeat, .autoreverse, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
        ]
        var completed = false
        scene.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
            }, completion: { _ in completed = true })
        }
        // Out to 150 and back to 50 each second; reversed on the odd seconds, which looks the same.
        let expectations: [(TimeInterval, CGFloat)] = [(0.25, 100), (0.5, 150), (0.75, 100), (1.25, 100), (1.5, 150), (2.25, 100), (3.5, 150)]
        for (time, x) in expectations {
            scene.advance(to: time)
            XCTAssertEqual(view.presentation.center.x, x, accuracy: 1e-6, "x at \(time) s")
        }
        XCTAssertFalse(completed)

        let (once, moved) = makeAnimationScene()
        var completions = 0
        once.run {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { moved.alpha = 0 }
            }, completion: { _ in completions += 1 })
        }
        once.advance(to: 0.5)
        let first = moved.presentation.alpha
        once.advance(to: 1.5)
        XCTAssertEqual(moved.presentation.alpha, first, accuracy: 1e-6, "the second pass repeats the first")
        XCTAssertEqual(first, 0.5, accuracy: 1e-6, "ease in and out, symmetric at half time")
        XCTAssertEqual(completions, 0)
    }

    // MARK: UIControl's target–action, open

    private final class CountingControl: UIControl {
        var added: [UIControl.Event.RawValue] = []
        var removedCount = 0

        override func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
            added.append(controlEvents.rawValue)
            super.addTarget(target, action: action, for: controlEvents)
        }

        override func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
            removedCount += 1
            super.removeTarget(target, action: action, for: controlEvents)
        }
    }

    private final class Pressed {
        var presses = 0
        func press() { presses += 1 }
    }

    func testASubclassOverridingAddTargetStillSendsThroughSuper() {
        let control = CountingControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let receiver = Pressed()
        let action = Selector(Pressed.press)
        control.addTarget(receiver, action: action, for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(control.added, [UIControl.Event([.touchUpInside, .valueChanged]).rawValue])
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(receiver.presses, 2)
        control.removeTarget(receiver, action: action, for: .valueChanged)
        XCTAssertEqual(control.removedCount, 1)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(receiver.presses, 3, "only touchUpInside is left")
    }

    // MARK: UIView.transition

    func testTheTransitionOptionsHaveUIKitsBits() {
        let bits: [(UIView.AnimationOptions, UInt)] = [
            (.transitionNone, 0), (.transitionFlipFromLeft, 1 << 20), (.transitionFlipFromRight, 2 << 20),
            (.transitionCurlUp, 3 << 20), (.transitionCurlDown, 4 << 20), (.transitionCrossDissolve, 5 << 20),
            (.transitionFlipFromTop, 6 << 20), (.transitionFlipFromBottom, 7 << 20),
            (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8),
        ]
        for (option, raw) in bits { XCTAssertEqual(option.rawValue, raw) }
    }

    func testACrossDissolveChangesAtOnceFadesInAndCompletesAfterTheDuration() {
        let (scene, _) = makeAnimationScene()
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
        label.text = "Before"
        label.alpha = 0.8
        scene.rootView.addSubview(label)
        var completions: [Bool] = []
        _ = capturingStandardError {
            scene.run {
                UIView.transition(with: label, duration: 0.5, options: [.transitionCrossDissolve, .curveLinear], animations: {
                    label.text = "After"
                    label.center.x = 200
                }, completion: { completions.append($0) })
            }
        }
        XCTAssertEqual(label.text, "After")
        XCTAssertEqual(label.presentation.center.x, 200, "changes inside a transition apply at once")
        XCTAssertEqual(label.alpha, 0.8, "the model alpha is the view's own")
        XCTAssertEqual(label.presentation.alpha, 0, accuracy: 1e-9)
        scene.advance(to: 0.25)
        XCTAssertEqual(label.presentation.alpha, 0.4, accuracy: 1e-6)
        XCTAssertEqual(completions, [])
        scene.advance(to: 0.5)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(label.presentation.alpha, 0.8, accuracy: 1e-9)
    }

    func testAFlipIsDrawnAsTheFadeWithANote() {
        let (scene, view) = makeAnimationScene()
        var completed = 0
        let said = capturingStandardError {
            scene.run {
                UIView.transition(with: view, duration: 1, options: [.transitionCurlDown, .curveLinear], animations: {
                    view.backgroundColor = .red
                }, completion: { _ in completed += 1 })
            }
        }.output
        XCTAssertTrue(said.contains("dynamics: a .transitionCurlDown UIView transition is drawn as a cross-dissolve here\n"), said)
        XCTAssertEqual(view.backgroundColor, .red)
        scene.advance(to: 0.75)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-6)
        XCTAssertEqual(completed, 0)
        scene.advance(to: 1)
        XCTAssertEqual(completed, 1)
    }

    func testWithoutATransitionTheChangesAnimateAsAnimateDoes() {
        let (scene, view) = makeAnimationScene()
        var completions: [Bool] = []
        scene.run {
            UIView.transition(with: view, duration: 1, options: [.curveLinear], animations: {
                view.center.x = 250
            }, completion: { completions.append($0) })
        }
        scene.advance(to: 0.5)
        XCTAssertEqual(view.presentation.center.x, 150, accuracy: 1e-6)
        XCTAssertEqual(view.presentation.alpha, 1)
        scene.advance(to: 1)
        XCTAssertEqual(completions, [true])
    }

    func testTransitionFromToPutsTheNewViewInTheOldOnesPlace() {
        let (scene, _) = makeAnimationScene()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scene.rootView.addSubview(container)
        let below = UIView(), old = UIView(), above = UIView()
        [below, old, above].forEach(container.addSubview)
        let new = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        var completions: [TimeInterval] = []
        _ = capturingStandardError {
            scene.run {
                UIView.transition(from: old, to: new, duration: 0.4, options: [.transitionFlipFromRight, .curveLinear]) { _ in
                    completions.append(scene.time)
                }
            }
        }
        XCTAssertNil(old.superview)
        XCTAssertTrue(container.subviews.elementsEqual([below, new, above], by: ===))
        XCTAssertEqual(new.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        scene.advance(to: 0.1)
        XCTAssertEqual(new.presentation.alpha, 0.25, accuracy: 1e-6)
        scene.advance(to: 0.35)
        XCTAssertEqual(completions, [])
        scene.advance(to: 0.4)
        XCTAssertEqual(completions.count, 1)
        XCTAssertEqual(new.presentation.alpha, 1)
    }

    func testShowHideTransitionViewsKeepsBothInTheTree() {
        let (scene, _) = makeAnimationScene()
        let old = UIView(), new = UIView()
        new.isHidden = true
        scene.rootView.addSubview(old)
        scene.rootView.addSubview(new)
        var completed = false
        _ = capturingStandardError {
            scene.run {
                UIView.transition(from: old, to: new, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews]) { completed = $0 }
            }
        }
        XCTAssertTrue(old.isHidden)
        XCTAssertFalse(new.isHidden)
        XCTAssertTrue(old.superview === scene.rootView)
        XCTAssertTrue(scene.rootView.subviews.suffix(2).elementsEqual([old, new], by: ===))
        scene.advance(to: 0.25)
        XCTAssertEqual(new.presentation.alpha, 0.5, accuracy: 1e-6, "ease in and out: half at half time")
        XCTAssertFalse(completed)
        scene.advance(to: 0.5)
        XCTAssertTrue(completed)
    }

    // MARK: ObjectiveC's associated objects, AVFoundation's AVMakeRect

    private final class Tracked {
        static var alive = 0
        init() { Self.alive += 1 }
        deinit { Self.alive -= 1 }
    }

    func testAssociatedValuesFollowTheirPolicyAndGoWithTheirObject() {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { storage.deallocate() }
        let key = UnsafeRawPointer(storage)
        Tracked.alive = 0
        var owner: UIView? = UIView()
        objc_setAssociatedObject(owner!, key, Tracked(), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual(Tracked.alive, 1, "retained")
        XCTAssertTrue(objc_getAssociatedObject(owner!, key) is Tracked)
        XCTAssertNil(objc_getAssociatedObject(UIView(), key), "per object")
        owner = nil
        // The table hears of the owner's end at its next call.
        XCTAssertNil(objc_getAssociatedObject(UIView(), key))
        XCTAssertEqual(Tracked.alive, 0, "released once its object is gone")

        let other = UIView()
        let copied = NSMutableString(string: "a")
        objc_setAssociatedObject(other, key, copied, .OBJC_ASSOCIATION_COPY)
        copied.append("b")
        XCTAssertEqual((objc_getAssociatedObject(other, key) as? NSString)?.length, 1, "copied when set")
        objc_setAssociatedObject(other, key, nil, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertNil(objc_getAssociatedObject(other, key), "nil removes it")
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue, 0o1401)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue, 0o1403)
    }

    func testAVMakeRectFitsTheRatioCentredInTheRect() {
        XCTAssertEqual(
            AVMakeRect(aspectRatio: CGSize(width: 1920, height: 1080), insideRect: CGRect(x: 10, y: 20, width: 320, height: 480)),
            CGRect(x: 10, y: 20 + (480 - 180) / 2, width: 320, height: 180))
        XCTAssertEqual(
            AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 0, y: 0, width: 300, height: 200)),
            CGRect(x: 100, y: 0, width: 100, height: 200))
    }

    /// Kept, for code that sets them (AugustRush/Stellar animates `anchorPointZ`; JonLu90's
    /// app sets the app-wide status bar style): neither draws anything here.
    func testKeptValuesReadBackAsSet() {
        let layer = CALayer()
        XCTAssertEqual(layer.anchorPointZ, 0)
        layer.anchorPointZ = 12
        XCTAssertEqual(layer.anchorPointZ, 12)
        let application = UIApplication.shared
        application.statusBarStyle = .lightContent
        XCTAssertEqual(application.statusBarStyle, .lightContent)
        application.setStatusBarHidden(true, with: .fade)
        XCTAssertTrue(application.isStatusBarHidden)
        application.statusBarStyle = .default
        application.isStatusBarHidden = false
    }
}
