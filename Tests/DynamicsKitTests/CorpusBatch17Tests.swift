@_spi(SceneFiles) import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Pieces of UIKit that public samples of batches 16 and 17 reached for: geometry boxed in
/// `NSValue` for Core Animation, a button's title and image insets, a reversed path (Swift 4's
/// containment names: Swift4NamesTests).
final class CorpusBatch17Tests: XCTestCase {
    /// `NSValue(cgPoint:)` and its kin box what they are given, and an animation between boxed
    /// values moves as between the values (bradleymackey/wwdc17's `position` and `transform`).
    func testBoxedGeometryRoundTripsAndAnimates() {
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue, CGPoint(x: 3, y: 4))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue, CGSize(width: 5, height: 6))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        let turn = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 7, y: -2)
        XCTAssertEqual(NSValue(cgAffineTransform: turn).cgAffineTransformValue, turn)
        let deep = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.3, 0, 0, 1)
        XCTAssertEqual(NSValue(caTransform3D: deep).caTransform3DValue, deep)
        XCTAssertEqual(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue,
                       UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(NSValue(cgPoint: .zero).caTransform3DValue, CATransform3DIdentity, "another box: identity")

        let scene = makeTestScene()
        let layer = CALayer()
        scene.run {
            scene.rootView.layer.addSublayer(layer)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 100))
            move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 300))
            move.duration = 1
            layer.add(move, forKey: "move")
            let grow = CABasicAnimation(keyPath: "transform")
            grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
            grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
            grow.duration = 1
            layer.add(grow, forKey: "grow")
        }
        scene.advance(by: 0.5)
        let shown = layer.presentation()!
        // Linear pacing is not the default: the default curve is UIKit's, so check the halfway
        // value against the same animation of plain values instead of a number.
        let plain = CALayer()
        let other = makeTestScene()
        other.run {
            other.rootView.layer.addSublayer(plain)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 0, y: 100)
            move.toValue = CGPoint(x: 200, y: 300)
            move.duration = 1
            plain.add(move, forKey: "move")
        }
        other.advance(by: 0.5)
        XCTAssertEqual(shown.position, plain.presentation()!.position)
        XCTAssertGreaterThan(shown.position.x, 0)
        XCTAssertLessThan(shown.position.x, 200)
        XCTAssertGreaterThan(shown.transform.m11, 1)
        XCTAssertLessThan(shown.transform.m11, 3)
    }

    /// A button's title and image insets move them from where the layout puts them: half the
    /// difference of opposite insets when centred, the edge's inset against an edge.
    func testTitleAndImageInsetsMoveThemAsUIKitDoes() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Menu", for: .normal)
        button.layoutIfNeeded()
        let centred = button.titleLabel!.frame
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame, centred.offsetBy(dx: 6, dy: 0))
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minX, 12)
        button.titleEdgeInsets = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minX, 0)
        XCTAssertEqual(button.titleLabel!.frame.midY, 22 + 2, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize, {
            let plain = UIButton(type: .system); plain.setTitle("Menu", for: .normal); return plain.intrinsicContentSize
        }(), "the insets do not size the button")

        let glyph = UIButton(type: .custom)
        glyph.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        glyph.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)
        glyph.layoutIfNeeded()
        let image = glyph.imageView!.frame
        glyph.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 30)
        glyph.layoutIfNeeded()
        XCTAssertEqual(glyph.imageView!.frame, image.offsetBy(dx: -15, dy: -5))
    }

    /// `reversing()` traces each subpath backwards: an open polyline from its end, a closed
    /// one from its start the other way round, curves with their controls swapped; the bounds
    /// stay, and a reversed inner ring cuts a hole in a nonzero fill (aeropress-timer's ring).
    func testAReversedPathRunsTheOtherWay() {
        let open = UIBezierPath()
        open.move(to: CGPoint(x: 0, y: 0))
        open.addLine(to: CGPoint(x: 10, y: 0))
        open.addCurve(to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        open.lineWidth = 3
        let back = open.reversing()
        XCTAssertEqual(back.currentPoint, CGPoint(x: 0, y: 0))
        XCTAssertEqual(back.lineWidth, 3)
        XCTAssertEqual(back.bounds, open.bounds)
        XCTAssertEqual(back.reversing().cgPath.elements, open.cgPath.elements, "twice: the path again")

        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let turned = square.reversing()
        XCTAssertEqual(turned.currentPoint, CGPoint(x: 0, y: 0), "closed: back at its start")
        XCTAssertEqual(turned.reversing().cgPath.elements, square.cgPath.elements)

        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hole = UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40))
        let same = ring.copy() as! UIBezierPath
        same.append(hole)
        XCTAssertTrue(same.contains(CGPoint(x: 50, y: 50)), "the same winding: filled")
        ring.append(hole.reversing())
        XCTAssertFalse(ring.contains(CGPoint(x: 50, y: 50)), "the other winding: a hole")
        XCTAssertTrue(ring.contains(CGPoint(x: 10, y: 50)))
    }
}

/// A scene's `Bundle.main` (the kit's `Bundle.here`): its first resource folder as a flat
/// bundle (bradleymackey/wwdc17's plists in its playground's `Resources`).
final class SceneBundleTests: XCTestCase {
    func testTheScenesBundleFindsItsResourceFolders() throws {
        let folder = try makeTemporaryFolder(for: self)
        let resources = folder.appendingPathComponent("Resources", isDirectory: true)
        try FileManager.default.createDirectory(at: resources.appendingPathComponent("Sounds"), withIntermediateDirectories: true)
        try Data("<plist/>".utf8).write(to: resources.appendingPathComponent("Stats.plist"))
        try Data([1, 2]).write(to: resources.appendingPathComponent("Sounds/tada.caf"))
        let scene = makeTestScene()
        scene.clock.imageSearchDirectories = [folder.appendingPathComponent("Assets.xcassets"), resources, folder]
        scene.run {
            let bundle = Bundle.here
            XCTAssertEqual(bundle.path(forResource: "Stats", ofType: "plist"), resources.appendingPathComponent("Stats.plist").path)
            XCTAssertEqual(bundle.url(forResource: "tada", withExtension: "caf", subdirectory: "Sounds")?.lastPathComponent, "tada.caf")
            XCTAssertNil(bundle.path(forResource: "Missing", ofType: "plist"))
        }
        XCTAssertTrue(Bundle.here === Bundle.main, "outside a scene: the process's own")
    }
}

/// `CGContext.makeImage()` and the renderer context's `currentImage`: what an image context
/// holds so far (Tantalum73's mask made in an image context).
final class ContextSnapshotTests: XCTestCase {
    func testAnImageContextMakesAnImageOfWhatItHoldsSoFar() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 20), false, 2)
        let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 50, height: 20))
        let snapshot = try XCTUnwrap(context.makeImage())
        context.fill(CGRect(x: 50, y: 0, width: 50, height: 20))
        let whole = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertEqual(snapshot.width, 200)
        XCTAssertEqual(snapshot.height, 40)
        func operationCount(_ image: UIImage?) -> Int? {
            guard case let .drawing(_, _, _, operations)? = image?.source else { return nil }
            return operations.count
        }
        XCTAssertLessThan(try XCTUnwrap(operationCount(snapshot.image)), try XCTUnwrap(operationCount(whole)),
                          "the snapshot holds the first fill only")

        var halfway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            halfway = context.currentImage
            context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        XCTAssertEqual(halfway?.size, image.size)
        XCTAssertEqual(halfway?.scale, image.scale)
        XCTAssertNil(CGContext().makeImage(), "a view's drawing makes no image")
    }
}
