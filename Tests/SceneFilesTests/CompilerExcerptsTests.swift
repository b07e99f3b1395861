import Foundation
import SceneFiles
import TestSupport
import XCTest

/// The excerpts under swiftc's messages show the user's lines, numbered as the message is.
final class CompilerExcerptsTests: XCTestCase {
    func testAnExcerptOneLineDownIsRenumberedAndShowsTheFileAsWritten() throws {
        let folder = try makeTemporaryFolder(for: self)
        let path = folder.appendingPathComponent("Scene.swift").path
        try Data("import UIKit\n\nlet a = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)\nlet b: Int = \"x\"\nprint(a, b)\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        let compiled = """
            \(path):4:14: error: cannot convert value of type 'String' to specified type 'Int'
            3 | import UIKit
            4 | let a = _ColorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            5 | let b: Int = "x"
              |              `- error: cannot convert value of type 'String' to specified type 'Int'
            6 | print(a, b)

            /elsewhere/Other.swift:2:1: warning: something
            1 | a
            2 | b
              | `- warning: something
            """
        let shown = CompilerExcerpts.showingUserLines(compiled, userFiles: [path])
        XCTAssertEqual(shown, """
            \(path):4:14: error: cannot convert value of type 'String' to specified type 'Int'
            2 | 
            3 | let a = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            4 | let b: Int = "x"
              |              `- error: cannot convert value of type 'String' to specified type 'Int'
            5 | print(a, b)

            /elsewhere/Other.swift:2:1: warning: something
            1 | a
            2 | b
              | `- warning: something
            """)
    }

    func testAWiderGutterKeepsItsWidthAndAnUnreadableFileIsLeftAlone() {
        let compiled = """
            /no/such/File.swift:9:1: error: oops
             9 | x
            10 | y
               | `- error: oops
            """
        XCTAssertEqual(CompilerExcerpts.showingUserLines(compiled, userFiles: ["/no/such/File.swift"]), compiled)
    }
}
