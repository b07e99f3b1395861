import Basics
import Foundation
import PNG

/// PNG frames already on disk — the folders `dynamics render ID -o DIR/` writes, or any other
/// numbered PNGs — read back one at a time so they can be encoded again (as a GIF, say)
/// without holding the clip in memory.
public struct PNGSequence: Sendable {
    /// The frames' paths, in the order they are shown: as given, or the folder as given joined
    /// with a file's name.
    public let files: [String]

    /// Collects the frames named by `paths`, in order. A file is one frame; a folder stands for
    /// the `.png` files directly in it (hidden files skipped), in natural order, so
    /// `frame-2.png` comes before `frame-10.png`. Fails naming the path when something is
    /// missing or unreadable, when a named file does not end in `.png`, or when no frame is left.
    public init(paths: [String]) throws {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw FileError.system(writing: false, path: path, errorNumber: ENOENT)
            }
            if isFolder.boolValue {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: path)
                } catch {
                    throw FileError.system(writing: false, path: path, errorNumber: EACCES)
                }
                let frames = names
                    .filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") }
                    .sorted(by: Self.naturallyPrecedes)
                guard !frames.isEmpty else { throw EncodingError.noPNGFrames(path: path) }
                files += frames.map { (path as NSString).appendingPathComponent($0) }
            } else {
                guard path.lowercased().hasSuffix(".png") else { throw PNGFileError(source: path, error: .notPNG) }
                files.append(path)
            }
        }
        guard !files.isEmpty else { throw EncodingError.noPNGFrames(path: paths.first ?? ".") }
        self.files = files
    }

    /// Appends frame `i` at `i / fps` seconds to `sink`, reading one PNG at a time, then
    /// finishes the sink with a duration of `files.count / fps`. A sink that wants a survey
    /// (`SurveyingFrameSink`: a GIF writer choosing one color table for the clip) is first
    /// handed every frame through `survey(_:)`, and the frames are kept (`KeptClip`, up to
    /// `KeptClip.defaultFramesWorth` in memory, the rest in a temporary file) to be appended
    /// from there; a clip that cannot be kept is read a second time. `progress` hears (done, total) after each frame appended. On failure
    /// the sink is left unfinished, so it leaves no output.
    public func encode(into sink: FrameSink, fps: Double, progress: ((Int, Int) -> Void)? = nil) throws {
        precondition(fps.isFinite && fps > 0, "fps must be positive")
        let duration = Double(files.count) / fps
        if let surveying = sink as? SurveyingFrameSink, surveying.wantsSurvey {
            var clip = KeptClip(framesWorth: KeptClip.defaultFramesWorth)
            for (index, file) in files.enumerated() {
                let frame = try Frame(contentsOfPNGAt: file)
                try surveying.survey(frame)
                clip.append(frame, at: Double(index) / fps)
            }
            if clip.isComplete { return try clip.play(into: sink, duration: duration, progress: progress) }
        }
        for (index, file) in files.enumerated() {
            try sink.append(Frame(contentsOfPNGAt: file), at: Double(index) / fps)
            progress?(index + 1, files.count)
        }
        try sink.finish(duration: duration)
    }

    /// Compares names with runs of digits taken as numbers (`frame-9` < `frame-10`), then, for
    /// names equal that way (`a01`, `a1`), byte by byte, so the order is total and the same
    /// everywhere.
    static func naturallyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                let startI = i, startJ = j
                while i < a.count && isDigit(a[i]) { i += 1 }
                while j < b.count && isDigit(b[j]) { j += 1 }
                let x = trimmedZeros(a[startI..<i]), y = trimmedZeros(b[startJ..<j])
                if x.count != y.count { return x.count < y.count }
                if !x.elementsEqual(y) { return x.lexicographicallyPrecedes(y) }
            } else {
                if a[i] != b[j] { return a[i] < b[j] }
                i += 1
                j += 1
            }
        }
        if (a.count - i) != (b.count - j) { return (a.count - i) < (b.count - j) }
        return a.lexicographicallyPrecedes(b)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    private static func trimmedZeros(_ digits: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        digits.drop { $0 == 0x30 }
    }
}
