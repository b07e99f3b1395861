import Foundation
import SceneFiles
import TestSupport
import XCTest

/// A Swift 4 project names UIKit's nested types as the Swift 4 SDK did (`UIPushBehaviorMode`,
/// `UIControlState`); later modes get the compiler's rename.
final class Swift4NamesTests: XCTestCase {
    func testSwift4TypeNamesCompileInSwift4ModeAndAreRenamedAfter() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Pusher/App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                var push: UIPushBehavior!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let mode: UIPushBehaviorMode = .instantaneous
                    push = UIPushBehavior(items: [], mode: mode)
                    let button = UIButton(type: UIButtonType.system)
                    button.setTitle("Push", for: UIControlState.normal)
                    button.addTarget(self, action: #selector(pushed), for: UIControlEvents.touchUpInside)
                    let options: UIViewAnimationOptions = [.curveEaseOut]
                    UIView.animate(withDuration: 0.3, delay: 0, options: options, animations: { button.alpha = 1 })
                    let collision = UICollisionBehavior(items: [])
                    collision.collisionMode = UICollisionBehaviorMode.everything
                    let spring: UIAttachmentBehaviorType = .anchor
                    _ = spring
                    let attributes: [NSAttributedStringKey: Any] = [.font: UIFont.systemFont(ofSize: 12)]
                    _ = attributes
                    view.addSubview(button)
                    let fade = CATransition()
                    fade.type = kCATransitionFade
                    fade.subtype = kCATransitionFromRight
                    fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
                    fade.fillMode = kCAFillModeForwards
                    view.layer.add(fade, forKey: kCATransition)
                    view.layer.contentsGravity = kCAGravityResizeAspect
                    let shape = CAShapeLayer()
                    shape.lineCap = kCALineCapRound
                    shape.lineJoin = kCALineJoinBevel
                    shape.fillRule = kCAFillRuleEvenOdd
                    let gradient = CAGradientLayer()
                    gradient.type = kCAGradientLayerRadial
                    let text = CATextLayer()
                    text.alignmentMode = kCAAlignmentCenter
                    text.truncationMode = kCATruncationEnd
                    view.backgroundColor = UIColor(colorLiteralRed: 0.2, green: 0.4, blue: 0.6, alpha: 1)
                    let child = UIViewController()
                    addChildViewController(child)
                    view.addSubview(child.view)
                    child.didMove(toParentViewController: self)
                    _ = childViewControllers.count
                    child.willMove(toParentViewController: nil)
                    child.removeFromParentViewController()
                }

                @objc func pushed() { push.active = true }
            }

            """, in: folder)
        try writeFile("Pusher/App.xcodeproj/project.pbxproj", "SWIFT_VERSION = 4.0;\n", in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        var project = try SceneProject(paths: [folder.appendingPathComponent("Pusher").path])
        var said = ""
        XCTAssertNoThrow(try compiler.compile(project, controller: nil) { said += $0 }, said)
        project.swiftVersion = "5"
        said = ""
        XCTAssertThrowsError(try compiler.compile(project, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("'UIPushBehaviorMode' has been renamed to 'UIPushBehavior.Mode'"), said)
        XCTAssertTrue(said.contains("'NSAttributedStringKey' has been renamed to 'NSAttributedString.Key'"), said)
        XCTAssertTrue(said.contains("'kCATransitionFade' has been renamed to 'CATransitionType.fade'"), said)
        XCTAssertTrue(said.contains("'kCAMediaTimingFunctionEaseInEaseOut' has been renamed to 'CAMediaTimingFunctionName.easeInEaseOut'"), said)
        XCTAssertTrue(said.contains("'addChildViewController' has been renamed to 'addChild(_:)'"), said)
    }

    /// Xcode's "Use Core Data" template app delegate, and a template's unused `import
    /// SpriteKit`, compile; code that uses SpriteKit's types does not, naming them.
    func testCoreDataTemplatesAndAnUnusedSpriteKitImportCompile() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Store/App/AppDelegate.swift", """
            import UIKit
            import CoreData
            import SpriteKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                lazy var persistentContainer: NSPersistentContainer = {
                    let container = NSPersistentContainer(name: "Store")
                    container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                        if let error = error as NSError? {
                            fatalError("Unresolved error \\(error), \\(error.userInfo)")
                        }
                    })
                    return container
                }()

                lazy var oldContext: NSManagedObjectContext = {
                    let model = NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/Model.momd"))!
                    let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
                    _ = try? coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: nil, options: nil)
                    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
                    context.persistentStoreCoordinator = coordinator
                    return context
                }()

                func saveContext () {
                    let context = persistentContainer.viewContext
                    if context.hasChanges {
                        do {
                            try context.save()
                        } catch {
                            let nserror = error as NSError
                            fatalError("Unresolved error \\(nserror), \\(nserror.userInfo)")
                        }
                    }
                }
            }

            """, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        let project = try SceneProject(paths: [folder.appendingPathComponent("Store").path])
        var said = ""
        XCTAssertNoThrow(try compiler.compile(project, controller: nil) { said += $0 }, said)

        try writeFile("Sprites/Scene.swift", """
            import UIKit
            import SpriteKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(SKView(frame: view.bounds))
                }
            }

            """, in: folder)
        said = ""
        XCTAssertThrowsError(try compiler.compile(try SceneProject(paths: [folder.appendingPathComponent("Sprites").path]), controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("cannot find 'SKView' in scope"), said)
    }

    /// Batch 10's vocabulary as apps write it: `import CoreHaptics` and a pattern played, a
    /// `#colorLiteral` where a `CGColor` is wanted (and a `UIColor` where nothing says),
    /// `class func` and `convenience init` in an `extension UIColor`, placeholders made with
    /// no arguments, and Swift 4's `Notification.Name.UIDeviceOrientationDidChange`.
    func testHapticsColorExtensionsPlaceholdersAndSwift4NotificationNamesCompile() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Shapes/App/ViewController.swift", """
            import UIKit
            import CoreHaptics

            extension UIColor {
                class func random() -> UIColor { UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1) }
                class var brand: UIColor { .orange }
                convenience init(hex: Int) { self.init(rgb: UInt32(hex)) }
            }

            class ViewController: UIViewController {
                var engine: CHHapticEngine?
                var timer = Timer()
                var animator = UIViewPropertyAnimator()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(hex: 0x336699)
                    view.layer.borderColor = #colorLiteral(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
                    let literal = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
                    view.tintColor = literal.withAlphaComponent(0.5)
                    view.contentMode = .redraw
                    guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
                    engine = try? CHHapticEngine()
                    try? engine?.start()
                    let tap = CHHapticEvent(eventType: .hapticTransient, parameters: [
                        CHHapticEventParameter(parameterID: .hapticIntensity, value: 1),
                    ], relativeTime: 0)
                    if let pattern = try? CHHapticPattern(events: [tap], parameters: []) {
                        try? engine?.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
                    }
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    NotificationCenter.default.addObserver(self, selector: #selector(turned),
                        name: UIDevice.orientationDidChangeNotification, object: nil)
                    _ = UIColor.random(); _ = UIColor.brand
                    timer.invalidate()
                }

                @objc func turned() {}
            }

            """, in: folder)
        try writeFile("Falling/App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(turned),
                        name: Notification.Name.UIDeviceOrientationDidChange, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(turned),
                        name: .UIApplicationDidBecomeActive, object: nil)
                    CADisplayLink(target: self, selector: #selector(turned)).add(to: .main, forMode: .defaultRunLoopMode)
                }

                @objc func turned() {}
            }

            """, in: folder)
        try writeFile("Falling/App.xcodeproj/project.pbxproj", "SWIFT_VERSION = 4.0;\n", in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiler = try SceneCompiler(environment: environment)
        var said = ""
        XCTAssertNoThrow(try compiler.compile(try SceneProject(paths: [folder.appendingPathComponent("Shapes").path]), controller: nil) { said += $0 }, said)
        var falling = try SceneProject(paths: [folder.appendingPathComponent("Falling").path])
        said = ""
        XCTAssertNoThrow(try compiler.compile(falling, controller: nil) { said += $0 }, said)
        falling.swiftVersion = "5"
        said = ""
        XCTAssertThrowsError(try compiler.compile(falling, controller: nil) { said += $0 })
        XCTAssertTrue(said.contains("'UIDeviceOrientationDidChange' has been renamed to 'UIDevice.orientationDidChangeNotification'"), said)
    }
}
