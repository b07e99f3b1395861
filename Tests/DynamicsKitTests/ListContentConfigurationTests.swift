import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// `UIListContentConfiguration` on table cells: the text, secondary text and image placed as
/// iOS 17's list content view places them, and subtitle rows sized to their two lines.
final class ListContentConfigurationTests: XCTestCase {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: indexPath.row == 2 ? .value1 : .default, reuseIdentifier: nil)
            var content = indexPath.row == 0 ? UIListContentConfiguration.subtitleCell() : cell.defaultContentConfiguration()
            content.text = "Gravity"
            content.secondaryText = indexPath.row == 1 ? nil : "Items fall"
            if indexPath.row == 1 { content.image = UIImage(systemName: "arrow.down") }
            cell.contentConfiguration = content
            return cell
        }
    }

    func testConfigurationsFillAndPlaceTheCellsParts() throws {
        let scene = makeTestScene()
        let rows = Rows()
        let table = UITableView(frame: scene.rootView.bounds, style: .plain)
        scene.run {
            table.dataSource = rows
            scene.rootView.addSubview(table)
        }
        defer { withExtendedLifetime((scene, rows)) {} }
        table.layoutIfNeeded()
        // Subtitle: 11 + 17 pt's line + 3 + 15 pt's line + 11, rounded up; the others 44 pt.
        let font17 = UIFont.systemFont(ofSize: 17).lineHeight, font15 = UIFont.systemFont(ofSize: 15).lineHeight
        let subtitleHeight = (22 + font17 + 3 + font15).rounded(.up)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, subtitleHeight)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, subtitleHeight)

        let subtitle = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        subtitle.layoutIfNeeded()
        let labels = subtitle.contentView.subviews.compactMap { $0 as? UILabel }
        XCTAssertEqual(labels.map(\.text), ["Gravity", "Items fall"])
        XCTAssertEqual(labels[0].frame.minX, 16)
        XCTAssertEqual(labels[1].frame.minY, labels[0].frame.minY + font17 + 3, accuracy: 0.01, "the secondary text 3 pt under the text")
        XCTAssertEqual(labels[1].textColor, .secondaryLabel)
        XCTAssertEqual(labels[1].font, .systemFont(ofSize: 15))

        let imaged = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        imaged.layoutIfNeeded()
        XCTAssertEqual(imaged.textLabel?.frame.minX, 61, "after the image's 29 pt column and 16 pt of padding")
        XCTAssertNotNil(imaged.contentView.subviews.first { ($0 as? UIImageView)?.image != nil })

        let value = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        value.layoutIfNeeded()
        XCTAssertEqual(value.detailTextLabel?.text, "Items fall")
        XCTAssertEqual(value.detailTextLabel?.textAlignment, .right)
        XCTAssertEqual(value.detailTextLabel?.font, .systemFont(ofSize: 17))
    }
}
