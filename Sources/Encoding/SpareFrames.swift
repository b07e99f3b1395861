import Basics
import Foundation

/// Frames a sink has been given, waiting to be filled again, so that a stream of frames
/// allocates a handful of buffers rather than one a frame. A frame is reused only after
/// `delay` later ones have been handed back: a sink keeps the last few it was given (a GIF
/// writer holds up to four to plan its images), and writing into a frame it still holds would
/// copy it. Such a copy is still correct, just not free. Thread-safe: a recording draws into
/// frames on one thread and its encoder gives them back on another.
public final class SpareFrames: @unchecked Sendable {
    private let lock = NSLock()
    private var frames: [Frame] = []
    private let delay = 4

    public init() {}

    /// The oldest spare frame once enough are waiting, else an empty 1 × 1 one to be replaced.
    public func take() -> Frame {
        lock.lock()
        defer { lock.unlock() }
        guard frames.count > delay else { return Frame(width: 1, height: 1) }
        return frames.removeFirst()
    }

    /// Hands back a frame the sink has been given.
    public func give(_ frame: Frame) {
        lock.lock()
        frames.append(frame)
        lock.unlock()
    }
}
