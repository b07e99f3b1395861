import Basics
import DynamicsKit
import Encoding
import Foundation

/// Records a scene: steps its clock to each output frame's time, renders the root view and
/// streams the frame to a ``FrameSink`` (a GIF or PNG writer). Only one frame exists at a time.
///
/// ```swift
/// let scene = Scene(size: CGSize(width: 375, height: 667))
/// scene.run { /* views, an animator, behaviors */ }
/// try Recorder(fps: 30, duration: 3).record(scene, into: writer) // writer: any FrameSink
/// ```
public struct Recorder {
    /// Output frames per second, > 0. The default, 30, is the CLI's.
    public var fps: Double
    /// Seconds of the scene to record, ≥ 0. Even 0 gives one frame.
    public var duration: Double
    /// Pixels per point, > 0.
    public var scale: Double
    /// Draws the physics (outlines, boundaries, attachments, snap points, field regions) over
    /// every frame. Default false.
    public var debug = false
    /// Draws a finger dot where scripted touches are down, so a viewer sees the interaction.
    /// Default true.
    public var showsTouches = true
    /// Steps and draws on a thread of its own, ahead of the sink (the encoder), so a recording
    /// keeps two cores busy. Default true; false records on the calling thread alone (the
    /// CLI's `--jobs 1`). The frames are the same either way.
    public var drawsAhead = true
    /// How much memory `record(_:into:progress:surveyProgress:)` may spend keeping the frames
    /// of its survey to play them back, in frames' worth of pixels; the frames past it are
    /// deflated into a temporary file (``KeptClip``). Default 8; the demos keep in 0.02 to 1.6
    /// frames' worth, and a clip that changes most of the screen with rich color every frame
    /// (scrolling a photograph) goes to the file. 0 keeps every frame in the file.
    public var keptClipFrames = KeptClip.defaultFramesWorth

    public init(fps: Double = 30, duration: Double, scale: Double = 1, debug: Bool = false) {
        precondition(fps.isFinite && fps > 0, "fps must be a positive number")
        precondition(duration.isFinite && duration >= 0, "duration must be a non-negative number of seconds")
        precondition(scale.isFinite && scale > 0, "scale must be a positive number")
        self.fps = fps
        self.duration = duration
        self.scale = scale
        self.debug = debug
    }

    /// How many frames a recording holds: `duration × fps`, rounded, and at least one.
    public var frameCount: Int {
        FrameGeometry.frameCount(fps: fps, duration: duration)
    }

    /// Records frames `0 ..< frameCount`: frame `i` shows the scene at `i / fps` seconds from
    /// its start (its clock is advanced there first; a scene already past that time is drawn as
    /// it is). Then finishes the sink with `duration`.
    ///
    /// With `drawsAhead` (the default), stepping and drawing run on a thread of their own, a
    /// couple of frames ahead of the sink (the encoder), so a long recording keeps two cores
    /// busy; the frames and their order are the same as one after the other, and the scene is
    /// no longer touched once this returns. Frame buffers are handed back once the sink has
    /// moved on and drawn into again, so a recording allocates a handful of frames, not one
    /// per frame.
    ///
    /// - Parameter progress: called after each frame has been handed to the sink, with the
    ///   number of frames done and the total.
    /// - Throws: what the rasterizer or the sink throws; the recording stops there and the sink
    ///   is not finished.
    public func record(
        _ scene: Scene, into sink: FrameSink,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws {
        let total = frameCount
        let drawer = FrameDrawer(scene: scene, recorder: self)
        func deliver(_ frame: Frame, at time: Double, index: Int) throws {
            try sink.append(frame, at: time)
            drawer.spares.give(frame)
            progress?(index + 1, total)
        }

        guard drawsAhead else {
            for index in 0..<total {
                let (frame, time) = try drawer.draw(index)
                try deliver(frame, at: time, index: index)
            }
            try sink.finish(duration: duration)
            return
        }

        let queue = FrameQueue(capacity: 2)
        let drawn = DispatchSemaphore(value: 0)
        let producer = Thread {
            defer { drawn.signal() }
            for index in 0..<total {
                do {
                    let (frame, time) = try drawer.draw(index)
                    guard queue.put(.frame(frame, time)) else { return }
                } catch {
                    _ = queue.put(.failure(error))
                    return
                }
            }
        }
        // Scenes nest views deeply; give the drawing thread the main thread's stack.
        producer.stackSize = 8 << 20
        producer.start()
        defer {
            queue.cancel()
            drawn.wait()
        }
        for index in 0..<total {
            switch queue.take() {
            case let .frame(frame, time):
                try deliver(frame, at: time, index: index)
            case let .failure(error):
                throw error
            }
        }
        try sink.finish(duration: duration)
    }
}

/// Steps a scene to a frame's time and draws it, on whichever thread records.
private final class FrameDrawer: @unchecked Sendable {
    let scene: Scene
    let rasterizer: Rasterizer
    let spares = SpareFrames()
    let fps: Double, debug: Bool, showsTouches: Bool

    init(scene: Scene, recorder: Recorder) {
        self.scene = scene
        rasterizer = Rasterizer(scale: recorder.scale)
        (fps, debug, showsTouches) = (recorder.fps, recorder.debug, recorder.showsTouches)
    }

    /// Frame `index`, drawn into a spare frame, and its time.
    func draw(_ index: Int) throws -> (Frame, Double) {
        let time = Double(index) / fps
        scene.advance(to: time)
        let overlay = debug || scene.isDebugDrawingRequested ? scene.debugDrawing() : nil
        let touches = showsTouches ? scene.activeTouches : []
        var frame = spares.take()
        try rasterizer.render(scene.rootView, overlay: overlay, touches: touches, into: &frame)
        return (frame, time)
    }
}

extension Recorder {
    /// Records a scene that `makeScene` builds, fresh, at time 0. When the sink wants a survey
    /// (a ``SurveyingFrameSink`` such as a GIF writer, which then makes one color table for
    /// the whole clip), the scene is first stepped and drawn through every frame time into
    /// `survey(_:)`, its frames kept compactly (``KeptClip``), and those frames are then played
    /// back to the sink: the scene is built, stepped and drawn once, so a scene file's code
    /// runs once and an app's global state is never carried into a second pass. Only a clip
    /// that cannot be kept (its frames change size, or its temporary file cannot be written) is
    /// recorded again from a second scene, as `record(_:into:progress:)` does.
    ///
    /// - Parameters:
    ///   - progress: as for `record(_:into:progress:)`, for the recording pass (or playback).
    ///   - surveyProgress: called after each frame of the survey, with the frames surveyed and
    ///     the total; not called without a survey.
    /// - Throws: what `makeScene`, the rasterizer or the sink throws; the sink is not finished.
    public func record(
        _ makeScene: () throws -> Scene, into sink: FrameSink,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil,
        surveyProgress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws {
        guard let surveying = sink as? SurveyingFrameSink, surveying.wantsSurvey else {
            return try record(makeScene(), into: sink, progress: progress)
        }
        let survey = SurveyPass(surveying, keeping: KeptClip(framesWorth: keptClipFrames))
        try record(makeScene(), into: survey, progress: surveyProgress)
        guard survey.clip.isComplete, survey.clip.count == frameCount else {
            return try record(makeScene(), into: sink, progress: progress)
        }
        try survey.clip.play(into: sink, duration: duration, progress: progress)
    }
}

/// Hands a recording's frames to a sink's survey and keeps them; finishing it does nothing.
private final class SurveyPass: FrameSink {
    let sink: SurveyingFrameSink
    private(set) var clip: KeptClip

    init(_ sink: SurveyingFrameSink, keeping clip: KeptClip) {
        self.sink = sink
        self.clip = clip
    }

    func append(_ frame: Frame, at time: Double) throws {
        try sink.survey(frame)
        clip.append(frame, at: time)
    }

    func finish(duration: Double) throws {}
}

/// The frames drawn ahead of the encoder: a bounded queue between the drawing thread and the
/// recording one.
private final class FrameQueue: @unchecked Sendable {
    enum Item {
        case frame(Frame, Double)
        case failure(Error)
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private var cancelled = false
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Waits for room; false once the recording has stopped taking frames.
    func put(_ item: Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && !cancelled { condition.wait() }
        guard !cancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// Waits for the next item.
    func take() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }

    func cancel() {
        condition.lock()
        cancelled = true
        items.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
