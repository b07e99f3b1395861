import SceneFiles
import XCTest

/// Calls of UIKit's optional protocol methods through `?(`/`!(` lose the mark; other optional
/// calls keep it. Every line keeps its length.
final class OptionalRequirementTranslationTests: XCTestCase {
    private func translated(_ source: String) -> String {
        let text = TranslatedSource(path: "/tmp/Scene.swift", source: source).text
        return String(text.drop { $0 != "\n" }.dropFirst())
    }

    func testOptionalRequirementCallsLoseTheirMark() {
        let source = """
            let inset = (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(cv, layout: self, insetForSectionAt: 0) ?? sectionInset
            let size = delegate.collectionView!(cv, layout: self, sizeForItemAt: path)
            scrollView.delegate?.scrollViewDidScroll?(scrollView)
            UIApplication.shared.delegate?.window!?.rootViewController?.view.addSubview(self)
            self.completion?(true)
            handler?(1)
            let note = "delegate.tableView?(x)" // delegate.tableView?(x)
            """
        let expected = """
            let inset = (cv.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView (cv, layout: self, insetForSectionAt: 0) ?? sectionInset
            let size = delegate.collectionView (cv, layout: self, sizeForItemAt: path)
            scrollView.delegate?.scrollViewDidScroll (scrollView)
            UIApplication.shared.delegate?.window? .rootViewController?.view.addSubview(self)
            self.completion?(true)
            handler?(1)
            let note = "delegate.tableView?(x)" // delegate.tableView?(x)
            """
        XCTAssertEqual(translated(source), expected)
        XCTAssertEqual(translated(source).split(separator: "\n").map(\.utf8.count), source.split(separator: "\n").map(\.utf8.count))
    }
}
