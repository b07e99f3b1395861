@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A table's section headers and footers: titles from the data source, views and heights from
/// the delegate, header views dequeued by identifier.
final class TableSectionTests: XCTestCase {
    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var customHeader = false
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { ["Fruits", "Vegetables"][section] }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "Fresh daily" : nil }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard customHeader, section == 0 else { return nil }
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Banner")
            header?.textLabel?.text = "Banner"
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            customHeader && section == 0 ? 60 : UITableView.automaticDimension
        }
    }

    private func makeTable(style: UITableView.Style, source: Source) -> (Scene, UITableView) {
        let scene = makeTestScene()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
        scene.run {
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Banner")
            table.rowHeight = 44
            table.dataSource = source
            table.delegate = source
            scene.rootView.addSubview(table)
            table.layoutIfNeeded()
        }
        return (scene, table)
    }

    func testAPlainTablesTitlesHeadEachSection() throws {
        let source = Source()
        let (_, table) = makeTable(style: .plain, source: source)
        let first = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(first.textLabel?.text, "Fruits")
        XCTAssertEqual(first.textLabel?.font, .systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 375, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 28)
        // 28 + 2 × 44 = 116: the second header, then its rows, then its footer.
        XCTAssertEqual(table.rectForHeader(inSection: 1).minY, 116)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 1)).maxY, 116 + 28 + 88)
        XCTAssertEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 232, width: 375, height: 28))
        XCTAssertEqual(table.footerView(forSection: 1)?.textLabel?.text, "Fresh daily")
        XCTAssertNil(table.footerView(forSection: 0))
        XCTAssertEqual(table.contentSize.height, 260)
    }

    /// A plain table's headers float: the header of the section under the top of what shows
    /// stays there while its rows scroll under it, until its section's end pushes it up; a
    /// footer stays at the bottom likewise. A grouped table's scroll with the rows.
    func testAPlainTablesHeadersAndFootersFloatWhileTheirSectionScrolls() throws {
        final class Long: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "End \(section)" }
        }
        let scene = makeTestScene()
        let source = Long()
        // Sections of 28 + 10 × 44 + 28 = 496 pt: section 1 from 496 to 992.
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 300), style: .plain)
        scene.run {
            table.rowHeight = 44
            table.dataSource = source
            scene.rootView.addSubview(table)
            table.layoutIfNeeded()
        }
        func headerY(_ section: Int) -> CGFloat { table.headerView(forSection: section)!.frame.minY }
        func footerY(_ section: Int) -> CGFloat { table.footerView(forSection: section)!.frame.minY }
        XCTAssertEqual(table.adjustedContentInset, .zero, "below the safe area")
        XCTAssertEqual(headerY(0), 0)
        XCTAssertEqual(footerY(0), 300 - 28, "section 0's footer at the bottom of what shows")
        XCTAssertEqual(footerY(1), 496 + 28, "section 1's below what shows, under its header")

        scene.run { table.contentOffset = CGPoint(x: 0, y: 200); table.layoutIfNeeded() }
        XCTAssertEqual(headerY(0), 200, "at the top while section 0's rows scroll under it")
        XCTAssertEqual(footerY(0), 468, "its own place, shown")
        XCTAssertEqual(headerY(1), 496)

        scene.run { table.contentOffset = CGPoint(x: 0, y: 480); table.layoutIfNeeded() }
        XCTAssertEqual(headerY(0), 496 - 28, "pushed up by its section's end")
        XCTAssertEqual(headerY(1), 496)
        XCTAssertEqual(footerY(1), 780 - 28)

        scene.run { table.contentOffset = CGPoint(x: 0, y: 700); table.layoutIfNeeded() }
        XCTAssertEqual(headerY(1), 700)
        XCTAssertEqual(headerY(0), 468)

        let grouped = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 300), style: .grouped)
        scene.run {
            grouped.rowHeight = 44
            grouped.dataSource = source
            scene.rootView.addSubview(grouped)
            grouped.layoutIfNeeded()
            let natural = grouped.headerView(forSection: 0)!.frame.minY
            grouped.contentOffset = CGPoint(x: 0, y: 200)
            grouped.layoutIfNeeded()
            XCTAssertEqual(grouped.headerView(forSection: 0)!.frame.minY, natural)
        }
    }

    func testAGroupedTablesTitlesAreSmallCapitalsAboveTheirRows() throws {
        let (_, table) = makeTable(style: .grouped, source: Source())
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.textLabel?.text, "FRUITS")
        XCTAssertEqual(header.textLabel?.font, .systemFont(ofSize: 13))
        XCTAssertEqual(header.textLabel?.textColor, .secondaryLabel)
        let rect = table.rectForHeader(inSection: 0)
        XCTAssertGreaterThanOrEqual(rect.height, 35, "at least the space between grouped sections")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, rect.maxY)
        let label = try XCTUnwrap(header.textLabel)
        XCTAssertEqual(label.frame.maxY, rect.height - 7, accuracy: 1e-9, "7 pt above the rows")
        XCTAssertEqual(label.frame.minX, 20)
    }

    func testTheDelegatesHeaderViewAndHeightReplaceTheTitle() throws {
        let source = Source()
        source.customHeader = true
        let (_, table) = makeTable(style: .plain, source: source)
        let header = try XCTUnwrap(table.headerView(forSection: 0))
        XCTAssertEqual(header.reuseIdentifier, "Banner", "dequeued by its identifier")
        XCTAssertEqual(header.textLabel?.text, "Banner")
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 60)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60)
        XCTAssertEqual(table.headerView(forSection: 1)?.textLabel?.text, "Vegetables", "the other section keeps its title")
    }

    /// The delegate's willSelectRowAt may refuse a tap (nil) or pick another row, and
    /// shouldHighlightRowAt false keeps a row from both.
    func testTheDelegateDecidesWhichRowATapSelects() {
        final class Picky: NSObject, UITableViewDataSource, UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                indexPath.row == 0 ? nil : indexPath.row == 1 ? IndexPath(row: 2, section: 0) : indexPath
            }
            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { indexPath.row != 2 }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let scene = makeTestScene()
        let picky = Picky()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        scene.run {
            table.rowHeight = 44
            table.dataSource = picky
            table.delegate = picky
            scene.rootView.addSubview(table)
        }
        // The safe area's top (20 pt) is the content inset: rows at 20, 64, 108 on screen.
        let top = table.adjustedContentInset.top
        scene.tap(at: CGPoint(x: 100, y: top + 22), at: 0.1)
        scene.tap(at: CGPoint(x: 100, y: top + 66), at: 0.6)
        scene.tap(at: CGPoint(x: 100, y: top + 110), at: 1.1)
        scene.advance(by: 2)
        XCTAssertEqual(picky.selected, [IndexPath(row: 2, section: 0)], "row 0 refused, row 1 redirected to 2, row 2 not highlightable")
    }

    /// A storyboard's static table shows its sections' header and footer titles.
    func testAStaticTablesSectionTitlesAreShown() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Settings.storyboard").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="t">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <tableViewController id="t" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="tv">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <sections>
                                        <tableViewSection headerTitle="Gravity" footerTitle="Points per second squared." id="a">
                                            <cells>
                                                <tableViewCell contentMode="scaleToFill" id="c1">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    <tableViewCellContentView key="contentView" contentMode="center" id="v1">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: path))
        InterfaceBuilderRegistry.register(files: [path])
        let scene = makeTestScene()
        let controller = try XCTUnwrap(scene.run { UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController() } as? UITableViewController)
        scene.run {
            scene.rootViewController = controller
            controller.tableView.layoutIfNeeded()
        }
        XCTAssertEqual(controller.tableView.headerView(forSection: 0)?.textLabel?.text, "GRAVITY")
        XCTAssertEqual(controller.tableView.footerView(forSection: 0)?.textLabel?.text, "Points per second squared.")
    }
}
