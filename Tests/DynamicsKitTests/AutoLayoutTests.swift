import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Auto Layout: anchors, priorities, guides and the safe area, solved in the layout pass.
final class AutoLayoutTests: XCTestCase {
    /// The seeds' code, as written for iOS, in a view controller's `viewDidLoad`.
    private final class SeedViewController: UIViewController {
        let button = UIButton()
        let modal = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = self.button
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive
                = true
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
            button.widthAnchor.constraint(equalToConstant: 200).isActive = true

            modal.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(modal)
            NSLayoutConstraint.activate([
                modal.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
                modal.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
                modal.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                modal.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    /// A constrained view that code moves (a pan's handler setting `center`) stays where it was
    /// put: moving it asks for no layout, as in UIKit. The next solve with a reason to run (a
    /// constraint's constant changed) puts it back where its constraints say.
    func testAConstrainedViewMovedByCodeStaysUntilTheLayoutHasAReasonToRun() {
        let scene = makeTestScene()
        let controller = SeedViewController()
        scene.rootViewController = controller
        let button = controller.button
        XCTAssertEqual(button.center, CGPoint(x: 187.5, y: 333.5))
        scene.run { button.center = CGPoint(x: 300, y: 150) }
        scene.advance(by: 0.5)
        XCTAssertEqual(button.center, CGPoint(x: 300, y: 150), "30 layout passes later, still where it was put")
        let width = button.constraints.first { $0.firstAttribute == .width }
        scene.run { width?.constant = 210 }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(button.center, CGPoint(x: 187.5, y: 333.5), "a constraint changed: laid out again")
        XCTAssertEqual(button.frame.width, 210)
    }

    /// A label with `numberOfLines = 0` and no preferred width, its width set by constraints:
    /// its height counts every line it wraps into at that width, as UIKit's automatic preferred
    /// width gives (a sample's two-line title lost its second line). A text change wraps anew;
    /// `numberOfLines = 2` keeps two lines.
    func testAMultiLineLabelIsAsTallAsTheLinesItWrapsIntoAtItsConstrainedWidth() {
        let scene = makeTestScene()
        let controller = UIViewController()
        scene.rootViewController = controller
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Snap behavior -\nanimation of a card that follows the finger and snaps back home"
        scene.run {
            label.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 40),
                label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -40),
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            ])
        }
        let lineHeight = label.font.lineHeight
        let lines = label.sizeThatFits(CGSize(width: 295, height: 0)).height / lineHeight
        XCTAssertEqual(label.frame.width, 295)
        XCTAssertEqual(lines.rounded(), 3, "the long line wraps once at 295 pt: three lines where the text has two")
        XCTAssertEqual(label.frame.height, (lines.rounded() * lineHeight).rounded(.up))
        scene.run { label.text = "Short" }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(label.frame.height, lineHeight.rounded(.up), "one line again")
        scene.run {
            label.text = "Snap behavior -\nanimation of a card that follows the finger and snaps back home"
            label.numberOfLines = 2
        }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(label.frame.height, (2 * lineHeight).rounded(.up), "at most two lines")
    }

    func testTheSeedsCodeCentresTheButtonAndPlacesTheModal() {
        let scene = makeTestScene()
        let controller = SeedViewController()
        scene.rootViewController = controller
        // A button without a title is 34 pt tall by its intrinsic size.
        XCTAssertEqual(controller.button.frame, CGRect(x: 87.5, y: 316.5, width: 200, height: 34))
        // Safe area: 20 pt of status bar; the root view's margins are 16 pt at the sides.
        XCTAssertEqual(controller.modal.frame, CGRect(x: 20, y: 20, width: 375 - 16 - 20, height: 333.5))
    }

    // MARK: Relations and priorities

    private func makeScene() -> Scene {
        makeTestScene()
    }

    private func constrainedView(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func testEqualWidthsWithAMultiplierAndAConstant() {
        let scene = makeScene()
        let root = scene.rootView
        let (a, b) = (constrainedView(in: root), constrainedView(in: root))
        scene.run {
            NSLayoutConstraint.activate([
                a.widthAnchor.constraint(equalToConstant: 300),
                a.heightAnchor.constraint(equalToConstant: 50),
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 10),
                b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
                b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            ])
        }
        XCTAssertEqual(a.frame, CGRect(x: 10, y: 100, width: 300, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 315, y: 75, width: 160, height: 100))
    }

    func testARequiredInequalityClipsAHighPriorityWish() {
        let scene = makeScene()
        let root = scene.rootView
        let view = constrainedView(in: root)
        let wish = view.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh
        let weakerWish = view.widthAnchor.constraint(equalToConstant: 100)
        weakerWish.priority = .defaultLow
        scene.run {
            NSLayoutConstraint.activate([
                wish, weakerWish,
                view.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
                view.heightAnchor.constraint(greaterThanOrEqualToConstant: 40),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        // 750 gets as close to 400 as the required ≤ 300 allows; 250 does not pull it down.
        XCTAssertEqual(view.frame.width, 300)
        XCTAssertEqual(view.frame.height, 40)

        // Lower the wish below the other one: now 100 wins, within the limit.
        scene.run { wish.priority = UILayoutPriority(200) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(view.frame.width, 100)
        XCTAssertEqual(UILayoutPriority.defaultHigh + 1, UILayoutPriority(rawValue: 751))
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
    }

    func testTheLegacyInitializerAndMargins() {
        let scene = makeScene()
        let root = scene.rootView
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        root.addSubview(container)
        let view = constrainedView(in: container)
        scene.run {
            container.addConstraints([
                NSLayoutConstraint(
                    item: view, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                    multiplier: 1, constant: 0),
                NSLayoutConstraint(
                    item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                    multiplier: 1, constant: 2),
                NSLayoutConstraint(
                    item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 60),
                NSLayoutConstraint(
                    item: view, attribute: .height, relatedBy: .equal, toItem: container, attribute: .width,
                    multiplier: 0.25, constant: 0),
            ])
        }
        // Frames are in the superview's coordinates; margins default to 8 pt.
        XCTAssertEqual(view.frame, CGRect(x: 8, y: 10, width: 60, height: 50))
        XCTAssertEqual(container.constraints.count, 4)
    }

    // MARK: Safe area

    private final class PinnedToSafeArea: UIViewController {
        let content = UIView()
        var safeAreaChanges = 0

        override func viewDidLoad() {
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(content)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: guide.topAnchor),
                content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            safeAreaChanges += 1
        }
    }

    func testAViewPinnedToTheSafeAreaOfAnIPhoneSE() {
        let scene = makeTestScene()
        let controller = PinnedToSafeArea()
        scene.rootViewController = controller
        XCTAssertEqual(scene.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(controller.content.frame, CGRect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(controller.view.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(controller.view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(controller.safeAreaChanges, 1)
    }

    func testAViewPinnedToTheSafeAreaOfAnIPhone15AndAfterTheInsetsChange() {
        let device = DeviceSize.named("iphone-15")!
        XCTAssertEqual(device.size, CGSize(width: 393, height: 852))
        let scene = Scene(device: device)
        let controller = PinnedToSafeArea()
        scene.rootViewController = controller
        XCTAssertEqual(controller.content.frame, CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))

        // A content view only partly under the unsafe edges gets the part that reaches in.
        XCTAssertEqual(controller.content.safeAreaInsets, .zero)
        scene.run { scene.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
        XCTAssertEqual(controller.content.frame, CGRect(x: 0, y: 47, width: 393, height: 852 - 47 - 34))
        XCTAssertEqual(controller.safeAreaChanges, 2)

        XCTAssertEqual(DeviceSize.named("iPad")?.safeAreaInsets, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(DeviceSize.named("iphone-15-pro-max")?.size, CGSize(width: 430, height: 932))
        XCTAssertEqual(DeviceSize.matching(CGSize(width: 375, height: 667)), .iPhoneSE)
        XCTAssertNil(DeviceSize.named("iphone-1"))
    }

    func testMarginsAdditionalSafeAreaAndPreservedSuperviewMargins() {
        let scene = Scene(device: .iPhone15)
        let controller = PinnedToSafeArea()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        scene.rootViewController = controller
        XCTAssertEqual(controller.content.frame, CGRect(x: 0, y: 59 + 44, width: 393, height: 852 - 59 - 44 - 34))

        let root = controller.view!
        // The root view's margins guide: 16 pt at the sides, the safe area at the top and bottom.
        XCTAssertEqual(root.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 103, width: 361, height: 852 - 103 - 34))
        let card = UIView(frame: CGRect(x: 0, y: 200, width: 393, height: 100))
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 2)
        root.addSubview(card)
        XCTAssertEqual(card.layoutMargins, UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 2))
        XCTAssertEqual(card.layoutMarginsGuide.layoutFrame, CGRect(x: 10, y: 4, width: 381, height: 92))
        card.preservesSuperviewLayoutMargins = true
        XCTAssertEqual(card.layoutMarginsGuide.layoutFrame, CGRect(x: 16, y: 4, width: 361, height: 92))
    }

    // MARK: Content size

    func testALabelHugsItsIntrinsicSize() {
        let scene = makeScene()
        let root = scene.rootView
        let label = UILabel()
        label.text = "Hello, layout"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let stretched = UILabel()
        stretched.text = "Wide"
        stretched.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stretched)
        scene.run {
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                // Room to grow: hugging (250) keeps it at its text's width.
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
                stretched.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                stretched.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                stretched.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            ])
        }
        let size = label.intrinsicContentSize
        XCTAssertGreaterThan(size.width, 50)
        XCTAssertEqual(label.frame, CGRect(origin: CGPoint(x: 20, y: 40), size: size))
        // Required edges beat hugging; the height still hugs the text.
        XCTAssertEqual(stretched.frame, CGRect(x: 20, y: 48 + size.height, width: 335, height: stretched.intrinsicContentSize.height))

        // New text: the label is laid out again at the next pass.
        scene.run { label.text = "Hi" }
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
        XCTAssertLessThan(label.frame.width, size.width)
    }

    func testCompressionResistanceGivesWayToARequiredLimit() {
        let scene = makeScene()
        let root = scene.rootView
        let label = UILabel()
        label.text = String(repeating: "long text ", count: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        scene.run {
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
                label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
        }
        XCTAssertEqual(label.frame.width, 335)
    }

    // MARK: Conflicts

    func testConflictingRequiredConstraintsAreReportedOnceAndOneIsBroken() throws {
        let scene = makeScene()
        let root = scene.rootView
        let view = constrainedView(in: root)
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "too-wide"
        let output = try capturingStandardError {
            scene.run {
                NSLayoutConstraint.activate([
                    wide, narrow,
                    view.heightAnchor.constraint(equalToConstant: 10),
                    view.topAnchor.constraint(equalTo: root.topAnchor),
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                ])
            }
            // The same conflict, solved again, is not reported again.
            scene.run { view.setNeedsLayout() }
            scene.advance(by: 0.1)
        }
        XCTAssertEqual(output.components(separatedBy: "Unable to simultaneously satisfy constraints.").count, 2, output)
        XCTAssertTrue(output.contains("Will attempt to recover by breaking constraint"), output)
        XCTAssertTrue(output.contains("'too-wide'"), output)
        XCTAssertTrue(output.contains(".width == 100"), output)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 10))
    }

    func testAnInequalityThatCannotHoldIsBrokenAndTheRestStillSolve() throws {
        let scene = makeScene()
        let root = scene.rootView
        let view = constrainedView(in: root)
        let wish = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 120)
        wish.priority = UILayoutPriority(500)
        let output = try capturingStandardError {
            scene.run {
                NSLayoutConstraint.activate([
                    view.widthAnchor.constraint(equalToConstant: 50),
                    view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 100),
                    // x + 25 ≤ 75 cannot hold with x ≥ 100 (and it comes after them in the
                    // solver's order: leading, width, then centerX).
                    view.centerXAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -300),
                    view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                    view.heightAnchor.constraint(equalToConstant: 20),
                    wish,
                ])
            }
        }
        XCTAssertTrue(output.contains("breaking constraint\n<NSLayoutConstraint:"), output)
        XCTAssertTrue(output.contains(".centerX <= UIWindow"), output)
        XCTAssertEqual(view.frame, CGRect(x: 120, y: 323.5, width: 50, height: 20))
    }

    func testAConstraintOnAViewThatKeepsItsFrameConflictsAsInUIKit() throws {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.rootView.addSubview(view)
        let output = try capturingStandardError {
            scene.run { view.widthAnchor.constraint(equalToConstant: 80).isActive = true }
        }
        XCTAssertTrue(output.contains("NSAutoresizingMaskLayoutConstraint"), output)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    // MARK: Changes and animation

    func testChangingAConstantLaysOutAtTheNextPassOrAtOnceWithLayoutIfNeeded() {
        let scene = makeScene()
        let root = scene.rootView
        let view = constrainedView(in: root)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
        scene.run {
            NSLayoutConstraint.activate([
                top, view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        XCTAssertEqual(view.frame.minY, 100)
        top.constant = 200
        XCTAssertEqual(view.frame.minY, 100)
        view.layoutIfNeeded()
        XCTAssertEqual(view.frame.minY, 200)

        top.constant = 300
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(view.frame.minY, 300)

        top.isActive = false
        let bottom = view.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        bottom.isActive = true
        XCTAssertEqual(top.isActive, false)
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(view.frame.maxY, 667)
    }

    func testAnimatingAConstantWithLayoutIfNeededInsideAnimate() {
        let scene = makeScene()
        let root = scene.rootView
        let view = constrainedView(in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        scene.run {
            NSLayoutConstraint.activate([
                leading, view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        scene.run {
            leading.constant = 200
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                root.layoutIfNeeded()
            })
        }
        // The model frame is the new one at once; what is drawn moves there over 0.4 s.
        XCTAssertEqual(view.frame.minX, 200)
        XCTAssertEqual(view.presentation.center.x, 50, accuracy: 1e-9)
        scene.advance(to: 0.2)
        XCTAssertEqual(view.presentation.center.x, 150, accuracy: 1e-6)
        scene.advance(to: 0.4)
        XCTAssertEqual(view.presentation.center.x, 250, accuracy: 1e-9)
    }

    func testAnAnimatorMovesAConstrainedViewAndItsFollowerComesAlong() {
        let scene = makeScene()
        let root = scene.rootView
        let box = constrainedView(in: root)
        let caption = constrainedView(in: root)
        scene.run {
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                box.widthAnchor.constraint(equalToConstant: 60), box.heightAnchor.constraint(equalToConstant: 60),
                caption.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 10),
                caption.centerXAnchor.constraint(equalTo: box.centerXAnchor),
                caption.widthAnchor.constraint(equalToConstant: 80), caption.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        XCTAssertEqual(box.frame, CGRect(x: 157.5, y: 100, width: 60, height: 60))
        let animator = scene.run { UIDynamicAnimator(referenceView: root) }
        scene.run { animator.addBehavior(UIGravityBehavior(items: [box])) }
        scene.advance(by: 0.5)
        // Gravity moved the box down; layout did not put it back, and the caption follows it.
        XCTAssertGreaterThan(box.center.y, 130 + 50)
        XCTAssertEqual(caption.frame.minY, box.frame.maxY + 10, accuracy: 1e-6)
        XCTAssertEqual(caption.center.x, box.center.x, accuracy: 1e-6)
        // Also when laid out outside the scene's callbacks.
        let fallen = box.center
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(box.center, fallen)

        // Without behaviors the constraints place the box again at the next layout.
        scene.run {
            animator.removeAllBehaviors()
            root.setNeedsLayout()
        }
        XCTAssertEqual(box.frame, CGRect(x: 157.5, y: 100, width: 60, height: 60))
    }

    /// A box pinned by constraints to the top of a container that constraints place, dropped
    /// by an animator whose reference view is the container (junlight94/dynamicAnimator):
    /// UIKit's engine knows nothing of the animator, so holding the box where it fell breaks no
    /// constraint it would report.
    func testHoldingAnAnimatedViewIsNoConflictToReport() throws {
        let scene = makeScene()
        let root = scene.rootView
        let container = constrainedView(in: root)
        let box = constrainedView(in: container)
        scene.run {
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                container.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                container.heightAnchor.constraint(equalToConstant: 400),
                box.topAnchor.constraint(equalTo: container.topAnchor),
                box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        let said = try capturingStandardError {
            let animator = scene.run { UIDynamicAnimator(referenceView: container) }
            scene.keep(animator)
            scene.run {
                animator.addBehavior(UIGravityBehavior(items: [box]))
                let collision = UICollisionBehavior(items: [box])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
            }
            scene.advance(by: 0.5)
            scene.run { root.setNeedsLayout() }
            scene.advance(by: 1)
        }
        XCTAssertFalse(said.contains("Unable to simultaneously satisfy constraints"), said)
        XCTAssertEqual(box.frame.maxY, 400, accuracy: 2, "fallen to the container's floor, not put back")
    }

    /// The seeds' modal: a button centred by constraints in a view that an animator drops and
    /// turns. The button stays centred in it, with no warnings.
    func testAButtonCentredInAFallingViewStaysCentred() throws {
        let scene = makeScene()
        let root = scene.rootView
        let modal = UIView(frame: CGRect(x: 87.5, y: 20, width: 200, height: 200))
        let button = UIButton()
        button.setTitle("Dismiss", for: .normal)
        let output = try capturingStandardError {
            scene.run {
                root.addSubview(modal)
                button.translatesAutoresizingMaskIntoConstraints = false
                modal.addSubview(button)
                button.centerXAnchor.constraint(equalTo: modal.centerXAnchor).isActive = true
                button.centerYAnchor.constraint(equalTo: modal.centerYAnchor).isActive = true
                let animator = UIDynamicAnimator(referenceView: root)
                let gravity = UIGravityBehavior(items: [modal])
                gravity.magnitude = 10
                animator.addBehavior(gravity)
                let collision = UICollisionBehavior(items: [modal])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(collision)
                let spin = UIDynamicItemBehavior(items: [modal])
                spin.addAngularVelocity(2, for: modal)
                animator.addBehavior(spin)
                scene.keep(animator) // held, as a view controller would hold it
            }
            scene.advance(by: 1)
        }
        XCTAssertEqual(output, "")
        XCTAssertGreaterThan(modal.center.y, 300)
        XCTAssertNotEqual(modal.transform, .identity)
        let size = button.intrinsicContentSize
        XCTAssertEqual(button.bounds.size, size)
        XCTAssertEqual(button.center.x, 100, accuracy: 1e-9)
        XCTAssertEqual(button.center.y, 100, accuracy: 1e-9)
    }

    func testUpdateConstraintsRunsBeforeTheFirstSolveAndWhenAskedFor() {
        final class Growing: UIView {
            var height: NSLayoutConstraint?
            var target: CGFloat = 10
            var calls = 0
            override func updateConstraints() {
                calls += 1
                if height == nil {
                    // Constraints made lazily, the first time UIKit asks.
                    let height = heightAnchor.constraint(equalToConstant: target)
                    self.height = height
                    NSLayoutConstraint.activate([
                        height, widthAnchor.constraint(equalToConstant: 10),
                        topAnchor.constraint(equalTo: superview!.topAnchor),
                        leftAnchor.constraint(equalTo: superview!.leftAnchor),
                    ])
                }
                height?.constant = target
                super.updateConstraints()
            }
        }
        let scene = makeScene()
        let view = Growing()
        scene.run {
            view.translatesAutoresizingMaskIntoConstraints = false
            scene.rootView.addSubview(view)
        }
        XCTAssertEqual(view.calls, 1)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.advance(by: 0.1)
        XCTAssertEqual(view.calls, 1)

        view.target = 120
        view.setNeedsUpdateConstraints()
        view.layoutIfNeeded()
        XCTAssertEqual(view.calls, 2)
        XCTAssertEqual(view.frame.height, 120)
    }

    func testACustomLayoutGuideSpacesTwoViews() {
        let scene = makeScene()
        let root = scene.rootView
        let (a, b) = (constrainedView(in: root), constrainedView(in: root))
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        scene.run {
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 100),
                gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                gap.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
                b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                gap.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                gap.heightAnchor.constraint(equalToConstant: 30),
                a.topAnchor.constraint(equalTo: gap.topAnchor), a.bottomAnchor.constraint(equalTo: gap.bottomAnchor),
                b.topAnchor.constraint(equalTo: gap.topAnchor), b.bottomAnchor.constraint(equalTo: gap.bottomAnchor),
            ])
        }
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 100, y: 10, width: 50, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 150, y: 10, width: 225, height: 30))
        XCTAssertTrue(gap.owningView === root)
    }

    func testRemovingAViewDeactivatesTheConstraintsThatTieItToTheRest() {
        let scene = makeScene()
        let root = scene.rootView
        let card = constrainedView(in: root)
        let badge = constrainedView(in: card)
        let inside = badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let outside = card.widthAnchor.constraint(equalTo: root.widthAnchor)
        scene.run { NSLayoutConstraint.activate([inside, outside]) }
        // Re-adding to the same superview keeps them.
        root.addSubview(card)
        XCTAssertTrue(outside.isActive)
        card.removeFromSuperview()
        XCTAssertFalse(outside.isActive)
        XCTAssertTrue(inside.isActive)
        XCTAssertTrue(card.constraints.contains { $0 === inside })
    }

    func testConstraintsChangedWhileLayingOutApplyInTheSamePass() {
        final class Adjusting: UIViewController {
            let bar = UIView()
            var height: NSLayoutConstraint!

            override func viewDidLoad() {
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                height = bar.heightAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([
                    height, bar.topAnchor.constraint(equalTo: view.topAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
            }

            override func viewWillLayoutSubviews() {
                height.constant = view.bounds.height / 4
            }
        }
        let scene = makeScene()
        let controller = Adjusting()
        scene.rootViewController = controller
        XCTAssertEqual(controller.bar.frame, CGRect(x: 0, y: 0, width: 375, height: 166.75))
    }

    // MARK: Determinism

    /// An ambiguous layout (positions left free, inequalities with room, equal priorities
    /// competing) comes out the same whatever order its constraints were made and activated in.
    func testTheSameConstraintsInAnyOrderGiveTheSameFrames() {
        var generator = SeededGenerator(seed: 7)
        for round in 0..<20 {
            let seed = generator.next()
            let forward = randomLayout(seed: seed, shuffleSeed: nil)
            let shuffled = randomLayout(seed: seed, shuffleSeed: generator.next())
            XCTAssertEqual(forward, shuffled, "round \(round), seed \(seed)")
        }
    }

    /// Random frames, then constraints they satisfy, each view placed from the root or views
    /// before it (so the frames are the only solution), with inequalities that hold and
    /// optional constraints that cannot win: the solver must find the frames again.
    func testDeterminedLayoutsComeOutAsTheFramesTheyWereMadeFrom() {
        var generator = SeededGenerator(seed: 11)
        for round in 0..<30 {
            let seed = generator.next()
            var random = SeededGenerator(seed: seed)
            let scene = makeScene()
            let root = scene.rootView
            let views = (0..<6).map { _ in constrainedView(in: root) }
            func number(_ range: Int) -> CGFloat { CGFloat(Int(random.next() % UInt64(range))) }
            let targets = views.map { _ in CGRect(x: number(300) - 50, y: number(600), width: number(200) + 1, height: number(200) + 1) }
            func frame(_ item: UIView) -> CGRect {
                item === root ? root.bounds : targets[views.firstIndex { $0 === item }!]
            }
            func x(_ item: UIView, _ kind: UInt64) -> (NSLayoutXAxisAnchor, CGFloat) {
                let f = frame(item)
                switch kind % 3 {
                case 0: return (item.leadingAnchor, f.minX)
                case 1: return (item.trailingAnchor, f.maxX)
                default: return (item.centerXAnchor, f.midX)
                }
            }
            func y(_ item: UIView, _ kind: UInt64) -> (NSLayoutYAxisAnchor, CGFloat) {
                let f = frame(item)
                switch kind % 3 {
                case 0: return (item.topAnchor, f.minY)
                case 1: return (item.bottomAnchor, f.maxY)
                default: return (item.centerYAnchor, f.midY)
                }
            }
            var constraints: [NSLayoutConstraint] = []
            for (index, view) in views.enumerated() {
                let earlier = [root] + views[..<index]
                let reference = { earlier[Int(random.next() % UInt64(earlier.count))] }
                let (a, av) = x(view, random.next()), (b, bv) = x(reference(), random.next())
                constraints.append(a.constraint(equalTo: b, constant: av - bv))
                let (c, cv) = y(view, random.next()), (d, dv) = y(reference(), random.next())
                constraints.append(c.constraint(equalTo: d, constant: cv - dv))
                let other = reference()
                let multiplier: CGFloat = [0.5, 1, 2][Int(random.next() % 3)]
                constraints.append(view.widthAnchor.constraint(
                    equalTo: other.heightAnchor, multiplier: multiplier, constant: frame(view).width - multiplier * frame(other).height))
                constraints.append(view.heightAnchor.constraint(equalToConstant: frame(view).height))
                // Inequalities that hold, and wishes that must lose.
                constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: frame(view).width - number(20)))
                constraints.append(c.constraint(lessThanOrEqualTo: d, constant: cv - dv + number(20)))
                let wish = view.widthAnchor.constraint(equalTo: other.widthAnchor, constant: number(100) + 1)
                wish.priority = UILayoutPriority(Float(number(999) + 1))
                constraints.append(wish)
            }
            var shuffler = SeededGenerator(seed: seed)
            constraints.shuffle(using: &shuffler)
            scene.run { NSLayoutConstraint.activate(constraints) }
            for (view, target) in zip(views, targets) {
                XCTAssertEqual(view.frame.minX, target.minX, accuracy: 1e-6, "round \(round), seed \(seed)")
                XCTAssertEqual(view.frame.minY, target.minY, accuracy: 1e-6, "round \(round), seed \(seed)")
                XCTAssertEqual(view.frame.width, target.width, accuracy: 1e-6, "round \(round), seed \(seed)")
                XCTAssertEqual(view.frame.height, target.height, accuracy: 1e-6, "round \(round), seed \(seed)")
            }
        }
    }

    private func randomLayout(seed: UInt64, shuffleSeed: UInt64?) -> [CGRect] {
        var random = SeededGenerator(seed: seed)
        let scene = makeScene()
        let root = scene.rootView
        let views = (0..<5).map { _ in constrainedView(in: root) }
        var constraints: [NSLayoutConstraint] = []
        let xAnchors: [(UIView) -> NSLayoutXAxisAnchor] = [{ $0.leadingAnchor }, { $0.trailingAnchor }, { $0.centerXAnchor }]
        let yAnchors: [(UIView) -> NSLayoutYAxisAnchor] = [{ $0.topAnchor }, { $0.bottomAnchor }, { $0.centerYAnchor }]
        for _ in 0..<14 {
            let a = ([root] + views)[Int(random.next() % 6)], b = views[Int(random.next() % 5)]
            let constant = CGFloat(Int(random.next() % 200)) - 50
            let constraint: NSLayoutConstraint
            switch random.next() % 4 {
            case 0: constraint = xAnchors[Int(random.next() % 3)](b).constraint(greaterThanOrEqualTo: xAnchors[Int(random.next() % 3)](a), constant: constant)
            case 1: constraint = yAnchors[Int(random.next() % 3)](b).constraint(equalTo: yAnchors[Int(random.next() % 3)](a), constant: constant)
            case 2: constraint = b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5, constant: constant)
            default: constraint = b.heightAnchor.constraint(lessThanOrEqualToConstant: constant + 100)
            }
            constraint.priority = [.required, .defaultHigh, .defaultLow][Int(random.next() % 3)]
            constraints.append(constraint)
        }
        if let shuffleSeed {
            var shuffler = SeededGenerator(seed: shuffleSeed)
            constraints.shuffle(using: &shuffler)
        }
        let output = try? capturingStandardError {
            scene.run { NSLayoutConstraint.activate(constraints) }
        }
        _ = output
        return views.map(\.frame)
    }

    // MARK: Helpers

    /// Runs `body` with stderr sent to a temporary file, and returns what was written.
    private func capturingStandardError(_ body: () -> Void) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("autolayout-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try FileHandle(forWritingTo: url)
        let saved = dup(2)
        dup2(file.fileDescriptor, 2)
        body()
        dup2(saved, 2)
        close(saved)
        try file.close()
        return try String(contentsOf: url, encoding: .utf8)
    }
}
