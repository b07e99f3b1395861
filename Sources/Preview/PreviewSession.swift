import Basics
import Foundation
import SceneFiles
import SceneProtocol

/// One scene previewed: recorded as `render` records it (the same resolution, compiler,
/// cache and scene process), into PNG frames in a folder of its own, once plainly and once
/// with the physics drawn over; recorded again whenever one of its files changes or the touch
/// script is edited. Everything the page shows is its ``state``.
public final class PreviewSession: @unchecked Sendable {
    /// How to record: the same for every recording, so the frames are the scene's alone.
    public struct Settings: Sendable {
        public var fps: Double
        public var scale: Double
        public var seed: UInt64
        /// Seconds between looks at the files.
        public var pollInterval: Double

        public init(fps: Double = 30, scale: Double = 1, seed: UInt64 = 0, pollInterval: Double = 0.25) {
            self.fps = fps
            self.scale = scale
            self.seed = seed
            self.pollInterval = pollInterval
        }
    }

    /// The frame folders: `<generation>/plain` and `<generation>/debug`.
    public let folder: String
    private let targets: [String]
    private let commandLine: SceneFileOptions
    private let settings: Settings
    private let compiler: SceneCompiler
    private let watch: FileWatch

    private let condition = NSCondition()
    private var current: PreviewState
    private var touchScript: TouchScript?
    private var pending = true
    private var stopped = false
    private var observers: [Int: @Sendable (PreviewState) -> Void] = [:]
    private var nextObserver = 0
    private var threads: [Thread] = []
    private let finished = DispatchGroup()
    /// Held while observers are told, so each hears the states in the order they came.
    private let publishing = NSLock()

    /// Lines of the scene's output kept for the page (the last ones).
    static let logLimit = 2000

    /// The scene `targets` name (a demo's id, or files and folders, as `render` takes them)
    /// with `commandLine`'s flags. Throws when they name nothing (a missing file, an unknown
    /// demo) or the kit or compiler is missing; a scene that does not compile or run is not an
    /// error here but what the page shows.
    /// `environment` says where the kit, the compiler and the cache are (``SceneCompiler``).
    public init(
        targets: [String], commandLine: SceneFileOptions, settings: Settings = Settings(), folder: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        self.targets = targets
        self.commandLine = commandLine
        self.settings = settings
        compiler = try SceneCompiler(environment: environment)
        let paths: [String]
        if ResolvedScene.nameFiles(targets) {
            for target in targets where !FileManager.default.fileExists(atPath: target) {
                throw SceneFileError.missingFile(target)
            }
            paths = targets.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        } else {
            guard targets.count == 1 else { throw SceneFileError.oneDemoAtATime(extra: targets[1]) }
            guard let demo = DemoCatalog.demo(id: targets[0]) else { throw SceneFileError.unknownDemo(targets[0]) }
            paths = [(try ExamplesFolder.locate() as NSString).appendingPathComponent(demo.example)]
        }
        watch = FileWatch(paths: paths)
        current = PreviewState(title: targets.joined(separator: " "))
        if let folder {
            self.folder = folder
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } else {
            let base = NSTemporaryDirectory() + "dynamics-preview-\(getpid())-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            self.folder = base
        }
    }

    /// What the page shows now.
    public var state: PreviewState {
        condition.withLock { current }
    }

    /// Calls `observer` with the state now, then with every new state, in order, from
    /// background threads; the token removes it.
    public func observe(_ observer: @escaping @Sendable (PreviewState) -> Void) -> Int {
        publishing.withLock {
            let token = condition.withLock {
                nextObserver += 1
                observers[nextObserver] = observer
                return nextObserver
            }
            observer(state)
            return token
        }
    }

    public func removeObserver(_ token: Int) {
        condition.withLock { _ = observers.removeValue(forKey: token) }
    }

    /// Starts recording, and watching the files.
    public func start() {
        let recorder = Thread { [self] in
            recordWhileRunning()
            finished.leave()
        }
        let watcher = Thread { [self] in
            watchWhileRunning()
            finished.leave()
        }
        for thread in [recorder, watcher] {
            finished.enter()
            thread.start()
        }
    }

    /// Stops watching, waits for a recording under way to end, and removes the frames. With
    /// `interrupting`, the recording is not waited for but stopped: every scene process and
    /// compiler this process runs is ended (for a process about to exit).
    public func stop(interrupting: Bool = false) {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
        if interrupting { FileSystem.stopEverythingRunning() }
        finished.wait()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Replaces the touches (the files' and the command line's) with `text`'s and records
    /// again; a script that does not parse changes nothing and is said in `touchError`.
    @discardableResult
    public func setTouches(_ text: String) -> Result<PreviewState, TouchScriptError> {
        let script: TouchScript
        do {
            script = try TouchScript(parsing: text)
        } catch let error as TouchScriptError {
            update { $0.touchError = error.message }
            return .failure(error)
        } catch {
            let failure = TouchScriptError(message: "\(error)")
            update { $0.touchError = failure.message }
            return .failure(failure)
        }
        let state = condition.withLock {
            touchScript = script
            current.touches = script.text
            current.touchError = nil
            pending = true
            condition.broadcast()
            return current
        }
        publish()
        return .success(state)
    }

    /// The file of a frame the page asks for, when it is one: `/frames/<generation>/<kind>/frame-NNNN.png`.
    public func framePath(generation: String, kind: String, name: String) -> String? {
        guard let number = Int(generation), number > 0, String(number) == generation,
              kind == "plain" || kind == "debug",
              name.hasPrefix("frame-"), name.hasSuffix(".png"),
              name.dropFirst(6).dropLast(4).allSatisfy(\.isASCII),
              Int(name.dropFirst(6).dropLast(4)) != nil else { return nil }
        let path = "\(folder)/\(number)/\(kind)/\(name)"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    // MARK: - Recording

    private func update(_ change: (inout PreviewState) -> Void) {
        condition.withLock { change(&current) }
        publish()
    }

    /// Tells every observer the state as it is now.
    private func publish() {
        publishing.withLock {
            let (state, receivers) = condition.withLock { (current, observers.sorted { $0.key < $1.key }.map(\.value)) }
            for receiver in receivers { receiver(state) }
        }
    }

    private var isStopped: Bool { condition.withLock { stopped } }

    private func watchWhileRunning() {
        var last = watch.fingerprint()
        while true {
            let stop = condition.withLock { () -> Bool in
                if !stopped { _ = condition.wait(until: Date(timeIntervalSinceNow: settings.pollInterval)) }
                return stopped
            }
            if stop { return }
            let now = watch.fingerprint()
            if now != last {
                last = now
                condition.withLock {
                    pending = true
                    condition.broadcast()
                }
            }
        }
    }

    private func recordWhileRunning() {
        while true {
            let go = condition.withLock { () -> Bool in
                while !pending && !stopped { condition.wait() }
                pending = false
                return !stopped
            }
            guard go else { return }
            record()
        }
    }

    /// One recording of the files as they are now: resolve, compile, record plainly, then
    /// with the debug overlay (unless the files changed meanwhile).
    private func record() {
        let generation = condition.withLock { () -> Int in
            current.generation += 1
            current.status = .rendering
            current.progress = nil
            current.error = nil
            return current.generation
        }
        publish()

        let scene: ResolvedScene
        do {
            scene = try ResolvedScene.one(targets, commandLine: commandLine)
        } catch {
            return fail(generation, error, diagnostics: [], output: "")
        }
        var output = ""
        let compiled: CompiledScene
        do {
            compiled = try compiler.compile(scene.project, controller: scene.options.scene.controller, preview: scene.options.scene.preview) { text in
                output += text.hasSuffix("\n") ? text : text + "\n"
            }
        } catch {
            return fail(generation, error, diagnostics: PreviewState.Diagnostic.parse(output), output: output)
        }
        let diagnostics = PreviewState.Diagnostic.parse(output)
        let script = condition.withLock { touchScript } ?? TouchScript(scene.options.scene)
        update {
            $0.title = scene.title
            $0.diagnostics = diagnostics
            $0.compilerOutput = output
            $0.touches = script.text
            $0.log = []
        }

        let options = script.applied(to: scene.options.scene)
        let render = RenderSettings(fps: settings.fps, duration: scene.duration, scale: settings.scale, seed: settings.seed)
        let generationFolder = "\(folder)/\(generation)"
        var frames: PreviewState.Frames?
        for debug in [false, true] {
            if debug && condition.withLock({ pending || stopped }) { break }
            var pass = render
            pass.debug = debug
            let output = generationFolder + (debug ? "/debug" : "/plain")
            do {
                var request = try options.request(output: output, render: pass)
                request.format = "png"
                try FileManager.default.createDirectory(atPath: generationFolder, withIntermediateDirectories: true)
                try compiled.run(
                    request, timeout: scene.options.scene.timeoutSeconds,
                    progress: debug ? nil : { [self] done, total in update { $0.progress = [done, total] } },
                    log: debug ? { _ in } : { [self] line in
                        update {
                            $0.log.append(line)
                            if $0.log.count > Self.logLimit { $0.log.removeFirst($0.log.count - Self.logLimit) }
                        }
                    })
            } catch {
                if debug { break }
                return fail(generation, error, diagnostics: diagnostics, output: self.state.compilerOutput)
            }
            if debug {
                frames?.debug = true
            } else {
                let count = ((try? FileManager.default.contentsOfDirectory(atPath: output)) ?? [])
                    .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.count
                let size = Self.pixelSize(ofPNG: output + "/frame-0000.png") ?? (0, 0)
                frames = PreviewState.Frames(
                    generation: generation, count: count, fps: render.fps, width: size.0, height: size.1, debug: false)
            }
            update {
                $0.frames = frames
                $0.status = .ready
                $0.progress = nil
            }
        }
        removeFolders(before: generation)
    }

    private func fail(_ generation: Int, _ error: Error, diagnostics: [PreviewState.Diagnostic], output: String) {
        update {
            $0.status = .failed
            $0.progress = nil
            // The compiler's messages are the diagnostics, not "above" as on a terminal.
            if case let .compileFailed(files)? = error as? SceneFileError {
                $0.error = "\(files) did not compile"
            } else {
                $0.error = "\(error)"
            }
            $0.diagnostics = diagnostics
            $0.compilerOutput = output
        }
        try? FileManager.default.removeItem(atPath: "\(folder)/\(generation)")
    }

    /// The frames of recordings older than the one before `generation`: a page may still be
    /// loading the last one shown.
    private func removeFolders(before generation: Int) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            if let number = Int(entry), number < generation - 1 {
                try? FileManager.default.removeItem(atPath: "\(folder)/\(entry)")
            }
        }
    }

    /// A PNG's width and height, from its header.
    static func pixelSize(ofPNG path: String) -> (Int, Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8](handle.readData(ofLength: 24))
        guard header.count == 24, header[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let number = { (offset: Int) in header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
