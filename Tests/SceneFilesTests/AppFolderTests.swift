import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// An app's source tree as Xcode keeps it, given to `render` as it is.
final class AppFolderTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(for: self)
    }

    private func write(_ path: String, _ text: String = "import UIKit\n") throws {
        try writeFile(path, text, in: folder)
    }

    private func relative(_ files: [String]) -> [String] {
        paths(files, relativeTo: folder)
    }

    func testAnAppFolderGivesItsSourcesAtAnyDepthAndLeavesTheRestOut() throws {
        try write("MyApp/MyApp/App/AppDelegate.swift")
        try write("MyApp/MyApp/Behaviors/Gravity.swift")
        try write("MyApp/MyApp/ViewController.swift")
        try write("MyApp/MyAppTests/MyAppTests.swift")
        try write("MyApp/MyAppUITests/MyAppUITests.swift")
        try write("MyApp/Pods/Alamofire/Source/Request.swift")
        try write("MyApp/Carthage/Checkouts/Lib/Lib.swift")
        try write("MyApp/.build/checkouts/x.swift")
        try write("MyApp/DerivedData/Build/Intermediates/x.swift")
        try write("MyApp/Package.swift")
        try write("MyApp/MyApp.xcodeproj/project.pbxproj", "")
        try write("MyApp/MyApp/Assets.xcassets/Contents.json", "{}")
        let project = try SceneProject(paths: [folder.appendingPathComponent("MyApp").path])
        XCTAssertEqual(relative(project.files), [
            "MyApp/MyApp/App/AppDelegate.swift", "MyApp/MyApp/Behaviors/Gravity.swift", "MyApp/MyApp/ViewController.swift",
        ])
        XCTAssertEqual(project.name, "MyApp")
    }

    func testAnXcodeProjectNamesItsFolderAndItsSwiftVersion() throws {
        try write("Old/Old/ViewController.swift")
        try write("Old/Old.xcodeproj/project.pbxproj", """
            /* Debug */ = {
                SWIFT_VERSION = 4.0;
            };
            /* Release */ = {
                SWIFT_VERSION = 4.0;
            };
            /* Tests */ = {
                SWIFT_VERSION = 5.0;
            };
            """)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Old/Old.xcodeproj").path])
        XCTAssertEqual(relative(project.files), ["Old/Old/ViewController.swift"])
        XCTAssertEqual(project.name, "Old")
        XCTAssertEqual(project.swiftVersion, "4", "the value most configurations give")
        XCTAssertEqual(try SceneProject(paths: [folder.appendingPathComponent("Old/Old").path]).swiftVersion, "4", "from the folder above")
        try write("New/ViewController.swift")
        XCTAssertNil(try SceneProject(paths: [folder.appendingPathComponent("New").path]).swiftVersion)
        // A repository's root, the project one folder down (`Repo/App/App.xcodeproj`).
        try write("Repo/App/App/ViewController.swift")
        try write("Repo/App/App.xcodeproj/project.pbxproj", "SWIFT_VERSION = 4.0;\n")
        try write("Repo/README.md", "")
        XCTAssertEqual(try SceneProject(paths: [folder.appendingPathComponent("Repo").path]).swiftVersion, "4", "from the folder below")
        // Swift 3, which swiftc no longer compiles: Swift 4 mode, the nearest, said when compiling.
        try write("Three/Three.xcodeproj/project.pbxproj", "SWIFT_VERSION = 3.0;\n")
        try write("Three/ViewController.swift")
        let three = try SceneProject(paths: [folder.appendingPathComponent("Three").path])
        XCTAssertEqual(three.swiftVersion, "4")
        XCTAssertEqual(three.swiftVersionNote, "Three.xcodeproj asks for Swift 3.0, which swiftc no longer compiles: compiling in Swift 4 mode, the nearest (--swift-version chooses another)")
        XCTAssertNil(three.swiftVersionProblem)
        // Swift 2 has no near mode: the compile fails saying so, unless --swift-version chooses
        // one (it could not before: the project failed to load first).
        try write("Ancient/Ancient.xcodeproj/project.pbxproj", "SWIFT_VERSION = 2.3;\n")
        try write("Ancient/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n")
        let ancient = try SceneProject(paths: [folder.appendingPathComponent("Ancient").path])
        XCTAssertEqual(ancient.swiftVersionProblem, .unsupportedSwiftVersion("2.3", source: "Ancient.xcodeproj"))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        XCTAssertThrowsError(try SceneCompiler(environment: environment).compile(ancient, controller: nil) { _ in }) { error in
            XCTAssertEqual(error as? SceneFileError, .unsupportedSwiftVersion("2.3", source: "Ancient.xcodeproj"))
        }
        let chosen = try ResolvedScene(project: ancient, commandLine: try SceneFileOptions.parsed(["--swift-version", "4"]))
        XCTAssertEqual(chosen.project.swiftVersion, "4")
        XCTAssertNil(chosen.project.swiftVersionProblem)
    }

    /// Swift 3's `(Void) -> Void`, a closure of no arguments called as `action?()`, compiles in
    /// a Swift 3 project (Swift 4 mode reads it as taking a `Void`); the same code in a Swift 4
    /// project is the compiler's error, as in Xcode.
    func testASwift3ProjectsVoidClosuresCompile() throws {
        let code = """
            import UIKit

            class Cell: UIView {
                var action: ((Void) -> Void)?
                func tapped() { action?() }
            }

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let cell = Cell()
                    cell.action = { [weak self] in self?.view.backgroundColor = .red }
                    cell.tapped()
                    let text = "(Void) -> Void stays in a string"
                    print(text)
                }
            }

            """
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        for (name, version, compiles) in [("Swift3", "3.0", true), ("Swift4", "4.0", false)] {
            try write("\(name)/\(name).xcodeproj/project.pbxproj", "SWIFT_VERSION = \(version);\n")
            try write("\(name)/ViewController.swift", code)
            let project = try SceneProject(paths: [folder.appendingPathComponent(name).path])
            XCTAssertEqual(project.asksForSwift3, compiles, name)
            var said = ""
            let compiled = Result { try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 } }
            if compiles {
                XCTAssertNoThrow(try compiled.get(), said)
            } else {
                XCTAssertThrowsError(try compiled.get(), name)
                XCTAssertTrue(said.contains("ViewController.swift:5:"), said)
            }
        }
    }

    /// Where the launch settings are: an `Info.plist` under its own name or a target's
    /// (`Dynamics-Info.plist`, as older Xcode templates named it), or an Xcode project that
    /// generates one. A project that names its plist elsewhere, or a loose folder, declares
    /// nothing (the one storyboard with an initial controller is then the app's).
    func testTheLaunchSettingsAreFoundInANamedInfoPlistOrAGeneratingProject() throws {
        try write("Old/Dynamics/ViewController.swift")
        try write("Old/Dynamics/Dynamics-Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
            """)
        try write("Old/Dynamics/GoogleService-Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
        try write("Old/Dynamics.xcodeproj/project.pbxproj", "INFOPLIST_FILE = \"Dynamics/Dynamics-Info.plist\";\n")
        let old = try SceneProject(paths: [folder.appendingPathComponent("Old").path])
        XCTAssertEqual(old.mainStoryboard, "Main")
        XCTAssertTrue(old.declaresLaunchSettings)
        try write("Generated/App/ViewController.swift")
        try write("Generated/App.xcodeproj/project.pbxproj", "GENERATE_INFOPLIST_FILE = YES;\n")
        XCTAssertTrue(try SceneProject(paths: [folder.appendingPathComponent("Generated").path]).declaresLaunchSettings)
        try write("Elsewhere/App/ViewController.swift")
        try write("Elsewhere/App.xcodeproj/project.pbxproj", "INFOPLIST_FILE = \"../Shared/Info.plist\";\n")
        XCTAssertFalse(try SceneProject(paths: [folder.appendingPathComponent("Elsewhere").path]).declaresLaunchSettings)
        try write("Loose/ViewController.swift")
        try write("Loose/GoogleService-Info.plist", "<plist version=\"1.0\"><dict/></plist>\n")
        XCTAssertFalse(try SceneProject(paths: [folder.appendingPathComponent("Loose").path]).declaresLaunchSettings)
    }

    /// An app whose Info.plist allows an iPhone only landscape (`~iphone` first) is recorded
    /// on its side, 667 × 375 with no status bar, unless its flags give a size; one that also
    /// allows portrait, or says nothing, is not. Xcode 13's generated settings count too.
    func testALandscapeOnlyAppIsRecordedOnItsSide() throws {
        func plist(_ entries: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(entries)</dict></plist>\n"
        }
        func list(_ key: String, _ values: [String]) -> String {
            "<key>\(key)</key><array>" + values.map { "<string>\($0)</string>" }.joined() + "</array>"
        }
        let landscape = ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
        try write("Game/Game/ViewController.swift")
        try write("Game/Game/Info.plist", plist(list("UISupportedInterfaceOrientations", landscape)))
        try write("Both/ViewController.swift")
        try write("Both/Info.plist", plist(list("UISupportedInterfaceOrientations", ["UIInterfaceOrientationPortrait"] + landscape)))
        try write("Phone/ViewController.swift")
        try write("Phone/Info.plist", plist(list("UISupportedInterfaceOrientations", ["UIInterfaceOrientationPortrait"])
            + list("UISupportedInterfaceOrientations~iphone", landscape)))
        try write("Sized/ViewController.swift", "// dynamics: --size 375x667\nimport UIKit\n")
        try write("Sized/Info.plist", plist(list("UISupportedInterfaceOrientations", landscape)))
        try write("Generated/Generated/ViewController.swift")
        try write("Generated/Generated.xcodeproj/project.pbxproj",
                  "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";\n")
        for (name, expected) in [("Game", true), ("Both", false), ("Phone", true), ("Sized", true), ("Generated/Generated", true)] {
            let project = try SceneProject(paths: [folder.appendingPathComponent(name).path])
            XCTAssertEqual(project.isLandscapeOnly, expected, name)
        }
        let game = try SceneFileOptions.of(try SceneProject(paths: [folder.appendingPathComponent("Game").path]))
        XCTAssertEqual(try game.scene.screen(), ScreenSize(width: 667, height: 375, safeAreaTop: 0))
        let sized = try SceneFileOptions.of(try SceneProject(paths: [folder.appendingPathComponent("Sized").path]))
        XCTAssertEqual(try sized.scene.screen(), .default, "the flags' size wins")
        let both = try SceneFileOptions.of(try SceneProject(paths: [folder.appendingPathComponent("Both").path]))
        XCTAssertEqual(try both.scene.screen(), .default)
        XCTAssertEqual(try ScreenSize(parsing: "landscape"), .landscape, "--size landscape")
    }

    /// The app target's Sources build phase decides: a file in the folder that no app target
    /// compiles is left out, as Xcode leaves it out; a file of a group with its own path and
    /// one relative to the project are found.
    func testAnXcodeProjectsAppTargetListsItsFiles() throws {
        try write("Listed/Listed/AppDelegate.swift")
        try write("Listed/Listed/Scenes/GameViewController.swift")
        try write("Listed/Listed/Leftover.swift", "this is not Swift")
        try write("Listed/Shared/Math.swift")
        try write("Listed/Listed.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    B1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = GameViewController.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Shared/Math.swift; sourceTree = SOURCE_ROOT; };
                    F4 = {isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                    F5 = {isa = PBXFileReference; path = Leftover.swift; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1, F3); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, G2, F5, F4); path = Listed; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (F2); path = Scenes; sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3); };
                    P2 = {isa = PBXSourcesBuildPhase; files = (B4); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
                    R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
                };
                rootObject = R0;
            }
            """)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Listed").path])
        XCTAssertEqual(relative(project.files), ["Listed/Listed/AppDelegate.swift", "Listed/Listed/Scenes/GameViewController.swift", "Listed/Shared/Math.swift"])
        // The app folder alone (the project above it) gives the target's files in it.
        let inner = try SceneProject(paths: [folder.appendingPathComponent("Listed/Listed").path])
        XCTAssertEqual(relative(inner.files), ["Listed/Listed/AppDelegate.swift", "Listed/Listed/Scenes/GameViewController.swift"])
    }

    /// The app target's Resources build phase decides too: of two storyboards of one name the
    /// one it copies (a stale `Base.lproj` copy beside it is left out); the folders of its
    /// loose resources are where `UIImage(named:)` and `Bundle.main` look (Xcode copies them
    /// flat into the bundle); an iPad-only project is recorded on an iPad, on its side if its
    /// iPad orientations are landscape only.
    func testAnXcodeProjectsResourcesAndDeviceFamilyAreRead() throws {
        try write("Pad/Pad/ViewController.swift")
        try write("Pad/Pad/Main.storyboard", "<document/>")
        try write("Pad/Pad/Base.lproj/Main.storyboard", "<document/>")
        try write("Pad/Pad/Base.lproj/LaunchScreen.storyboard", "<document/>")
        try write("Pad/Pad/Content/penguin.png", "png")
        try write("Pad/Pad/Content/Notes.plist", "<plist/>")
        try write("Pad/Pad.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = V1; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    B5 = {isa = PBXBuildFile; fileRef = F5; };
                    F1 = {isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = Main.storyboard; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; name = Base; path = Base.lproj/LaunchScreen.storyboard; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = penguin.png; sourceTree = "<group>"; };
                    F5 = {isa = PBXFileReference; path = Notes.plist; sourceTree = "<group>"; };
                    V1 = {isa = PBXVariantGroup; children = (F3); name = LaunchScreen.storyboard; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, F2, V1, G2); path = Pad; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (F4, F5); path = Content; sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                    P2 = {isa = PBXResourcesBuildPhase; files = (B2, B3, B4, B5); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (P1, P2); productType = "com.apple.product-type.application"; };
                    R0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {
                        TARGETED_DEVICE_FAMILY = 2;
                        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                        INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait";
                    }; };
                };
                rootObject = R0;
            }
            """)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Pad").path])
        XCTAssertEqual(relative(project.interfaceBuilderFiles).sorted(), ["Pad/Pad/Base.lproj/LaunchScreen.storyboard", "Pad/Pad/Main.storyboard"])
        XCTAssertEqual(relative(project.resourceFolders), ["Pad/Pad/Content"])
        XCTAssertEqual(relative(Array(project.resourceDirectories.prefix(2))), ["Pad/Pad/Content", "Pad/Pad"])
        XCTAssertTrue(project.isPadOnly)
        XCTAssertTrue(project.isLandscapeOnly, "the iPad's orientations, not the iPhone's")
        XCTAssertEqual(try SceneFileOptions.of(project).scene.screen(), try ScreenSize(parsing: "1180x820"))
    }

    func testASymbolicLinkLoopIsWalkedOnce() throws {
        try write("Loop/A/ViewController.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Loop/A/Again").path,
                                                   withDestinationPath: folder.appendingPathComponent("Loop").path)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Loop").path])
        XCTAssertEqual(project.files.count, 1)
    }

    func testATreeTooLargeIsOneError() throws {
        let big = folder.appendingPathComponent("Big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        for index in 0...SceneProject.maximumFiles {
            XCTAssertTrue(FileManager.default.createFile(atPath: big.appendingPathComponent("F\(index).swift").path, contents: nil))
        }
        XCTAssertThrowsError(try SceneProject(paths: [big.path])) { error in
            XCTAssertEqual(error as? SceneFileError, .treeTooLarge(big.path, limit: "\(SceneProject.maximumFiles) Swift files"))
        }
    }

    func testTwoFilesDeclaringOneTypeNameBothAreNamed() throws {
        try write("Targets/App/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n")
        try write("Targets/Widget/ViewController.swift", "import UIKit\nclass ViewController: UIViewController {}\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let project = try SceneProject(paths: [folder.appendingPathComponent("Targets").path])
        XCTAssertThrowsError(try SceneCompiler(environment: environment).compile(project, controller: nil) { _ in }) { error in
            guard case let .duplicateType(name, first, second)? = error as? SceneFileError else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "ViewController")
            XCTAssertTrue(first.hasSuffix("Targets/App/ViewController.swift") && second.hasSuffix("Targets/Widget/ViewController.swift"), "\(first), \(second)")
        }
    }

    /// Swift 4 code compiles as Xcode compiles it today, in Swift 4 mode: `String.characters`
    /// is gone from Swift 5 and kept in 4.
    func testASwift4ProjectCompilesInSwift4Mode() throws {
        let source = "import UIKit\nclass ViewController: UIViewController {\n    let count = \"abc\".characters.count\n}\n"
        try write("Swift4/App/ViewController.swift", source)
        try write("Swift4/App.xcodeproj/project.pbxproj", "SWIFT_VERSION = 4.0;\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        var project = try SceneProject(paths: [folder.appendingPathComponent("Swift4").path])
        XCTAssertEqual(project.swiftVersion, "4")
        XCTAssertNoThrow(try compiler.compile(project, controller: nil) { _ in })
        project.swiftVersion = "5"
        var said = ""
        XCTAssertThrowsError(try compiler.compile(project, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("'characters' is unavailable"), said)
    }

    /// Xcode 9's templates in Swift 4 mode: `UIApplicationLaunchOptionsKey`, which Swift 4.2
    /// renamed, `didReceiveMemoryWarning()` overridden, and UIKit's `UIOffsetMake` and
    /// `UIEdgeInsetsMake`, which it replaced with initializers, and `UIEdgeInsetsInsetRect`,
    /// which became `CGRect.inset(by:)`.
    func testXcode9sTemplatesCompileInSwift4AndLaterModesSayTheRename() throws {
        try write("Template/App/AppDelegate.swift", """
            import UIKit
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                    return true
                }
            }
            class ViewController: UIViewController {
                let offset = UIOffsetMake(-25, 25)
                let insets = UIEdgeInsetsMake(1, 2, 3, 4)
                let inner = UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 10, height: 10), UIEdgeInsetsMake(1, 2, 3, 4))
                override func didReceiveMemoryWarning() {
                    super.didReceiveMemoryWarning()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let back = UIView()
                    view.addSubview(back)
                    view.sendSubview(toBack: back)
                    view.bringSubview(toFront: back)
                }
            }

            """)
        try write("Template/App.xcodeproj/project.pbxproj", "SWIFT_VERSION = 4.0;\n")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        var project = try SceneProject(paths: [folder.appendingPathComponent("Template").path])
        XCTAssertNoThrow(try compiler.compile(project, controller: nil) { _ in })
        project.swiftVersion = "5"
        var said = ""
        XCTAssertThrowsError(try compiler.compile(project, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("'UIApplicationLaunchOptionsKey' has been renamed to 'UIApplication.LaunchOptionsKey'"), said)
        XCTAssertTrue(said.contains("'UIOffsetMake' has been replaced by 'UIOffset.init(horizontal:vertical:)'"), said)
        XCTAssertTrue(said.contains("'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'"), said)
        XCTAssertTrue(said.contains("'sendSubview(toBack:)' has been renamed to 'sendSubviewToBack(_:)'"), said)
        XCTAssertTrue(said.contains("'bringSubview(toFront:)' has been renamed to 'bringSubviewToFront(_:)'"), said)
        XCTAssertTrue(said.contains("'UIEdgeInsetsInsetRect' has been replaced by 'CGRect.inset(by:)'"), said)
    }
}
