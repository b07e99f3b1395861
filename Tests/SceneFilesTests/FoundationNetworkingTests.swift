import Foundation
import SceneFiles
import TestSupport
import XCTest

/// URL loading (`URLRequest`, `URLSession`) is in Foundation on an iPhone and in
/// FoundationNetworking on Linux: a scene file naming it imports that too.
final class FoundationNetworkingTests: XCTestCase {
    private func translated(_ source: String) -> String {
        var file = TranslatedSource(path: "/tmp/Load.swift", source: source)
        file.importingFoundationNetworking()
        return file.text
    }

    func testAFileNamingURLLoadingImportsItOnItsFirstLine() {
        let text = translated("//  Loader.swift\nimport UIKit\nlet request = URLRequest(url: URL(string: \"https://a.test\")!)\n")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[0].hasPrefix("#sourceLocation("), "the line numbers stay the user's")
        XCTAssertEqual(lines[1], "import FoundationNetworking; //  Loader.swift")
        XCTAssertEqual(lines[2], "import UIKit")
        XCTAssertEqual(lines.count, 5)
    }

    func testOtherFilesAndDirectivesAreLeftAlone() {
        let plain = "import UIKit\nlet url = URL(string: \"https://a.test\")\n"
        XCTAssertFalse(translated(plain).contains("FoundationNetworking"), "a URL alone is Foundation's")
        let directive = "#if canImport(UIKit)\nimport UIKit\n#endif\nvar session: URLSession?\n"
        XCTAssertFalse(translated(directive).contains("FoundationNetworking"), "a directive must start its line")
        let imported = "import Foundation\nimport FoundationNetworking\nvar session: URLSession?\n"
        XCTAssertEqual(translated(imported).components(separatedBy: "FoundationNetworking").count, 2, "imported once")
        XCTAssertFalse(translated("let s = \"URLSession\"\n").contains("import FoundationNetworking"), "a string is not code")
    }

    func testAControllerBuildingARequestCompiles() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("App/ViewController.swift", """
            import UIKit

            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var request = URLRequest(url: URL(string: "https://example.test/image.png")!)
                    request.httpMethod = "GET"
                    let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)
                    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
                    label.text = "\\(response?.statusCode ?? 0)"
                    view.addSubview(label)
                }
            }
            """, in: folder)
        let project = try SceneProject(paths: [folder.appendingPathComponent("App").path])
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        var said = ""
        XCTAssertNoThrow(try SceneCompiler(environment: environment).compile(project, controller: nil) { said += $0 }, said)
    }
}
