import Demos
import Encoding
import Foundation
import Rendering
import SceneFiles
import SceneHost
import VisualDiff

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

    /// A quarter, half and all of `duration`, each on a 1/60 s tick: the start of the action,
    /// its middle and where it ends (the times `Fixtures/` and the gallery use).
    public static func defaultTimes(duration: Double) -> [Double] {
        [0.25, 0.5, 1].map { (duration * $0 * 60).rounded() / 60 }
    }

    /// A built-in demo, rendered in this process at `times` (default: a quarter, half and all
    /// of its length).
    public init(demo: Demo, times: [Double]? = nil, scale: Double = 1) {
        let times = (times ?? Self.defaultTimes(duration: demo.duration)).sorted()
        self.init(id: demo.id, title: demo.id, times: times) {
            // Scenes in this process run side by side, each on its worker's thread: a scene's
            // clock is that thread's (task-local), and the kit's shared state is locked.
            let scene = demo.makeScene()
            let rasterizer = Rasterizer(scale: scale)
            return try times.map { time in
                scene.advance(to: time)
                return try rasterizer.render(scene.rootView)
            }
        }
    }

    /// Scene files, compiled (or taken from the cache) and run in a child process that writes
    /// the stills `request` asks for at `times` (its output and stills are set here).
    ///
    /// - Parameters:
    ///   - diagnostics: the compiler's messages, and what the scene prints.
    public init(
        project: SceneProject, id: String, controller: String?, request: SceneRequest, times: [Double],
        timeout: Double, diagnostics: @escaping @Sendable (String) -> Void
    ) {
        let times = times.sorted()
        self.init(id: id, title: project.displayName, times: times) {
            let log = SceneLog(forwardingTo: diagnostics)
            do {
                return try Self.stills(of: project, controller: controller, request: request, times: times, timeout: timeout, log: log.append)
            } catch {
                throw SceneRenderingError(message: "\(error)", log: log.text)
            }
        }
    }

    private static func stills(
        of project: SceneProject, controller: String?, request: SceneRequest, times: [Double],
        timeout: Double, log diagnostics: @escaping (String) -> Void
    ) throws -> [Frame] {
        let compiler = try SceneCompiler()
        let scene = try compiler.compile(project, controller: controller, diagnostics: diagnostics)
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

