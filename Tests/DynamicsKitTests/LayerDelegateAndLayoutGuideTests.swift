import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// A view is its layer's delegate (`layoutSublayers(of:)` overridable, calling
/// `layoutSubviews`), and a controller's pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide`.
final class LayerDelegateAndLayoutGuideTests: XCTestCase {
    final class LinesView: UIView {
        let line = CALayer()
        var calls: [String] = []
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            calls.append("layoutSublayers")
            line.frame = CGRect(x: 0, y: layer.bounds.height / 2, width: layer.bounds.width, height: 2)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls.append("layoutSubviews")
        }
    }

    func testAViewLaysOutItsLayersSublayersAsTheLayersDelegate() {
        let scene = makeTestScene()
        let view = LinesView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.layer.addSublayer(view.line)
        scene.run { scene.rootView.addSubview(view) }
        view.layoutIfNeeded()
        XCTAssertEqual(view.calls, ["layoutSubviews", "layoutSublayers"], "super lays out the subviews first")
        XCTAssertEqual(view.line.frame, CGRect(x: 0, y: 20, width: 100, height: 2))
        view.frame.size.height = 80
        view.layoutIfNeeded()
        XCTAssertEqual(view.line.frame.minY, 40)
    }

    final class GuidedController: UIViewController {
        let banner = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                banner.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    func testTheOldLayoutGuidesFollowTheSafeArea() {
        let scene = Scene(device: .iPhone15)
        let controller = GuidedController()
        scene.rootViewController = controller
        scene.rootView.layoutIfNeeded()
        let insets = scene.safeAreaInsets
        XCTAssertEqual(controller.topLayoutGuide.length, insets.top)
        XCTAssertEqual(controller.bottomLayoutGuide.length, insets.bottom)
        XCTAssertGreaterThan(insets.bottom, 0)
        XCTAssertEqual(controller.banner.frame.minY, insets.top)
        XCTAssertEqual(controller.banner.frame.maxY, controller.view.bounds.height - insets.bottom)
    }
}
