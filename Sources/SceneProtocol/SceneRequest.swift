import Foundation

/// What one scene process is asked to do: record each job's scene, `workers` at a time.
/// Several jobs share a process when their scenes are trusted to share it (the built-in demos
/// of `render --all`); a user's scene files get a process each.
public struct SceneBatch: Codable, Equatable, Sendable {
    public struct Job: Codable, Equatable, Sendable {
        /// The compiled scene: a shared library exporting `dynamics_scene_prepare` and
        /// `dynamics_scene_build`.
        public var library: String
        public var request: SceneRequest

        public init(library: String, request: SceneRequest) {
            self.library = library
            self.request = request
        }
    }

    public var jobs: [Job]
    /// Jobs recorded at once.
    public var workers: Int
    /// The `dynamics` process that asked: the scenes end with it, even when it is killed.
    public var parentProcess: Int32?
    /// What the process may touch (`SceneSandboxPolicy`); nil with `--no-sandbox`.
    public var sandbox: SceneSandboxPolicy?

    public init(jobs: [Job], workers: Int = 1, parentProcess: Int32? = nil, sandbox: SceneSandboxPolicy? = nil) {
        self.jobs = jobs
        self.workers = workers
        self.parentProcess = parentProcess
        self.sandbox = sandbox
    }
}

/// Everything a compiled scene needs to record itself: what the CLI asked for, handed from the
/// `dynamics` process to the scene's own process as JSON (its first argument).
public struct SceneRequest: Codable, Equatable, Sendable {
    /// Where the recording goes: a `.gif` file or a folder of PNG frames. Empty: no recording,
    /// only the stills (what `dynamics test` asks for).
    public var output: String
    /// "gif" or "png"; nil follows the output path.
    public var format: String?
    public var fps: Double = 30
    public var duration: Double = 5
    public var scale: Double = 1
    public var seed: UInt64 = 0
    public var debug = false
    public var loop = 0
    public var dither = false
    public var maxColors = 256
    /// The pixel limit of a frame (`--max-pixels`); nil keeps the default.
    public var maxPixels: Int?
    /// Draws on a thread of its own ahead of the encoder (false with `--jobs 1`).
    public var drawsAhead = true
    /// The screen, in points.
    public var width: Double = 375
    public var height: Double = 667
    /// The screen's safe-area insets (status bar, home indicator), in points.
    public var safeAreaTop: Double = 20
    public var safeAreaBottom: Double = 0
    /// The screen takes the size of a playground's live view, when that is a view with a size
    /// (true unless `--size` gave the screen).
    public var screenFitsLiveView = false
    /// Scripted touches, in the order given.
    public var inputs: [SceneInput] = []
    /// Folders `UIImage(named:)` looks in: the scene files' own.
    public var resourceDirectories: [String] = []
    /// Still frames to write after the recording: a PNG at each time, in the order given (each
    /// time at least the one before).
    public var stills: [Still] = []

    /// A ``ViewTrace`` to write after the recording and the stills: the view tree at each
    /// time, as JSON at `path`.
    public var trace: Trace?

    public struct Trace: Codable, Equatable, Sendable {
        public var times: [Double]
        public var path: String
        public init(times: [Double], path: String) {
            self.times = times
            self.path = path
        }
    }

    public struct Still: Codable, Equatable, Sendable {
        public var time: Double
        public var path: String
        public init(time: Double, path: String) {
            self.time = time
            self.path = path
        }
    }

    public init(output: String) {
        self.output = output
    }
}
