import Basics
import Foundation
import PNG
import XCTest

/// Xcode playgrounds rendered as they are: a page's top-level code builds the scene and its
/// live view is what the recording shows.
final class PlaygroundCommandTests: CommandLineTestCase {
    func render(_ arguments: [String]) throws -> Result {
        try runDynamics(["render"] + arguments, environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
    }

    private func frame(_ folder: String, _ index: Int) throws -> Frame {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", index)))
    }

    /// The rows and columns holding pixels that `matches`, as a rectangle of whole pixels.
    private func bounds(in frame: Frame, where matches: (RGBA) -> Bool) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width where matches(frame[x, y]) {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else { return nil }
        return (left...right, top...bottom)
    }

    private func isOrange(_ pixel: RGBA) -> Bool { pixel.r > 230 && pixel.g > 100 && pixel.g < 160 && pixel.b < 40 }

    /// A GIF's logical screen: its width and height in pixels.
    private func gifSize(_ name: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: workDirectory.appendingPathComponent(name)))
        XCTAssertEqual(Array(bytes.prefix(6)), Array("GIF89a".utf8))
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// Our sample: a two-page playground whose `Sources` make a coloured square. The first page
    /// drops one with gravity and collision in a 320×480 live view (through a function of the
    /// page's that uses its top-level animator); the second shows a controller, with an image
    /// from the playground's `Resources`.
    private func writeDrops() throws {
        try write("Drops.playground/contents.xcplayground", """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <playground version='6.0' target-platform='ios' buildActiveScheme='true'>
                <pages>
                    <page name='Falling'/>
                    <page name='Controller'/>
                </pages>
            </playground>

            """)
        try write("Drops.playground/Sources/Squares.swift", """
            import UIKit

            /// A square of `side` points filled with `color`, centred at `center`.
            public func coloredSquare(side: CGFloat, color: UIColor, center: CGPoint) -> UIView {
                let square = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
                square.backgroundColor = color
                square.center = center
                return square
            }

            """)
        try FileManager.default.createDirectory(at: workDirectory.appendingPathComponent("Drops.playground/Resources"), withIntermediateDirectories: true)
        try Frame(width: 20, height: 20, fill: RGBA(0, 255, 0)).writePNG(to: workDirectory.appendingPathComponent("Drops.playground/Resources/tile.png"))
        try write("Drops.playground/Pages/Falling.xcplaygroundpage/Contents.swift", """
            //: # Falling
            //: A square drops onto the floor of a 320×480 live view.
            import UIKit
            import PlaygroundSupport

            let liveView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            liveView.backgroundColor = .white
            let animator = UIDynamicAnimator(referenceView: liveView)

            /*:
             Gravity pulls it down at 1000 pt/s²; the live view's edges stop it.
             */
            func drop(_ item: UIView) {
                liveView.addSubview(item)
                let collision = UICollisionBehavior(items: [item])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(UIGravityBehavior(items: [item]))
                animator.addBehavior(collision)
            }

            drop(coloredSquare(side: 40, color: #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1), center: CGPoint(x: 160, y: 100)))

            PlaygroundPage.current.liveView = liveView
            PlaygroundPage.current.needsIndefiniteExecution = true
            //: [Next](@next)

            """)
        try write("Drops.playground/Pages/Controller.xcplaygroundpage/Contents.swift", """
            //: [Previous](@previous)
            import UIKit
            import PlaygroundSupport

            class DropViewController: UIViewController {
                var animator: UIDynamicAnimator!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    let tile = UIImageView(image: UIImage(named: "tile"))
                    tile.frame.origin = CGPoint(x: 300, y: 10)
                    view.addSubview(tile)
                    let literal = UIImageView(image: #imageLiteral(resourceName: "tile.png"))
                    literal.frame.origin = CGPoint(x: 300, y: 40)
                    view.addSubview(literal)
                    let square = coloredSquare(side: 50, color: .blue, center: CGPoint(x: 100, y: 150))
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                }
            }

            PlaygroundPage.current.setLiveView(DropViewController())

            """)
    }

    func testThePlaygroundsFirstPageDropsASquareInALiveViewOfItsSize() throws {
        try writeDrops()
        let result = try render(["Drops.playground", "-o", "frames/", "--fps", "10", "--duration", "1.5"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        // Gravity of magnitude 1 is 1000 pt/s²: the top edge is at 80 + 500 t², give or take the
        // first 1/60 s tick, until the floor (480) stops it at about 0.85 s.
        for index in [0, 3, 5, 8] {
            let frame = try frame("frames", index)
            XCTAssertEqual([frame.width, frame.height], [320, 480], "the live view's size")
            let square = try XCTUnwrap(bounds(in: frame, where: isOrange), "frame \(index)")
            let t = Double(index) / 10, lagging = max(0, t - 1.0 / 60)
            XCTAssertGreaterThanOrEqual(Double(square.y.lowerBound), 80 + 500 * lagging * lagging - 1, "top edge at \(t) s")
            XCTAssertLessThanOrEqual(Double(square.y.lowerBound), 80 + 500 * t * t + 1, "top edge at \(t) s")
            XCTAssertEqual(square.x, 140...179)
            // 40 rows, the edge rows drawn between two pixels blended with white.
            XCTAssertEqual(Double(square.y.count), 40, accuracy: 1)
        }
        let landed = try XCTUnwrap(bounds(in: try frame("frames", 14), where: isOrange))
        XCTAssertEqual(landed.y, 440...479, "at rest on the floor")

        let gif = try render(["Drops.playground", "--duration", "0.5"])
        XCTAssertEqual(gif.status, 0, gif.stderr)
        XCTAssertTrue(try gifSize("Drops.gif") == (320, 480))
    }

    /// `--size` gives the screen whatever the live view's size; the view keeps its own.
    func testSizeOverridesTheLiveViewsSize() throws {
        try writeDrops()
        let result = try render(["Drops.playground", "-o", "frames/", "--fps", "10", "--duration", "0.1", "--size", "400x500"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try frame("frames", 0)
        XCTAssertEqual([frame.width, frame.height], [400, 500])
        XCTAssertEqual(try XCTUnwrap(bounds(in: frame, where: isOrange)).x, 140...179)
    }

    func testAPageByNameOrByItsContentsFile() throws {
        try writeDrops()
        let controller = try render(["Drops.playground", "--page", "Controller", "-o", "controller/", "--fps", "10", "--duration", "0.5"])
        XCTAssertEqual(controller.status, 0, controller.stderr)
        let last = try frame("controller", 4)
        // A controller takes the default screen.
        XCTAssertEqual([last.width, last.height], [375, 667])
        let square = try XCTUnwrap(bounds(in: last, where: { $0 == RGBA(0, 0, 255) }))
        XCTAssertEqual(square.x, 75...124)
        XCTAssertGreaterThan(square.y.lowerBound, 125 + 50, "fell")
        // The playground's Resources give UIImage(named:) and #imageLiteral.
        XCTAssertEqual(last[310, 20], RGBA(0, 255, 0))
        XCTAssertEqual(last[310, 50], RGBA(0, 255, 0))

        let page = try render(["Drops.playground/Pages/Falling.xcplaygroundpage/Contents.swift", "--duration", "0.2"])
        XCTAssertEqual(page.status, 0, page.stderr)
        XCTAssertTrue(try gifSize("Falling.gif") == (320, 480), "named after the page")
    }

    func testAnUnknownPageIsOneLineNamingThePages() throws {
        try writeDrops()
        let result = try render(["Drops.playground", "--page", "Rising", "-o", "out.gif"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "dynamics: --page Rising: Drops.playground has no page of that name; its pages are Falling, Controller\n")
        try write("Plain.swift", SceneFileCommandTests.fallingSquare)
        let plain = try render(["Plain.swift", "--page", "Falling", "-o", "out.gif"])
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.stderr, "dynamics: --page Falling: Plain.swift is not a playground (a .playground folder, or a page's Contents.swift)\n")
        XCTAssertEqual(try files(), ["Drops.playground", "Plain.swift"])
    }

    /// `publish` records the GIF and then its stills from a second run of the page in the same
    /// process: the page's globals are made again, so the stills show the recording's frames.
    func testAPageRunAgainForItsStillsShowsTheSameScene() throws {
        try writeDrops()
        let frames = try render(["Drops.playground", "-o", "frames/", "--fps", "4", "--duration", "1"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let published = try runDynamics(["publish", "Drops.playground", "--out-dir", "gallery", "--fps", "4", "--duration", "1"],
                                        environment: ["XDG_CACHE_HOME": SceneFileCommandTests.cache.path])
        XCTAssertEqual(published.status, 0, published.stderr)
        let still = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("gallery/drops/t0.50.png"))
        XCTAssertTrue(still == (try frame("frames", 2)), "the still at 0.5 s is the recording's frame at 0.5 s")
        XCTAssertEqual(Double(try XCTUnwrap(bounds(in: still, where: isOrange)).y.count), 40, accuracy: 1, "one square")
    }

    func testACompileErrorInAPagePointsAtItsLineAndColumn() throws {
        try write("Broken.playground/Contents.swift", """
            import UIKit

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let side: CGFloat = "wide"
            view.backgroundColor = .red; view.alpha = "half"

            """)
        let result = try render(["Broken.playground", "-o", "out.gif"])
        XCTAssertEqual(result.status, 2)
        let path = workDirectory.appendingPathComponent("Broken.playground/Contents.swift").path
        XCTAssertTrue(result.stderr.contains(path + ":4:21: error:"), result.stderr)
        XCTAssertTrue(result.stderr.contains(path + ":5:43: error:"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("dynamics: Broken.playground did not compile (the compiler's messages are above)\n"), result.stderr)
        XCTAssertEqual(try files(), ["Broken.playground"])
    }

    /// A single-page playground in the older `XCPlayground` spelling.
    func testAnXCPlaygroundPageShowsItsLiveView() throws {
        try write("Old.playground/contents.xcplayground", "<playground version='5.0' target-platform='ios'><timeline fileName='timeline.xctimeline'/></playground>\n")
        try write("Old.playground/Contents.swift", """
            import UIKit
            import XCPlayground

            var banner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            banner.backgroundColor = .red
            banner.frame
            XCPlaygroundPage.currentPage.needsIndefiniteExecution = true
            XCPlaygroundPage.currentPage.liveView = banner

            """)
        let result = try render(["Old.playground", "-o", "frames/", "--fps", "10", "--duration", "0.1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // A bare expression shows a value in Xcode's results: no warning that it is unused.
        XCTAssertEqual(result.stderr, "")
        let frame = try frame("frames", 0)
        XCTAssertEqual([frame.width, frame.height], [200, 100])
        XCTAssertEqual(frame[100, 50], RGBA(255, 0, 0))

        try write("Quiet.playground/Contents.swift", "import Foundation\nlet greeting = \"Hello, playground\"\nprint(greeting)\n")
        let quiet = try render(["Quiet.playground", "-o", "quiet.gif", "--duration", "0.1"])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        // The page's print is buffered until the scene's process ends: the two lines in either order.
        XCTAssertEqual(Set(quiet.stderr.split(separator: "\n")), [
            "Hello, playground",
            "dynamics: the page sets no live view (PlaygroundPage.current.liveView = a view or a view controller): the screen stays empty",
        ])
    }

    /// A playground book: chapters and pages in their manifests' order, the page's live view
    /// from its `LiveView.swift` (Contents.swift talks to it through a proxy, nil here), the
    /// book's and chapter's `Sources`, Core Location and the live view's message handler.
    func testAPlaygroundBooksPageShowsItsLiveView() throws {
        let book = "Falls.playgroundbook/Contents"
        try write("\(book)/Manifest.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
                <key>Chapters</key><array><string>Two.playgroundchapter</string><string>One.playgroundchapter</string></array>
                <key>Name</key><string>Falls</string>
            </dict></plist>

            """)
        try write("\(book)/Sources/Square.swift", """
            import UIKit
            public func orangeSquare() -> UIView {
                let square = UIView(frame: CGRect(x: 140, y: 80, width: 40, height: 40))
                square.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                return square
            }

            """)
        for chapter in ["One", "Two"] {
            try write("\(book)/Chapters/\(chapter).playgroundchapter/Manifest.plist", """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>Pages</key><array><string>Drop.playgroundpage</string></array></dict></plist>

                """)
        }
        try write("\(book)/Chapters/Two.playgroundchapter/Sources/DropViewController.swift", """
            import UIKit
            import CoreLocation
            import PlaygroundSupport

            public class DropViewController: UIViewController, PlaygroundLiveViewMessageHandler, PlaygroundLiveViewSafeAreaContainer, CLLocationManagerDelegate {
                var animator: UIDynamicAnimator!
                let locations = CLLocationManager()
                public override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    let square = orangeSquare()
                    view.addSubview(square)
                    animator = UIDynamicAnimator(referenceView: view)
                    animator.addBehavior(UIGravityBehavior(items: [square]))
                    locations.delegate = self
                    locations.desiredAccuracy = kCLLocationAccuracyBest
                    locations.requestWhenInUseAuthorization()
                    _ = liveViewSafeAreaGuide
                }
                public func receive(_ message: PlaygroundValue) {
                    if case .boolean(true) = message { view.backgroundColor = .black }
                }
            }

            """)
        try write("\(book)/Chapters/Two.playgroundchapter/Pages/Drop.playgroundpage/LiveView.swift", """
            import PlaygroundSupport
            PlaygroundPage.current.liveView = DropViewController()

            """)
        try write("\(book)/Chapters/Two.playgroundchapter/Pages/Drop.playgroundpage/Contents.swift", """
            //#-hidden-code
            import PlaygroundSupport
            let proxy = PlaygroundPage.current.liveView as? PlaygroundRemoteLiveViewProxy
            //#-end-hidden-code
            proxy?.send(.boolean(true))

            """)
        try write("\(book)/Chapters/One.playgroundchapter/Pages/Drop.playgroundpage/Contents.swift", "this page is not Swift\n")
        let result = try render(["Falls.playgroundbook", "-o", "frames/", "--fps", "10", "--duration", "0.5", "--size", "320x480"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "dynamics: Core Location delivers no location here: authorization stays not determined, as on a phone whose owner has not answered the prompt\n")
        // The first chapter the manifest lists is Two; its page's live view drops the square.
        for index in [0, 4] {
            let square = try XCTUnwrap(bounds(in: try frame("frames", index), where: isOrange), "frame \(index)")
            let t = Double(index) / 10
            XCTAssertEqual(Double(square.y.lowerBound), 80 + 500 * t * t, accuracy: 6, "falling at \(t) s")
            XCTAssertEqual(square.x, 140...179)
        }
        XCTAssertEqual(try frame("frames", 4)[5, 470], RGBA(255, 255, 255), "no message reached the live view")
        // The other chapter's page, by its code file, does not compile.
        let other = try render(["Falls.playgroundbook/Contents/Chapters/One.playgroundchapter/Pages/Drop.playgroundpage/Contents.swift", "-o", "x.gif"])
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.stderr.contains("did not compile"), other.stderr)
    }

    func testRenderHelpMentionsPlaygroundsAndPage() throws {
        let result = try runDynamics(["render", "--help"])
        for text in ["--page", ".playground"] {
            XCTAssertTrue(result.stdout.contains(text), "render --help lacks \(text)")
        }
    }
}
