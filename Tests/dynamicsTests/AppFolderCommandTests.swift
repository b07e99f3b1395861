import Basics
import Foundation
import PNG
import TestSupport
import XCTest

/// Xcode app folders rendered as they are: the app's own launch path decides what shows.
final class AppFolderCommandTests: CommandLineTestCase {
    private func pixel(_ folder: String, frame: Int, _ x: Int, _ y: Int) throws -> RGBA {
        try Frame(contentsOfPNG: workDirectory.appendingPathComponent(folder).appendingPathComponent(String(format: "frame-%04d.png", frame)))[x, y]
    }

    /// A view controller that fills the screen with `color` and prints what the app sees.
    private func controller(_ name: String, color: String) -> String {
        """
        import UIKit

        class \(name): UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .\(color)
                print("\(name):", UIScreen.main.bounds.size.width, UIApplication.shared.windows.count, UIDevice.current.systemName)
            }
        }

        """
    }

    private let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                return true
            }

            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
        }

        """

    /// A scene delegate that makes a window in code with a `GreenViewController` at its root,
    /// set before the window is shown or, with `showingTheWindowFirst`, after.
    private func greenSceneDelegate(showingTheWindowFirst: Bool) -> String {
        let root = "window?.rootViewController = GreenViewController()", show = "window?.makeKeyAndVisible()"
        let (first, second) = showingTheWindowFirst ? (show, root) : (root, show)
        return """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    \(first)
                    \(second)
                }
            }

            """
    }

    func testAnAppWithAppAndSceneDelegatesShowsTheWindowItsSceneDelegateMakes() throws {
        try write("Shapes/Shapes/AppDelegate.swift", appDelegate)
        try write("Shapes/Shapes/SceneDelegate.swift", greenSceneDelegate(showingTheWindowFirst: false))
        try write("Shapes/Shapes/GreenViewController.swift", controller("GreenViewController", color: "green"))
        try write("Shapes/Shapes/RedViewController.swift", controller("RedViewController", color: "red"))
        // The test target (which could not compile here) is left out.
        try write("Shapes/ShapesTests/ShapesTests.swift", "import XCTest\n@testable import Shapes\nclass ShapesTests: XCTestCase {}\n")
        let result = try runDynamics(["render", "Shapes", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(0, 255, 0))
        XCTAssertTrue(result.stderr.contains("GreenViewController: 375.0 1 iOS"), result.stderr)
    }

    /// An app that makes its window in code and has Xcode's launch screen storyboard (a white
    /// screen with an initial controller): iOS shows the launch screen only while starting, so
    /// the scene delegate's window shows, not the launch screen. Once with the launch screen
    /// named in the Info.plist under another name, once by Xcode's template name alone.
    func testALaunchScreenStoryboardIsNotTheAppsWindow() throws {
        let launchScreen = oneControllerStoryboard(
            id: "launch", document: #" launchScreen="YES""#,
            view: #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
        let infoPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Splash</string></dict></plist>
            """
        for (app, storyboardName, plist) in [("Named", "Splash", Optional(infoPlist)), ("Template", "LaunchScreen", nil)] {
            try write("\(app)/\(app)/AppDelegate.swift", appDelegate)
            try write("\(app)/\(app)/SceneDelegate.swift", greenSceneDelegate(showingTheWindowFirst: true))
            try write("\(app)/\(app)/GreenViewController.swift", controller("GreenViewController", color: "green"))
            try write("\(app)/\(app)/Base.lproj/\(storyboardName).storyboard", launchScreen)
            if let plist { try write("\(app)/\(app)/Info.plist", plist) }
            let result = try runDynamics(["render", app, "--duration", "0", "-o", "\(app)-frames/"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(try pixel("\(app)-frames", frame: 0, 100, 300), RGBA(0, 255, 0), app)
        }
    }

    /// An app whose scene delegate makes a tab bar controller of two navigation controllers in
    /// code: the first tab's root shows under its bar, and a tap on the second tab shows its own.
    func testAnAppsSceneDelegateMakesATabBarOfNavigationControllers() throws {
        try write("Tabs/Tabs/AppDelegate.swift", appDelegate)
        try write("Tabs/Tabs/SceneDelegate.swift", """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    let tabs = UITabBarController()
                    let first = UINavigationController(rootViewController: GreenViewController())
                    first.tabBarItem = UITabBarItem(title: "Green", image: nil, tag: 0)
                    let second = UINavigationController(rootViewController: RedViewController())
                    second.tabBarItem = UITabBarItem(title: "Red", image: nil, tag: 1)
                    tabs.viewControllers = [first, second]
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = tabs
                    window?.makeKeyAndVisible()
                }
            }

            """)
        try write("Tabs/Tabs/GreenViewController.swift", controller("GreenViewController", color: "green"))
        try write("Tabs/Tabs/RedViewController.swift", controller("RedViewController", color: "red"))
        let result = try runDynamics(["render", "Tabs", "--tap", "Red@0.2", "--duration", "0.5", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The first tab's root under its navigation bar (20 + 44) and above the tab bar (49).
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(0, 255, 0))
        // The view extends under both bars, which are clear at the scroll edge (iOS 15+: the
        // root has no scroll view).
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 40), RGBA(0, 255, 0))
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 667 - 20), RGBA(0, 255, 0))
        // The second tab, selected by its title.
        XCTAssertEqual(try pixel("frames", frame: 14, 100, 300), RGBA(255, 0, 0))
        XCTAssertTrue(result.stderr.contains("RedViewController: 375.0 1 iOS"), result.stderr)
    }

    /// A storyboard whose initial controller `id` has a full-screen view holding `view`'s XML;
    /// `document` and `controller` add attributes to those elements.
    private func oneControllerStoryboard(id: String, document: String = "", controller: String = "", view: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(document) initialViewController="\(id)">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="\(id)"\(controller) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-v">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                \(view)
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// An app delegate of before scenes that makes its own window, a `RedViewController` at
    /// its root.
    private let redWindowAppDelegate = """
        import UIKit

        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RedViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }

        """

    func testAnOlderAppDelegateThatMakesItsOwnWindowShowsIt() throws {
        try write("Old/AppDelegate.swift", redWindowAppDelegate)
        try write("Old/RedViewController.swift", controller("RedViewController", color: "red"))
        let result = try runDynamics(["render", "Old", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(255, 0, 0))
    }

    /// An app that kept Xcode's Main.storyboard but makes its window in code. With an
    /// Info.plist that names no main storyboard, iOS loads none: the storyboard's controller
    /// is never made (a sample's crashed, its outlets unset). With one that names it, UIKit
    /// makes the storyboard's window first, but shows the delegate's window, which replaced it.
    func testAnAppThatMakesItsWindowInCodeBesideAnUnusedStoryboardShowsItsWindow() throws {
        let storyboard = oneControllerStoryboard(id: "main", controller: #" customClass="BoardViewController""#)
        let board = """
            import UIKit

            class BoardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    print("BoardViewController loaded")
                    view.backgroundColor = .blue
                }
            }

            """
        let plainPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>Code</string></dict></plist>
            """
        let namingPlist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """
        for (app, plist) in [("Code", plainPlist), ("Named", namingPlist)] {
            try write("\(app)/AppDelegate.swift", redWindowAppDelegate)
            try write("\(app)/RedViewController.swift", controller("RedViewController", color: "red"))
            try write("\(app)/BoardViewController.swift", board)
            try write("\(app)/Base.lproj/Main.storyboard", storyboard)
            try write("\(app)/Info.plist", plist)
            let result = try runDynamics(["render", app, "--duration", "0", "-o", "\(app)-frames/"])
            XCTAssertEqual(result.status, 0, "\(app): \(result.stderr)")
            XCTAssertEqual(try pixel("\(app)-frames", frame: 0, 100, 300), RGBA(255, 0, 0), app)
            if app == "Code" {
                XCTAssertFalse(result.stderr.contains("BoardViewController loaded"), result.stderr)
            }
        }
    }

    /// A storyboard app's scene delegate makes no window of its own: its one view controller
    /// is shown, and the note says why.
    func testAStoryboardAppsOneControllerIsShownWithANote() throws {
        try write("Board/AppDelegate.swift", appDelegate)
        try write("Board/SceneDelegate.swift", """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let _ = (scene as? UIWindowScene) else { return }
                }
            }

            """)
        try write("Board/ViewController.swift", controller("ViewController", color: "blue"))
        let result = try runDynamics(["render", "Board", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(0, 0, 255))
        XCTAssertTrue(result.stderr.contains("dynamics: the app's launch showed no view controller (it made no window and has no main storyboard): showing ViewController"), result.stderr)
    }

    /// A storyboard app with several controllers and no --controller: one line naming them,
    /// status 2 and no file, rather than a recording of an empty screen.
    func testAStoryboardAppWithSeveralControllersAsksForOneInsteadOfRecordingNothing() throws {
        try write("Boards/AppDelegate.swift", """
            import UIKit

            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """)
        try write("Boards/GravityViewController.swift", controller("GravityViewController", color: "green"))
        try write("Boards/SnapViewController.swift", controller("SnapViewController", color: "red"))
        let result = try runDynamics(["render", "Boards", "--duration", "0", "-o", "out.gif"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "dynamics: the app's launch showed no view controller (it made no window and has no main storyboard): choose the root with --controller NAME (GravityViewController, SnapViewController)\n")
        XCTAssertEqual(try files(), ["Boards"])

        let chosen = try runDynamics(["render", "Boards", "--controller", "SnapViewController", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
        XCTAssertEqual(try pixel("frames", frame: 0, 100, 300), RGBA(255, 0, 0))
    }

    /// A storyboard app as Xcode makes it: Info.plist's scene configuration names Main.storyboard,
    /// whose initial controller is the root; its outlets, action, tap recognizer, runtime
    /// attribute, constraints and segue work, and a xib loads.
    func testAStoryboardAppRunsFromItsStoryboardWithOutletsActionsGesturesSeguesAndAXib() throws {
        for file in StoryboardAppSample.files { try write(file.path, file.text) }
        let result = try runDynamics([
            "render", "DropApp", "--tap", "Drop@0.3", "--tap", "60,400@1.0", "--tap", "Next@1.6", "--duration", "2.2", "-o", "frames/",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        // viewDidLoad sees the storyboard's design size, the outlet collection, awakeFromNib.
        XCTAssertTrue(result.stderr.contains("drop: 1 true 414.0 167.0\n"), result.stderr)
        let orange = RGBA(255, 149, 0), purple = RGBA(175, 82, 222), blue = RGBA(0, 122, 255)
        // The box: the storyboard's system colour, 12 pt corners (a runtime attribute), centred
        // by its flexible margins on the 375 pt screen (167 + (375 − 414) / 2 = 147.5).
        XCTAssertEqual(try pixel("frames", frame: 0, 187, 200), orange)
        XCTAssertEqual(try pixel("frames", frame: 0, 149, 161), RGBA(255, 255, 255))
        XCTAssertEqual(try pixel("frames", frame: 0, 146, 200), RGBA(255, 255, 255))
        XCTAssertEqual(try pixel("frames", frame: 0, 149, 200), orange)
        // The Drop button: 100 wide, centred by its constraint, 38 pt above the safe area's bottom.
        XCTAssertEqual(try pixel("frames", frame: 0, 140, 595), blue)
        XCTAssertEqual(try pixel("frames", frame: 0, 135, 595), RGBA(255, 255, 255))
        // drop: (the button's action) adds gravity at the tap's release, 0.4 s: at 1.0 s the box
        // has fallen ½ · 1000 · 0.6² = 180 pt (the step's discreteness within 10 pt).
        let frame30 = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0030.png"))
        let top = (0..<667).first { frame30[187, $0] == orange }
        XCTAssertNotNil(top)
        XCTAssertEqual(Double(top ?? 0), 160 + 180, accuracy: 10)
        // backgroundTapped: (the tap recognizer's action) turned it purple.
        let frame36 = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0036.png"))
        XCTAssertTrue((0..<667).contains { frame36[187, $0] == purple })
        // The segue ran prepare(for:sender:) (the title) and presented the detail, whose xib badge shows.
        XCTAssertTrue(result.stderr.contains("detail: Details From a xib\n"), result.stderr)
        XCTAssertEqual(try pixel("frames", frame: 65, 20, 400), RGBA(255, 204, 0))
        // viewDidLoad centred it in the design width, 414 pt: 107…307.
        XCTAssertEqual(try pixel("frames", frame: 65, 110, 180), RGBA(51, 153, 77))
        XCTAssertEqual(try pixel("frames", frame: 65, 105, 180), RGBA(255, 204, 0))
    }

    /// The same app with a navigation controller as the storyboard's initial controller: its
    /// relationship segue makes the root, the navigation item's title shows in the bar, and a
    /// show segue pushes.
    func testAStoryboardNavigationControllersRootAndShowSegue() throws {
        for file in StoryboardAppSample.files {
            var text = file.text
            if file.path.hasSuffix("Main.storyboard") {
                text = text.replacingOccurrences(of: "initialViewController=\"drp-vc-001\"", with: "initialViewController=\"nav-vc-001\"")
                    .replacingOccurrences(of: "kind=\"presentation\" identifier=\"details\" modalPresentationStyle=\"fullScreen\"", with: "kind=\"show\" identifier=\"details\"")
                    .replacingOccurrences(of: "<scene sceneID=\"dtl-sc-001\">", with: """
                        <scene sceneID="nav-sc-001"><objects>
                            <navigationController id="nav-vc-001" sceneMemberID="viewController">
                                <connections><segue destination="drp-vc-001" kind="relationship" relationship="rootViewController" id="nav-sg-001"/></connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="dtl-sc-001">
                        """)
            }
            try write(file.path, text)
        }
        let result = try runDynamics(["render", "DropApp", "--tap", "Next@0.2", "--duration", "1", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("detail: Details From a xib\n"), result.stderr)
        // The bar (20 pt status + 44 pt) above the root, clear as iOS 15+ draws it at the
        // scroll edge (the root has no scroll view); its label 20 pt below the bar.
        XCTAssertEqual(try pixel("frames", frame: 0, 5, 40), RGBA(255, 255, 255))
        XCTAssertEqual(try pixel("frames", frame: 0, 5, 70), RGBA(255, 255, 255))
        // Pushed: the detail's yellow fills the screen below the bar once the slide is over.
        XCTAssertEqual(try pixel("frames", frame: 29, 20, 400), RGBA(255, 204, 0))
        XCTAssertEqual(try pixel("frames", frame: 0, 20, 400), RGBA(255, 255, 255))
    }

    /// A nil outlet traps as on iOS, and the crash line names it and what connects it.
    func testANilOutletsCrashNamesTheOutletAndTheStoryboardThatConnectsIt() throws {
        try write("Outlets/BoxViewController.swift", """
            import UIKit

            class BoxViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet var boxView: UIView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    boxView.backgroundColor = .red
                }
            }

            """)
        let result = try runDynamics(["render", "Outlets/BoxViewController.swift", "--duration", "0", "-o", "out.gif"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("BoxViewController.swift:10: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value — `boxView` is an @IBOutlet that no storyboard or xib beside the scene connects, so it would be nil on iOS too"), result.stderr)

        try write("Outlets/Base.lproj/Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a1">
                        <objects>
                            <viewController id="b2" customClass="BoxViewController" sceneMemberID="viewController">
                                <connections>
                                    <outlet property="boxView" destination="c3" id="d4"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        let connected = try runDynamics(["render", "Outlets/BoxViewController.swift", "--duration", "0", "-o", "out.gif"])
        XCTAssertEqual(connected.status, 2)
        XCTAssertTrue(connected.stderr.contains(":10: Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value — `boxView` is an @IBOutlet that Main.storyboard connects; render the app's folder rather than this file, so that Main.storyboard is read\n"), connected.stderr)
        XCTAssertEqual(try files(), ["Outlets"])
    }

    /// An asset catalog's image set and color set, and Xcode's literals.
    func testAnAssetCatalogsImagesAndColorsAndTheLiteralsAreRead() throws {
        try write("Art/App/Assets.xcassets/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try write("Art/App/Assets.xcassets/Brand.colorset/Contents.json", """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x00","green":"0.502","blue":"255","alpha":"1.000"}}},
             {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1","green":"1","blue":"1","alpha":"1"}}}]}
            """)
        try write("Art/App/Assets.xcassets/Tile.imageset/Contents.json", """
            {"images":[{"idiom":"universal","filename":"tile-1.png","scale":"1x"},{"idiom":"universal","filename":"tile-2.png","scale":"2x"},{"idiom":"universal","scale":"3x"}]}
            """)
        // The 1× variant is red and the 2× one green: the one nearest --scale is read (1× at
        // the default scale 1, 2× at --scale 2, at 2 pixels a point).
        try Frame(width: 10, height: 10, fill: RGBA(255, 0, 0)).writePNG(to: workDirectory.appendingPathComponent("Art/App/Assets.xcassets/Tile.imageset/tile-1.png"))
        try Frame(width: 20, height: 20, fill: RGBA(0, 255, 0)).writePNG(to: workDirectory.appendingPathComponent("Art/App/Assets.xcassets/Tile.imageset/tile-2.png"))
        // A photo set with a JPEG only.
        try write("Art/App/Assets.xcassets/Photo.imageset/Contents.json", """
            {"images":[{"idiom":"universal","filename":"photo.jpg","scale":"2x"}]}
            """)
        try Data(SampleJPEG.redBlue).write(to: workDirectory.appendingPathComponent("Art/App/Assets.xcassets/Photo.imageset/photo.jpg"))
        // A vector set: one PDF, no scale, drawn at the recording's.
        try write("Art/App/Assets.xcassets/Vector.imageset/Contents.json", """
            {"images":[{"idiom":"universal","filename":"vector.pdf"}],"properties":{"preserves-vector-representation":true}}
            """)
        try SamplePDF.redBlue.write(to: workDirectory.appendingPathComponent("Art/App/Assets.xcassets/Vector.imageset/vector.pdf"))
        try write("Art/App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(named: "Brand")
                    let photo = UIImageView(image: UIImage(named: "Photo"))
                    photo.frame.origin = CGPoint(x: 200, y: 10)
                    view.addSubview(photo)
                    print("photo", photo.frame.size)
                    let vector = UIImageView(image: UIImage(named: "Vector"))
                    vector.frame.origin = CGPoint(x: 200, y: 100)
                    view.addSubview(vector)
                    print("vector", vector.frame.size)
                    let tile = UIImageView(image: UIImage(named: "Tile"))
                    tile.frame.origin = CGPoint(x: 10, y: 10)
                    view.addSubview(tile)
                    let literal = UIImageView(image: #imageLiteral(resourceName: "Tile"))
                    literal.frame.origin = CGPoint(x: 100, y: 10)
                    view.addSubview(literal)
                    let swatch = UIView(frame: CGRect(x: 10, y: 200, width: 50, height: 50))
                    swatch.backgroundColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
                    view.addSubview(swatch)
                    print("tile", tile.frame.size)
                }
            }

            """)
        let result = try runDynamics(["render", "Art", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("tile CGSize(width: 10.0, height: 10.0)"), "a 10-pixel 1x image is 10 points: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("photo CGSize(width: 8.0, height: 8.0)"), "a 16-pixel 2x JPEG is 8 points: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("vector CGSize(width: 20.0, height: 10.0)"), "a 20 × 10 pt PDF page: \(result.stderr)")
        XCTAssertEqual(try pixel("frames", frame: 0, 203, 105), RGBA(255, 0, 0), "the PDF's red half")
        XCTAssertEqual(try pixel("frames", frame: 0, 216, 105), RGBA(0, 0, 255), "the PDF's blue half")
        XCTAssertEqual(try pixel("frames", frame: 0, 300, 500), RGBA(0, 128, 255), "the color set's light color")
        XCTAssertEqual(try pixel("frames", frame: 0, 15, 15), RGBA(255, 0, 0), "the image set's 1x PNG at scale 1")
        XCTAssertEqual(try pixel("frames", frame: 0, 105, 15), RGBA(255, 0, 0), "#imageLiteral")
        // The JPEG, drawn at 8 × 8 points: red on the left, blue on the right (JPEG is lossy).
        let left = try pixel("frames", frame: 0, 201, 14), right = try pixel("frames", frame: 0, 206, 14)
        XCTAssertTrue(left.r > 240 && left.g < 16 && left.b < 16, "\(left)")
        XCTAssertTrue(right.r < 16 && right.g < 16 && right.b > 240, "\(right)")

        let doubled = try runDynamics(["render", "Art", "--duration", "0", "--scale", "2", "-o", "frames2/"])
        XCTAssertEqual(doubled.status, 0, doubled.stderr)
        XCTAssertTrue(doubled.stderr.contains("tile CGSize(width: 10.0, height: 10.0)"), "a 20-pixel 2x image is 10 points: \(doubled.stderr)")
        XCTAssertEqual(try pixel("frames2", frame: 0, 30, 30), RGBA(0, 255, 0), "the image set's 2x PNG at scale 2")
        XCTAssertEqual(try pixel("frames", frame: 0, 30, 220), RGBA(255, 128, 0), "#colorLiteral")
    }
}
