import Basics
import Foundation
import PNG
import SceneFiles
import SceneProtocol

/// One scene of a visual test run: its id (the folder of its references), the times of its key
/// frames, and how to render them.
public struct VisualTestScene {
    /// Lower-case and dash-separated: `<references>/<id>/t1.25.png` holds its frame at 1.25 s.
    public let id: String
    /// How the report names it: the demo's id, or the path of the scene files as given.
    public let title: String
    /// Seconds, ascending.
    public let times: [Double]
    /// Renders a frame at each of `times`, in order.
    public let render: () throws -> [Frame]

    public init(id: String, title: String, times: [Double], render: @escaping () throws -> [Frame]) {
        self.id = id
        self.title = title
        self.times = times.sorted()
        self.render = render
    }

    /// `scene`, compiled (or taken from the cache) and run in a child process that writes its
    /// frames at its key times at `scale` pixels a point.
    ///
    /// - Parameters:
    ///   - diagnostics: the compiler's messages, and what the scene prints.
    public init(scene: ResolvedScene, scale: Double = 1, diagnostics: @escaping @Sendable (String) -> Void) {
        self.init(id: scene.id, title: scene.title, times: scene.keyTimes) {
            let log = SceneLog(forwardingTo: diagnostics)
            do {
                let request = try scene.request(output: "", settings: RenderSettings(fps: 30, duration: scene.duration, scale: scale))
                return try Self.stills(of: scene.project, controller: scene.options.scene.controller, preview: scene.options.scene.preview, request: request,
                                       times: scene.keyTimes, timeout: scene.options.scene.timeoutSeconds,
                                       quietCompile: scene.isDemo, log: log.append)
            } catch {
                throw SceneRenderingError(message: "\(error)", log: log.text)
            }
        }
    }

    private static func stills(
        of project: SceneProject, controller: String?, preview: String?, request: SceneRequest, times: [Double],
        timeout: Double, quietCompile: Bool, log diagnostics: @escaping (String) -> Void
    ) throws -> [Frame] {
        let compiler = try SceneCompiler()
        // A demo's warnings are the seed's, known and harmless: said only if it fails.
        var held: [String] = []
        let scene: CompiledScene
        do {
            scene = try compiler.compile(project, controller: controller, preview: preview) { text in
                if quietCompile { held.append(text) } else { diagnostics(text) }
            }
        } catch {
            held.forEach(diagnostics)
            throw error
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dynamics-test-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var stills = request
        stills.output = ""
        stills.stills = times.enumerated().map { SceneRequest.Still(time: $1, path: folder.appendingPathComponent("\($0).png").path) }
        try scene.run(stills, timeout: timeout, log: diagnostics)
        return try stills.stills.map { try Frame(contentsOfPNG: URL(fileURLWithPath: $0.path)) }
    }
}

/// A scene that could not be rendered, with what the compiler and the scene printed, for the
/// report.
struct SceneRenderingError: Error, CustomStringConvertible {
    let message: String
    let log: String
    var description: String { message }
}

/// What a scene file's compile and run printed, kept while it is passed on.
private final class SceneLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private let forward: (String) -> Void

    init(forwardingTo forward: @escaping (String) -> Void) { self.forward = forward }

    func append(_ text: String) {
        lock.withLock { lines.append(text) }
        forward(text)
    }

    var text: String { lock.withLock { lines.joined(separator: "\n") } }
}

