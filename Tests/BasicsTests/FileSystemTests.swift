import Basics
import Foundation
import TestSupport
import XCTest

/// The safe-write path's rules, below the command line (issue 14).
final class FileSystemTests: XCTestCase {
    func testTemporaryNamesFitAndAreRecognised() {
        let longest = String(repeating: "é", count: 127) // 254 bytes
        for name in ["out.gif", "frames", longest, String(repeating: "x", count: 255)] {
            let temporary = FileSystem.temporaryName(forOutputNamed: name, pid: 4_194_304, attempt: 999)
            XCTAssertLessThanOrEqual(temporary.utf8.count, 255, name)
            XCTAssertEqual(FileSystem.temporaryOwner(of: temporary, forOutputNamed: name), 4_194_304)
            XCTAssertEqual(FileSystem.temporaryOwner(of: FileSystem.temporaryName(forOutputNamed: name, pid: 12), forOutputNamed: name), 12)
        }
        XCTAssertNil(FileSystem.temporaryOwner(of: ".out.gif.tmp-12x", forOutputNamed: "out.gif"))
        XCTAssertNil(FileSystem.temporaryOwner(of: ".out.gif.tmp-", forOutputNamed: "out.gif"))
        XCTAssertNil(FileSystem.temporaryOwner(of: ".out.gif.tmp-12", forOutputNamed: "out.gi"))
        XCTAssertNil(FileSystem.temporaryOwner(of: "out.gif", forOutputNamed: "out.gif"))
    }

    func testAnOutputApartFromItsInputs() throws {
        let folder = try makeTemporaryFolder(for: self)
        let input = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: input.appendingPathComponent("a.png").path, contents: Data())
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: input)
        for output in ["in", "in/", "in/a.png", "in/new/x.png", "link/a.png", folder.path] {
            let path = output.hasPrefix("/") ? output : folder.appendingPathComponent(output).path
            XCTAssertThrowsError(try FileSystem.checkOutput(path, isApartFrom: [input.path]), output)
        }
        XCTAssertNoThrow(try FileSystem.checkOutput(folder.appendingPathComponent("out").path, isApartFrom: [input.path]))
        XCTAssertNoThrow(try FileSystem.checkOutput(folder.appendingPathComponent("in2").path, isApartFrom: [input.path]))
    }

    func testReplacingAFolderKeepsNothingButTheNewOne() throws {
        let folder = try makeTemporaryFolder(for: self)
        let gallery = folder.appendingPathComponent("gallery")
        for round in 0..<2 {
            let staging = try FileSystem.createStagingFolder(besideFolderAt: gallery)
            try FileSystem.write([UInt8(round)], toNewFileAt: staging.appendingPathComponent("f").path, reportingAs: "f")
            try FileSystem.replaceFolder(gallery, with: staging)
            XCTAssertEqual(try contents(of: folder), ["gallery"])
            XCTAssertEqual(try FileSystem.readBytes(at: gallery.appendingPathComponent("f").path), [UInt8(round)])
        }
    }

    func testFoldersThatCannotBeMadeSayWhy() throws {
        let folder = try makeTemporaryFolder(for: self)
        let file = folder.appendingPathComponent("file")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        XCTAssertThrowsError(try FileSystem.createFolder(atPath: file.appendingPathComponent("sub").path)) { error in
            XCTAssertEqual("\(error)", "cannot create \(file.path): a file of that name is in the way")
        }
        XCTAssertNoThrow(try FileSystem.createFolder(atPath: folder.appendingPathComponent("a/b/c").path))
    }
}
