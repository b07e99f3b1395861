import Foundation
import SceneFiles
import TestSupport
import XCTest

/// The shim modules (`import AVFoundation`, `CoreData`…) are built as scenes need them: a cold
/// start builds the few a scene names, not every one.
final class ShimModuleTests: XCTestCase {
    func testOnlyTheShimsAScenesFilesNameAreBuilt() throws {
        let folder = try makeTemporaryFolder(for: self)
        let cache = folder.appendingPathComponent("cache")
        try writeFile("Plain/Scene.swift", """
            import UIKit

            class PlainViewController: UIViewController {}

            """, in: folder)
        try writeFile("Sounds/Scene.swift", """
            import UIKit
            import AVFoundation

            class SoundViewController: UIViewController {
                #if canImport(CoreData)
                let store = "here"
                #endif
                let session = AVAudioSession.sharedInstance()
            }

            """, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        let compiler = try SceneCompiler(environment: environment)
        func built() throws -> Set<String> {
            let kits = cache.appendingPathComponent("dynamics/kits")
            let folders = try FileManager.default.contentsOfDirectory(atPath: kits.path).filter { !$0.contains(".tmp-") }
            XCTAssertEqual(folders.count, 1)
            let files = try FileManager.default.contentsOfDirectory(atPath: kits.appendingPathComponent(folders[0]).path)
            return Set(files.filter { $0.hasSuffix(".swiftmodule") })
        }
        var said = ""
        XCTAssertNoThrow(try compiler.compile(try SceneProject(paths: [folder.appendingPathComponent("Plain").path]), controller: nil) { said += $0 }, said)
        XCTAssertEqual(try built(), ["UIKit.swiftmodule"])
        XCTAssertNoThrow(try compiler.compile(try SceneProject(paths: [folder.appendingPathComponent("Sounds").path]), controller: nil) { said += $0 }, said)
        XCTAssertEqual(try built(), ["UIKit.swiftmodule", "AVFoundation.swiftmodule", "CoreData.swiftmodule"])
    }
}
