import Basics
import DynamicsKit
import Encoding
import Foundation

extension Recorder {
    /// Records fresh scenes from `makeScene` into the file or folder at `path`: a GIF, an APNG,
    /// a WebP, an MP4 or WebM video, or a folder of PNG frames, as `format` (or else the path)
    /// says. This is the one way a scene
    /// becomes a file — the scene host records `render`'s, `publish`'s and `test`'s scenes with
    /// it — and the output appears whole or not at all.
    ///
    /// - Parameters:
    ///   - loopCount: how many times a GIF, an APNG or a WebP plays; 0 loops forever.
    ///   - gifOptions: how a GIF reduces its colors.
    ///   - quality: 0...100 for a lossy WebP at that quality; nil for lossless.
    ///   - progress: frames written and the total.
    ///   - surveyProgress: frames of a GIF's first pass, which counts the clip's colors.
    public func record(
        _ makeScene: () -> Scene, toPath path: String, format: OutputFormat? = nil, loopCount: Int = 0,
        gifOptions: GIFWriter.Options = .init(), quality: Int? = nil,
        progress: ((Int, Int) -> Void)? = nil, surveyProgress: ((Int, Int) -> Void)? = nil
    ) throws {
        let chosen = try format ?? OutputFormat.resolve(path: path, explicit: nil)
        let sink = try chosen.makeSink(path: path, loopCount: loopCount, gifOptions: gifOptions, quality: quality, fps: fps)
        try record(makeScene, into: sink, progress: progress, surveyProgress: surveyProgress)
    }
}

extension Recorder {
    /// The frame a recording of a fresh scene from `makeScene` shows at `time` seconds: the
    /// scene stepped there and drawn as `record` draws each frame (the debug drawing when
    /// `debug` or the scene asks for it, the finger dots of touches down when `showsTouches`).
    /// `render --poster` writes it beside the recording.
    public func still(_ makeScene: () -> Scene, at time: Double) throws -> Frame {
        precondition(time.isFinite && time >= 0, "a still's time must be 0 or more seconds")
        let scene = makeScene()
        scene.advance(to: time)
        let overlay = debug || scene.isDebugDrawingRequested ? scene.debugDrawing() : nil
        return try Rasterizer(scale: scale).render(scene.rootView, overlay: overlay, touches: showsTouches ? scene.activeTouches : [])
    }
}
