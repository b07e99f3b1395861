import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIStackView: the arranged views' frames for each distribution and alignment, gaps, margins,
/// hidden views, and the stack's own size from its content.
final class StackViewTests: XCTestCase {
    /// A view with an intrinsic content size, as a label or a button has.
    private final class Block: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
        override var intrinsicContentSize: CGSize { size }
    }

    /// The scenes laid out, kept for the test's length (views hold their superviews weakly).
    private var scenes: [Scene] = []

    /// A stack pinned at (20, 100) in a 375 × 667 scene, `width` wide when given (else as wide
    /// as its content), with `configure` run before the first layout pass.
    @discardableResult
    private func layOut(
        _ views: [UIView], width: CGFloat? = nil, height: CGFloat? = nil, _ configure: (UIStackView) -> Void = { _ in }
    ) -> UIStackView {
        let scene = makeTestScene()
        scenes.append(scene)
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scene.run {
            scene.rootView.addSubview(stack)
            configure(stack)
            var constraints = [
                stack.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor, constant: 20),
                stack.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            ]
            if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
            if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
            NSLayoutConstraint.activate(constraints)
        }
        scene.rootView.layoutIfNeeded()
        return stack
    }

    /// An arranged view's frame in the scene's coordinates (the stack's frame is in them).
    private func placed(_ view: UIView) -> CGRect {
        view.frame.offsetBy(dx: view.superview!.frame.minX, dy: view.superview!.frame.minY)
    }

    func testARowTakesItsContentsSizeAndFillsItsHeight() {
        let (a, b, c) = (Block(40, 20), Block(60, 30), Block(50, 10))
        let stack = layOut([a, b, c]) { $0.spacing = 10 }
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 100, width: 170, height: 30))
        XCTAssertEqual(placed(a), CGRect(x: 20, y: 100, width: 40, height: 30))
        XCTAssertEqual(placed(b), CGRect(x: 70, y: 100, width: 60, height: 30))
        XCTAssertEqual(placed(c), CGRect(x: 140, y: 100, width: 50, height: 30))
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a, b, c], by: ===))
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints)
    }

    func testAColumnCentredWithACustomGap() {
        let (a, b) = (Block(40, 20), Block(100, 30))
        let stack = layOut([a, b]) {
            $0.axis = .vertical
            $0.alignment = .center
            $0.spacing = 8
            $0.setCustomSpacing(20, after: a)
        }
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 100, width: 100, height: 70))
        XCTAssertEqual(placed(a), CGRect(x: 50, y: 100, width: 40, height: 20))
        XCTAssertEqual(placed(b), CGRect(x: 20, y: 140, width: 100, height: 30))
        XCTAssertEqual(stack.customSpacing(after: a), 20)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
    }

    func testFillStretchesTheViewThatHugsLeast() {
        let (a, b) = (Block(40, 20), Block(60, 20))
        b.setContentHuggingPriority(.defaultLow, for: .horizontal)
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        layOut([a, b], width: 300)
        XCTAssertEqual(placed(a).width, 40)
        XCTAssertEqual(placed(b), CGRect(x: 60, y: 100, width: 260, height: 20))
    }

    /// Three labels of one hugging priority in a row wider than they are: UIKit stretches the
    /// first (as seen on devices: "LOVE", "Kisses", "XOXO" pinned to both sides leave the
    /// extra width to LOVE), and the first of the least-hugging ones when those tie.
    func testFillStretchesTheFirstOfTiedViews() {
        let (a, b, c) = (Block(40, 20), Block(50, 20), Block(60, 20))
        layOut([a, b, c], width: 300)
        XCTAssertEqual([a, b, c].map { placed($0).width }, [190, 50, 60])
        let (d, e, f) = (Block(40, 20), Block(50, 20), Block(60, 20))
        d.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        layOut([d, e, f], width: 300)
        XCTAssertEqual([d, e, f].map { placed($0).width }, [40, 200, 60])
    }

    /// A column of two rows, each a stack: the rows take their contents' sizes and the column
    /// theirs (leading-aligned: the narrower row keeps its width).
    func testStacksNest() {
        let (a, b, c, d) = (Block(40, 20), Block(60, 30), Block(50, 10), Block(30, 30))
        let row1 = UIStackView(arrangedSubviews: [a, b])
        let row2 = UIStackView(arrangedSubviews: [c, d])
        row2.spacing = 5
        let column = layOut([row1, row2]) {
            $0.axis = .vertical
            $0.spacing = 10
            $0.alignment = .leading
        }
        XCTAssertEqual(column.frame, CGRect(x: 20, y: 100, width: 100, height: 70))
        XCTAssertEqual(row1.frame, CGRect(x: 0, y: 0, width: 100, height: 30))
        XCTAssertEqual(row2.frame, CGRect(x: 0, y: 40, width: 85, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 40, y: 0, width: 60, height: 30))
        XCTAssertEqual(d.frame, CGRect(x: 55, y: 0, width: 30, height: 30))
    }

    func testFillEquallyAndProportionally() {
        let (a, b, c) = (Block(40, 20), Block(60, 20), Block(100, 20))
        layOut([a, b, c], width: 320) {
            $0.distribution = .fillEqually
            $0.spacing = 10
        }
        XCTAssertEqual([a, b, c].map { placed($0).minX }, [20, 130, 240])
        XCTAssertEqual([a, b, c].map { placed($0).width }, [100, 100, 100])

        let (d, e) = (Block(30, 20), Block(90, 20))
        layOut([d, e], width: 240) { $0.distribution = .fillProportionally }
        XCTAssertEqual(placed(d).width, 60, accuracy: 1e-9)
        XCTAssertEqual(placed(e).width, 180, accuracy: 1e-9)
        XCTAssertEqual(placed(e).minX, 80, accuracy: 1e-9)
    }

    func testEqualSpacingAndEqualCentering() {
        let (a, b, c) = (Block(40, 20), Block(60, 20), Block(20, 20))
        layOut([a, b, c], width: 300) { $0.distribution = .equalSpacing }
        // 180 pt of gaps in two equal halves.
        XCTAssertEqual([a, b, c].map { placed($0).minX }, [20, 150, 300])
        XCTAssertEqual([a, b, c].map { placed($0).width }, [40, 60, 20])

        let (d, e, f) = (Block(40, 20), Block(60, 20), Block(20, 20))
        layOut([d, e, f], width: 300) { $0.distribution = .equalCentering }
        // Centres at 20 + 20 = 40 and 20 + 300 − 10 = 310, the middle one halfway: 175.
        XCTAssertEqual([d, e, f].map { placed($0).midX }, [40, 175, 310])
    }

    func testAlignmentsAcrossARow() {
        let (a, b) = (Block(40, 20), Block(40, 50))
        let stack = layOut([a, b]) { $0.alignment = .top }
        XCTAssertEqual(stack.frame.height, 50)
        XCTAssertEqual(placed(a), CGRect(x: 20, y: 100, width: 40, height: 20))
        let (c, d) = (Block(40, 20), Block(40, 50))
        layOut([c, d]) { $0.alignment = .bottom }
        XCTAssertEqual(placed(c), CGRect(x: 20, y: 130, width: 40, height: 20))
        let (e, f) = (Block(40, 20), Block(40, 50))
        layOut([e, f], height: 80) { $0.alignment = .center }
        XCTAssertEqual(placed(e), CGRect(x: 20, y: 130, width: 40, height: 20))
        XCTAssertEqual(placed(f), CGRect(x: 60, y: 115, width: 40, height: 50))
    }

    func testBaselineAlignmentLaysOutAsTopAndSaysSoOnce() {
        let (a, b) = (Block(40, 20), Block(40, 50))
        let (_, said) = capturingStandardError {
            layOut([a, b]) { $0.alignment = .firstBaseline }
            layOut([Block(10, 10)]) { $0.alignment = .lastBaseline }
        }
        XCTAssertEqual(placed(a), CGRect(x: 20, y: 100, width: 40, height: 20))
        XCTAssertTrue(said.isEmpty || said == "dynamics: UIStackView alignment .firstBaseline lays out as .top: there are no text baselines here\n", said)
    }

    func testLayoutMarginsRelativeArrangement() {
        let a = Block(40, 20)
        let stack = layOut([a]) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        }
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 100, width: 70, height: 40))
        XCTAssertEqual(placed(a), CGRect(x: 30, y: 105, width: 40, height: 20))
    }

    func testAHiddenViewTakesNoRoomAndARemovedOneLeavesTheArrangement() {
        let (a, b, c) = (Block(40, 20), Block(60, 20), Block(50, 20))
        let stack = layOut([a, b, c]) { $0.spacing = 10 }
        b.isHidden = true
        stack.superview!.layoutIfNeeded()
        XCTAssertEqual(placed(c).minX, 70)
        XCTAssertEqual(stack.frame.width, 100)
        b.isHidden = false
        stack.superview!.layoutIfNeeded()
        XCTAssertEqual(placed(c).minX, 140)

        c.removeFromSuperview()
        stack.superview!.layoutIfNeeded()
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a, b], by: ===))
        XCTAssertEqual(stack.frame.width, 110)
        // removeArrangedSubview alone keeps it a subview, out of the arrangement.
        stack.removeArrangedSubview(a)
        stack.superview!.layoutIfNeeded()
        XCTAssertTrue(a.superview === stack)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b], by: ===))
        XCTAssertEqual(placed(b).minX, 20)
        stack.insertArrangedSubview(a, at: 1)
        stack.superview!.layoutIfNeeded()
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b, a], by: ===))
        XCTAssertEqual(placed(a).minX, 90)
    }
}


