import Basics
import Foundation
import PNG
import TestSupport
import XCTest

/// Image and color sets in an asset catalog's group folders, found as Xcode finds them: by
/// their own name in a plain group, by `Group/name` in a group that provides a namespace.
final class AssetCatalogGroupCommandTests: CommandLineTestCase {
    func testSetsInGroupFoldersAreFound() throws {
        let catalog = "Art/App/Assets.xcassets"
        try write("\(catalog)/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try write("\(catalog)/twitter/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try write("\(catalog)/twitter/deep/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try writeImageSet("\(catalog)/twitter/deep/Banner.imageset", filename: "banner.png", color: RGBA(255, 0, 0))
        try write("\(catalog)/Brand/Contents.json", #"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#)
        try write("\(catalog)/Brand/Ink.colorset/Contents.json", """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0","green":"0","blue":"1","alpha":"1"}}}]}
            """)
        try write("Art/App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = UIImageView(image: UIImage(named: "Banner"))
                    banner.frame.origin = CGPoint(x: 10, y: 10)
                    view.addSubview(banner)
                    view.backgroundColor = UIColor(named: "Brand/Ink")
                    print("ink without its namespace:", UIColor(named: "Ink") == nil ? "none" : "found")
                }
            }

            """)
        let (result, frame) = try renderFirstFrame(of: "Art")
        XCTAssertEqual(frame[15, 15], RGBA(255, 0, 0), "the image set two plain groups down")
        XCTAssertEqual(frame[300, 500], RGBA(0, 0, 255), "the color set named with its group's namespace")
        XCTAssertTrue(result.stderr.contains("ink without its namespace: none"), result.stderr)
    }

    /// `Contents.json` and the file's name may spell an accented letter differently (one
    /// character, or a letter and a combining accent): macOS's file system takes them for one
    /// name, and so does the lookup.
    func testAnImageFileNamedWithAnotherSpellingOfItsAccentIsFound() throws {
        let catalog = "Mr/App/Assets.xcassets"
        let composed = "se\u{00F1}or", decomposed = "sen\u{0303}or"
        try write("\(catalog)/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try writeImageSet(
            "\(catalog)/\(composed).imageset", filename: "\(decomposed)_icon.png", fileOnDisk: "\(composed)_icon.png",
            color: RGBA(0, 160, 0))
        try write("Mr/App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let icon = UIImageView(image: UIImage(named: "\(decomposed)"))
                    icon.frame.origin = CGPoint(x: 10, y: 10)
                    view.addSubview(icon)
                }
            }

            """)
        let (_, frame) = try renderFirstFrame(of: "Mr")
        XCTAssertEqual(frame[15, 15], RGBA(0, 160, 0), "the set and its file found through the other spelling")
    }

    /// `UIImage(named: "ball.jpg")` finds the image set `ball` (a sample's only view was that
    /// ball, and its screen stayed white); a name found nowhere is said once on stderr.
    func testANameWithAnExtensionFindsTheSetWithoutItAndAMissingNameIsSaid() throws {
        let catalog = "Ball/App/Assets.xcassets"
        try write("\(catalog)/Contents.json", #"{"info":{"version":1,"author":"xcode"}}"#)
        try writeImageSet("\(catalog)/ball.imageset", filename: "ball.png", color: RGBA(255, 128, 0))
        try write("Ball/App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let ball = UIImageView(image: UIImage(named: "ball.jpg"))
                    ball.frame.origin = CGPoint(x: 10, y: 10)
                    view.addSubview(ball)
                    _ = UIImage(named: "missing")
                    _ = UIImage(named: "missing")
                }
            }

            """)
        let (result, frame) = try renderFirstFrame(of: "Ball")
        XCTAssertEqual(frame[15, 15], RGBA(255, 128, 0), "the set found without the name's extension")
        let note = "dynamics: UIImage(named: \"missing\") found no image of that name beside the scene's files or in its asset catalogs"
        XCTAssertEqual(result.stderr.components(separatedBy: note).count - 1, 1, result.stderr)
    }

    /// An image set at `set` whose `Contents.json` names `filename`: one 1× PNG, 10 × 10 of
    /// `color`, written as `fileOnDisk` (the same name unless given).
    private func writeImageSet(_ set: String, filename: String, fileOnDisk: String? = nil, color: RGBA) throws {
        try write("\(set)/Contents.json", #"{"images":[{"idiom":"universal","filename":"\#(filename)","scale":"1x"}]}"#)
        try Frame(width: 10, height: 10, fill: color).writePNG(to: workDirectory.appendingPathComponent("\(set)/\(fileOnDisk ?? filename)"))
    }

    /// Renders the app folder `folder`'s first frame; the command must succeed.
    private func renderFirstFrame(of folder: String) throws -> (Result, Frame) {
        let result = try runDynamics(["render", folder, "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return (result, try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0000.png")))
    }
}
