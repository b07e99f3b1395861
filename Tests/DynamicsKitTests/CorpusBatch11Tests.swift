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

/// What public samples of batch 11 needed: UIViewController's convenience `init()`, batch
/// updates' non-escaping closure, and a collection view's layout set with animation.
final class CorpusBatch11Tests: XCTestCase {
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
