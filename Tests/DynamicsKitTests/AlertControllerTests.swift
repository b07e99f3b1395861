import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UIAlertController`: where an alert's and an action sheet's panels and buttons are, which
/// order the actions take, and that a chosen action's handler runs once the alert is gone.
final class AlertControllerTests: XCTestCase {
    private func present(_ alert: UIAlertController) -> (Scene, UIViewController) {
        let scene = makeTestScene()
        let presenter = UIViewController()
        scene.rootViewController = presenter
        scene.run { presenter.present(alert, animated: true) }
        scene.advance(to: 0.6)
        return (scene, presenter)
    }

    /// The on-screen label showing `text`, in the scene's root view's coordinates.
    private func frame(of text: String, in scene: Scene) -> CGRect? {
        func find(_ view: UIView) -> UILabel? {
            if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        return find(scene.rootView).map { $0.convert($0.bounds, to: scene.rootView) }
    }

    func testAnAlertIs270PointsWideInTheMiddleAndItsHandlerRunsOnceItIsGone() throws {
        var chosen: [String] = []
        let alert = UIAlertController(title: "Game Over", message: "Play again?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            chosen.append(action.title ?? "")
            XCTAssertNil(alert.presentingViewController, "the handler runs after the dismissal")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let (scene, presenter) = present(alert)
        let screen = scene.rootView.bounds
        XCTAssertTrue(alert.presentingViewController === presenter)

        let title = try XCTUnwrap(frame(of: "Game Over", in: scene))
        let ok = try XCTUnwrap(frame(of: "OK", in: scene))
        let cancel = try XCTUnwrap(frame(of: "Cancel", in: scene))
        XCTAssertEqual(title.midX, screen.midX, accuracy: 0.01, "centred")
        // The buttons' labels are inset 8 pt in 135 pt halves: 119 pt wide.
        XCTAssertEqual(cancel.minX, screen.midX - 135 + 8, accuracy: 0.01, "two actions side by side, cancel on the left")
        XCTAssertEqual(ok.minX, screen.midX + 8, accuracy: 0.01)
        XCTAssertEqual(ok.width, 119, accuracy: 0.01)
        XCTAssertEqual(ok.height, 44, accuracy: 0.01, "44 pt buttons")
        XCTAssertEqual(ok.minY, cancel.minY, accuracy: 0.01)
        // The panel: 19 pt above the title, the buttons at its bottom; centred vertically.
        let panelTop = title.minY - 19, panelBottom = ok.maxY
        XCTAssertEqual((panelTop + panelBottom) / 2, screen.midY, accuracy: 0.01)

        scene.tap(at: CGPoint(x: ok.midX, y: ok.midY), at: 1)
        scene.advance(to: 1.15)
        XCTAssertEqual(chosen, [], "not before the alert has faded out")
        scene.advance(to: 2)
        XCTAssertEqual(chosen, ["OK"])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(frame(of: "Game Over", in: scene), "the alert left the screen")
    }

    func testThreeActionsStackWithTheCancelActionLast() throws {
        let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Gravity", style: .default))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let (scene, _) = present(alert)
        let gravity = try XCTUnwrap(frame(of: "Gravity", in: scene))
        let delete = try XCTUnwrap(frame(of: "Delete", in: scene))
        let cancel = try XCTUnwrap(frame(of: "Cancel", in: scene))
        XCTAssertEqual(delete.minY - gravity.minY, 44, accuracy: 0.01)
        XCTAssertEqual(cancel.minY - delete.minY, 44, accuracy: 0.01, "the cancel action last")
        XCTAssertEqual(gravity.width, 270 - 16, accuracy: 0.01, "full width, 8 pt insets")
    }

    func testAnActionSheetSitsAtTheBottomAndATapOutsideItChoosesCancel() throws {
        var chosen: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        for title in ["Snap", "Push"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        let (scene, _) = present(sheet)
        let screen = scene.rootView.bounds
        let cancel = try XCTUnwrap(frame(of: "Cancel", in: scene))
        let push = try XCTUnwrap(frame(of: "Push", in: scene))
        let snap = try XCTUnwrap(frame(of: "Snap", in: scene))
        XCTAssertEqual(cancel.maxY, screen.maxY - 8, accuracy: 0.01, "8 pt above the bottom (no safe area)")
        XCTAssertEqual(cancel.height, 57, accuracy: 0.01)
        XCTAssertEqual(cancel.minX, 8 + 8, accuracy: 0.01, "the panel 8 pt in, the label 8 pt in it")
        XCTAssertEqual(push.maxY, cancel.minY - 8, accuracy: 0.01, "the cancel action apart, 8 pt below")
        XCTAssertEqual(push.minY - snap.minY, 57, accuracy: 0.01)

        scene.tap(at: CGPoint(x: screen.midX, y: 100), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(chosen, ["Cancel"], "a tap on the dimming chooses the cancel action")
        XCTAssertNil(frame(of: "Snap", in: scene))
    }

    func testADisabledActionIsNotChosen() throws {
        var chosen = 0
        let alert = UIAlertController(title: "Wait", message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "Go", style: .default) { _ in chosen += 1 }
        action.isEnabled = false
        alert.addAction(action)
        let (scene, presenter) = present(alert)
        let go = try XCTUnwrap(frame(of: "Go", in: scene))
        scene.tap(at: CGPoint(x: go.midX, y: go.midY), at: 1)
        scene.advance(to: 2)
        XCTAssertEqual(chosen, 0)
        XCTAssertTrue(presenter.presentedViewController === alert, "still up")
        action.isEnabled = true
        scene.tap(at: CGPoint(x: go.midX, y: go.midY), at: 2.5)
        scene.advance(to: 3.5)
        XCTAssertEqual(chosen, 1)
    }
}
