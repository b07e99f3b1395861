import Basics
import Encoding
import Foundation
import XCTest

/// Issue 14: nothing the user types, feeds or interrupts may destroy data, hang, or crash with
/// a backtrace. Each test names the issue's item it covers.
final class BadInputTests: CommandLineTestCase {
    private func url(_ path: String) -> URL { workDirectory.appendingPathComponent(path) }

    private func write(_ frame: Frame, _ path: String) throws {
        try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try frame.writePNG(to: url(path))
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

    /// One line on stderr, starting with `prefix`.
    /// (Paths under the work folder are compared relative to it: writers name outputs by their
    /// absolute path.)
    private func assertOneLine(_ result: Result, _ prefix: String, status: Int32, file: StaticString = #filePath, line: UInt = #line) {
        let stderr = result.stderr.replacingOccurrences(of: workDirectory.path + "/", with: "")
        XCTAssertEqual(result.status, status, stderr, file: file, line: line)
        XCTAssertEqual(stderr.filter { $0 == "\n" }.count, 1, "one line: \(stderr)", file: file, line: line)
        XCTAssertTrue(stderr.hasPrefix(prefix), "expected \(prefix)…, got \(stderr)", file: file, line: line)
    }

    // MARK: 1. An output that is an input

    func testDiffRefusesToWriteOverOrIntoItsInputs() throws {
        try write(Frame(width: 6, height: 4, fill: RGBA(255, 255, 255)), "exp/frame-0000.png")
        try write(Frame(width: 6, height: 4, fill: RGBA(0, 0, 0)), "act/frame-0000.png")
        try write(Frame(width: 6, height: 4, fill: RGBA(255, 255, 255)), "e.png")
        try write(Frame(width: 6, height: 4, fill: RGBA(0, 0, 0)), "a.png")
        let before = try ["exp/frame-0000.png", "act/frame-0000.png", "e.png", "a.png"].map(bytes)
        for arguments in [["exp/", "act/", "-o", "exp/"], ["exp", "act", "-o", "act"], ["exp/", "act/", "-o", "exp/diffs"],
                          ["e.png", "a.png", "-o", "a.png"], ["e.png", "a.png", "-o", "./e.png"]] {
            let result = try runDynamics(["diff"] + arguments)
            assertOneLine(result, "dynamics: refusing to write ", status: 2)
            XCTAssertTrue(result.stderr.contains("input"), result.stderr)
        }
        XCTAssertEqual(try ["exp/frame-0000.png", "act/frame-0000.png", "e.png", "a.png"].map(bytes), before, "the inputs are untouched")
        XCTAssertEqual(try allFiles(), ["a.png", "act", "act/frame-0000.png", "e.png", "exp", "exp/frame-0000.png"])
        // Elsewhere is fine.
        XCTAssertEqual(try runDynamics(["diff", "exp/", "act/", "-o", "diffs"]).status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("diffs/frame-0000.png").path))
    }

    func testEncodeRefusesToReplaceTheFramesItReads() throws {
        try write(Frame(width: 4, height: 4, fill: RGBA(1, 2, 3)), "frames/frame-0000.png")
        let result = try runDynamics(["encode", "frames", "-o", "frames/"])
        assertOneLine(result, "dynamics: refusing to write frames/: it is the input frames", status: 1)
        XCTAssertEqual(try allFiles(), ["frames", "frames/frame-0000.png"])
    }

    // MARK: 2. Only regular files are replaced; a full disk says so

    func testAPipeOrADeviceAtTheOutputIsNotReplaced() throws {
        XCTAssertEqual(mkfifo(url("pipe.gif").path, 0o644), 0)
        var result = try runDynamics(["render", "falling-square", "-o", "pipe.gif", "--duration", "0.2"])
        assertOneLine(result, "dynamics: refusing to write pipe.gif: it is a pipe; only regular files are replaced", status: 2)
        var status = stat()
        XCTAssertEqual(stat(url("pipe.gif").path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "still the pipe")
        result = try runDynamics(["render", "falling-square", "-o", "/dev/null", "--format", "png", "--duration", "0.2"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("/dev/null"), result.stderr)
        XCTAssertEqual(stat("/dev/null", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
        if getuid() == 0 {
            // As root nothing but this check stands between -o and a device node.
            XCTAssertEqual(mknod(url("zero.gif").path, S_IFCHR | 0o666, (1 << 8) | 5), 0)
            result = try runDynamics(["render", "falling-square", "-o", "zero.gif", "--duration", "0.2"])
            assertOneLine(result, "dynamics: refusing to write zero.gif: it is a device; only regular files are replaced", status: 2)
            XCTAssertEqual(stat(url("zero.gif").path, &status), 0)
            XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR)
        }
        XCTAssertEqual(try files(), ["pipe.gif"] + (getuid() == 0 ? ["zero.gif"] : []))
    }

    /// Mounts a small tmpfs (as root only; skipped otherwise) for the disk-full cases.
    private func smallDisk(kilobytes: Int) throws -> URL {
        guard getuid() == 0 else { throw XCTSkip("mounting a small file system needs root") }
        let disk = url("disk")
        try FileManager.default.createDirectory(at: disk, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", disk.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { throw XCTSkip("cannot mount a tmpfs here") }
        addTeardownBlock {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = ["-l", disk.path]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        return disk
    }

    func testAFullDiskSaysNoSpaceLeftAndLeavesNothing() throws {
        let disk = try smallDisk(kilobytes: 64)
        // Noise does not compress: three 200×200 frames make a GIF of about 120 KB.
        var generator = SystemRandomNumberGenerator()
        for index in 0..<3 {
            var frame = Frame(width: 200, height: 200)
            for i in frame.pixels.indices { frame.pixels[i] = i % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &generator) }
            try write(frame, "noise/frame-\(index).png")
        }
        let result = try runDynamics(["encode", "noise", "-o", "disk/noise.gif"])
        assertOneLine(result, "dynamics: cannot write disk/noise.gif: No space left on device", status: 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path), [], "no temporary file left")
        // A gallery is written the same way.
        let publish = try runDynamics(["publish", "tossing", "--out-dir", "disk/gallery"])
        XCTAssertEqual(publish.status, 2)
        let last = publish.stderr.replacingOccurrences(of: workDirectory.path + "/", with: "").split(separator: "\n").last ?? ""
        XCTAssertTrue(last.hasPrefix("dynamics: cannot write disk/") && last.hasSuffix(": No space left on device"), publish.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path), [], "no temporary folder left")
    }

    // MARK: 3. Signals, and what a SIGKILL leaves

    /// Starts a long render, waits for its temporary output, stops it with `signal`, and
    /// returns what is left in the work folder.
    private func interrupt(_ arguments: [String], with signal: Int32, environment: [String: String] = [:], temporary: String) throws -> [String] {
        let process = try startDynamics(arguments, environment: environment)
        let started = try waitFor(60) { try allFiles().contains { $0.contains(temporary) } }
        let present = try allFiles()
        XCTAssertTrue(started, "\(arguments) never started writing: \(present)")
        usleep(300_000)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "ends by the signal, as without the clean-up")
        XCTAssertEqual(process.terminationStatus, signal)
        return try allFiles()
    }

    func testStopSignalsLeaveNoTemporariesAndKeepTheOldOutput() throws {
        let long = ["--duration", "600", "--scale", "2"]
        XCTAssertEqual(try runDynamics(["render", "falling-square", "-o", "kept.gif", "--duration", "0.5"]).status, 0)
        let kept = try bytes("kept.gif")
        XCTAssertEqual(try interrupt(["render", "falling-square", "-o", "kept.gif"] + long, with: SIGINT, temporary: ".kept.gif.tmp-"), ["kept.gif"])
        XCTAssertEqual(try bytes("kept.gif"), kept, "the finished output survives")
        XCTAssertEqual(try interrupt(["render", "falling-square", "-o", "frames/"] + long, with: SIGTERM, temporary: ".frames.tmp-"), ["kept.gif"])
        try FileManager.default.createDirectory(at: url("all"), withIntermediateDirectories: true)
        XCTAssertEqual(try interrupt(["render", "--all", "-o", "all"] + long, with: SIGINT, temporary: ".falling-square.gif.tmp-"), ["all", "kept.gif"])
        XCTAssertEqual(try interrupt(["publish", "--out-dir", "gallery", "--scale", "2"], with: SIGTERM, temporary: ".gallery.tmp-"), ["all", "kept.gif"])
    }

    func testTemporariesLeftBySIGKILLAreSweptByTheNextRun() throws {
        let process = try startDynamics(["render", "falling-square", "-o", "out.gif", "--duration", "600", "--scale", "2"])
        XCTAssertTrue(try waitFor(60) { try files().contains { $0.hasPrefix(".out.gif.tmp-") } })
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        // A temporary of a process that still runs (ours) is not touched; nor is a user's file.
        let live = ".out.gif.tmp-\(getpid())"
        _ = FileManager.default.createFile(atPath: url(live).path, contents: Data())
        _ = FileManager.default.createFile(atPath: url(".out.gif.tmp-notes").path, contents: Data())
        XCTAssertEqual(try files().count, 3)
        XCTAssertEqual(try runDynamics(["render", "falling-square", "-o", "out.gif", "--duration", "0.2"]).status, 0)
        XCTAssertEqual(try files(), [".out.gif.tmp-\(getpid())", ".out.gif.tmp-notes", "out.gif"])
    }

    // MARK: 4. Empty paths

    func testEmptyOutputPathsAreUsageErrors() throws {
        try Data("mine".utf8).write(to: url("notes.txt"))
        try write(Frame(width: 4, height: 4), "f/frame-0000.png")
        let cases: [[String]] = [
            ["render", "falling-square", "-o", ""], ["render", "--all", "-o", ""], ["encode", "f", "-o", ""],
            ["diff", "f", "f", "-o", ""], ["publish", "--out-dir", ""],
        ]
        for arguments in cases {
            let result = try runDynamics(arguments)
            assertOneLine(result, "dynamics: ", status: 64)
            XCTAssertTrue(result.stderr.contains("''"), result.stderr)
        }
        XCTAssertEqual(try allFiles(), ["f", "f/frame-0000.png", "notes.txt"], "the current folder is still there, untouched")
        // Nor may `-o .` replace the folder we are in.
        let dot = try runDynamics(["render", "falling-square", "-o", ".", "--duration", "0.2"])
        XCTAssertEqual(dot.status, 2)
        XCTAssertEqual(try allFiles(), ["f", "f/frame-0000.png", "notes.txt"])
    }

    // MARK: 5. Input pixels

    /// A PNG's bytes: the signature, then each chunk with its length and CRC.
    private func png(width: UInt32, height: UInt32, corruptCRC: Bool = false) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in body {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            crc ^= 0xFFFF_FFFF
            if corruptCRC { crc ^= 1 }
            return be(UInt32(data.count)) + body + be(crc)
        }
        func be(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let header = be(width) + be(height) + [8, 2, 0, 0, 0]
        // A zlib stream of a few zero bytes: the data ends early, which only the decoder notices.
        let data: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", data + [UInt8](repeating: 0, count: 48_000)) + chunk("IEND", [])
    }

    /// Under a memory limit of 1 GB, less than the 1.6 GB the image's pixels alone would take:
    /// had anything been allocated for them, the process would fail otherwise (Swift's "failed
    /// to allocate"), and had the data been decoded, it would be named as damaged.
    func testAHugeDeclaredSizeIsRefusedBeforeAllocating() throws {
        try Data(png(width: 20000, height: 20000)).write(to: url("huge.png"))
        try write(Frame(width: 4, height: 4), "small.png")
        assertOneLine(try runDynamics("encode huge.png -o x.gif", memoryLimitKB: 1_000_000),
                      "dynamics: huge.png is 20000×20000 pixels, over the limit of 100 million pixels (raise it with --max-pixels)", status: 1)
        assertOneLine(try runDynamics("diff huge.png small.png", memoryLimitKB: 1_000_000),
                      "dynamics: huge.png is 20000×20000 pixels, over the limit", status: 2)
        assertOneLine(try runDynamics(["encode", "small.png", "-o", "x.gif", "--max-pixels", "10"]),
                      "dynamics: small.png is 4×4 pixels, over the limit of 10 pixels", status: 1)
        assertOneLine(try runDynamics(["render", "falling-square", "--max-pixels", "1000"]), "dynamics: the frame is 375×667 pixels, over the limit of 1,000", status: 2)
        // Raised, the limit lets the header through, and the damaged data is named as such.
        assertOneLine(try runDynamics(["encode", "huge.png", "-o", "x.gif", "--max-pixels", "20000", "--max-pixels", "10"]), "dynamics: huge.png is 20000×20000", status: 1)
        XCTAssertEqual(try files(), ["huge.png", "small.png"])
    }

    /// Under a memory limit (2 GB here), an image allowed by a raised pixel limit that could not
    /// even be decoded in the memory left is refused in one line, rather than Swift's "failed
    /// to allocate" (status 134, a backtrace and a temporary file left).
    func testAnImageThatCannotFitInTheMemoryLimitIsOneLine() throws {
        try Data(png(width: 20000, height: 20000)).write(to: url("huge.png"))
        for (command, status) in [("encode huge.png -o x.gif", Int32(1)), ("diff huge.png huge.png", 2)] {
            assertOneLine(try runDynamics("\(command) --max-pixels 400000000", memoryLimitKB: 2_000_000),
                          "dynamics: huge.png is 20000×20000 pixels: decoding it needs at least 3.2 GB of memory, and this process may use only", status: status)
        }
        XCTAssertEqual(try allFiles(), ["huge.png"])
    }

    /// An image that decodes in the memory left but cannot also be encoded is refused in one
    /// line before the GIF writer allocates its working planes.
    func testAnImageThatDecodesButCannotBeEncodedInTheMemoryLimitIsOneLine() throws {
        try Frame(width: 6000, height: 6000, fill: RGBA(16, 32, 48, 255)).writePNG(to: url("big.png"))
        assertOneLine(try runDynamics("encode big.png -o x.gif", memoryLimitKB: 1_600_000),
                      "dynamics: x.gif is 6000×6000 pixels: encoding it as a GIF needs at least 1.7 GB of memory, and this process may use only", status: 1)
        XCTAssertEqual(try allFiles(), ["big.png"])
    }

    // MARK: 6. Frames and disk, estimated up front

    func testALongJobSaysWhatItWillWriteAndOneThatCannotFitIsRefused() throws {
        // Said, then stopped at once (the work folder is on a real disk with room for it).
        let process = Process()
        process.executableURL = try binary
        process.arguments = ["render", "falling-square", "--scale", "8", "--duration", "600", "--fps", "120", "-o", "big/"]
        process.currentDirectoryURL = workDirectory
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Read in the background: a job that says nothing must fail the test, not hang it. The
        // line comes at once; the wait is a watchdog far above that.
        let said = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var line = ""
        Thread.detachNewThread {
            line = String(decoding: err.fileHandleForReading.availableData, as: UTF8.self)
            said.signal()
        }
        _ = said.wait(timeout: .now() + 120)
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(line, "dynamics: writing 72000 frames of 3000×5336 pixels, about 23 GB of PNG frames to big/\n")
        XCTAssertEqual(try allFiles(), [])

        let disk = try smallDisk(kilobytes: 1024)
        let result = try runDynamics(["render", "falling-square", "--duration", "60", "-o", "disk/frames/"])
        assertOneLine(result, "dynamics: cannot write disk/frames/: 1800 frames of 375×667 pixels as PNG need about 11 MB, and only 1.0 MB is free there", status: 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path), [])
    }

    // MARK: 7. Folders that cannot be made

    func testAFolderThatCannotBeCreatedIsOneLine() throws {
        let target = getuid() == 0 ? "/sys/dynamics-test/out" : "/proc/dynamics-test/out"
        let result = try runDynamics(["render", "--all", "-o", target, "--duration", "0.1"])
        assertOneLine(result, "dynamics: cannot create /", status: 1)
        XCTAssertFalse(result.stderr.contains("Domain="), result.stderr)
        if getuid() != 0 {
            try FileManager.default.createDirectory(at: url("ro"), withIntermediateDirectories: true)
            chmod(url("ro").path, 0o555)
            defer { chmod(url("ro").path, 0o755) }
            assertOneLine(try runDynamics(["render", "--all", "-o", "ro/out"]), "dynamics: cannot create ro/out: Permission denied", status: 1)
        }
    }

    // MARK: 8. Long names

    func testTheLongestLegalFileNameIsWritten() throws {
        let name = String(repeating: "n", count: 250) + ".gif"
        XCTAssertEqual(name.utf8.count, 254)
        let result = try runDynamics(["render", "falling-square", "-o", name, "--duration", "0.2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try files(), [name])
        let folder = String(repeating: "é", count: 127)
        XCTAssertEqual(try runDynamics(["render", "falling-square", "-o", folder, "--duration", "0.1"]).status, 0)
        XCTAssertEqual(try files().count, 2)
    }

    // MARK: 9. Standard output that cannot be written

    func testAFailedWriteToStandardOutputIsAnError() throws {
        try write(Frame(width: 4, height: 4), "a.png")
        for (arguments, status) in [(["list"], Int32(1)), (["diff", "a.png", "a.png"], 2), (["render", "--help"], 1)] {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let process = try startDynamics(arguments, standardOutput: full)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, status, "\(arguments)")
        }
    }

    // MARK: 10. Odd frames and values

    func testFramesOfAnotherSizeAreRefusedForAFramesFolderToo() throws {
        try write(Frame(width: 4, height: 4), "in/a-1.png")
        try write(Frame(width: 5, height: 4), "in/a-2.png")
        assertOneLine(try runDynamics(["encode", "in", "-o", "out/"]), "dynamics: cannot add a 5×4 frame to ", status: 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url("out").path))
    }

    func testDamagedPNGsNameTheirDamage() throws {
        try Data(png(width: 8, height: 8, corruptCRC: true)).write(to: url("crc.png"))
        try Data(png(width: 0, height: 8)).write(to: url("zero.png"))
        try Data(png(width: 8, height: 8)).write(to: url("data.png"))
        try Data(png(width: 8, height: 8).prefix(40)).write(to: url("short.png"))
        let cases = [
            ("crc.png", "dynamics: crc.png is a damaged PNG: the CRC of its IHDR chunk is wrong"),
            ("zero.png", "dynamics: zero.png is a damaged PNG: its header gives a size of 0×8"),
            ("data.png", "dynamics: data.png is a damaged PNG: its image data cannot be decoded"),
            ("short.png", "dynamics: short.png is a damaged PNG: it ends before its IEND chunk"),
        ]
        for (file, message) in cases {
            assertOneLine(try runDynamics(["encode", file, "-o", "x.gif"]), message, status: 1)
            assertOneLine(try runDynamics(["diff", file, file]), message, status: 2)
        }
        XCTAssertFalse(try files().contains("x.gif"))
    }

    func testBadValuesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["render", "falling-square", "--loop", "70000"], "dynamics: --loop must be 0 (forever) or a number of plays up to 65536, not 70000"),
            (["encode", "x.png", "-o", "x.gif", "--loop", "70000"], "dynamics: --loop must be 0 (forever) or a number of plays up to 65536, not 70000"),
            (["render", "--all", "-o", "x.gif"], "dynamics: --all writes one file per demo into a folder: -o must name a folder (end it with / if its name has a dot), not x.gif"),
            (["render", "falling-square", "--seed", "-1"], "dynamics: The value '-1' is invalid for '--seed <seed>'"),
            (["render", "falling-square", "--max-pixels", "0"], "dynamics: --max-pixels must be 1 or more, not 0"),
        ]
        for (arguments, message) in cases {
            let result = try runDynamics(arguments)
            assertOneLine(result, message, status: 64)
        }
        XCTAssertEqual(try allFiles(), [])
        XCTAssertEqual(try runDynamics(["render", "falling-square", "--loop", "65536", "--seed", "7", "--duration", "0.1", "-o", "ok.gif"]).status, 0)
    }
}

/// Item 3 for scene files: the scene runs in a child process that writes the output itself.
final class SceneFileSignalTests: CommandLineTestCase {
    func testStoppingDynamicsStopsTheScenesProcessAndRemovesItsTemporaries() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-signal-cache-\(getpid())")
        // The scene's private HOME and TMPDIR are made in dynamics's TMPDIR: watched here.
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-signal-tmp-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: temporary)
        }
        try Data(SceneFileCommandTests.fallingSquare.utf8).write(to: workDirectory.appendingPathComponent("Falling.swift"))
        for signal in [SIGTERM, SIGINT] {
            let process = try startDynamics(
                ["render", "Falling.swift", "-o", "out.gif", "--duration", "600", "--scale", "2"],
                environment: ["XDG_CACHE_HOME": cache.path, "TMPDIR": temporary.path])
            var child: Int32?
            XCTAssertTrue(try waitFor(120) {
                child = try files().lazy.compactMap { FileSystem.temporaryOwner(of: $0, forOutputNamed: "out.gif") }.first
                return child != nil
            }, "the scene never started writing")
            XCTAssertNotEqual(child, process.processIdentifier, "the scene's own process writes the output")
            let made = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
            XCTAssertEqual(made.count, 1, "\(made)")
            XCTAssertTrue(made.allSatisfy { $0.hasPrefix("dynamics-scene-") }, "\(made)")
            // Only dynamics is told, as `kill PID` does (Ctrl-C would tell the scene too).
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal)
            XCTAssertTrue(waitFor(60) { kill(child!, 0) != 0 }, "the scene's process \(child!) still runs")
            XCTAssertEqual(try files(), ["Falling.swift"])
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "the scene's private folder is left")
        }
    }

    /// A SIGKILL leaves the scene's private folder; the next scene file's run removes it, and
    /// nothing else of that name: not a live process's, not a user's.
    func testPrivateFoldersLeftBySIGKILLAreSweptByTheNextSceneRun() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-sigkill-cache-\(getpid())")
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-sigkill-tmp-\(getpid())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: temporary)
        }
        let environment = ["XDG_CACHE_HOME": cache.path, "TMPDIR": temporary.path]
        try Data(SceneFileCommandTests.fallingSquare.utf8).write(to: workDirectory.appendingPathComponent("Falling.swift"))
        let process = try startDynamics(["render", "Falling.swift", "-o", "out.gif", "--duration", "600"], environment: environment)
        XCTAssertTrue(try waitFor(120) { try files().contains { FileSystem.temporaryOwner(of: $0, forOutputNamed: "out.gif") != nil } },
                      "the scene never started writing")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(left.count, 1, "\(left)")
        XCTAssertEqual(left.first.flatMap { FileSystem.privateFolderOwner(of: $0, prefix: "dynamics-scene-") }, process.processIdentifier)
        let live = "dynamics-scene-\(getpid())-abcdef", users = "dynamics-scene-notes"
        for kept in [live, users] {
            try FileManager.default.createDirectory(at: temporary.appendingPathComponent(kept), withIntermediateDirectories: false)
        }
        let again = try runDynamics(["render", "Falling.swift", "-o", "again.gif", "--duration", "0.2"], environment: environment)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted(), [live, users])
    }

    /// A first compile stopped by a signal to dynamics alone: the compiler has ended by the
    /// time dynamics has (left alone, swiftc outlived it by up to a second: measured "sleeping"
    /// 3 times in 3 right after dynamics ended), and the cache it was writing still works.
    func testStoppingDynamicsWhileItCompilesStopsTheCompiler() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dynamics-compile-signal-cache-\(getpid())")
        try? FileManager.default.removeItem(at: cache)
        defer { try? FileManager.default.removeItem(at: cache) }
        try Data(SceneFileCommandTests.fallingSquare.utf8).write(to: workDirectory.appendingPathComponent("Falling.swift"))
        let arguments = ["render", "Falling.swift", "-o", "out.gif", "--duration", "0.2"]
        let process = try startDynamics(arguments, environment: ["XDG_CACHE_HOME": cache.path])
        func field(_ pid: Int32, _ file: String) -> String? {
            try? String(contentsOfFile: "/proc/\(pid)/\(file)", encoding: .utf8)
        }
        var compiler: Int32?
        XCTAssertTrue(waitFor(60) {
            let pid = process.processIdentifier
            let children = field(pid, "task/\(pid)/children")?.split(separator: " ").compactMap { Int32($0) } ?? []
            compiler = children.first { field($0, "comm") == "swiftc\n" }
            return compiler != nil
        }, "swiftc never started")
        guard let compiler else { return }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        let state = field(compiler, "stat")?.split(separator: ")").last?.split(separator: " ").first
        XCTAssertTrue(state == nil || state == "Z", "swiftc \(compiler) is still \(state ?? "?") after dynamics ended")
        XCTAssertEqual(try files(), ["Falling.swift"])

        let again = try runDynamics(arguments, environment: ["XDG_CACHE_HOME": cache.path])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try files(), ["Falling.swift", "out.gif"])
    }
}
