import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// `--pinch` and `--rotate`: their grammar (`X,Y:VALUE@T` with an optional `+D`), their flags
/// as written back, when their fingers lift, and their place among the other touches.
final class TwoFingerInputTests: XCTestCase {
    func testPinchAndRotateParseWithAndWithoutADuration() throws {
        XCTAssertEqual(try SceneInput.pinch("187,333:2.5@1+0.8"), .pinch(x: 187, y: 333, scale: 2.5, time: 1, duration: 0.8))
        XCTAssertEqual(try SceneInput.pinch("187,333:0.5@1"), .pinch(x: 187, y: 333, scale: 0.5, time: 1, duration: 0.5))
        XCTAssertEqual(try SceneInput.rotate("10,20:-90@0.5+1"), .rotate(x: 10, y: 20, degrees: -90, time: 0.5, duration: 1))
        XCTAssertEqual(try SceneInput.pinch("187,333:2.5@1+0.8").endTime, 1.8, accuracy: 1e-12)
        XCTAssertEqual(try SceneInput.rotate("1,2:45@2").endTime, 2.5, accuracy: 1e-12)
        XCTAssertEqual(try SceneInput.pinch("187,333:2.5@1").flag, "--pinch 187,333:2.5@1+0.5")
        XCTAssertEqual(try SceneInput.rotate("1,2:45@2+1").flag, "--rotate 1,2:45@2+1")
        XCTAssertTrue(try SceneInput.pinch("1,2:2@0").isTouch)
    }

    func testMalformedValuesAreRefusedWithTheGrammar() {
        for bad in ["187,333@1", "187,333:0@1", "187,333:-2@1", "187,333:2", "187,333:2@1+0", "187,333:2@-1", "187:2@1", "a,b:2@1"] {
            XCTAssertThrowsError(try SceneInput.pinch(bad), bad) { error in
                XCTAssertTrue("\(error)".hasPrefix("--pinch '\(bad)' is not X,Y:SCALE@T+D"), "\(error)")
            }
        }
        XCTAssertThrowsError(try SceneInput.rotate("1,2:x@1")) { error in
            XCTAssertTrue("\(error)".hasPrefix("--rotate '1,2:x@1' is not X,Y:DEGREES@T+D"), "\(error)")
        }
    }

    func testTwoFingerTouchesTakeTheirPlaceInTimeAndMayNotOverlapAnother() throws {
        let options = try SceneFileOptions.parse(["--pinch", "187,333:2@1+0.5", "--tap", "10,10@0.2", "--rotate", "187,333:90@2"])
        XCTAssertEqual(try options.scene.inputs().map(\.flag), ["--tap 10,10@0.2", "--pinch 187,333:2@1+0.5", "--rotate 187,333:90@2+0.5"])
        XCTAssertThrowsError(try SceneFileOptions.parse(["--pinch", "187,333:2@1+0.5", "--drag", "1,2:3,4@1.2+0.5"])) { error in
            XCTAssertTrue("\(error)".contains("--drag 1,2:3,4@1.2+0.5 starts while --pinch 187,333:2@1+0.5 is still down (until 1.5 s)"), "\(error)")
        }
        // A scene file's own flags: read as the command line's.
        let read = try SceneFileOptions.parsed(["--pinch", "187,333:3.5@0.5+0.6", "--rotate", "1,2:30@2"])
        XCTAssertEqual(read.scene.pinch, ["187,333:3.5@0.5+0.6"])
        XCTAssertEqual(read.scene.rotate, ["1,2:30@2"])
        XCTAssertTrue(read.scene.isUsed)
    }
}
