import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import XCTest

/// `dynamics preview`: its address on stdout, its page served, a clean exit on SIGINT and
/// SIGTERM with its frames removed.
final class PreviewCommandTests: CommandLineTestCase {
    func testPreviewSaysItsAddressServesThePageAndStopsCleanlyOnSignals() throws {
        try writeFile("Scene.swift", """
            // dynamics: --duration 0.5 --size 100x100
            import UIKit
            class ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .systemTeal
                }
            }
            """, in: workDirectory)
        for signal in [SIGINT, SIGTERM] {
            let out = Pipe()
            let process = try startDynamics(["preview", "Scene.swift", "--port", "0", "--debug"], standardOutput: out.fileHandleForWriting)
            try out.fileHandleForWriting.close()
            let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
            let match = try XCTUnwrap(line.range(of: #"^http://127\.0\.0\.1:[0-9]+/\?debug=1\n$"#, options: .regularExpression), line)
            let url = String(line[match].dropLast("?debug=1\n".count))
            XCTAssertTrue(try waitFor(120) { try fetch(url + "api/state").contains("\"status\":\"ready\"") })
            XCTAssertTrue(try fetch(url).contains("<title>dynamics preview</title>"))
            let frames = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
                .filter { $0.hasPrefix("dynamics-preview-\(process.processIdentifier)-") }
            XCTAssertEqual(frames.count, 1)

            kill(process.processIdentifier, signal)
            XCTAssertTrue(waitFor(30) { !process.isRunning }, "still running after signal \(signal)")
            XCTAssertEqual(process.terminationReason, .exit)
            XCTAssertEqual(process.terminationStatus, 0)
            XCTAssertEqual(out.fileHandleForReading.readDataToEndOfFile(), Data(), "more than the address on stdout")
            XCTAssertFalse(FileManager.default.fileExists(atPath: NSTemporaryDirectory() + frames[0]), "the frames were left behind")
        }
    }

    func testAMissingFileIsOneLine() throws {
        let result = try runDynamics(["preview", "Missing.swift", "--port", "0"], killAfter: 60)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("dynamics: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("Missing.swift"), result.stderr)
    }

    private func fetch(_ url: String) throws -> String {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var text = ""
        URLSession.shared.dataTask(with: URL(string: url)!) { data, _, _ in
            text = String(decoding: data ?? Data(), as: UTF8.self)
            done.signal()
        }.resume()
        done.wait()
        return text
    }
}
