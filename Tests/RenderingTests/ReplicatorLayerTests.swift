import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering
import TestSupport
import XCTest

/// A replicator layer draws its sublayers once per instance, each transformed once more and
/// its colour shifted.
final class ReplicatorLayerTests: XCTestCase {
    func testInstancesAreTransformedAndTheirColoursOffset() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        root.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(40, 0, 0)
        replicator.instanceRedOffset = -0.5
        let dot = CALayer()
        dot.frame = CGRect(x: 5, y: 10, width: 20, height: 20)
        dot.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        replicator.addSublayer(dot)
        root.layer.addSublayer(replicator)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[15, 20], RGBA(255, 0, 0), "the first instance, as drawn")
        XCTAssertEqual(frame[55, 20].r, 128, accuracy: 1, "the second: red halved")
        XCTAssertEqual(frame[55, 20].g, 0)
        XCTAssertEqual(frame[95, 20], RGBA(0, 0, 0), "the third: red gone")
        XCTAssertEqual(frame[35, 20], RGBA(255, 255, 255), "between instances")
    }

    func testARotatingInstanceTransformTurnsAboutTheCentre() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = root.bounds
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 45, y: 5, width: 10, height: 20)
        bar.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(bar)
        root.layer.addSublayer(replicator)
        let frame = try Rasterizer().render(root)
        // The bar at the top, then turned a quarter about (50, 50) three times: right, bottom, left.
        for (x, y) in [(50, 15), (85, 50), (50, 85), (15, 50)] {
            XCTAssertEqual(frame[x, y], RGBA(0, 0, 0), "(\(x), \(y))")
        }
        XCTAssertEqual(frame[50, 50], RGBA(255, 255, 255))
    }

    /// A layer's `mask`: only where the mask layer draws does the layer show.
    func testAMaskLayersAlphaIsWhatShows() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.backgroundColor = .white
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        let disc = CAShapeLayer()
        disc.frame = square.bounds
        disc.path = UIBezierPath(ovalIn: square.bounds).cgPath
        disc.fillColor = UIColor.black.cgColor
        square.mask = disc
        root.layer.addSublayer(square)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[30, 30], RGBA(255, 0, 0), "inside the disc")
        XCTAssertEqual(frame[12, 12], RGBA(255, 255, 255), "the square's corner, outside the disc")
        XCTAssertEqual(frame[30, 11], RGBA(255, 0, 0), "the disc's top")
    }
}
