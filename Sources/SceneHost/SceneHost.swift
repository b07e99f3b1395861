import Basics
import CProcessLifetime
import CSceneRandom
import CSceneSandbox
@_spi(SceneFiles) import DynamicsKit
import Encoding
import Foundation
import PNG
import Rendering
import SceneProtocol

/// The `main` of a scene process. The runner executable beside the scene cache (built once per
/// kit by `SceneCompiler`) calls it by its symbol name, so the runner links only this library.
///
/// It reads a ``SceneBatch`` from its first argument and records each job: the job's scene is a
/// shared library compiled from the scene's files, loaded here (each with a module name of its
/// own, so two scenes' `ViewController`s never meet), whose `dynamics_scene_build` builds the
/// scene. Progress goes out on stdout as ``SceneMessage`` lines; a job that fails says why in
/// one failure line on stderr and the others go on; the process exits 0 when every job finished,
/// 2 otherwise. The scenes' own `print`s and the kit's `dynamics: …` warnings go to stderr.
@_silgen_name("dynamics_scene_runner_main")
public func sceneRunnerMain() -> Never {
    let batch: SceneBatch
    do {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else { throw SceneHostError("usage: \(arguments.first ?? "dynamics-scene") BATCH-JSON") }
        batch = try JSONDecoder().decode(SceneBatch.self, from: Data(arguments[1].utf8))
    } catch {
        FileHandle.standardError.write(Data((SceneMessage.failureLine(job: 0, "\(error)") + "\n").utf8))
        exit(2)
    }
    // Killed outright, `dynamics` cannot stop us: the kernel does instead.
    if let parent = batch.parentProcess, dynamics_end_with_parent(parent) == 1 { exit(2) }
    // Confined before any scene is loaded, and while this is the only thread (Landlock and
    // the capabilities are a thread's; threads started later inherit them).
    if let policy = batch.sandbox {
        do {
            try SceneSandboxEntry.enter(policy)
        } catch {
            FileHandle.standardError.write(Data((SceneMessage.failureLine(job: 0, "\(error)") + "\n").utf8))
            exit(2)
        }
    }
    // Stopped by a signal, the scenes remove their own temporaries too.
    FileSystem.installSignalCleanup()
    PDFImages.install()
    let messages = MessageOutput(fileDescriptor: dup(STDOUT_FILENO))
    dup2(STDERR_FILENO, STDOUT_FILENO)
    if let maxPixels = batch.jobs.compactMap(\.request.maxPixels).min() { ImageLimits.maximumPixels = maxPixels }
    let failed = Locked(false)
    try? Concurrently.forEach(batch.jobs.count, workers: max(1, batch.workers)) { index in
        let job = batch.jobs[index]
        do {
            let build = try SceneLibrary.load(job.library)
            try SceneHostRun(request: job.request, build: build, job: index).record(
                progress: { done, total in messages.send(SceneMessage(job: index, .frame(done: done, total: total))) },
                surveyProgress: { done, total in messages.send(SceneMessage(job: index, .survey(done: done, total: total))) })
            messages.send(SceneMessage(job: index, .finished))
        } catch {
            failed.set(true)
            FileHandle.standardError.write(Data((SceneMessage.failureLine(job: index, "\(error)") + "\n").utf8))
        }
    }
    exit(failed.value ? 2 : 0)
}

/// Scene libraries loaded in this process, each once.
private enum SceneLibrary {
    private static let loaded = Locked<[String: @convention(c) (UnsafeMutableRawPointer) -> Void]>([:])

    /// The function that builds `path`'s scene.
    static func load(_ path: String) throws -> (Scene) -> Void {
        let build = try loaded.update { known -> @convention(c) (UnsafeMutableRawPointer) -> Void in
            if let build = known[path] { return build }
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
                throw SceneHostError("cannot load the scene \(path): \(dlerror().map { String(cString: $0) } ?? "unknown error")")
            }
            guard let prepare = dlsym(handle, "dynamics_scene_prepare"), let build = dlsym(handle, "dynamics_scene_build") else {
                throw SceneHostError("\(path) is not a compiled scene")
            }
            unsafeBitCast(prepare, to: (@convention(c) () -> Void).self)()
            let function = unsafeBitCast(build, to: (@convention(c) (UnsafeMutableRawPointer) -> Void).self)
            known[path] = function
            return function
        }
        return { scene in build(Unmanaged.passUnretained(scene).toOpaque()) }
    }
}

/// Whole lines to the parent, whichever job's thread sends them. Progress is sent for a job's
/// first and last frame and at most ten times a second between: enough for the watchdog and a
/// progress line, without waking `dynamics` for every frame of every job. (This is the only
/// time the host reads a clock, and nothing it decides reaches the output.)
private final class MessageOutput: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    private var lastSent: [Int: UInt64] = [:]
    private static let interval: UInt64 = 100_000_000

    init(fileDescriptor: Int32) { handle = FileHandle(fileDescriptor: fileDescriptor, closeOnDealloc: true) }

    func send(_ message: SceneMessage) {
        lock.withLock {
            let now = DispatchTime.now().uptimeNanoseconds
            switch message.kind {
            case let .frame(done, total), let .survey(done, total):
                if done != 1, done != total, let last = lastSent[message.job], now - last < Self.interval { return }
            case .finished:
                break
            }
            lastSent[message.job] = now
            handle.write(Data((message.line + "\n").utf8))
        }
    }
}

/// A value behind a lock.
private final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
    func update<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&stored) }
    }
}

struct SceneHostError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One recording of a scene file, as the request describes it.
struct SceneHostRun {
    let request: SceneRequest
    let build: (Scene) -> Void
    /// The job's index in its batch, for failure lines.
    var job = 0

    /// `surveyProgress` hears the frames of a first pass over the scene, which a GIF makes
    /// to choose its colors.
    func record(progress: @escaping (Int, Int) -> Void, surveyProgress: ((Int, Int) -> Void)? = nil) throws {
        let recording = !request.output.isEmpty
        if recording {
            var recorder = Recorder(fps: request.fps, duration: request.duration, scale: request.scale, debug: request.debug)
            recorder.drawsAhead = request.drawsAhead
            try recorder.record(
                makeScene, toPath: request.output,
                format: try OutputFormat.resolve(path: request.output, explicit: request.format.flatMap(OutputFormat.init(rawValue:))),
                loopCount: request.loop, gifOptions: GIFWriter.Options(dither: request.dither, maxColors: request.maxColors),
                quality: request.quality, progress: progress, surveyProgress: surveyProgress)
        }

        if let poster = request.poster {
            let recorder = Recorder(fps: request.fps, duration: request.duration, scale: request.scale, debug: request.debug)
            try recorder.still(makeScene, at: poster.time).writePNG(to: URL(fileURLWithPath: poster.path))
        }

        if !request.stills.isEmpty {
            let scene = makeScene()
            let rasterizer = Rasterizer(scale: request.scale)
            for (index, still) in request.stills.enumerated() {
                scene.advance(to: still.time)
                try rasterizer.render(scene.rootView).writePNG(to: URL(fileURLWithPath: still.path))
                // Without a recording the stills are the progress the watchdog waits for.
                if !recording { progress(index + 1, request.stills.count) }
            }
        }

        if let trace = request.trace {
            try writeTrace(trace)
            if !recording && request.stills.isEmpty { progress(1, 1) }
        }
    }

    /// The view tree at each of `trace.times`, written as JSON.
    func writeTrace(_ trace: SceneRequest.Trace) throws {
        let scene = makeScene()
        var snapshots: [ViewTrace.Snapshot] = []
        for time in trace.times {
            scene.advance(to: time)
            var views: [ViewTrace.View] = []
            func visit(_ view: UIView, depth: Int) {
                for subview in view.subviews {
                    views.append(ViewTrace.View(subview, depth: depth, root: scene.rootView))
                    visit(subview, depth: depth + 1)
                }
            }
            visit(scene.rootView, depth: 1)
            snapshots.append(ViewTrace.Snapshot(time: time, views: views))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FileSystem.write(Array(try encoder.encode(ViewTrace(snapshots: snapshots))), toNewFileAt: trace.path, reportingAs: trace.path)
    }

    /// The scene at time 0: built, with the scripted touches scheduled.
    func makeScene() -> Scene {
        // Swift's own random numbers (`Int.random(in:)`, `shuffled()`) follow the seed too, from
        // the same start each time a scene is built (CSceneRandom).
        dynamics_seed_system_random(UInt64(truncatingIfNeeded: request.seed))
        let scene = Scene(size: CGSize(width: request.width, height: request.height), seed: request.seed)
        // `UIImage(named:)` finds images next to the scene's files.
        scene.clock.imageSearchDirectories = request.resourceDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }
        scene.clock.imageScale = CGFloat(request.scale)
        scene.safeAreaInsets = UIEdgeInsets(top: request.safeAreaTop, left: 0, bottom: request.safeAreaBottom, right: 0)
        scene.run { build(scene) }
        if request.screenFitsLiveView { PlaygroundPage.fitScreen(of: scene) }
        if let failure = UIApplication.launchFailure(in: scene) {
            // An empty screen is no recording of the app: the process stops, as for a missing
            // --tap title, and `dynamics` reports the line.
            FileHandle.standardError.write(Data((SceneMessage.failureLine(job: job, failure) + "\n").utf8))
            exit(2)
        }
        for input in request.inputs { input.schedule(on: scene, job: job) }
        return scene
    }
}

extension SceneInput {
    /// A screen point as `--tap` takes it: whole points where they are whole, else one decimal.
    static func points(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String {
            let tenths = (value * 10).rounded() / 10
            return tenths == tenths.rounded() ? String(Int(tenths)) : String(Double(tenths))
        }
        return number(point.x) + "," + number(point.y)
    }

    /// Adds this input to `scene`'s touch script. A title that is not on screen at the tap's
    /// time stops the process with a failure line and status 2.
    public func schedule(on scene: Scene, job: Int = 0) {
        switch self {
        case let .tap(x, y, time):
            _ = scene.tap(at: CGPoint(x: x, y: y), at: time)
        case let .tapTitle(title, time):
            scene.at(time) {
                let shown = scene.visibleViews(titled: title)
                guard let view = shown.first else {
                    // The recording cannot go on without its touch: the whole process stops, and
                    // `dynamics` runs each unfinished scene again on its own to say which failed.
                    FileHandle.standardError.write(Data((SceneMessage.failureLine(job: job, "--tap \"\(title)\"@\(time): no visible button, label or view titled \"\(title)\" at \(time) s") + "\n").utf8))
                    exit(2)
                }
                let center = scene.screenCenter(of: view)
                if shown.count > 1 {
                    // Which one a person would tap is not known: say which was, and how to choose.
                    FileHandle.standardError.write(Data((
                        "dynamics: --tap \"\(title)\"@\(time): \(shown.count) visible views show \"\(title)\"; tapped the frontmost, at "
                        + "\(Self.points(center)) (the others at \(shown.dropFirst().map { Self.points(scene.screenCenter(of: $0)) }.joined(separator: ", "))); "
                        + "--tap X,Y@\(time) taps another\n").utf8))
                }
                _ = scene.tap(at: center)
            }
        case let .drag(x1, y1, x2, y2, time, duration):
            _ = scene.drag(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), duration: duration, at: time)
        case let .flick(x, y, vx, vy, time):
            _ = scene.flick(from: CGPoint(x: x, y: y), velocity: CGVector(dx: vx, dy: vy), at: time)
        case let .tilt(degrees, time):
            scene.tilt(degrees: degrees, at: time)
        case let .pinch(x, y, scale, time, duration):
            _ = scene.pinch(at: CGPoint(x: x, y: y), scale: CGFloat(scale), duration: duration, at: time)
        case let .rotate(x, y, degrees, time, duration):
            _ = scene.rotate(at: CGPoint(x: x, y: y), by: CGFloat(degrees * .pi / 180), duration: duration, at: time)
        }
    }
}

extension ViewTrace.View {
    init(_ view: UIView, depth: Int, root: UIView) {
        let screen = view.convert(view.bounds, to: root)
        let t = view.transform
        let frame: [Double] = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].map { Double($0) }
        let screenFrame: [Double] = [screen.minX, screen.minY, screen.width, screen.height].map { Double($0) }
        let transform: [Double] = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        let background: [Double]? = view.backgroundColor.map { color in [color.red, color.green, color.blue, color.alpha].map { Double($0) } }
        let text: String? = (view as? UILabel)?.text ?? (view as? UIButton)?.currentTitle
        self.init(
            depth: depth, type: String(describing: Swift.type(of: view)), frame: frame,
            center: [Double(view.center.x), Double(view.center.y)], size: [Double(view.bounds.width), Double(view.bounds.height)],
            screenFrame: screenFrame, transform: transform, alpha: Double(view.alpha), isHidden: view.isHidden,
            backgroundColor: background, text: text, identifier: view.accessibilityIdentifier)
    }
}
