import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A data source (and flow-layout delegate) of one section whose items are plain cells, with
/// item sizes of its own when `sizes` is set; it records what the collection view tells it.
private final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count: Int
    var sizes: [CGSize]?
    var selections: [IndexPath] = []

    init(count: Int, sizes: [CGSize]? = nil) {
        self.count = count
        self.sizes = sizes
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBlue
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?[indexPath.item] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// Collection views in the test scene: the flow layout's places against closed forms in both
/// directions, selection by tap, animated batch updates, and layout attributes moved by a
/// dynamic animator made for a layout.
final class CollectionViewTests: XCTestCase {
    private let scene = makeTestScene()

    /// A collection view at `frame` in the root view, with no safe-area adjustment, showing
    /// `items` through `layout`.
    private func collectionView(_ frame: CGRect, layout: UICollectionViewLayout, items: Items) -> UICollectionView {
        scene.run {
            let view = UICollectionView(frame: frame, collectionViewLayout: layout)
            view.contentInsetAdjustmentBehavior = .never
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Title")
            view.dataSource = items
            view.delegate = items
            scene.rootView.addSubview(view)
            return view
        }
    }

    private func frame(of view: UICollectionView, item: Int) -> CGRect? {
        view.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    private func assertFrame(_ actual: CGRect?, _ expected: CGRect, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual else { return XCTFail("no view: \(message)", file: file, line: line) }
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 1e-9, "\(message): \(actual) ≠ \(expected)", file: file, line: line)
        }
    }

    // MARK: The flow layout

    /// 7 items of 100 × 50 across 375 pt less 15 pt insets: 3 a row (3 × 100 + 2 × 10 ≤ 345 <
    /// 4 × 100 + 3 × 10), rows justified, (345 − 300) / 2 = 22.5 pt apart, so x = 15, 137.5,
    /// 260; rows 10 pt apart below a 30 pt header and the 5 pt top inset; the last row's one
    /// item stands in the first column; the footer after the bottom inset.
    func testVerticalFlowPlacesRowsJustifiedWithTheLastRowInColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
        layout.headerReferenceSize = CGSize(width: 123, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let view = collectionView(CGRect(x: 0, y: 0, width: 375, height: 667), layout: layout, items: Items(count: 7))

        let columns: [CGFloat] = [15, 137.5, 260]
        for item in 0..<7 {
            assertFrame(frame(of: view, item: item), CGRect(x: columns[item % 3], y: 35 + CGFloat(item / 3) * 60, width: 100, height: 50), "item \(item)")
        }
        XCTAssertEqual(view.contentSize, CGSize(width: 375, height: 30 + 5 + 3 * 50 + 2 * 10 + 5 + 20))
        assertFrame(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                    CGRect(x: 0, y: 0, width: 375, height: 30), "the header spans the width")
        assertFrame(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame,
                    CGRect(x: 0, y: 210, width: 375, height: 20), "the footer")
        XCTAssertEqual(view.indexPathsForVisibleItems, (0..<7).map { IndexPath(item: $0, section: 0) })
    }

    /// The same rules turned: columns of 50 pt tall items down 400 − 10 pt, 6 a column
    /// (6 × 50 + 5 × 10 ≤ 390), justified (390 − 300) / 5 = 18 pt apart; columns 10 pt apart
    /// right of a 30 pt wide header and the 15 pt left inset.
    func testHorizontalFlowPlacesColumnsLeftToRight() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 15, bottom: 5, right: 15)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.footerReferenceSize = CGSize(width: 20, height: 0)
        let view = collectionView(CGRect(x: 0, y: 100, width: 300, height: 400), layout: layout, items: Items(count: 8))

        for item in 0..<8 {
            let column = CGFloat(item / 6), row = CGFloat(item % 6)
            let expected = CGRect(x: 45 + column * 110, y: 5 + row * 68, width: 100, height: 50)
            if expected.minX < 300 { assertFrame(frame(of: view, item: item), expected, "item \(item)") }
        }
        XCTAssertEqual(view.contentSize, CGSize(width: 30 + 15 + 100 + 10 + 100 + 15 + 20, height: 400))
        assertFrame(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
                    CGRect(x: 0, y: 0, width: 30, height: 400), "the header spans the height")
    }

    /// Sizes from the delegate: an item alone on a line that is not the last is centred; the
    /// last line of items of different sizes starts at the inset, minimumInteritemSpacing apart.
    func testItemsOfTheirOwnSizesCentreALoneItemAndLeftAlignTheLastLine() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        let sizes = [CGSize(width: 200, height: 40), CGSize(width: 200, height: 40), CGSize(width: 100, height: 20),
                     CGSize(width: 80, height: 40), CGSize(width: 60, height: 40)]
        let view = collectionView(CGRect(x: 0, y: 0, width: 375, height: 667), layout: layout, items: Items(count: 5, sizes: sizes))
        assertFrame(frame(of: view, item: 0), CGRect(x: 15 + 145.0 / 2, y: 0, width: 200, height: 40), "alone on its line: centred")
        // 200 + 10 + 100 fit, + 10 + 80 does not: justified, 45 pt apart; the 20 pt tall one centred in the 40 pt line.
        assertFrame(frame(of: view, item: 1), CGRect(x: 15, y: 50, width: 200, height: 40), "first of the second line")
        assertFrame(frame(of: view, item: 2), CGRect(x: 260, y: 60, width: 100, height: 20), "second of the second line")
        assertFrame(frame(of: view, item: 3), CGRect(x: 15, y: 100, width: 80, height: 40), "the last line from the inset")
        assertFrame(frame(of: view, item: 4), CGRect(x: 105, y: 100, width: 60, height: 40), "minimumInteritemSpacing apart")
    }

    // MARK: Selection

    func testATapSelectsTheItemUnderItAndADragSelectsNothing() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let items = Items(count: 12)
        let view = collectionView(CGRect(x: 0, y: 0, width: 375, height: 667), layout: layout, items: items)
        let target = frame(of: view, item: 4)!
        scene.tap(at: CGPoint(x: target.midX, y: target.midY))
        scene.advance(by: 0.3)
        XCTAssertEqual(items.selections, [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
        XCTAssertFalse(view.cellForItem(at: IndexPath(item: 3, section: 0))!.isSelected)

        // Another tap moves the selection; a drag that starts on an item selects nothing.
        let other = frame(of: view, item: 9)!
        scene.tap(at: CGPoint(x: other.midX, y: other.midY))
        scene.advance(by: 0.3)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 9, section: 0)])
        XCTAssertFalse(view.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
        scene.drag(from: CGPoint(x: target.midX, y: target.midY), to: CGPoint(x: target.midX, y: target.midY - 80), duration: 0.3)
        scene.advance(by: 1)
        XCTAssertEqual(items.selections, [IndexPath(item: 4, section: 0), IndexPath(item: 9, section: 0)])
    }

    // MARK: Batch updates

    /// An item inserted at the front of a 3-column grid: the others move one place on in
    /// 0.3 s, the new one fades in at its place, and the completion runs once at the end.
    func testABatchInsertAnimatesTheItemsToTheirNewPlacesThenSettles() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        let items = Items(count: 5)
        let view = collectionView(CGRect(x: 0, y: 0, width: 375, height: 667), layout: layout, items: items)
        let firstCell = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        let thirdCell = view.cellForItem(at: IndexPath(item: 2, section: 0))!
        var completions: [Bool] = []
        scene.run {
            items.count = 6
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { completions.append($0) })
        }
        // The model is the new layout at once; what is drawn moves there.
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 1, section: 0)) === firstCell)
        XCTAssertEqual(firstCell.center.x, 137.5 + 50, accuracy: 1e-9)
        let inserted = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertFalse(inserted === firstCell)
        scene.advance(by: 0.15)
        let halfway = firstCell.presentation.center.x
        XCTAssertGreaterThan(halfway, 65 + 5)
        XCTAssertLessThan(halfway, 187.5 - 5)
        let fading = inserted.presentation.alpha
        XCTAssertGreaterThan(fading, 0.1)
        XCTAssertLessThan(fading, 0.9)
        // The third item wraps to the second row, moving down and left.
        XCTAssertGreaterThan(thirdCell.presentation.center.y, 50 + 5)
        XCTAssertTrue(completions.isEmpty)

        scene.advance(by: 0.2)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(firstCell.presentation.center.x, 187.5, accuracy: 1e-6)
        XCTAssertEqual(inserted.presentation.alpha, 1, accuracy: 1e-6)
        XCTAssertEqual(thirdCell.presentation.center.y, 160, accuracy: 1e-6)
        XCTAssertEqual(thirdCell.presentation.center.x, 65, accuracy: 1e-6)
        XCTAssertEqual(view.indexPathsForVisibleItems.count, 6)
    }

    /// A delete fades the item out where it was while the rest close up; its cell is then
    /// reused for the next item that needs one, after `prepareForReuse`.
    func testABatchDeleteFadesTheItemOutAndReusesItsCell() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let items = Items(count: 4)
        let view = collectionView(CGRect(x: 0, y: 0, width: 375, height: 667), layout: layout, items: items)
        let deleted = view.cellForItem(at: IndexPath(item: 1, section: 0))!
        let deletedCenter = deleted.center
        scene.run {
            items.count = 3
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        XCTAssertEqual(deleted.center, deletedCenter, "it fades where it was")
        XCTAssertEqual(deleted.alpha, 0)
        scene.advance(by: 0.4)
        XCTAssertTrue(deleted.isHidden, "back in the queue")
        XCTAssertEqual(view.visibleCells.count, 3)
        scene.run {
            items.count = 4
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 3, section: 0)) === deleted, "reused")
        XCTAssertFalse(deleted.isHidden)
    }

    // MARK: Dynamics

    /// A layout whose one item's attributes an animator lets fall: the cell follows the
    /// attributes each tick, and the collision boundary is the content's rectangle.
    private final class FallingLayout: UICollectionViewLayout {
        var animator: UIDynamicAnimator!
        let start = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        private(set) var preparations = 0

        override func prepare() {
            preparations += 1
            guard animator == nil else { return }
            start.frame = CGRect(x: 100, y: 20, width: 60, height: 60)
            animator = UIDynamicAnimator(collectionViewLayout: self)
            animator.addBehavior(UIGravityBehavior(items: [start]))
            let collision = UICollisionBehavior(items: [start])
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 400) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath)
        }
    }

    func testAnAnimatorOfLayoutAttributesMovesTheCellsAndStopsAtTheContentsEdge() {
        let layout = FallingLayout()
        let view = collectionView(CGRect(x: 0, y: 0, width: 375, height: 667), layout: layout, items: Items(count: 1))
        XCTAssertTrue(layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === layout.start)
        XCTAssertNil(layout.animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)))
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        let preparedBefore = layout.preparations
        scene.advance(by: 0.25)
        // Gravity of 1000 pt/s² for 0.25 s: about 31 pt down, and the cell where the attributes are.
        XCTAssertGreaterThan(layout.start.center.y, 50 + 25)
        XCTAssertEqual(cell.center.y, layout.start.center.y, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(layout.preparations - preparedBefore, 14, "the animator invalidates the layout every tick")
        scene.advance(by: 3)
        XCTAssertEqual(layout.start.frame.maxY, 400, accuracy: 1, "resting on the content's bottom edge, not the view's")
        XCTAssertEqual(cell.frame.maxY, layout.start.frame.maxY, accuracy: 1e-9)
    }
}
