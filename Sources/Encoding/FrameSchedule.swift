import Basics
import Foundation

/// Turns frames appended at times into images with delays in whole ticks (centiseconds for a
/// GIF, milliseconds for APNG and WebP), holding at most two frames, so a recording streams.
///
/// - A frame appended at `t` seconds starts at tick ⌊t · ticks a second⌋ and shows until the next
///   image starts; the last one until the end. Delays are differences of these starts, so they
///   add up to the scene's time exactly (30 fps gives 3, 3, 4, 3, 3, 4…).
/// - A frame identical to the one before extends it instead of adding an image.
/// - No image shows for less than `minimumDelay`: many viewers replace shorter delays with
///   10 cs, which would slow the animation. A frame due to show for less is merged: the later
///   image replaces it, keeping its start.
struct FrameSchedule {
    /// An image ready to write: nothing later can change it or its delay.
    struct Image {
        let frame: Frame
        /// Ticks, at least `minimumDelay`.
        let delay: Int
    }

    /// The shortest delay, in ticks. For a GIF, 2 cs (50 frames per second): the shortest
    /// delay viewers honour.
    let minimumDelay: Int

    init(minimumDelay: Int = 2) {
        self.minimumDelay = minimumDelay
    }

    private struct Shown {
        var frame: Frame
        var start: Int
    }

    /// The image before `pending`, whose image and start are final; it is written once the
    /// image after it is final too, since only then is its delay known.
    private var settled: Shown?
    /// The latest image; a different frame within `minimumDelay` of its start replaces it.
    private var pending: Shown?

    var isEmpty: Bool { settled == nil && pending == nil }

    /// Adds a frame starting at tick `start` (later than every earlier one), and returns
    /// the image this makes final, if any.
    mutating func add(_ frame: Frame, start: Int) -> Image? {
        guard let last = pending ?? settled else {
            pending = Shown(frame: frame, start: start)
            return nil
        }
        if frame.hasSamePixels(as: last.frame) { return nil }

        if let shortLived = pending, start - shortLived.start < minimumDelay {
            if let settled, frame.hasSamePixels(as: settled.frame) {
                pending = nil
            } else {
                pending = Shown(frame: frame, start: shortLived.start)
            }
            return nil
        }

        var ready: Image?
        if let pending {
            if let settled { ready = Image(frame: settled.frame, delay: pending.start - settled.start) }
            settled = pending
        }
        pending = Shown(frame: frame, start: start)
        return ready
    }

    /// The images still held, given that the recording ends at tick `end`. An image that
    /// would end up shorter than `minimumDelay` (only when `end` comes too soon) is lengthened.
    mutating func finish(end: Int) -> [Image] {
        defer { settled = nil; pending = nil }
        func lasting(_ shown: Shown) -> Image {
            Image(frame: shown.frame, delay: max(minimumDelay, end - shown.start))
        }
        switch (settled, pending) {
        case (nil, nil):
            return []
        case let (last?, nil), let (nil, last?):
            return [lasting(last)]
        case let (settled?, pending?):
            guard end - pending.start >= minimumDelay else {
                // The last frame is the scene's final state, so it is the one kept.
                return [lasting(Shown(frame: pending.frame, start: settled.start))]
            }
            return [Image(frame: settled.frame, delay: pending.start - settled.start), lasting(pending)]
        }
    }
}

extension Frame {
    /// Same size and pixels, compared with `memcmp` since this runs once per appended frame.
    func hasSamePixels(as other: Frame) -> Bool {
        guard width == other.width && height == other.height else { return false }
        return pixels.withUnsafeBytes { mine in
            other.pixels.withUnsafeBytes { theirs in memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0 }
        }
    }
}
