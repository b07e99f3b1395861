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
        max(1, Int((duration * fps).rounded()))
    }

    /// What recording a scene whose root view is `size` points would write as `format`; throws
    /// when a frame would be over `ImageLimits.maximumPixels`.
    public func estimate(sceneSize size: CGSize, format: OutputFormat) throws -> OutputEstimate {
        let pixels = try Rasterizer(scale: scale).pixelSize(for: size)
        return OutputEstimate(frames: frameCount, width: pixels.width, height: pixels.height, format: format)
    }

    /// Records frames `0 ..< frameCount`: frame `i` shows the scene at `i / fps` seconds from
    /// its start (its clock is advanced there first; a scene already past that time is drawn as
    /// it is). Then finishes the sink with `duration`.
    ///
    /// - Parameter progress: called after each frame has been handed to the sink, with the
    ///   number of frames done and the total.
    /// - Throws: what the rasterizer or the sink throws; the recording stops there and the sink
    ///   is not finished.
    public func record(
        _ scene: Scene, into sink: FrameSink,
        progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws {
        let rasterizer = Rasterizer(scale: scale)
        let total = frameCount
        for index in 0..<total {
            let time = Double(index) / fps
            scene.advance(to: time)
            let overlay = debug ? scene.debugDrawing() : nil
            let touches = showsTouches ? scene.activeTouches : []
            try sink.append(try rasterizer.render(scene.rootView, overlay: overlay, touches: touches), at: time)
            progress?(index + 1, total)
        }
        try sink.finish(duration: duration)
    }
}
