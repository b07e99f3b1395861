import Foundation

/// The report's folder, built beside its place (the runner writes the images into
/// ``staging``) and renamed into place when the page is written, so a report on disk is always
/// whole. An existing folder is replaced only if it is an earlier report or empty.
public struct ReportFolder {
    public let destination: URL
    public let staging: URL

    public init(_ destination: URL) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: destination.path, isDirectory: &isFolder) {
            let page = (try? String(contentsOf: destination.appendingPathComponent("index.html"), encoding: .utf8)) ?? ""
            let replaceable = isFolder.boolValue
                && (page.contains(HTMLReport.generator) || ((try? fileManager.contentsOfDirectory(atPath: destination.path))?.isEmpty ?? false))
            guard replaceable else { throw ReportError.folderHoldsOtherFiles(path: destination.path) }
        }
        self.destination = destination
        staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).tmp-\(getpid())")
        try? fileManager.removeItem(at: staging)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
    }

    /// Writes `index.html` for `run` and puts the folder in place.
    public func finish(with run: VisualTestRun) throws {
        do {
            try Data(HTMLReport.html(for: run).utf8).write(to: staging.appendingPathComponent("index.html"))
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.moveItem(at: staging, to: destination)
        } catch {
            discard()
            throw error
        }
    }

    public func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}

public enum ReportError: Error, CustomStringConvertible, Equatable {
    case folderHoldsOtherFiles(path: String)

    public var description: String {
        switch self {
        case let .folderHoldsOtherFiles(path):
            return "\(path) exists and is not a dynamics test report: refusing to replace it"
        }
    }
}
