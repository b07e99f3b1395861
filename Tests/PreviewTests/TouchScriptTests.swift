import Preview
import XCTest

final class TouchScriptTests: XCTestCase {
    func testFlagsAreReadAsAShellReadsThemAndShownInTimeOrder() throws {
        let script = try TouchScript(parsing: "--flick 10,20:0,-300@1.5 --tap \"Drop it\"@0.5\n\n--drag 1,2:3,4@2+0.5\n--tilt=30@3")
        XCTAssertEqual(script.tap, ["Drop it@0.5"])
        XCTAssertEqual(script.flick, ["10,20:0,-300@1.5"])
        XCTAssertEqual(script.drag, ["1,2:3,4@2+0.5"])
        XCTAssertEqual(script.tilt, ["30@3"])
        XCTAssertEqual(script.text, "--tap \"Drop it\"@0.5\n--flick 10,20:0,-300@1.5\n--drag 1,2:3,4@2+0.5\n--tilt 30@3")
        // What it shows reads back as itself.
        XCTAssertEqual(try TouchScript(parsing: script.text), script)
        XCTAssertEqual(try TouchScript(parsing: "  \n").text, "")
    }

    func testWhatIsNotATouchScriptIsOneLineSayingWhy() {
        let cases: [(String, String)] = [
            ("--size 10x10", "the touch script takes --tap, --drag, --flick, --tilt, not --size"),
            ("--tap 1,2@1\n--duration=3", "the touch script takes --tap, --drag, --flick, --tilt, not --duration"),
            ("--tap \"open@1", "line 1: a \" is not closed"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try TouchScript(parsing: text), text) { error in
                XCTAssertEqual((error as? TouchScriptError)?.message, message, text)
            }
        }
        XCTAssertThrowsError(try TouchScript(parsing: "--tap here")) { error in
            XCTAssertTrue("\(error)".contains("--tap"), "\(error)")
        }
        XCTAssertThrowsError(try TouchScript(parsing: "--drag 0,0:100,0@1+1 --tap 5,5@1.5")) { error in
            XCTAssertTrue("\(error)".contains("one finger"), "\(error)")
        }
        XCTAssertThrowsError(try TouchScript(parsing: "--tap 1,2@1 stray"))
    }

    func testCompilerMessagesAreReadWithTheirPlace() {
        let output = """
            /tmp/scene/My File.swift:12:9: error: cannot find 'boxx' in scope
                    boxx.center = .zero
                    ^~~~
            /tmp/scene/Other.swift:3:1: warning: variable 'x' was never used
            note: not a place
            C:/odd:path.swift:4:2: note: kept whole
            """
        XCTAssertEqual(PreviewState.Diagnostic.parse(output), [
            .init(file: "/tmp/scene/My File.swift", line: 12, column: 9, severity: "error", message: "cannot find 'boxx' in scope"),
            .init(file: "/tmp/scene/Other.swift", line: 3, column: 1, severity: "warning", message: "variable 'x' was never used"),
            .init(file: "C:/odd:path.swift", line: 4, column: 2, severity: "note", message: "kept whole"),
        ])
    }
}
