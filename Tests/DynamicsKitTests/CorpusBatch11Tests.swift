import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A controller with an `init()` of its own, as apps write it: UIKit's `init()` is a
/// convenience initializer, so no `override`, and the designated one it calls is `init(nibName:bundle:)`.
private final class ScoreViewController: UIViewController {
    let start: Int
    init() {
        start = 3
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A collection view controller using its `collectionView` property in a batch update without
/// `self.`, which compiles only if the closure does not escape, as UIKit's `NS_NOESCAPE` block.
private final class CardsViewController: UICollectionViewController {
    var reloads = 0
    func shuffle() {
        collectionView.performBatchUpdates({ reloads += collectionView.numberOfSections }, completion: nil)
    }
}

private extension UIColor {
    /// An app's palette written with `Self(…)`, which needs a required initializer.
    static var pink: Self { Self(red: 1, green: 0.4, blue: 0.4, alpha: 1) }
}

/// An old-style animation block's delegate.
private final class BlockListener {
    var stopped: [String] = []
    func didStop(_ identifier: Any) { stopped.append(identifier as? String ?? "?") }
}

/// What public samples of batch 11 needed: UIViewController's convenience `init()`, batch
/// updates' non-escaping closure, a collection view's layout set with animation, paths as
/// objects, `UIRectFill`, attributed button titles and iOS 3's animation blocks.
final class CorpusBatch11Tests: XCTestCase {
    func testPathsAreObjectsThatCopyAndHash() throws {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        path.lineWidth = 3
        let copy = try XCTUnwrap(path.copy() as? UIBezierPath)
        XCTAssertFalse(copy === path)
        XCTAssertEqual(copy.bounds, path.bounds)
        XCTAssertEqual(copy.lineWidth, 3)
        copy.addLine(to: CGPoint(x: 40, y: 40))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 10), "the copy is independent")
        var frames: [UIBezierPath: CGRect] = [:]
        frames[path] = .zero
        frames[copy] = CGRect(x: 1, y: 1, width: 1, height: 1)
        XCTAssertEqual(frames.count, 2, "hashed by identity")
        XCTAssertEqual(UIColor.pink, UIColor(red: 1, green: 0.4, blue: 0.4, alpha: 1))
    }

    func testAnAttributedButtonTitle() throws {
        let button = UIButton(type: .system)
        button.setAttributedTitle(NSAttributedString(string: "Deal", attributes: [.foregroundColor: UIColor.red, .strokeWidth: -3.0]), for: .normal)
        XCTAssertEqual(button.currentAttributedTitle?.string, "Deal")
        XCTAssertEqual(button.attributedTitle(for: .highlighted)?.string, "Deal", "falls back to .normal")
        XCTAssertNil(button.currentTitle, "the plain title stays unset, as in UIKit")
        let label = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(label.textLayouts(in: CGRect(x: 0, y: 0, width: 100, height: 30)).flatMap { $0.lines.map(\.text) }, ["Deal"])
        XCTAssertEqual(label.textLayouts(in: CGRect(x: 0, y: 0, width: 100, height: 30)).first?.color, .red)
    }

    func testAnAnimationBlockAnimatesWhatChangesBeforeItIsCommitted() {
        let scene = makeTestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.rootView.addSubview(view)
        let listener = BlockListener()
        scene.run {
            UIView.beginAnimations("slide", context: nil)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelegate(listener)
            UIView.setAnimationDidStop(Selector(listener.didStop))
            view.center = CGPoint(x: 105, y: 5)
            UIView.commitAnimations()
        }
        XCTAssertEqual(view.center.x, 105, "the model value at once")
        scene.advance(to: 0.5)
        XCTAssertEqual(Double(view.presentation.center.x), 55, accuracy: 2, "halfway, linear")
        XCTAssertEqual(listener.stopped, [])
        scene.advance(to: 1.2)
        XCTAssertEqual(view.presentation.center.x, 105)
        XCTAssertEqual(listener.stopped, ["slide"])
        // Outside a block, a change is immediate.
        scene.run { view.center = CGPoint(x: 5, y: 5) }
        XCTAssertEqual(view.presentation.center.x, 5)
    }

    func testAControllersOwnInitWithoutOverride() {
        XCTAssertEqual(ScoreViewController().start, 3)
        XCTAssertNil(UIViewController().nibName, "UIViewController() is init(nibName: nil, bundle: nil)")
        XCTAssertEqual(UINavigationController().viewControllers.count, 0)
        XCTAssertEqual(UITabBarController().viewControllers?.count ?? 0, 0)
        XCTAssertEqual(UITableViewController().tableView.style, .plain)
    }

    func testBatchUpdatesRunTheirClosureAtOnce() {
        let controller = CardsViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.loadViewIfNeeded()
        controller.shuffle()
        XCTAssertEqual(controller.reloads, 1)
        controller.collectionView.performBatchUpdates(nil, completion: nil)
    }

    func testSettingALayoutAnimatedMovesTheCellsOverAThirdOfASecond() throws {
        let scene = makeTestScene()
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        small.minimumInteritemSpacing = 10
        small.sectionInset = .zero
        let large = UICollectionViewFlowLayout()
        large.itemSize = CGSize(width: 100, height: 100)
        large.minimumInteritemSpacing = 10
        large.sectionInset = .zero
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: small)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        scene.rootView.addSubview(collection)
        scene.advance(to: 0.1)
        let first = try XCTUnwrap(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(first.frame.width, 50)
        var finished: Bool?
        scene.run { collection.setCollectionViewLayout(large, animated: true) { finished = $0 } }
        XCTAssertTrue(collection.collectionViewLayout === large)
        scene.advance(to: 0.25)
        let midway = first.presentation.bounds.width
        XCTAssertGreaterThan(midway, 50, "growing")
        XCTAssertLessThan(midway, 100, "not there yet")
        XCTAssertNil(finished)
        scene.advance(to: 0.5)
        XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width, 100)
        XCTAssertEqual(finished, true)
    }
}
