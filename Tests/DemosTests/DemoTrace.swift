import Foundation
import SceneFiles
import SceneProtocol
import TestSupport
import XCTest

/// A built-in demo run as `dynamics render <id>` runs it — its `Examples/` folder compiled as
/// scene files, recorded by its own process with the demo's touches — with the view tree
/// traced at every tick. Tests read views' places from it, not pixels.
struct DemoTrace {
    let id: String
    let snapshots: [ViewTrace.Snapshot]

    /// Every tick of `id`'s run, from 0 to its duration (or `until`), with `seed`. Traced once
    /// per test process for each demo and seed.
    static func of(_ id: String, seed: UInt64 = 0, until: Double? = nil) throws -> DemoTrace {
        let key = "\(id) \(seed) \(until ?? -1)"
        if let known = cache.withLock({ $0[key] }) { return known }
        let trace = try run(id, seed: seed, until: until)
        cache.withLock { $0[key] = trace }
        return trace
    }

    private static let cache = Locked<[String: DemoTrace]>([:])

    /// Runs the demo in a fresh process (no cache of traces): two runs compare processes.
    static func run(_ id: String, seed: UInt64 = 0, until: Double? = nil) throws -> DemoTrace {
        let scene = try ResolvedScene.one([id], commandLine: try SceneFileOptions.parse([]))
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        let compiled = try SceneCompiler(environment: environment).compile(scene.project, controller: scene.options.scene.controller) { _ in }
        let end = until ?? scene.duration
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(id)-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var request = try scene.request(output: "", settings: RenderSettings(fps: 30, duration: end, scale: 1, seed: seed))
        request.trace = SceneRequest.Trace(times: (0...Int((end * 60).rounded())).map { Double($0) / 60 }, path: path)
        try compiled.run(request, timeout: 120, log: { _ in })
        let trace = try JSONDecoder().decode(ViewTrace.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        return DemoTrace(id: id, snapshots: trace.snapshots)
    }

    /// The views at the tick nearest `time`.
    func views(at time: Double) -> [ViewTrace.View] {
        let index = Int((time * 60).rounded())
        precondition(snapshots.indices.contains(index), "\(id) was traced to \(snapshots.count - 1) ticks, not \(index)")
        return snapshots[index].views
    }

    /// The first view at `time` that `matches`, back to front.
    func view(at time: Double, _ matches: (ViewTrace.View) -> Bool) -> ViewTrace.View? {
        views(at: time).first(where: matches)
    }

    /// The times of every tick from `start` to `end`.
    func ticks(from start: Double, to end: Double) -> [Double] {
        stride(from: (start * 60).rounded(), through: (end * 60).rounded(), by: 1).map { $0 / 60 }
    }
}

/// A value behind a lock, for what tests share across threads.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

extension ViewTrace.View {
    /// Whether its background is `color` (red, green, blue, 0…1) within a rounding error.
    func hasBackground(_ red: Double, _ green: Double, _ blue: Double) -> Bool {
        guard let color = backgroundColor else { return false }
        return abs(color[0] - red) < 0.01 && abs(color[1] - green) < 0.01 && abs(color[2] - blue) < 0.01
    }

    var isOrange: Bool { hasBackground(1, 0.5, 0) }
    var isRed: Bool { hasBackground(1, 0, 0) }

    var centerPoint: (x: Double, y: Double) { (center[0], center[1]) }

    func distance(toX x: Double, y: Double) -> Double {
        hypot(screenCenter.x - x, screenCenter.y - y)
    }
}
