import Foundation
import TestSupport
import XCTest

/// A fresh folder for one test, removed when the test ends.
public func makeTemporaryFolder(for testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("dynamics-test-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// The names in `folder`, sorted, including hidden ones (temporary files start with a dot).
public func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

/// Writes `text` at `path` under `folder`, making the folders between.
public func writeFile(_ path: String, _ text: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// `paths` relative to `folder`, symbolic links resolved on both sides.
public func paths(_ paths: [String], relativeTo folder: URL) -> [String] {
    let root = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path + "/"
    return paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path.replacingOccurrences(of: root, with: "") }
}
