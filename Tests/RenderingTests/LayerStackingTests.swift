import Basics
import DynamicsKit
import Foundation
import Rendering
import XCTest

/// A view's subviews and its layer's own sublayers stack in one order, as on iOS, where the
/// subviews' layers are sublayers too.
final class LayerStackingTests: XCTestCase {
    private func solid(_ frame: CGRect, _ color: UIColor) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color.cgColor
        return layer
    }

    func testASublayerAddedAfterASubviewIsDrawnAboveIt() throws {
        let root = makeRoot(width: 100, height: 100)
        let box = makeView(CGRect(x: 0, y: 0, width: 60, height: 60), .red)
        root.addSubview(box)
        // A rope drawn between items is usually added after them: it shows above them.
        root.layer.addSublayer(solid(CGRect(x: 20, y: 20, width: 60, height: 60), .blue))
        let later = makeView(CGRect(x: 50, y: 50, width: 50, height: 50), .green)
        root.addSubview(later)
        let frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[30, 30], RGBA(0, 0, 255), "the sublayer covers the subview added before it")
        XCTAssertEqual(frame[70, 70], RGBA(0, 255, 0), "and is covered by the one added after it")
        XCTAssertEqual(frame[10, 10], RGBA(255, 0, 0))

        root.bringSubviewToFront(box)
        XCTAssertEqual(try Rasterizer().render(root)[30, 30], RGBA(255, 0, 0), "brought to the front, above the sublayer")
        root.sendSubviewToBack(later)
        XCTAssertEqual(try Rasterizer().render(root)[70, 70], RGBA(0, 0, 255), "sent to the back, below it")
    }

    func testInsertingAtZeroPutsALayerBelowEverySubviewAndIndexesCountSubviews() throws {
        let root = makeRoot(width: 100, height: 100)
        root.addSubview(makeView(CGRect(x: 0, y: 0, width: 50, height: 100), .red))
        root.addSubview(makeView(CGRect(x: 50, y: 0, width: 50, height: 100), .green))
        // A gradient background, as apps insert it.
        root.layer.insertSublayer(solid(root.bounds, .blue), at: 0)
        var frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[25, 50], RGBA(255, 0, 0))
        XCTAssertEqual(frame[75, 50], RGBA(0, 255, 0))

        // Index 2 counts the two subviews' layers and the background: between red and green.
        root.layer.insertSublayer(solid(CGRect(x: 0, y: 40, width: 100, height: 20), .black), at: 2)
        frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[25, 50], RGBA(0, 0, 0), "above the red subview")
        XCTAssertEqual(frame[75, 50], RGBA(0, 255, 0), "below the green one")
        XCTAssertEqual(root.layer.sublayers?.count, 2, "the subviews' layers are not listed here")

        // A subview inserted at index 1 goes just below the green subview, above the bar.
        root.insertSubview(makeView(CGRect(x: 0, y: 45, width: 100, height: 10), .white), at: 1)
        frame = try Rasterizer().render(root)
        XCTAssertEqual(frame[25, 50], white)
        XCTAssertEqual(frame[25, 42], RGBA(0, 0, 0))
        XCTAssertEqual(frame[75, 50], RGBA(0, 255, 0))
    }

    func testManyInsertionsInOneGapKeepTheirOrder() throws {
        let root = makeRoot(width: 100, height: 100)
        root.addSubview(makeView(CGRect(x: 0, y: 0, width: 10, height: 10), .red))
        root.addSubview(makeView(CGRect(x: 0, y: 0, width: 10, height: 10), .green))
        var layers: [CALayer] = []
        for index in 0..<80 {
            // Each goes just above the red subview: the newest lowest among them.
            let layer = solid(CGRect(x: 20 + index % 10, y: 20, width: 10, height: 10), .blue)
            root.layer.insertSublayer(layer, at: 1)
            layers.append(layer)
        }
        let order = root.stackedChildren.map { child -> String in
            switch child {
            case let .view(view): return view.backgroundColor == .red ? "red" : "green"
            case let .layer(layer): return "layer\(layers.firstIndex { $0 === layer }!)"
            }
        }
        XCTAssertEqual(order, ["red"] + (0..<80).reversed().map { "layer\($0)" } + ["green"])
    }
}
