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
