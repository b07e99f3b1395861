import DynamicsKit
import Encoding
import Foundation

extension Recorder {
    /// Records fresh scenes from `makeScene` into the file or folder at `path`: a GIF, or a
    /// folder of PNG frames, as `format` (or else the path) says. This is the one way a scene
    /// becomes a file — the scene host records `render`'s, `publish`'s and `test`'s scenes with
    /// it — and the output appears whole or not at all.
    ///
    /// - Parameters:
    ///   - loopCount: how many times a GIF plays; 0 loops forever.
    ///   - gifOptions: how a GIF reduces its colors.
    ///   - progress: frames written and the total.
    ///   - surveyProgress: frames of a GIF's first pass, which counts the clip's colors.
    public func record(
        _ makeScene: () -> Scene, toPath path: String, format: OutputFormat? = nil, loopCount: Int = 0,
        gifOptions: GIFWriter.Options = .init(),
        progress: ((Int, Int) -> Void)? = nil, surveyProgress: ((Int, Int) -> Void)? = nil
    ) throws {
        let chosen = try format ?? OutputFormat.resolve(path: path, explicit: nil)
        let sink = try chosen.makeSink(path: path, loopCount: loopCount, gifOptions: gifOptions)
        try record(makeScene, into: sink, progress: progress, surveyProgress: surveyProgress)
    }
}
