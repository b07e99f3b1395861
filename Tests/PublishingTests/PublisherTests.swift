import DynamicsKit
import Encoding
import Foundation
import Publishing
import Rendering
import XCTest

final class PublisherTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A gallery entry recorded in this process: a scene of `size` built by `build`.
    private func entry(_ id: String, _ summary: String, size: CGSize, duration: Double, build: @escaping (Scene) -> Void) -> PublishEntry {
        PublishEntry(id: id, summary: summary, duration: duration) { settings, gif, stills in
            func make() -> Scene {
                let scene = Scene(size: size)
                scene.run { build(scene) }
                return scene
            }
            var recorder = Recorder(fps: settings.fps, duration: settings.duration, scale: settings.scale)
            recorder.drawsAhead = settings.drawsAhead
            try recorder.record(make, toPath: gif.path)
            let scene = make()
            let rasterizer = Rasterizer(scale: settings.scale)
            for still in stills {
                scene.advance(to: still.time)
                try rasterizer.render(scene.rootView).writePNG(to: still.url)
            }
        }
    }

    /// Two tiny scenes, so the tests do not render the whole catalog.
    private var demos: [PublishEntry] {
        [
            entry("one", "A square falls.", size: CGSize(width: 60, height: 80), duration: 0.5) { scene in
                let square = UIView(frame: CGRect(x: 20, y: 10, width: 20, height: 20))
                square.backgroundColor = .orange
                scene.rootView.addSubview(square)
                UIDynamicAnimator(referenceView: scene.rootView).addBehavior(UIGravityBehavior(items: [square]))
            },
            entry("two", "A blue square <sits> still.", size: CGSize(width: 40, height: 40), duration: 0.2) { scene in
                let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                square.backgroundColor = .blue
                scene.rootView.addSubview(square)
            },
        ]
    }

    func testTheGalleryHoldsGIFsKeyFramesAManifestAndAPage() throws {
        let gallery = folder.appendingPathComponent("site")
        let manifest = try Publisher().publish(to: gallery, entries: demos)
        XCTAssertEqual(manifest.demos.map(\.id), ["one", "two"])
        let one = manifest.demos[0]
        XCTAssertEqual(one.files, ["one.gif", "one/t0.13.png", "one/t0.25.png", "one/t0.50.png"])
        XCTAssertEqual(one.frames, 15)
        XCTAssertEqual(one.duration, 0.5)
        let gifBytes = try Data(contentsOf: gallery.appendingPathComponent("one.gif"))
        XCTAssertEqual(one.bytes, gifBytes.count)
        XCTAssertEqual(one.sha256["one.gif"]?.count, 64)
        XCTAssertEqual(try DecodedGIF.decode(url: gallery.appendingPathComponent("one.gif")).width, 60)

        let decoded = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: gallery.appendingPathComponent("manifest.json")))
        XCTAssertEqual(decoded, manifest)
        let page = try String(contentsOf: gallery.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("src=\"one.gif\""))
        XCTAssertTrue(page.contains("A blue square &lt;sits&gt; still."), "text is escaped")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["site"], "no staging folder left")
    }

    func testSHA256MatchesAKnownDigest() throws {
        // The manifest's digest of a file equals `sha256sum`'s: check one against the shell tool.
        let gallery = folder.appendingPathComponent("site")
        let manifest = try Publisher().publish(to: gallery, entries: [demos[1]])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [gallery.appendingPathComponent("two.gif").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(manifest.demos[0].sha256["two.gif"], String(output.prefix(64)))
    }

    func testShardsSplitTheDemos() throws {
        var publisher = Publisher()
        publisher.shard = try Shard(parsing: "2/2")
        XCTAssertEqual(try publisher.publish(to: folder.appendingPathComponent("b"), entries: demos).demos.map(\.id), ["two"])
        publisher.shard = try Shard(parsing: "1/2")
        XCTAssertEqual(try publisher.publish(to: folder.appendingPathComponent("a"), entries: demos).demos.map(\.id), ["one"])
        for bad in ["0/2", "3/2", "1/0", "x", "1/2/3"] {
            XCTAssertThrowsError(try Shard(parsing: bad), bad)
        }
    }

    func testItRefusesToReplaceAFolderThatIsNotAGallery() throws {
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: notes.appendingPathComponent("todo.txt"))
        XCTAssertThrowsError(try Publisher().publish(to: notes, entries: demos)) { error in
            XCTAssertEqual(error as? PublishError, .folderHoldsOtherFiles(path: notes.path))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: notes.appendingPathComponent("todo.txt").path))
    }

    /// Opens the page in headless Chromium and reads how many images decoded.
    func testEveryImageDecodesInChromium() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("chromium is not installed (scripts/test installs it as root)")
        }
        let gallery = folder.appendingPathComponent("site")
        let manifest = try Publisher().publish(to: gallery, entries: demos)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--virtual-time-budget=5000", "--dump-dom", gallery.appendingPathComponent("index.html").absoluteString,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let images = manifest.demos.reduce(0) { $0 + $1.files.count }
        XCTAssertTrue(dom.contains("data-images=\"\(images)/\(images)\""), "not every image decoded: \(dom.suffix(300))")
    }
}
