import Basics

/// Where a recording sends its frames, one at a time, in order. Writers keep only what they
/// need to encode the next frame, so a recording never holds all of its frames.
public protocol FrameSink: AnyObject {
    /// Adds the frame shown from `time` seconds on (times increase strictly).
    func append(_ frame: Frame, at time: Double) throws
    /// Completes the output; `duration` is the total time shown, in seconds.
    func finish(duration: Double) throws
}

/// A sink that encodes better when it has seen the whole clip first: a recording whose frames
/// can be made twice (a deterministic scene, frames on disk) hands it every frame through
/// `survey(_:)`, in order, before the first `append(_:at:)`. A sink is correct without a
/// survey, and with frames in the second pass that the survey never saw.
public protocol SurveyingFrameSink: FrameSink {
    /// Whether a survey would be used now: false once frames are appended, or when the sink's
    /// settings have no use for one.
    var wantsSurvey: Bool { get }
    /// Takes in the next frame of the survey (the clip's frames, in order, as they will be
    /// appended).
    func survey(_ frame: Frame) throws
}
