import Basics
import Foundation
import PNG

/// One frame of a comparison of PNG files: its name and what the comparison found.
public struct FrameReport: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        /// Both sides have the frame; the counts are `DiffResult`'s.
        case compared(differentPixels: Int, antiAliasedPixels: Int, totalPixels: Int, passed: Bool)
        /// Only the actual folder has a frame of this name.
        case missingInExpected
        /// Only the expected folder has a frame of this name.
        case missingInActual
    }

    /// The file name (the actual file's, when two files were compared).
    public let name: String
    public let outcome: Outcome
    /// Where its diff image was written, if one was.
    public let diffImage: URL?

    /// Whether the frame is on both sides and within the limits.
    public var passed: Bool {
        if case let .compared(_, _, _, passed) = outcome { return passed }
        return false
    }
}

/// What `comparePNGs` found, frame by frame, and the report to show a user.
public struct ComparisonReport: Equatable, Sendable {
    /// Whether two folders were compared, rather than two files.
    public let comparesFolders: Bool
    /// In file-name order; one frame when two files were compared.
    public let frames: [FrameReport]

    /// Whether every frame is on both sides and within the limits.
    public var passed: Bool { frames.allSatisfy(\.passed) }

    /// The report: for folders a line a frame that is not within the limits (every frame when
    /// `verbose`), then a summary that starts with `same:` or `different:`, then where any diff
    /// images went.
    public func lines(verbose: Bool = false) -> [String] {
        var lines: [String] = []
        if comparesFolders {
            let shown = verbose ? frames : frames.filter { !$0.passed }
            let nameWidth = shown.map(\.name.count).max() ?? 0
            for frame in shown {
                let name = Self.padded(frame.name, to: nameWidth)
                switch frame.outcome {
                case let .compared(differentPixels, _, totalPixels, passed):
                    let status = Self.padded(passed ? "ok" : "different", to: 9)
                    lines.append("\(name)  \(status)  \(Self.pixels(differentPixels))  ratio \(Self.ratio(differentPixels, totalPixels))")
                case .missingInExpected:
                    lines.append("\(name)  missing in expected")
                case .missingInActual:
                    lines.append("\(name)  missing in actual")
                }
            }
            let failed = frames.filter { !$0.passed }.count
            let missing = frames.filter {
                if case .compared = $0.outcome { return false }
                return true
            }.count
            if failed == 0 {
                lines.append("same: all \(frames.count) frames within limits")
            } else {
                lines.append("different: \(failed) of \(frames.count) frames"
                    + (missing > 0 ? " (\(missing) missing on one side)" : ""))
            }
        } else if let frame = frames.first, case let .compared(differentPixels, antiAliased, totalPixels, passed) = frame.outcome {
            let ignored = antiAliased > 0 ? ", \(antiAliased) anti-aliased ignored" : ""
            lines.append("\(passed ? "same" : "different"): \(differentPixels) of \(totalPixels) pixels differ"
                + " (ratio \(Self.ratio(differentPixels, totalPixels)))\(ignored)")
        }
        let written = frames.compactMap(\.diffImage)
        if !comparesFolders, let image = written.first {
            lines.append("diff image: \(image.path)")
        } else if let folder = written.first?.deletingLastPathComponent() {
            lines.append("diff images: \(written.count) in \(folder.path)")
        }
        return lines
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func pixels(_ count: Int) -> String { count == 1 ? "1 pixel" : "\(count) pixels" }

    private static func ratio(_ count: Int, _ total: Int) -> String {
        String(format: "%.6f", Double(count) / Double(total))
    }
}

/// Compares two PNG files, or two folders of PNG frames matched by file name (hidden files and
/// anything not ending in `.png` are ignored). A frame on one side only is a difference.
///
/// With `diffOutput`, a pair of files writes its diff image there — or, when `diffOutput` is a
/// folder (a path ending in `/`, or an existing folder), into it, named like the actual file;
/// a pair of folders makes a folder there (its parent must exist) holding a diff image for
/// each frame that did not pass, named like the frame, and makes it only when there is one to
/// write. Files of other names already in that folder are left alone.
///
/// - Throws: `DiffError` when the two sides cannot be compared (a missing path, a file and a
///   folder, no frames at all, a frame whose sizes differ), `EncodingError` for a file that
///   cannot be read or written.
public func comparePNGs(
    expected: URL, actual: URL, options: DiffOptions = DiffOptions(), diffOutput: URL? = nil
) throws -> ComparisonReport {
    try options.validate()
    let expectedIsFolder = try isFolder(expected)
    // Diff images written over (or into) the frames being compared would destroy them.
    if let diffOutput { try FileSystem.checkOutput(diffOutput.path, isApartFrom: [expected.path, actual.path]) }
    let actualIsFolder = try isFolder(actual)
    switch (expectedIsFolder, actualIsFolder) {
    case (false, false):
        let result = try compare(Frame(contentsOfPNG: expected), Frame(contentsOfPNG: actual), options: options)
        var diffImage = diffOutput
        if let diffOutput, diffOutput.hasDirectoryPath || (try? isFolder(diffOutput)) == true {
            try createFolder(diffOutput)
            diffImage = diffOutput.appendingPathComponent(actual.lastPathComponent)
        }
        if let diffImage { try result.diffImage.writePNG(to: diffImage) }
        let frame = FrameReport(name: actual.lastPathComponent, outcome: result.outcome, diffImage: diffImage)
        return ComparisonReport(comparesFolders: false, frames: [frame])
    case (true, true):
        return try compareFolders(expected: expected, actual: actual, options: options, diffOutput: diffOutput)
    case (true, false):
        throw DiffError.folderAndFile(folder: expected.path, file: actual.path)
    case (false, true):
        throw DiffError.folderAndFile(folder: actual.path, file: expected.path)
    }
}

private func compareFolders(
    expected: URL, actual: URL, options: DiffOptions, diffOutput: URL?
) throws -> ComparisonReport {
    let expectedNames = try pngNames(in: expected), actualNames = try pngNames(in: actual)
    let names = expectedNames.union(actualNames).sorted()
    guard !names.isEmpty else { throw DiffError.noFrames(expected: expected.path, actual: actual.path) }
    var frames: [FrameReport] = []
    var diffFolderExists = false
    for name in names {
        guard expectedNames.contains(name) else {
            frames.append(FrameReport(name: name, outcome: .missingInExpected, diffImage: nil))
            continue
        }
        guard actualNames.contains(name) else {
            frames.append(FrameReport(name: name, outcome: .missingInActual, diffImage: nil))
            continue
        }
        let result: DiffResult
        do {
            result = try compare(
                Frame(contentsOfPNG: expected.appendingPathComponent(name)),
                Frame(contentsOfPNG: actual.appendingPathComponent(name)), options: options)
        } catch let DiffError.sizesDiffer(expectedWidth, expectedHeight, actualWidth, actualHeight, _) {
            throw DiffError.sizesDiffer(
                expectedWidth: expectedWidth, expectedHeight: expectedHeight,
                actualWidth: actualWidth, actualHeight: actualHeight, frame: name)
        }
        var diffImage: URL?
        if let diffOutput, !result.passed {
            if !diffFolderExists {
                try createFolder(diffOutput)
                diffFolderExists = true
            }
            diffImage = diffOutput.appendingPathComponent(name)
            try result.diffImage.writePNG(to: diffImage!)
        }
        frames.append(FrameReport(name: name, outcome: result.outcome, diffImage: diffImage))
    }
    return ComparisonReport(comparesFolders: true, frames: frames)
}

extension DiffResult {
    fileprivate var outcome: FrameReport.Outcome {
        .compared(differentPixels: differentPixels, antiAliasedPixels: antiAliasedPixels, totalPixels: totalPixels, passed: passed)
    }
}

/// Whether `url` is a folder (rather than a file); throws when nothing is there.
private func isFolder(_ url: URL) throws -> Bool {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw DiffError.notFound(path: url.path)
    }
    return isFolder.boolValue
}

private func pngNames(in folder: URL) throws -> Set<String> {
    let names: [String]
    do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
        throw FileError.cannotRead(path: folder.path, reason: "cannot list its files")
    }
    return Set(names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".png") })
}

/// Makes the folder unless it is there already; its parent must exist.
private func createFolder(_ url: URL) throws {
    guard FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) else {
        throw FileError.cannotCreate(path: url.path, reason: String(cString: strerror(ENOENT)))
    }
    try FileSystem.createFolder(atPath: url.path)
}
