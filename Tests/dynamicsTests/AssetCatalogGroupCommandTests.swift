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
        try write("\(catalog)/twitter/deep/Banner.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"banner.png","scale":"1x"}]}"#)
        try Frame(width: 10, height: 10, fill: RGBA(255, 0, 0)).writePNG(to: workDirectory.appendingPathComponent("\(catalog)/twitter/deep/Banner.imageset/banner.png"))
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
        let result = try runDynamics(["render", "Art", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0000.png"))
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
        try write("\(catalog)/\(composed).imageset/Contents.json",
                  #"{"images":[{"idiom":"universal","filename":"\#(decomposed)_icon.png","scale":"1x"}]}"#)
        try Frame(width: 10, height: 10, fill: RGBA(0, 160, 0))
            .writePNG(to: workDirectory.appendingPathComponent("\(catalog)/\(composed).imageset/\(composed)_icon.png"))
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
        let result = try runDynamics(["render", "Mr", "--duration", "0", "-o", "frames/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try Frame(contentsOfPNG: workDirectory.appendingPathComponent("frames/frame-0000.png"))
        XCTAssertEqual(frame[15, 15], RGBA(0, 160, 0), "the set and its file found through the other spelling")
    }
}
