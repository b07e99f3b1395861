import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Snapshots and the diffable data source: the order identifiers are given in is the order
/// shown, an animated apply moves the kept cells to their new places, deletes and inserts
/// the others, and the snapshot's reading methods answer from arrays.
final class DiffableDataSourceTests: XCTestCase {
    private let scene = makeTestScene()

    func testASnapshotKeepsTheOrderOfItsCalls() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["b", "a"])
        snapshot.appendItems([30, 10, 20], toSection: "b")
        snapshot.appendItems([5, 1])
        snapshot.insertItems([15], afterItem: 10)
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.appendItems([7], toSection: "c")
        snapshot.moveItem(30, afterItem: 20)
        snapshot.deleteItems([5])
        XCTAssertEqual(snapshot.sectionIdentifiers, ["b", "c", "a"])
        XCTAssertEqual(snapshot.itemIdentifiers, [10, 15, 20, 30, 7, 1])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "b"), [10, 15, 20, 30])
        XCTAssertEqual(snapshot.numberOfItems, 6)
        XCTAssertEqual(snapshot.numberOfItems(inSection: "a"), 1)
        XCTAssertEqual(snapshot.indexOfItem(7), 4)
        XCTAssertEqual(snapshot.indexOfSection("a"), 2)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: 1), "a")
        snapshot.moveSection("a", beforeSection: "b")
        XCTAssertEqual(snapshot.sectionIdentifiers, ["a", "b", "c"])
    }

    /// A plain list of A B C D becomes D A C E, animated: B fades out at its place, E fades in
    /// at the end, D travels from the fourth row (y = 132) to the first over 0.3 s while A
    /// goes down a row; the data source answers with the new order at once, and the completion
    /// runs once, when the animation ends.
    func testAnAnimatedApplyMovesDeletesAndInsertsByIdentifier() throws {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let view = scene.run {
            UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                             collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        }
        view.contentInsetAdjustmentBehavior = .never
        var provided: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, text in
            provided.append(text)
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        scene.keep(dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D"])
        dataSource.apply(snapshot)
        scene.run { scene.rootView.addSubview(view) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(provided, ["A", "B", "C", "D"], "cells asked for in index path order")
        func text(_ cell: UICollectionViewCell?) -> String? { (cell?.contentConfiguration as? UIListContentConfiguration)?.text }
        let cellD = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 3, section: 0)))
        let cellA = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(text(cellD), "D")
        XCTAssertEqual(cellD.frame.minY, 132)

        var next = NSDiffableDataSourceSnapshot<Int, String>()
        next.appendSections([0])
        next.appendItems(["D", "A", "C", "E"])
        var completions = 0
        provided = []
        scene.run { dataSource.apply(next) { completions += 1 } }
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["D", "A", "C", "E"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)), "D")
        XCTAssertEqual(dataSource.indexPath(for: "E"), IndexPath(item: 3, section: 0))
        XCTAssertNil(dataSource.indexPath(for: "B"))
        XCTAssertEqual(provided, ["E"], "only the inserted item needs a new cell")

        // The model is the new place at once; what is drawn travels there.
        XCTAssertEqual(cellD.frame.minY, 0, accuracy: 1e-9)
        scene.advance(by: 0.15)
        let halfway = cellD.presentation.center.y
        XCTAssertGreaterThan(halfway, 22 + 5, "D on its way up")
        XCTAssertLessThan(halfway, 154 - 5)
        XCTAssertEqual(completions, 0)
        scene.advance(by: 0.3)
        XCTAssertEqual(completions, 1)
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellD, "D's cell kept, now first")
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
        for (index, expected) in ["D", "A", "C", "E"].enumerated() {
            let cell = view.cellForItem(at: IndexPath(item: index, section: 0))
            XCTAssertEqual(text(cell), expected, "row \(index)")
            XCTAssertEqual(cell?.frame.minY ?? -1, CGFloat(index) * 44, accuracy: 1e-9, "row \(index)'s place")
            XCTAssertEqual(cell?.presentation.alpha ?? -1, 1, accuracy: 1e-9)
            XCTAssertEqual(cell?.presentation.center.y ?? -1, CGFloat(index) * 44 + 22, accuracy: 1e-6)
        }
        XCTAssertEqual(view.visibleCells.count, 4, "B's cell left")
    }

    /// Applied without animation, the collection view reloads: every cell is asked for again.
    func testAnApplyWithoutAnimationReloads() {
        let view = scene.run { UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewFlowLayout()) }
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var provided: [Int] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, number in
            provided.append(number)
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        scene.keep(dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([3, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        scene.run { scene.rootView.addSubview(view) }
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(provided, [3, 1, 2])
        snapshot.deleteItems([1])
        snapshot.appendItems([9])
        provided = []
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
        XCTAssertTrue(completed)
        scene.advance(by: 1.0 / 60)
        XCTAssertEqual(provided, [3, 2, 9])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
    }
}
