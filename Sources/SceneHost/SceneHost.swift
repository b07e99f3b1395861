import Basics
import CProcessLifetime
import DynamicsKit
import Encoding
import Foundation
import PNG
import Rendering
import SceneProtocol

/// The `main` of a compiled scene file. The generated entry point of a scene declares this
/// function by its symbol name and calls it with the code that builds the scene (setting the
/// root view controller, or the file's own `makeScene(_:)`): the entry point then imports only
/// DynamicsKit, never the C modules under Rendering.
///
/// It reads a ``SceneRequest`` from its first argument, records the scene and exits: status 0
/// when the output is written, 2 with a failure line on stderr when the request cannot be met.
/// Progress goes out on stdout as ``SceneMessage`` lines; the scene's own `print`s and the
/// kit's `dynamics: …` warnings go to stderr.
@_silgen_name("dynamics_scene_host_main")
public func sceneHostMain(_ build: @escaping (Scene) -> Void) -> Never {
    // Stopped by a signal, the scene removes its own temporaries too.
    FileSystem.installSignalCleanup()
    let progress = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    do {
        let arguments = CommandLine.arguments
        guard arguments.count == 2 else { throw SceneHostError("usage: \(arguments.first ?? "scene") REQUEST-JSON") }
        let request = try JSONDecoder().decode(SceneRequest.self, from: Data(arguments[1].utf8))
        // Killed outright, `dynamics` cannot stop us: the kernel does instead.
        if let parent = request.parentProcess, dynamics_end_with_parent(parent) == 1 { exit(2) }
        if let maxPixels = request.maxPixels { ImageLimits.maximumPixels = maxPixels }
        // `UIImage(named:)` finds images next to the scene files.
        UIImage.searchDirectories = request.resourceDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }
        try SceneHostRun(request: request, build: build).record(
            progress: { done, total in progress.write(Data((SceneMessage.frame(done: done, total: total).line + "\n").utf8)) },
            surveyProgress: { done, total in progress.write(Data((SceneMessage.survey(done: done, total: total).line + "\n").utf8)) })
        exit(0)
    } catch {
        FileHandle.standardError.write(Data((SceneMessage.failureLine("\(error)") + "\n").utf8))
        exit(2)
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
                progress: progress, surveyProgress: surveyProgress)
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
        let scene = Scene(size: CGSize(width: request.width, height: request.height), seed: request.seed)
        scene.safeAreaInsets = UIEdgeInsets(top: request.safeAreaTop, left: 0, bottom: request.safeAreaBottom, right: 0)
        scene.run { build(scene) }
        for input in request.inputs { input.schedule(on: scene) }
        return scene
    }
}

extension SceneInput {
    /// Adds this input to `scene`'s touch script. A title that is not on screen at the tap's
    /// time stops the process with a failure line and status 2.
    public func schedule(on scene: Scene) {
        switch self {
        case let .tap(x, y, time):
            _ = scene.tap(at: CGPoint(x: x, y: y), at: time)
        case let .tapTitle(title, time):
            scene.at(time) {
                guard let view = scene.visibleView(titled: title) else {
                    FileHandle.standardError.write(Data((SceneMessage.failureLine("--tap \"\(title)\"@\(time): no visible button, label or view titled \"\(title)\" at \(time) s") + "\n").utf8))
                    exit(2)
                }
                _ = scene.tap(at: scene.screenCenter(of: view))
            }
        case let .drag(x1, y1, x2, y2, time, duration):
            _ = scene.drag(from: CGPoint(x: x1, y: y1), to: CGPoint(x: x2, y: y2), duration: duration, at: time)
        case let .flick(x, y, vx, vy, time):
            _ = scene.flick(from: CGPoint(x: x, y: y), velocity: CGVector(dx: vx, dy: vy), at: time)
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
