import Foundation
import XCTest

/// A fresh folder for one test, removed when the test ends.
func makeTemporaryFolder(for testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("EncodingTests-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// The names in `folder`, sorted, including hidden ones (temporary files start with a dot).
func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}
