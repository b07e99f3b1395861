import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Cells whose only content is their item's number, from a count per section.
private final class Numbers: NSObject, UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// The compositional layout's places against hand computation: fractional sizes against the
/// container less the section's insets, repeated subitems, counted subitems, fixed and
/// flexible spacing, item insets, headers; an orthogonal section scrolled by a drag; a list.
final class CompositionalLayoutTests: XCTestCase {
    private let scene = makeTestScene()

    /// A collection view filling the 375 × 667 scene, with no safe-area adjustment.
    private func collectionView(_ layout: UICollectionViewLayout, _ data: UICollectionViewDataSource) -> UICollectionView {
        let view = scene.run {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            view.contentInsetAdjustmentBehavior = .never
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
            view.dataSource = data
            scene.rootView.addSubview(view)
            return view
        }
        scene.keep(data)
        scene.advance(by: 1.0 / 60)
        return view
    }

    private func attributes(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    private func assertRect(_ actual: CGRect?, _ expected: CGRect, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let actual, !actual.isNull else { return XCTFail("no frame: \(message)", file: file, line: line) }
        for (a, e) in [(actual.minX, expected.minX), (actual.minY, expected.minY), (actual.width, expected.width), (actual.height, expected.height)] {
            XCTAssertEqual(a, e, accuracy: 1e-6, "\(message): \(actual) ≠ \(expected)", file: file, line: line)
        }
    }

    /// A grid of thirds: 375 − 2 × 20 = 335 pt across, so each slot is 335 / 3 wide and the
    /// item 2 pt in on every side; rows of 100 pt, 8 pt apart, below a 40 pt header (which
    /// spans the section inside its insets) and the 10 pt top inset.
    func testAGridOfThirdsWithInsetsSpacingAndAHeader() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)]
        let view = collectionView(UICollectionViewCompositionalLayout(section: section), Numbers([7]))

        let slot = 335.0 / 3
        for index in 0..<7 {
            let column = CGFloat(index % 3), row = CGFloat(index / 3)
            let expected = CGRect(x: 20 + column * slot + 2, y: 40 + 10 + row * 108 + 2, width: slot - 4, height: 96)
            assertRect(attributes(view, index), expected, "item \(index)")
            assertRect(view.cellForItem(at: IndexPath(item: index, section: 0))?.frame, expected, "cell \(index)")
        }
        assertRect(view.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
                   CGRect(x: 20, y: 0, width: 335, height: 40), "the header")
        XCTAssertEqual(view.contentSize.width, 375, accuracy: 1e-9)
        XCTAssertEqual(view.contentSize.height, 376, accuracy: 1e-9, "40 + 10 + 3 × 100 + 2 × 8 + 10")
    }

    /// Three sections from a provider, 30 pt apart: four counted items sharing 375 − 3 × 10;
    /// 100 pt items as many as fit (3: 320 ≤ 375 < 430) with flexible spacing sharing the
    /// rest, (375 − 300) / 2; a vertical group half the width repeating half-height items.
    func testCountedRepeatedFixedAndFlexibleGroupsFromASectionProvider() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            XCTAssertEqual(environment.container.effectiveContentSize.width, 375, accuracy: 1e-9)
            switch index {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), repeatingSubitem: item, count: 4)
                group.interItemSpacing = .fixed(10)
                return NSCollectionLayoutSection(group: group)
            case 1:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                group.interItemSpacing = .flexible(10)
                return NSCollectionLayoutSection(group: group)
            default:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)), subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }, configuration: configuration)
        let view = collectionView(layout, Numbers([4, 4, 3]))

        for index in 0..<4 {
            assertRect(attributes(view, index), CGRect(x: CGFloat(index) * 96.25, y: 0, width: 86.25, height: 50), "counted item \(index)")
        }
        let flexible: [CGRect] = [
            CGRect(x: 0, y: 80, width: 100, height: 50), CGRect(x: 137.5, y: 80, width: 100, height: 50),
            CGRect(x: 275, y: 80, width: 100, height: 50), CGRect(x: 0, y: 130, width: 100, height: 50),
        ]
        for (index, expected) in flexible.enumerated() { assertRect(attributes(view, index, section: 1), expected, "flexible item \(index)") }
        // Section 2 starts at 50 + 30 + 100 + 30 = 210; two items a group, groups stacked.
        assertRect(attributes(view, 0, section: 2), CGRect(x: 0, y: 210, width: 187.5, height: 60), "vertical item 0")
        assertRect(attributes(view, 1, section: 2), CGRect(x: 0, y: 270, width: 187.5, height: 60), "vertical item 1")
        assertRect(attributes(view, 2, section: 2), CGRect(x: 0, y: 330, width: 187.5, height: 60), "vertical item 2, the next group")
        XCTAssertEqual(view.contentSize.height, 450, accuracy: 1e-9)
    }

    /// A row of cards 0.8 of 375 − 2 × 16 wide, 10 pt apart, scrolling sideways on its own
    /// above 30 ordinary rows: a drag to the left scrolls the row and not the collection view;
    /// a drag up on the row scrolls the collection view and not the row.
    func testAnOrthogonalSectionScrollsSidewaysByItselfWhenDragged() throws {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
                return section
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        })
        let view = collectionView(layout, Numbers([5, 30]))
        let width = 0.8 * 343
        for index in 0..<5 {
            assertRect(attributes(view, index), CGRect(x: 16 + CGFloat(index) * (width + 10), y: 10, width: width, height: 150), "card \(index)")
        }
        assertRect(attributes(view, 0, section: 1), CGRect(x: 0, y: 170, width: 375, height: 44), "the first row below the band")
        XCTAssertEqual(view.contentSize.height, 170 + 30 * 44, accuracy: 1e-9)
        let card = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let row = try XCTUnwrap(card.superview as? UIScrollView, "an orthogonal section's cells live in a scroll view of their own")
        XCTAssertFalse(row === view)
        XCTAssertEqual(row.frame, CGRect(x: 0, y: 0, width: 375, height: 170))
        XCTAssertEqual(row.contentSize.width, 16 + 5 * width + 4 * 10 + 16, accuracy: 1e-9)
        XCTAssertNil(view.cellForItem(at: IndexPath(item: 2, section: 0)), "the third card is out of sight")

        // Sideways: the row scrolls, the collection view does not.
        scene.drag(from: CGPoint(x: 300, y: 90), to: CGPoint(x: 60, y: 90), duration: 0.4)
        scene.advance(by: 3)
        XCTAssertGreaterThan(row.contentOffset.x, 200, "the row followed the finger")
        XCTAssertLessThanOrEqual(row.contentOffset.x, row.contentSize.width - 375 + 1e-6, "and rests within its content")
        XCTAssertEqual(view.contentOffset.y, 0, accuracy: 1e-9, "the collection view stayed")
        let third = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 2, section: 0)), "the third card came into sight")
        let onScreen = third.convert(third.bounds, to: view)
        XCTAssertEqual(onScreen.minX, attributes(view, 2).minX - row.contentOffset.x, accuracy: 1e-6)
        XCTAssertEqual(onScreen.minY, 10, accuracy: 1e-6)

        // Up, starting on the row: the collection view scrolls, the row keeps its offset.
        let rowOffset = row.contentOffset.x
        scene.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 200, y: -80), duration: 0.4)
        scene.advance(by: 3)
        XCTAssertGreaterThan(view.contentOffset.y, 150, "the collection view followed the finger")
        XCTAssertEqual(row.contentOffset.x, rowOffset, accuracy: 1e-9)
    }

    /// An inset grouped list: rows 44 pt tall, 20 pt in from each side, the section 35 pt
    /// down, on the grouped grey; the first row's top corners and the last row's bottom
    /// corners rounded by 10 pt; a list cell's configuration drawn as its text.
    func testAnInsetGroupedListPlacesRowsInACard() throws {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let view = scene.run { UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout) }
        view.contentInsetAdjustmentBehavior = .never
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
        dataSource.apply(snapshot, animatingDifferences: false)
        scene.keep(dataSource)
        scene.run { scene.rootView.addSubview(view) }
        scene.advance(by: 1.0 / 60)

        for index in 0..<3 {
            let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: index, section: 0)) as? UICollectionViewListCell)
            assertRect(cell.frame, CGRect(x: 20, y: 35 + CGFloat(index) * 44, width: 335, height: 44), "row \(index)")
            XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.text, ["Wi-Fi", "Bluetooth", "Cellular"][index])
        }
        XCTAssertEqual(view.backgroundColor, .systemGroupedBackground)
        let first = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let last = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(last.layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.cornerRadius, 0)
    }
}
