@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A storyboard collection view controller: its flow layout's metrics, its prototype cell and
/// header dequeued by their reuse identifiers with no `register`, each with its outlet label.
final class CollectionStoryboardTests: XCTestCase {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="grid">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="grid" customClass="TestGridController" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="12" minimumInteritemSpacing="8" id="flow">
                                    <size key="itemSize" width="100" height="120"/>
                                    <size key="headerReferenceSize" width="50" height="40"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="10" minY="20" maxX="10" maxY="20"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="cell" customClass="TestPhotoCell">
                                        <rect key="frame" x="10" y="60" width="100" height="120"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <rect key="frame" x="0.0" y="96" width="100" height="20"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                                    <nil key="textColor"/>
                                                </label>
                                            </subviews>
                                            <color key="backgroundColor" systemColor="systemTealColor"/>
                                        </collectionViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="title" id="o1"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="header" customClass="TestGridHeader">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Header" id="headerLabel">
                                            <rect key="frame" x="16" y="10" width="200" height="20"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <connections>
                                        <outlet property="headerLabel" destination="headerLabel" id="o2"/>
                                    </connections>
                                </collectionReusableView>
                                <connections>
                                    <outlet property="dataSource" destination="grid" id="o3"/>
                                    <outlet property="delegate" destination="grid" id="o4"/>
                                </connections>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testPrototypeCellsAreDequeuedByIdentifierWithTheirOutletsAndTheFlowLayoutsMetrics() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Grid.storyboard").path
        try Data(Self.storyboard.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        InterfaceBuilderRegistry.register(class: "TestGridController") { TestGridController(coder: $0) }
        InterfaceBuilderRegistry.register(class: "TestPhotoCell") { TestPhotoCell(coder: $0) }
        InterfaceBuilderRegistry.register(class: "TestGridHeader") { TestGridHeader(coder: $0) }
        InterfaceBuilderRegistry.register(property: "titleLabel") { object, value in
            guard let object = object as? TestPhotoCell else { return false }
            return InterfaceBuilderRegistry.assign(&object.titleLabel, value)
        }
        InterfaceBuilderRegistry.register(property: "headerLabel") { object, value in
            guard let object = object as? TestGridHeader else { return false }
            return InterfaceBuilderRegistry.assign(&object.headerLabel, value)
        }

        let scene = makeTestScene()
        let controller = try XCTUnwrap(scene.run { UIStoryboard(name: "Grid", bundle: nil).instantiateInitialViewController() } as? TestGridController)
        scene.rootViewController = controller
        scene.advance(by: 1.0 / 60)

        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertTrue(collectionView.dataSource === controller)
        let flow = try XCTUnwrap(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        XCTAssertEqual(flow.itemSize, CGSize(width: 100, height: 120))
        XCTAssertEqual(flow.minimumLineSpacing, 12)
        XCTAssertEqual(flow.minimumInteritemSpacing, 8)
        XCTAssertEqual(flow.sectionInset, UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10))
        XCTAssertEqual(flow.headerReferenceSize, CGSize(width: 50, height: 40))

        // 375 − 2 × 10 = 355 across: three 100 pt items (3 × 100 + 2 × 8 ≤ 355), justified
        // (355 − 300) / 2 = 27.5 apart; rows 120 + 12 apart below the 40 pt header and 20 pt inset.
        let columns: [CGFloat] = [10, 137.5, 265]
        for item in 0..<7 {
            let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TestPhotoCell, "item \(item)")
            XCTAssertEqual(cell.frame, CGRect(x: columns[item % 3], y: 60 + CGFloat(item / 3) * 132, width: 100, height: 120), "item \(item)")
            XCTAssertEqual(cell.reuseIdentifier, "Photo")
            let label = try XCTUnwrap(cell.titleLabel, "the prototype's outlet is connected")
            XCTAssertTrue(label.superview === cell.contentView)
            XCTAssertEqual(label.text, "Photo \(item)")
            XCTAssertEqual(label.frame, CGRect(x: 0, y: 96, width: 100, height: 20))
            XCTAssertEqual(cell.contentView.backgroundColor, .systemTeal)
        }
        let cells = (0..<7).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, 7, "a cell of its own for each item")
        let header = try XCTUnwrap(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? TestGridHeader)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 375, height: 40))
        XCTAssertEqual(header.headerLabel?.text, "7 photos")
    }
}

final class TestGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! TestPhotoCell
        cell.titleLabel.text = "Photo \(indexPath.item)"
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! TestGridHeader
        header.headerLabel.text = "7 photos"
        return header
    }
}

final class TestPhotoCell: UICollectionViewCell {
    var titleLabel: UILabel!
}

final class TestGridHeader: UICollectionReusableView {
    var headerLabel: UILabel!
}
