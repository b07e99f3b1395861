import Foundation
import Preview
import TestSupport
import XCTest

/// The page in a real browser: headless Chromium, driven over its DevTools protocol.
final class PreviewBrowserTests: XCTestCase {
    /// Loads the page, scrubs and steps, switches the debug overlay on, saves a change to the
    /// scene and sees the new frames (in the same page: no reload), then sees a compile error
    /// with its file and line.
    func testThePagePlaysScrubsTogglesAndFollowsSavedChanges() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("chromium is not installed (scripts/test installs it as root)")
        }
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("Falling.swift")
        try writeFile("Falling.swift", previewScene(color: "UIColor(red: 1, green: 0, blue: 0, alpha: 1)"), in: folder)
        let preview = try RunningPreview([file.path])
        defer { preview.stop() }
        guard let ready = preview.waitForState({ $0.frames?.debug == true }), let frames = ready.frames else {
            return XCTFail("no first recording: \(preview.session.state.json())")
        }

        let browser = try Browser(chromium: chromium, url: preview.url, profile: folder.appendingPathComponent("profile"))
        defer { browser.close() }
        let shown = try browser.waitFor("document.body.dataset.generation === '\(frames.generation)' && document.getElementById('frame').complete")
        XCTAssertTrue(shown, "the page never showed the first frames: \(String(describing: try? browser.evaluate("document.body.outerHTML.slice(0, 600)")))")
        XCTAssertEqual(try browser.evaluate("document.getElementById('title').textContent") as? String, ready.title)
        XCTAssertEqual(try browser.evaluate("document.getElementById('log').textContent") as? String, "scene loaded")

        // Scrub to frame 10: it is shown, paused.
        try browser.evaluate("(() => { const s = document.getElementById('scrubber'); s.value = '10'; s.dispatchEvent(new Event('input')); })()")
        XCTAssertTrue(try browser.waitFor("document.getElementById('frame').getAttribute('src').endsWith('/plain/frame-0010.png')"))
        XCTAssertEqual(try browser.evaluate("document.body.dataset.frame") as? String, "10")
        XCTAssertEqual(try browser.evaluate("document.getElementById('play').getAttribute('aria-label')") as? String, "Play")
        XCTAssertEqual(try browser.evaluate("document.getElementById('time').textContent") as? String, "0.50 s · 11/20")
        // The arrow keys step.
        try browser.press("ArrowRight", code: 39)
        XCTAssertTrue(try browser.waitFor("document.body.dataset.frame === '11'"))
        try browser.press("ArrowLeft", code: 37)
        try browser.press("ArrowLeft", code: 37)
        XCTAssertTrue(try browser.waitFor("document.body.dataset.frame === '9'"))
        try browser.evaluate("document.getElementById('next').click()")
        XCTAssertTrue(try browser.waitFor("document.body.dataset.frame === '10'"))
        let plain = try XCTUnwrap(try browser.evaluate(Browser.imageSum) as? Double)

        // The debug overlay: its frames, which differ from the plain ones.
        try browser.evaluate("document.getElementById('debug').click()")
        XCTAssertTrue(try browser.waitFor("document.body.dataset.debug === '1' && document.getElementById('frame').getAttribute('src').endsWith('/debug/frame-0010.png') && document.getElementById('frame').complete"))
        let debug = try XCTUnwrap(try browser.evaluate(Browser.imageSum) as? Double)
        XCTAssertNotEqual(debug, plain)
        try browser.evaluate("document.getElementById('debug').click()")
        XCTAssertTrue(try browser.waitFor("document.body.dataset.debug === '0'"))
        XCTAssertEqual(try browser.evaluate("Array.from(" + Browser.pixel(5, 80) + ")") as? [Double], [255, 0, 0, 255])

        // A saved change: the same page (the marker survives) shows the new frames.
        try browser.evaluate("window.previewTestMarker = 42")
        try Data(previewScene(color: "UIColor(red: 0, green: 0, blue: 1, alpha: 1)").utf8).write(to: file)
        XCTAssertTrue(try browser.waitFor("Number(document.body.dataset.generation) > \(frames.generation) && document.getElementById('frame').complete", timeout: 240),
                      "the page did not update: \(preview.session.state.json())")
        XCTAssertEqual(try browser.evaluate("window.previewTestMarker") as? Double, 42, "the page reloaded")
        XCTAssertEqual(try browser.evaluate("document.body.dataset.frame") as? String, "10")
        XCTAssertTrue(try browser.waitFor("(() => { const p = " + Browser.pixel(5, 80) + "; return p[0] === 0 && p[2] === 255; })()"),
                      "the new frames are not blue")

        // A touch script the page edits: refused with its reason.
        try browser.evaluate("document.getElementById('touches').value = '--size 10x10'; document.getElementById('apply').click()")
        XCTAssertTrue(try browser.waitFor("document.getElementById('touch-error').textContent.includes('not --size')"))

        // A compile error: its file and line on the page, the last frames still shown.
        try Data(previewScene(color: ".red", extra: "let broken: Int = \"text\"").utf8).write(to: file)
        XCTAssertTrue(try browser.waitFor("document.body.dataset.status === 'failed' && document.getElementById('diagnostics').textContent.includes('Falling.swift:20:')", timeout: 240),
                      "no compile error on the page: \(preview.session.state.json())")
        XCTAssertEqual(try browser.evaluate("window.previewTestMarker") as? Double, 42)
    }
}

/// Headless Chromium on a page, driven over the DevTools protocol's WebSocket.
final class Browser {
    private let process = Process()
    private let socket: TestWebSocket
    private var nextID = 0
    /// The page's session, once attached; commands without it go to the browser.
    private var session: String?

    /// The sum of the shown frame's pixels' channels.
    static let imageSum = """
        (() => { const i = document.getElementById('frame'); const c = document.createElement('canvas');
          c.width = i.naturalWidth; c.height = i.naturalHeight; const g = c.getContext('2d'); g.drawImage(i, 0, 0);
          return g.getImageData(0, 0, c.width, c.height).data.reduce((a, b) => a + b, 0); })()
        """

    /// The shown frame's pixel at (x, y), as RGBA.
    static func pixel(_ x: Int, _ y: Int) -> String {
        """
        (() => { const i = document.getElementById('frame'); const c = document.createElement('canvas');
          c.width = i.naturalWidth; c.height = i.naturalHeight; const g = c.getContext('2d'); g.drawImage(i, 0, 0);
          return g.getImageData(\(x), \(y), 1, 1).data; })()
        """
    }

    init(chromium: String, url: String, profile: URL) throws {
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-port=0",
            "--user-data-dir=\(profile.path)", "--window-size=1200,900", url,
        ]
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        // "DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID": the browser's socket.
        var seen = ""
        var address: String?
        let deadline = Date().addingTimeInterval(60)
        while address == nil, Date() < deadline {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
            if let range = seen.range(of: #"ws://127\.0\.0\.1:[0-9]+/devtools/browser/[0-9a-f-]+"#, options: .regularExpression) {
                address = String(seen[range])
            }
        }
        guard let address else {
            process.terminate()
            throw TestWebSocket.Failure(description: "chromium gave no DevTools address: \(seen)")
        }
        // Keep reading stderr, so Chromium never blocks on a full pipe.
        Thread { while !err.fileHandleForReading.availableData.isEmpty {} }.start()
        socket = try TestWebSocket(address)
        // The page's target, attached to: its commands then carry the session's id.
        var page: String?
        for _ in 0..<100 where page == nil {
            let targets = try command("Target.getTargets", [:])["targetInfos"] as? [[String: Any]] ?? []
            page = targets.first { $0["type"] as? String == "page" && ($0["url"] as? String)?.hasPrefix(url) == true }?["targetId"] as? String
            if page == nil { usleep(100_000) }
        }
        guard let page else {
            process.terminate()
            throw TestWebSocket.Failure(description: "chromium shows no page at \(url)")
        }
        session = try command("Target.attachToTarget", ["targetId": page, "flatten": true])["sessionId"] as? String
    }

    func close() {
        process.terminate()
        process.waitUntilExit()
    }

    /// Sends one DevTools command and returns its result.
    @discardableResult
    func command(_ method: String, _ parameters: [String: Any]) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        let json = try JSONSerialization.data(withJSONObject: message)
        try socket.send(String(decoding: json, as: UTF8.self))
        while true {
            guard let text = try socket.receive(timeout: 60) else { throw TestWebSocket.Failure(description: "\(method): no answer") }
            guard let message = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  message["id"] as? Int == id else { continue }
            if let error = message["error"] { throw TestWebSocket.Failure(description: "\(method): \(error)") }
            return message["result"] as? [String: Any] ?? [:]
        }
    }

    /// `expression`'s value in the page (promises awaited).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try command("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw TestWebSocket.Failure(description: "\(expression): \(exception)") }
        let value = (result["result"] as? [String: Any])?["value"]
        // Typed arrays come back as {"0": r, "1": g, …}.
        if let object = value as? [String: Any], !object.isEmpty, object.keys.allSatisfy({ Int($0) != nil }) {
            return object.keys.compactMap(Int.init).sorted().map { object[String($0)] as? Double ?? -1 }
        }
        return value
    }

    /// Waits up to `timeout` seconds for `expression` to be true in the page.
    func waitFor(_ expression: String, timeout: Double = 30) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            // While the page loads, what the expression reads may not be there yet.
            if try evaluate("(() => { try { return !!(\(expression)); } catch (error) { return false; } })()") as? Bool == true { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    /// A key pressed and released, as the keyboard sends it.
    func press(_ key: String, code: Int) throws {
        for type in ["rawKeyDown", "keyUp"] {
            try command("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
        }
    }
}
