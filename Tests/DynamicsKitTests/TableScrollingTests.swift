import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A table is a scroll view: its rows make its content size, a flick scrolls it, a tap selects
/// the row under the finger at the offset it has then, and a drag selects nothing.
final class TableScrollingTests: XCTestCase {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var selected: [Int] = []
        var scrolls = 0

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    private func makeTable() -> (Scene, UITableView, Rows) {
        let scene = makeTestScene()
        let rows = Rows()
        let table = UITableView(frame: scene.rootView.bounds, style: .plain)
        scene.run {
            table.dataSource = rows
            table.delegate = rows
            scene.rootView.addSubview(table)
        }
        return (scene, table, rows)
    }

    /// 40 rows of 44 pt: 1760 pt of content under the 20 pt status bar (the adjusted inset), so
    /// the table starts at −20 and scrolls to 1760 − 667 = 1093.
    func testRowsMakeTheContentSizeAndTheSafeAreaTheInset() {
        let (scene, table, _) = makeTable()
        defer { withExtendedLifetime(scene) {} }
        XCTAssertEqual(table.contentSize, CGSize(width: 375, height: 1760))
        XCTAssertEqual(table.adjustedContentInset.top, 20)
        XCTAssertEqual(table.contentOffset.y, -20)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 0)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.convert(CGPoint.zero, to: nil).y, 20)
        XCTAssertTrue(table.alwaysBounceVertical)
    }

    func testAFlickScrollsAndATapThenSelectsTheRowUnderTheFinger() throws {
        let (scene, table, rows) = makeTable()
        let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -1500), at: 0.5)
        scene.advance(to: lift + 5)
        XCTAssertEqual(rows.selected, [], "a flick selects nothing")
        XCTAssertGreaterThan(rows.scrolls, 30)
        // Released at 1.5 pt/ms after ~178 pt of finger travel: it glides 1.5 · 499 = 748.5 pt more.
        let offset = Double(table.contentOffset.y)
        XCTAssertGreaterThan(offset, 800)
        XCTAssertLessThan(offset, 1093)
        XCTAssertFalse(table.isDecelerating)
        // A tap at screen y 300 lands on content y offset + 300: row ⌊(offset + 300) / 44⌋.
        scene.tap(at: CGPoint(x: 187, y: 300), at: scene.time + 0.1)
        scene.advance(by: 0.5)
        XCTAssertEqual(rows.selected, [Int((offset + 300) / 44)])
        XCTAssertEqual(table.indexPathForSelectedRow?.row, Int((offset + 300) / 44))
    }

    /// The touch that stops a glide does not select; the next tap does.
    func testTheTouchThatStopsAGlideDoesNotSelect() {
        let (scene, table, rows) = makeTable()
        let lift = scene.flick(from: CGPoint(x: 187, y: 500), velocity: CGVector(dx: 0, dy: -1500), at: 0.5)
        scene.tap(at: CGPoint(x: 187, y: 300), at: lift + 0.3)
        scene.advance(to: lift + 1)
        XCTAssertEqual(rows.selected, [])
        let offset = Double(table.contentOffset.y)
        scene.tap(at: CGPoint(x: 187, y: 300), at: lift + 1.2)
        scene.advance(to: lift + 2)
        XCTAssertEqual(rows.selected, [Int((offset + 300) / 44)])
    }

    func testScrollToRowPutsTheRowAtTheTop() {
        let (scene, table, _) = makeTable()
        scene.run { table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false) }
        XCTAssertEqual(table.contentOffset.y, 440 - 20)
        scene.run { table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .top, animated: false) }
        XCTAssertEqual(table.contentOffset.y, 1093, "no further than the end")
    }
}
