import DynamicsKit
import Foundation
import TestSupport
import XCTest

final class Dropper: UIViewController {
    var drops: [(time: TimeInterval, argument: String?)] = []
    var clock: Clock?

    func dropNow() { drops.append((clock?.time ?? -1, nil)) }
    func drop(named name: Any?) { drops.append((clock?.time ?? -1, name as? String)) }
}

/// NSObject's messages by selector: `perform` now and after a delay on the scene's clock,
/// `responds(to:)`, and the animator's key-value coding with UIKit's private debug key.
final class PerformSelectorTests: XCTestCase {
    func testPerformCallsTheSelectorsMethodNowAndAfterADelayOnTheSceneClock() {
        let scene = makeTestScene()
        let dropper = Dropper()
        dropper.clock = scene.clock
        scene.run {
            dropper.perform(Selector(dropper.dropNow))
            dropper.perform(Selector(Dropper.drop(named:)), with: "now")
            dropper.perform(Selector(dropper.drop(named:)), with: "later", afterDelay: 0.5)
            dropper.perform(Selector(Dropper.dropNow), with: nil, afterDelay: 1)
            dropper.perform(Selector(dropper.drop(named:)), with: "cancelled", afterDelay: 1.5)
        }
        XCTAssertEqual(dropper.drops.map(\.argument), [nil, "now"])
        scene.advance(to: 1.2)
        NSObject.cancelPreviousPerformRequests(withTarget: dropper)
        scene.advance(to: 3)
        XCTAssertEqual(dropper.drops.map(\.argument), [nil, "now", "later", nil])
        XCTAssertEqual(dropper.drops.map(\.time), [0, 0, 0.5, 1], "on the scene's clock")
    }

    func testCancellingOneSelectorKeepsTheOthers() {
        let scene = makeTestScene()
        let dropper = Dropper()
        dropper.clock = scene.clock
        // Outside scene files a selector equals those made at the same place (no #selector to
        // name its method): the same value here.
        let dropNow = Selector(Dropper.dropNow)
        scene.run {
            dropper.perform(dropNow, with: nil, afterDelay: 1)
            dropper.perform(Selector(Dropper.drop(named:)), with: "kept", afterDelay: 1)
            NSObject.cancelPreviousPerformRequests(withTarget: dropper, selector: dropNow, object: nil)
        }
        scene.advance(to: 2)
        XCTAssertEqual(dropper.drops.map(\.argument), ["kept"])
    }

    func testRespondsToTellsWhetherTheObjectHasTheMethod() {
        let dropper = Dropper()
        XCTAssertTrue(dropper.responds(to: Selector(Dropper.dropNow)))
        XCTAssertTrue(dropper.responds(to: Selector(dropper.dropNow)))
        XCTAssertFalse(UIViewController().responds(to: Selector(Dropper.dropNow)))
    }

    func testTheDebugEnabledKeyAsksForTheOverlayAndOtherKeysAreANote() throws {
        let scene = makeTestScene()
        let animator = scene.run { UIDynamicAnimator(referenceView: scene.rootView) }
        XCTAssertFalse(scene.isDebugDrawingRequested)
        XCTAssertEqual(animator.value(forKey: "debugEnabled") as? Bool, false)
        animator.setValue(true, forKey: "debugEnabled")
        XCTAssertTrue(scene.isDebugDrawingRequested)
        XCTAssertEqual(animator.value(forKey: "debugEnabled") as? Bool, true)
        XCTAssertEqual(animator.value(forKey: "running") as? Bool, false)

        let (_, said) = capturingStandardError {
            animator.setValue(3, forKey: "gravityScaleForPerformSelectorTests")
            animator.setValue(3, forKey: "gravityScaleForPerformSelectorTests")
            XCTAssertNil(animator.value(forKey: "unknownKeyForPerformSelectorTests"))
        }
        XCTAssertEqual(said.components(separatedBy: "gravityScaleForPerformSelectorTests").count - 1, 1, "one note\n" + said)
        XCTAssertTrue(said.contains("UIDynamicAnimator.value(forKey: \"unknownKeyForPerformSelectorTests\") is nil"), said)
        XCTAssertTrue(scene.isDebugDrawingRequested, "unchanged by the unknown key")
    }

    /// `Selector.setDebugEnabled`, what scene files' `Selector(("setDebugEnabled:"))` becomes,
    /// sets the same switch as the key.
    func testTheSetDebugEnabledSelectorSetsTheSwitchAsTheKeyDoes() {
        let scene = makeTestScene()
        let animator = scene.run { UIDynamicAnimator(referenceView: scene.rootView) }
        XCTAssertTrue(animator.responds(to: Selector.setDebugEnabled))
        XCTAssertFalse(UIView().responds(to: Selector.setDebugEnabled))
        animator.perform(Selector.setDebugEnabled, with: true)
        XCTAssertTrue(scene.isDebugDrawingRequested)
        XCTAssertEqual(animator.value(forKey: "debugEnabled") as? Bool, true)
        animator.perform(Selector.setDebugEnabled, with: false)
        XCTAssertFalse(scene.isDebugDrawingRequested)
        animator.perform(Selector.setDebugEnabled, with: NSNumber(value: true))
        XCTAssertTrue(scene.isDebugDrawingRequested)
        let (_, said) = capturingStandardError {
            animator.perform(Selector.setDebugEnabled, with: "yes")
        }
        XCTAssertTrue(said.contains("sets nothing"), said)
        XCTAssertTrue(scene.isDebugDrawingRequested, "unchanged by an argument that is no Bool")
        XCTAssertEqual(Selector.setDebugEnabled, Selector.setDebugEnabled)
        XCTAssertEqual(Selector.setDebugEnabled.description, "setDebugEnabled:")
    }

    /// Sent to anything but an animator, the debug switch traps, naming the selector and the
    /// receiver, as UIKit's "unrecognized selector" stops the app.
    func testTheSetDebugEnabledSelectorTrapsOnAnythingButAnAnimator() throws {
        let name = "DynamicsKitTests.PerformSelectorTests/testTheSetDebugEnabledSelectorTrapsOnAnythingButAnAnimator"
        if isChildTest(name) {
            UIView().perform(Selector.setDebugEnabled, with: true)
            return
        }
        let child = try runTestInChildProcess(name, timeout: 30)
        XCTAssertNotNil(child.signal, child.stdout + child.stderr)
        XCTAssertTrue(child.stderr.contains("setDebugEnabled: sent to UIView: only a UIDynamicAnimator has UIKit Dynamics' debug switch"), child.stderr)
    }
}

