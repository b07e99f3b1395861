@_spi(SceneFiles) import DynamicsKit
import TestSupport
import XCTest

/// Selectors compare as Objective-C's do: by the method they name (scene files tell the kit
/// each `#selector`'s method by where the `Selector` is made), else by where they were made.
final class SelectorTests: XCTestCase {
    private final class Target {
        var log: [String] = []
        func a() { log.append("a") }
        func b() { log.append("b") }
        func sent(_ sender: UIControl) { log.append("sent") }
    }

    private let file = "/selector-tests/Scene.swift"

    private final class Swiper {
        var seen: [String] = []
        func swiped(_ swipe: UISwipeGestureRecognizer) {
            let location = swipe.location(in: swipe.view)
            seen.append("\(swipe.state.rawValue) \(Int(location.x))")
        }
    }

    /// iOS calls an action with its sender whatever type the method declares: a pan
    /// recognizer's action written for a swipe recognizer gets the pan, and what every
    /// recognizer has works on it (said once on stderr).
    func testAnActionTakingAnotherRecognizerTypeIsCalledWithTheSender() {
        let scene = makeTestScene()
        let swiper = Swiper()
        let said = capturingStandardError { () -> Void in
            scene.run {
                let view = UIView(frame: scene.rootView.bounds)
                scene.rootView.addSubview(view)
                view.addGestureRecognizer(UIPanGestureRecognizer(target: swiper, action: Selector(Swiper.swiped)))
            }
            scene.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.3, at: 0.1)
            scene.advance(to: 1)
        }.1
        XCTAssertEqual(swiper.seen.first?.hasPrefix("1 "), true, "began")
        XCTAssertEqual(swiper.seen.last, "3 300", "ended where the finger lifted")
        XCTAssertGreaterThan(swiper.seen.filter { $0.hasPrefix("2 ") }.count, 3)
        XCTAssertTrue(said.contains("an action method taking a UISwipeGestureRecognizer is sent a UIPanGestureRecognizer"), said)
    }

    /// A tap recognizer's action written for a button (one method for buttons and taps): called
    /// with the recognizer, which compares unequal to the buttons and casts to none, as on iOS.
    func testARecognizerSentToAButtonsActionComparesAsItself() {
        final class Board {
            let deal = UIButton(type: .system)
            var calls: [String] = []
            func clicked(sender: UIButton) {
                calls.append(sender == deal ? "deal" : String(describing: type(of: sender as AnyObject)))
            }
        }
        let scene = makeTestScene()
        let board = Board()
        let said = capturingStandardError { () -> Void in
            scene.run {
                let view = UIView(frame: scene.rootView.bounds)
                scene.rootView.addSubview(view)
                view.addGestureRecognizer(UITapGestureRecognizer(target: board, action: Selector(board.clicked)))
            }
            scene.tap(at: CGPoint(x: 100, y: 300), at: 0.1)
            scene.advance(to: 1)
        }.1
        XCTAssertEqual(board.calls, ["UITapGestureRecognizer"], "called once, with the recognizer, unequal to the button")
        XCTAssertTrue(said.contains("an action method taking a UIButton is sent a UITapGestureRecognizer, as on iOS"), said)
    }

    func testSelectorsNamingTheSameMethodAreEqual() {
        let target = Target()
        Selector.nameMethods([(file, 1, 10, "a"), (file, 2, 10, "a"), (file, 3, 10, "b"), (file, 4, 10, "a")])
        let bound = Selector(target.a, file: file, line: 1, column: 10)
        let unbound = Selector(Target.a, file: file, line: 2, column: 10)
        XCTAssertEqual(bound, unbound, "bound or unbound, the same method")
        XCTAssertEqual(bound.hashValue, unbound.hashValue)
        XCTAssertNotEqual(bound, Selector(target.b, file: file, line: 3, column: 10), "another method")
        // `a` taking the sender would be `a:`, another selector in Objective-C.
        XCTAssertNotEqual(bound, Selector(target.sent, file: file, line: 4, column: 10))
    }

    func testAnUnnamedSelectorEqualsOnlyThoseMadeWhereItWas() {
        let target = Target()
        func make(_ method: @escaping () -> Void) -> Selector { Selector(method) }
        XCTAssertEqual(make(target.a), make(target.b), "made at one place, in make(_:)")
        XCTAssertNotEqual(Selector(target.a), Selector(target.a), "made at two places, unnamed")
    }

    func testRemoveTargetRemovesOnlyTheNamedAction() {
        let target = Target()
        Selector.nameMethods([(file, 10, 5, "a"), (file, 11, 5, "b"), (file, 12, 5, "a")])
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        control.addTarget(target, action: Selector(target.a, file: file, line: 10, column: 5), for: .touchUpInside)
        control.addTarget(target, action: Selector(target.b, file: file, line: 11, column: 5), for: [.touchUpInside, .touchDown])
        control.removeTarget(target, action: Selector(Target.a, file: file, line: 12, column: 5), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.log, ["b"])
        // A nil action removes every action of the target for those events; others stay.
        control.removeTarget(target, action: nil, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchDown)
        XCTAssertEqual(target.log, ["b", "b"])
    }

    /// Package code has no #selector: a Selector made anew for removeTarget matches nothing,
    /// and says so once on stderr instead of silently keeping the action.
    func testRemovingWithAnUnnamedSelectorMadeElsewhereSaysItRemovedNothing() {
        let target = Target()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let added = Selector(target.a)
        control.addTarget(target, action: added, for: .touchUpInside)
        let (_, said) = capturingStandardError {
            control.removeTarget(target, action: Selector(target.a), for: .touchUpInside)
            control.removeTarget(target, action: Selector(target.a), for: .touchUpInside)
        }
        XCTAssertEqual(said.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 2, said)
        XCTAssertTrue(said.hasPrefix("dynamics: UIControl.removeTarget removed no action: the Selector made at "), said)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.log, ["a"], "kept")
        // The Selector that was added removes it, silently.
        let (_, quiet) = capturingStandardError { control.removeTarget(target, action: added, for: .touchUpInside) }
        XCTAssertEqual(quiet, "")
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.log, ["a"])
    }
}
