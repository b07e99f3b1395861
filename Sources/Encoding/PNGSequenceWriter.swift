import Basics
import Foundation
import PNG

/// Writes every appended frame as `frame-0000.png`, `frame-0001.png`… (four digits, more past
/// 9999) into a folder. The folder appears complete or not at all: frames go to a hidden sibling
/// folder that `finish` renames into place. A writer dropped before `finish` removes that
/// sibling, so a failed recording leaves no partial output.
///
/// An existing folder at the destination is replaced only when it is empty or holds nothing but
/// `frame-*.png` files (an earlier run's output); anything else makes `init` or `finish` throw,
/// so a mistyped path never deletes a user's files.
public final class PNGSequenceWriter: FrameSink {
    /// The folder the frames end up in.
    public let directory: URL
    private var temporaryFolder: String?
    private var frameCount = 0
    private var lastTime: Double?
    private var frameSize: (width: Int, height: Int)?

    /// Starts a sequence bound for `directory`, whose parent folder must exist.
    public init(directory: URL) throws {
        self.directory = directory.standardizedFileURL
        try Self.checkReplaceable(self.directory)
        temporaryFolder = try FileSystem.createTemporaryFolder(besideFolderAt: self.directory)
    }

    deinit {
        if let temporaryFolder { FileSystem.remove(temporaryFolder) }
    }

    /// Writes the frame as the next file. `time` (seconds) only has to increase: a PNG sequence
    /// keeps no timing, so every frame is written, even one identical to the last.
    public func append(_ frame: Frame, at time: Double) throws {
        guard let temporaryFolder else { throw EncodingError.writerClosed(path: directory.path) }
        do {
            if let lastTime, time <= lastTime {
                throw EncodingError.timeNotIncreasing(path: directory.path, previous: lastTime, time: time)
            }
            // Every frame of one output has one size, as in a GIF.
            if let frameSize, (frame.width, frame.height) != frameSize {
                throw EncodingError.frameSizeChanged(
                    path: directory.path, expectedWidth: frameSize.width, expectedHeight: frameSize.height,
                    width: frame.width, height: frame.height)
            }
            frameSize = (frame.width, frame.height)
            let name = Self.fileName(forFrame: frameCount)
            let bytes = try frame.pngData()
            try FileSystem.write(
                bytes, toNewFileAt: (temporaryFolder as NSString).appendingPathComponent(name),
                reportingAs: directory.appendingPathComponent(name).path)
        } catch {
            abandon()
            throw error
        }
        frameCount += 1
        lastTime = time
    }

    /// Moves the finished folder to `directory`, replacing an earlier run's frames there.
    /// `duration` is not stored: a PNG sequence has no timing.
    public func finish(duration: Double) throws {
        guard let temporaryFolder else { throw EncodingError.writerClosed(path: directory.path) }
        do {
            guard frameCount > 0 else { throw EncodingError.noFrames(path: directory.path) }
            try Self.checkReplaceable(directory)
            try replaceDestination(with: temporaryFolder)
        } catch {
            abandon()
            throw error
        }
        self.temporaryFolder = nil
    }

    /// `frame-0000.png` for the first frame (index 0).
    static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    private func abandon() {
        if let temporaryFolder { FileSystem.remove(temporaryFolder) }
        temporaryFolder = nil
    }

    private func replaceDestination(with folder: String) throws {
        try FileSystem.replaceFolder(directory, with: URL(fileURLWithPath: folder))
    }

    private static func checkReplaceable(_ directory: URL) throws {
        try FileSystem.checkReplaceable(directory, as: .folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw FileError.notAFolder(path: directory.path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw FileError.cannotRead(path: directory.path, reason: "cannot list its files")
        }
        for name in names {
            var isSubfolder: ObjCBool = false
            let path = directory.appendingPathComponent(name).path
            let isFrame = name.hasPrefix("frame-") && name.hasSuffix(".png")
                && FileManager.default.fileExists(atPath: path, isDirectory: &isSubfolder)
                && !isSubfolder.boolValue
            guard isFrame else { throw EncodingError.folderHoldsOtherFiles(path: directory.path, file: name) }
        }
    }
}
