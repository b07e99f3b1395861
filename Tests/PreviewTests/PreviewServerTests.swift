import Basics
import Foundation
import PNG
import Preview
import TestSupport
import XCTest

final class PreviewServerTests: XCTestCase {
    /// Every route, against a real server on a free port: the page and its files, the state,
    /// the frames (and nothing else under /frames), the touch script's edits, the WebSocket.
    func testRoutesServeThePageStateFramesAndEdits() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Falling.swift", previewScene(color: "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"), in: folder)
        let preview = try RunningPreview([folder.appendingPathComponent("Falling.swift").path])
        defer { preview.stop() }
        XCTAssertTrue(preview.url.hasPrefix("http://127.0.0.1:"), preview.url)
        XCTAssertNotEqual(URL(string: preview.url)?.port, 0)

        let page = try TestHTTP.request(preview.url)
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.contentType.hasPrefix("text/html"), page.contentType)
        XCTAssertTrue(page.text.contains("<script src=\"/preview.js\"></script>"))
        XCTAssertTrue(page.text.contains("id=\"scrubber\""))
        let script = try TestHTTP.request(preview.url + "preview.js")
        XCTAssertEqual(script.status, 200)
        XCTAssertTrue(script.contentType.hasPrefix("text/javascript"), script.contentType)
        XCTAssertTrue(script.text.contains("new WebSocket"))
        XCTAssertEqual(try TestHTTP.request(preview.url + "preview.css").status, 200)

        guard let ready = preview.waitForState({ $0.frames?.debug == true }) else {
            return XCTFail("no recording with its debug frames: \(preview.session.state.json())")
        }
        let frames = try XCTUnwrap(ready.frames)
        // One second at 20 fps, 120×160 points at scale 1.
        XCTAssertEqual(frames.count, 20)
        XCTAssertEqual([frames.width, frames.height], [120, 160])
        XCTAssertEqual(ready.status, .ready)
        XCTAssertEqual(ready.log, ["scene loaded"])
        XCTAssertEqual(ready.touches, "")

        let stateAnswer = try TestHTTP.request(preview.url + "api/state")
        XCTAssertEqual(stateAnswer.status, 200)
        XCTAssertEqual(stateAnswer.contentType, "application/json")
        let served = try JSONDecoder().decode(PreviewState.self, from: stateAnswer.body)
        XCTAssertEqual(served.frames, frames)

        let first = try TestHTTP.request(preview.url + "frames/\(frames.generation)/plain/frame-0000.png")
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.contentType, "image/png")
        let start = try Frame(pngData: [UInt8](first.body))
        XCTAssertEqual([start.width, start.height], [120, 160])
        XCTAssertEqual(start[5, 80], RGBA(255, 0, 0))
        // Half a second in, the box has fallen; the overlay outlines it.
        let plain = try Frame(pngData: [UInt8](try TestHTTP.request(preview.url + "frames/\(frames.generation)/plain/frame-0010.png").body))
        let debugAnswer = try TestHTTP.request(preview.url + "frames/\(frames.generation)/debug/frame-0010.png")
        XCTAssertEqual(debugAnswer.status, 200)
        let debug = try Frame(pngData: [UInt8](debugAnswer.body))
        XCTAssertGreaterThan(differingPixels(plain, start), 100, "the box did not fall")
        XCTAssertGreaterThan(differingPixels(debug, plain), 20, "the debug overlay draws nothing")
        for path in [
            "frames/\(frames.generation)/plain/frame-0020.png", "frames/\(frames.generation + 5)/plain/frame-0000.png",
            "frames/\(frames.generation)/other/frame-0000.png", "frames/\(frames.generation)/plain/..%2F..%2Fetc%2Fpasswd",
            "frames/0\(frames.generation)/plain/frame-0000.png", "frames/\(frames.generation)/plain/frame-00x0.png",
        ] {
            XCTAssertEqual(try TestHTTP.request(preview.url + path).status, 404, path)
        }

        // A bad script is refused with its reason and changes nothing; a good one records again.
        let refused = try TestHTTP.request(preview.url + "api/touches", method: "POST", body: "--tap 10,10@0.5\n--size 10x10")
        XCTAssertEqual(refused.status, 400)
        let reason = try JSONDecoder().decode([String: String].self, from: refused.body)
        XCTAssertEqual(reason["error"], "the touch script takes --tap, --drag, --flick, --tilt, not --size")
        XCTAssertEqual(preview.session.state.generation, frames.generation)
        XCTAssertEqual(preview.session.state.touchError, reason["error"])
        let accepted = try TestHTTP.request(preview.url + "api/touches", method: "POST", body: "--flick 60,40:0,-400@0.5\n--tap 10,10@0.2")
        XCTAssertEqual(accepted.status, 200)
        let edited = try JSONDecoder().decode(PreviewState.self, from: accepted.body)
        XCTAssertEqual(edited.touches, "--tap 10,10@0.2\n--flick 60,40:0,-400@0.5")
        XCTAssertNil(edited.touchError)
        guard let again = preview.waitForState({ ($0.frames?.generation ?? 0) > frames.generation && $0.status == .ready }) else {
            return XCTFail("the edit recorded nothing: \(preview.session.state.json())")
        }
        XCTAssertEqual(again.touches, "--tap 10,10@0.2\n--flick 60,40:0,-400@0.5")

        // The WebSocket sends the state at once.
        let socket = try TestWebSocket(preview.url.replacingOccurrences(of: "http://", with: "ws://") + "ws")
        let message = try XCTUnwrap(try socket.receive(timeout: 10))
        let pushed = try JSONDecoder().decode(PreviewState.self, from: Data(message.utf8))
        XCTAssertEqual(pushed.touches, again.touches)
        XCTAssertGreaterThanOrEqual(pushed.generation, again.generation)
    }

    /// Saving a file records the scene again, and the WebSocket says so without being asked.
    func testSavingAFileRecordsAgainAndPushesTheNewState() throws {
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("Falling.swift")
        try writeFile("Falling.swift", previewScene(color: "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"), in: folder)
        let preview = try RunningPreview([folder.path])
        defer { preview.stop() }
        guard let first = preview.waitForState({ $0.status == .ready && $0.frames?.debug == true }), let frames = first.frames else {
            return XCTFail("no first recording: \(preview.session.state.json())")
        }
        let socket = try TestWebSocket(preview.url.replacingOccurrences(of: "http://", with: "ws://") + "ws")
        XCTAssertNotNil(try socket.receive(timeout: 10))

        try Data(previewScene(color: "UIColor(red: 0, green: 0, blue: 1, alpha: 1)").utf8).write(to: file)
        var newer: PreviewState?
        let deadline = Date().addingTimeInterval(240)
        while Date() < deadline, newer == nil {
            guard let text = try socket.receive(timeout: deadline.timeIntervalSinceNow) else { break }
            let state = try JSONDecoder().decode(PreviewState.self, from: Data(text.utf8))
            if let next = state.frames, next.generation > frames.generation { newer = state }
        }
        let next = try XCTUnwrap(newer?.frames, "the WebSocket never sent new frames")
        let answer = try TestHTTP.request(preview.url + "frames/\(next.generation)/plain/frame-0000.png")
        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(try Frame(pngData: [UInt8](answer.body))[5, 80], RGBA(0, 0, 255))
    }

    /// A compile error is the page's, with its file, line and column; the last frames stay.
    func testACompileErrorIsShownWithFileAndLine() throws {
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("Falling.swift")
        try writeFile("Falling.swift", previewScene(color: "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"), in: folder)
        let preview = try RunningPreview([file.path])
        defer { preview.stop() }
        guard let first = preview.waitForState({ $0.status == .ready && $0.frames?.debug == true }) else {
            return XCTFail("no first recording: \(preview.session.state.json())")
        }
        // Line 20 of the scene: the `extra` line.
        try Data(previewScene(color: ".red", extra: "let broken: Int = \"text\"").utf8).write(to: file)
        guard let failed = preview.waitForState({ $0.status == .failed }) else {
            return XCTFail("the broken file did not fail: \(preview.session.state.json())")
        }
        XCTAssertEqual(failed.frames, first.frames)
        let error = try XCTUnwrap(failed.diagnostics.first { $0.severity == "error" }, failed.compilerOutput)
        XCTAssertTrue(error.file.hasSuffix("Falling.swift"), error.file)
        XCTAssertEqual(error.line, 20)
        XCTAssertTrue(error.message.contains("cannot convert"), error.message)
        XCTAssertNotNil(failed.error)
    }

    /// A port in use is one line that says how to pick another.
    func testAPortInUseIsExplained() throws {
        let folder = try makeTemporaryFolder(for: self)
        try writeFile("Falling.swift", previewScene(color: ".red"), in: folder)
        let preview = try RunningPreview([folder.appendingPathComponent("Falling.swift").path])
        defer { preview.stop() }
        let port = try XCTUnwrap(URL(string: preview.url)?.port)
        let server = PreviewServer(session: preview.session, port: port)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: Error?
        Task {
            do { try await server.run(handlingSignals: false) { _ in } } catch { failure = error }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        let error = try XCTUnwrap(failure)
        XCTAssertEqual(PreviewServer.explain(error, host: "127.0.0.1", port: port),
                       "cannot listen on 127.0.0.1:\(port): the port is in use; --port 0 picks a free one")
    }
}

/// How many pixels of two frames of one size differ.
func differingPixels(_ a: Frame, _ b: Frame) -> Int {
    guard a.width == b.width, a.height == b.height else { return a.width * a.height }
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 }
    }
    return count
}
