import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// Modern and storyboard collection views written as iOS code and compiled unchanged, read
/// through the scene's view trace: a compositional layout fed by a diffable data source (a
/// row of cards that scrolls sideways when dragged, a grid of thirds, an inset grouped list
/// of list cells), and a storyboard collection view controller whose prototype cells and
/// headers are dequeued by identifier with their outlets set.
final class CompositionalSceneTests: XCTestCase {
    static let composeScene = """
        import UIKit

        /// A modern collection view: a row of cards that scrolls sideways, a grid of thirds and an
        /// inset grouped list, from a compositional layout fed by a diffable data source.
        class ComposeViewController: UIViewController {
            enum Section: Int, CaseIterable { case featured, grid, list }

            struct Item: Hashable {
                let section: Section
                let number: Int
            }

            private var collectionView: UICollectionView!
            private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Browse"
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
                collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                collectionView.backgroundColor = .systemGroupedBackground
                view.addSubview(collectionView)

                let card = UICollectionView.CellRegistration<CardCell, Item> { cell, _, item in
                    cell.label.text = "Featured \\(item.number + 1)"
                    cell.contentView.backgroundColor = [UIColor.systemBlue, .systemPink, .systemOrange, .systemGreen, .systemPurple][item.number % 5]
                }
                let tile = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, _, item in
                    cell.contentView.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.35 + 0.1 * CGFloat(item.number % 6))
                    cell.contentView.layer.cornerRadius = 8
                }
                let row = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"][item.number % 4]
                    cell.contentConfiguration = content
                }
                let header = UICollectionView.SupplementaryRegistration<HeaderView>(elementKind: "header") { view, _, indexPath in
                    view.label.text = ["Featured", "Grid", "Settings"][indexPath.section]
                }
                dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
                    switch item.section {
                    case .featured: return collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: item)
                    case .grid: return collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
                    case .list: return collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
                    }
                }
                dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                    collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
                snapshot.appendSections(Section.allCases)
                snapshot.appendItems((0..<5).map { Item(section: .featured, number: $0) }, toSection: .featured)
                snapshot.appendItems((0..<9).map { Item(section: .grid, number: $0) }, toSection: .grid)
                snapshot.appendItems((0..<4).map { Item(section: .list, number: $0) }, toSection: .list)
                dataSource.apply(snapshot, animatingDifferences: false)
            }

            private func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36))
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: "header", alignment: .top)
                    switch Section(rawValue: index)! {
                    case .featured:
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(160)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.orthogonalScrollingBehavior = .continuous
                        section.interGroupSpacing = 12
                        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
                        section.boundarySupplementaryItems = [header]
                        return section
                    case .grid:
                        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                        let group = NSCollectionLayoutGroup.horizontal(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
                        let section = NSCollectionLayoutSection(group: group)
                        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 12, trailing: 12)
                        section.boundarySupplementaryItems = [header]
                        return section
                    case .list:
                        let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                        return section
                    }
                }
            }
        }

        class CardCell: UICollectionViewCell {
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.layer.cornerRadius = 14
                contentView.clipsToBounds = true
                label.font = .boldSystemFont(ofSize: 22)
                label.textColor = .white
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -14),
                ])
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        class HeaderView: UICollectionReusableView {
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                label.font = .boldSystemFont(ofSize: 22)
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                    label.centerYAnchor.constraint(equalTo: centerYAnchor),
                ])
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        """

    static let photosController = """
        import UIKit

        class PhotoCell: UICollectionViewCell {
            @IBOutlet weak var swatch: UIView!
            @IBOutlet weak var titleLabel: UILabel!
        }

        class AlbumHeader: UICollectionReusableView {
            @IBOutlet weak var titleLabel: UILabel!
        }

        class PhotosViewController: UICollectionViewController {
            let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink]

            override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                section == 0 ? 6 : 9
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
                cell.swatch.backgroundColor = colors[(indexPath.item + indexPath.section * 3) % colors.count]
                cell.titleLabel.text = "IMG_\\(1000 + indexPath.section * 100 + indexPath.item)"
                return cell
            }

            override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "AlbumHeader", for: indexPath) as! AlbumHeader
                header.titleLabel.text = indexPath.section == 0 ? "Recents" : "Favorites"
                return header
            }
        }

        """

    static let photosStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="photos" kind="relationship" relationship="rootViewController" id="nav-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="photos-scene">
                    <objects>
                        <collectionViewController id="photos" customClass="PhotosViewController" customModule="Photos" customModuleProvider="target" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <collectionViewFlowLayout key="collectionViewLayout" automaticEstimatedItemSize="YES" minimumLineSpacing="16" minimumInteritemSpacing="8" id="flow">
                                    <size key="itemSize" width="109" height="136"/>
                                    <size key="headerReferenceSize" width="50" height="44"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="12" minY="4" maxX="12" maxY="16"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="PhotoCell" id="cell" customClass="PhotoCell" customModule="Photos" customModuleProvider="target">
                                        <rect key="frame" x="12" y="48" width="109" height="136"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="109" height="136"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swatch">
                                                    <rect key="frame" x="0.0" y="0.0" width="109" height="109"/>
                                                    <color key="backgroundColor" systemColor="systemGrayColor"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" secondItem="swatch" secondAttribute="height" multiplier="1:1" id="sq"/>
                                                    </constraints>
                                                </view>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="IMG" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <rect key="frame" x="0.0" y="113" width="109" height="18"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                                    <color key="textColor" systemColor="secondaryLabelColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="swatch" firstAttribute="top" secondItem="content" secondAttribute="top" id="c1"/>
                                                <constraint firstItem="swatch" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c2"/>
                                                <constraint firstAttribute="trailing" secondItem="swatch" secondAttribute="trailing" id="c3"/>
                                                <constraint firstItem="title" firstAttribute="top" secondItem="swatch" secondAttribute="bottom" constant="4" id="c4"/>
                                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c5"/>
                                                <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c6"/>
                                            </constraints>
                                        </collectionViewCellContentView>
                                        <connections>
                                            <outlet property="swatch" destination="swatch" id="o1"/>
                                            <outlet property="titleLabel" destination="title" id="o2"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                                <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="AlbumHeader" id="header" customClass="AlbumHeader" customModule="Photos" customModuleProvider="target">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Album" translatesAutoresizingMaskIntoConstraints="NO" id="headerTitle">
                                            <rect key="frame" x="12" y="10" width="300" height="26"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="22"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="headerTitle" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="12" id="h1"/>
                                        <constraint firstItem="headerTitle" firstAttribute="bottom" secondItem="header" secondAttribute="bottom" constant="-8" id="h2"/>
                                    </constraints>
                                    <connections>
                                        <outlet property="titleLabel" destination="headerTitle" id="o3"/>
                                    </connections>
                                </collectionReusableView>
                                <connections>
                                    <outlet property="dataSource" destination="photos" id="ds"/>
                                    <outlet property="delegate" destination="photos" id="dl"/>
                                </connections>
                            </collectionView>
                            <navigationItem key="navigationItem" title="Photos" id="photos-nav"/>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The scene in `files` run with `touches`, traced at `times`.
    private func trace(_ files: [(String, String)], root: String, touches: [String], times: [Double], end: Double) throws -> [ViewTrace.Snapshot] {
        let folder = try makeTemporaryFolder(for: self)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let resolved = try ResolvedScene.one([folder.appendingPathComponent(root).path], commandLine: try SceneFileOptions.parse(touches))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiled = try SceneCompiler(environment: environment).compile(resolved.project, controller: resolved.options.scene.controller) { _ in }
        let path = folder.appendingPathComponent("trace.json").path
        var request = try resolved.request(output: "", settings: RenderSettings(fps: 30, duration: end, scale: 1, seed: 0))
        request.trace = SceneRequest.Trace(times: times, path: path)
        try compiled.run(request, timeout: 120, log: { _ in })
        return try JSONDecoder().decode(ViewTrace.self, from: Data(contentsOf: URL(fileURLWithPath: path))).snapshots
    }

    /// The on-screen frame of the visible label reading `text`.
    private func label(_ text: String, in snapshot: ViewTrace.Snapshot) -> [Double]? {
        snapshot.views.first { $0.type == "UILabel" && $0.text == text && !$0.isHidden }?.screenFrame
    }

    /// The status bar's 20 pt is the collection view's top inset. The cards are 0.85 of
    /// 375 − 32 wide, 12 pt apart, below a 36 pt header and 8 pt inset; a drag of 260 pt to
    /// the left moves the row (the second card's label with it) and nothing else; the grid's
    /// tiles are (375 − 24) / 3 wide less 4 pt each side.
    func testACompositionalLayoutWithADiffableDataSourceScrollsItsRowSideways() throws {
        let snapshots = try trace([("Compose/ComposeViewController.swift", Self.composeScene)], root: "Compose",
                                  touches: ["--drag", "300,140:40,140@0.3+0.4"], times: [0.2, 3], end: 3)
        let before = snapshots[0], after = snapshots[1]
        let card = 0.85 * 343
        let first = try XCTUnwrap(label("Featured 1", in: before))
        XCTAssertEqual(first[0], 16 + 16, accuracy: 0.5, "the first card's label 16 pt into the card")
        XCTAssertEqual(first[1] + first[3], 20 + 36 + 8 + 160 - 14, accuracy: 0.5, "14 pt above the card's bottom")
        let second = try XCTUnwrap(label("Featured 2", in: before))
        XCTAssertEqual(second[0], 16 + card + 12 + 16, accuracy: 0.5)
        XCTAssertNil(label("Featured 3", in: before), "the third card out of sight")
        let grid = try XCTUnwrap(label("Grid", in: before))
        XCTAssertEqual(grid[1] + grid[3] / 2, 20 + 36 + 8 + 160 + 16 + 18, accuracy: 1, "the grid's header centred in its 36 pt")

        let moved = try XCTUnwrap(label("Featured 2", in: after))
        let scrolled = second[0] - moved[0]
        XCTAssertGreaterThan(scrolled, 250, "the row followed the finger and glided on")
        XCTAssertEqual(moved[1], second[1], accuracy: 1e-6, "sideways only")
        let third = try XCTUnwrap(label("Featured 3", in: after), "the third card came into sight")
        XCTAssertEqual(third[0] - moved[0], card + 12, accuracy: 0.5)
        XCTAssertEqual(try XCTUnwrap(label("Grid", in: after))[1], grid[1], accuracy: 1e-6, "the collection view itself did not scroll")
    }

    /// A navigation controller's collection view controller from a storyboard: three 109 pt
    /// items a row in 375 − 24, justified (351 − 327) / 2 = 12 pt apart, rows 136 + 16 apart,
    /// under the 64 pt bar, a 44 pt header and the 4 pt top inset; each cell's outlet label
    /// reads its item.
    func testAStoryboardCollectionViewDequeuesItsPrototypesWithTheirOutlets() throws {
        let snapshots = try trace([("Photos/PhotosViewController.swift", Self.photosController),
                                   ("Photos/Base.lproj/Main.storyboard", Self.photosStoryboard)], root: "Photos",
                                  touches: [], times: [0.5], end: 0.5)
        let snapshot = snapshots[0]
        for item in 0..<6 {
            let frame = try XCTUnwrap(label("IMG_\(1000 + item)", in: snapshot), "item \(item)")
            XCTAssertEqual(frame[0], 12 + Double(item % 3) * 121, accuracy: 0.5, "item \(item)'s column")
            XCTAssertEqual(frame[1], 64 + 44 + 4 + Double(item / 3) * 152 + 113, accuracy: 0.5, "item \(item)'s row")
        }
        let header = try XCTUnwrap(label("Recents", in: snapshot))
        XCTAssertEqual(header[0], 12, accuracy: 0.5)
        XCTAssertNotNil(label("Favorites", in: snapshot), "the second section's header")
        let cells = snapshot.views.filter { $0.type == "PhotoCell" && !$0.isHidden }
        XCTAssertGreaterThanOrEqual(cells.count, 9)
    }
}
