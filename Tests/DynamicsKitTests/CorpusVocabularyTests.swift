@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// UIKit names that public iOS samples use and that once kept them from compiling, each with
/// the behaviour UIKit gives it.
final class CorpusVocabularyTests: XCTestCase {
    // MARK: UITableViewCell.accessoryView

    func testAnAccessoryViewSitsAtTheTrailingMarginCentredAndReplacesTheGlyph() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.frame.width, 375 - 38, "the glyph's 38 pt")

        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        XCTAssertTrue(toggle.superview === cell)
        XCTAssertEqual(toggle.frame, CGRect(x: 375 - 16 - 51, y: 6.5, width: 51, height: 31))
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375 - 16 - 51, height: 44))
        // The chevron is hidden while the view stands in for it.
        let glyphs = cell.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "›" }
        XCTAssertEqual(glyphs.count, 1)
        XCTAssertTrue(glyphs[0].isHidden)

        cell.accessoryView = nil
        cell.layoutIfNeeded()
        XCTAssertNil(toggle.superview)
        XCTAssertFalse(glyphs[0].isHidden)
        XCTAssertEqual(cell.contentView.frame.width, 375 - 38)
    }
}
