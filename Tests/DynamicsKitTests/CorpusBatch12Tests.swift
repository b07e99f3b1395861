import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Small pieces of UIKit that public samples of batches 12 to 14 reached for.
final class CorpusBatch12Tests: XCTestCase {
    /// nickypatson/TinderSwipeView empties its overlay's path before drawing it again.
    func testRemoveAllPointsEmptiesThePathAndKeepsItsStyle() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10))
        path.lineWidth = 3
        XCTAssertFalse(path.isEmpty)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertEqual(path.lineWidth, 3)
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 5))
        XCTAssertEqual(path.bounds, CGRect(x: 5, y: 5, width: 10, height: 0))
    }

    /// `CGColor` is an object, as Core Foundation's is: colours kept as `AnyObject` compile
    /// (nickypatson/TinderSwipeView's `[AnyObject]` of gradient colours), equal by components.
    func testCGColorIsAnObjectEqualByComponents() {
        let top = UIColor.red.cgColor, bottom = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        let colors: [AnyObject] = [top, bottom]
        XCTAssertTrue(colors[0] === top)
        XCTAssertFalse(colors[0] === colors[1])
        XCTAssertEqual(top, bottom)
        XCTAssertNotEqual(top, UIColor.blue.cgColor)
        XCTAssertEqual(Set([top, bottom, UIColor.blue.cgColor]).count, 2)
        let gradient = CAGradientLayer()
        gradient.colors = colors
        XCTAssertEqual((gradient.colors?.first as? CGColor)?.components, [1, 0, 0, 1])
    }

    /// UIImage compares as NSObject does, by object: `init(named:)`'s cache makes two lookups
    /// of one name equal (JeremyXue77's `imageView.image == #imageLiteral(…)`).
    func testImagesCompareByObject() {
        let a = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        let b = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        XCTAssertTrue(a == a)
        XCTAssertFalse(a == b)
        XCTAssertEqual(Set([a, a, b]).count, 2)
    }

    /// Names of iOS 2 and Swift 4 that tutorials of their time use.
    func testOlderNamesStandForTheirSuccessors() {
        XCTAssertEqual(UIColor.groupTableViewBackground, UIColor.systemGroupedBackground)
        let spinner = UIActivityIndicatorView(style: .large)
        XCTAssertEqual(spinner.style, .large)
    }

    /// Motion effects are at rest (the phone is held still): kept, moving nothing; a group's
    /// interpolations give their middle values at rest.
    func testMotionEffectsAreKeptAtRest() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -20
        horizontal.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        XCTAssertEqual(view.motionEffects.count, 1)
        XCTAssertEqual(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0))?["center.x"] as? Double, 0)
        XCTAssertEqual(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0))?["center.x"] as? Double, 20)
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
        view.removeMotionEffect(group)
        XCTAssertTrue(view.motionEffects.isEmpty)
    }

    /// A display link removed from its run loop stops calling, and runs again when added.
    func testADisplayLinkRemovedStopsUntilAddedAgain() {
        final class Counter { var frames = 0; func step(_ link: CADisplayLink) { frames += 1 } }
        let scene = makeTestScene()
        let counter = Counter()
        let link = scene.run { CADisplayLink(target: counter, selector: Selector(Counter.step)) }
        scene.run { link.add(to: .main, forMode: .common) }
        scene.advance(by: 0.5)
        let afterHalf = counter.frames
        XCTAssertEqual(afterHalf, 30, accuracy: 1)
        scene.run { link.remove(from: .main, forMode: .common) }
        scene.advance(by: 0.5)
        XCTAssertEqual(counter.frames, afterHalf)
        scene.run { link.add(to: .main, forMode: .common) }
        scene.advance(by: 0.5)
        XCTAssertEqual(counter.frames, afterHalf + 30, accuracy: 1)
    }

    /// A standard cell's `imageView` sits at the margin, its image's size (scaled down to the
    /// row), with the label past it (Kodeco's PackingList sets `cell.imageView?.image`).
    func testACellsImageViewPushesTheLabelAlong() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "item")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.textLabel?.text = "Sunglasses"
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.textLabel?.frame.minX, 16, "no image: at the margin")
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 7, width: 30, height: 30))
        XCTAssertEqual(cell.textLabel?.frame.minX, 62)
        cell.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 88)).image { _ in }
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.imageView?.frame, CGRect(x: 16, y: 0, width: 60, height: 44), "scaled to the row's height")
    }

    /// Font descriptors: the idiom `UIFont(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)`
    /// gives the bold face at the font's size; a weight trait of semibold or more is bold too;
    /// a text style's descriptor has the style's size (macteo/bezier's playground).
    func testFontDescriptorsMakeTheFacesTheyName() throws {
        let body = UIFont.systemFont(ofSize: 15)
        XCTAssertEqual(body.fontDescriptor.pointSize, 15)
        XCTAssertFalse(body.fontDescriptor.symbolicTraits.contains(.traitBold))
        let bold = UIFont(descriptor: try XCTUnwrap(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        XCTAssertEqual(bold, UIFont.boldSystemFont(ofSize: 15))
        let plainAgain = UIFont(descriptor: try XCTUnwrap(bold.fontDescriptor.withSymbolicTraits([])), size: 20)
        XCTAssertEqual(plainAgain, UIFont.systemFont(ofSize: 20))
        let weighted = body.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        XCTAssertTrue(UIFont(descriptor: weighted, size: 0).isBold)
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        XCTAssertEqual(headline.pointSize, UIFont.preferredFont(forTextStyle: .headline).pointSize)
        XCTAssertEqual(UIFont(descriptor: headline.withSize(30), size: 0).pointSize, 30)
        XCTAssertEqual(UIFontDescriptor(name: "AvenirNext-Bold", size: 12).symbolicTraits.contains(.traitBold), true)
    }
}
