import Foundation
import SceneFiles
import TestSupport
import XCTest

/// What a playground gives a scene: a page's code, the `Sources` of the page and of the
/// playground, and their `Resources` for images.
final class PlaygroundProjectTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder(for: self)
    }

    private func write(_ path: String, _ text: String = "import UIKit\n") throws {
        try writeFile(path, text, in: folder)
    }

    private func relative(_ paths: [String]) -> [String] {
        TestSupport.paths(paths, relativeTo: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func writePaged() throws {
        // Listed out of the Pages folder's order, and one page the list leaves out.
        try write("Demo.playground/contents.xcplayground", "<playground version='6.0' target-platform='ios'><pages><page name='Second'/><page name='First'/></pages></playground>")
        for page in ["First", "Second", "Unlisted"] { try write("Demo.playground/Pages/\(page).xcplaygroundpage/Contents.swift") }
        try write("Demo.playground/Pages/Second.xcplaygroundpage/Sources/PageHelper.swift")
        try write("Demo.playground/Pages/Second.xcplaygroundpage/Resources/ball.png", "")
        try write("Demo.playground/Sources/Shapes/Square.swift")
        try write("Demo.playground/Sources/Circle.swift")
        try write("Demo.playground/Resources/tile.png", "")
    }

    func testAPlaygroundsFirstListedPageWithItsSourcesAndResources() throws {
        try writePaged()
        let project = try XCTUnwrap(try SceneProject.playground([path("Demo.playground")], page: nil))
        XCTAssertEqual(relative(project.files), [
            "Demo.playground/Pages/Second.xcplaygroundpage/Contents.swift",
            "Demo.playground/Pages/Second.xcplaygroundpage/Sources/PageHelper.swift",
            "Demo.playground/Sources/Circle.swift",
            "Demo.playground/Sources/Shapes/Square.swift",
        ])
        XCTAssertEqual(relative(project.playgroundPage.map { [$0] } ?? []), ["Demo.playground/Pages/Second.xcplaygroundpage/Contents.swift"])
        XCTAssertEqual(relative(Array(project.resourceDirectories.prefix(2))), [
            "Demo.playground/Pages/Second.xcplaygroundpage/Resources", "Demo.playground/Resources",
        ])
        XCTAssertEqual(project.name, "Demo")
        XCTAssertEqual(project.displayName, path("Demo.playground") + " (page Second)")
    }

    func testAPageByNameByItsFolderOrByItsContentsFile() throws {
        try writePaged()
        for (paths, page) in [
            ([path("Demo.playground")], "Unlisted"),
            ([path("Demo.playground/Pages/Unlisted.xcplaygroundpage")], nil),
            ([path("Demo.playground/Pages/Unlisted.xcplaygroundpage/Contents.swift")], nil),
        ] {
            let project = try XCTUnwrap(try SceneProject.playground(paths, page: page))
            XCTAssertEqual(relative(Array(project.files.prefix(1))), ["Demo.playground/Pages/Unlisted.xcplaygroundpage/Contents.swift"], "\(paths)")
            XCTAssertEqual(project.name, "Unlisted")
        }
        XCTAssertThrowsError(try SceneProject.playground([path("Demo.playground")], page: "Third")) { error in
            XCTAssertEqual(error as? SceneFileError, .unknownPage("Third", playground: path("Demo.playground"), names: ["Second", "First", "Unlisted"]))
        }
    }

    func testASinglePagePlaygroundAndFilesThatAreNone() throws {
        try write("One.playground/Contents.swift")
        try write("One.playground/Sources/Helper.swift")
        let project = try XCTUnwrap(try SceneProject.playground([path("One.playground")], page: nil))
        XCTAssertEqual(relative(project.files), ["One.playground/Contents.swift", "One.playground/Sources/Helper.swift"])
        XCTAssertEqual(project.name, "One")
        XCTAssertEqual(project.displayName, path("One.playground"))

        try write("Plain/Scene.swift")
        XCTAssertNil(try SceneProject.playground([path("Plain/Scene.swift")], page: nil))
        XCTAssertThrowsError(try SceneProject.playground([path("Plain/Scene.swift")], page: "First")) { error in
            XCTAssertEqual(error as? SceneFileError, .notAPlayground(page: "First", files: path("Plain/Scene.swift")))
        }
    }
}
