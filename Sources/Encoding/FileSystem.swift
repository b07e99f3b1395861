import Foundation

/// POSIX file operations that report `errno` in words, so every failure names its cause
/// (Foundation's errors do not always), and the temporary-sibling-then-rename pattern every
/// writer here uses so an output path never holds a partial file.
enum FileSystem {
    /// Creates a new, empty file beside `target`, named `.<name>.tmp-<pid>[-n]`, and returns its
    /// path and an open descriptor for writing (and reading, if `readable`). Errors name
    /// `target`, the path the user gave.
    static func createTemporaryFile(besideFileAt target: URL, readable: Bool = false) throws -> (path: String, descriptor: Int32) {
        try createTemporarySibling(of: target) { path in
            open(path, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
    }

    /// Creates a new, empty folder beside `target`, named `.<name>.tmp-<pid>[-n]`.
    static func createTemporaryFolder(besideFolderAt target: URL) throws -> String {
        try createTemporarySibling(of: target) { path in
            mkdir(path, 0o755) == 0 ? 0 : -1
        }.path
    }

    /// Tries `.<name>.tmp-<pid>`, then `-1`, `-2`… so two writers in one process never share a
    /// name; `create` returns a descriptor (or 0) on success and -1 with `errno` on failure.
    private static func createTemporarySibling(
        of target: URL, create: (String) -> Int32
    ) throws -> (path: String, descriptor: Int32) {
        let folder = target.deletingLastPathComponent().path
        let stem = ".\(target.lastPathComponent).tmp-\(getpid())"
        for attempt in 0..<1000 {
            let name = attempt == 0 ? stem : "\(stem)-\(attempt)"
            let path = (folder as NSString).appendingPathComponent(name)
            let result = create(path)
            if result >= 0 { return (path, result) }
            if errno != EEXIST { throw EncodingError.system(writing: true, path: target.path) }
        }
        throw EncodingError.cannotWrite(path: target.path, reason: "too many temporary files beside it")
    }

    /// Atomically replaces whatever is at `destination` (a file, or an empty folder) with `source`.
    static func rename(_ source: String, to destination: URL) throws {
        guard Foundation.rename(source, destination.path) == 0 else {
            throw EncodingError.system(writing: true, path: destination.path)
        }
    }

    /// Removes a file or a folder and everything in it; quietly, for clean-up after a failure.
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to a new file at `path`, failing if the file already exists.
    static func write(_ bytes: [UInt8], toNewFileAt path: String, reportingAs target: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw EncodingError.system(writing: true, path: target) }
        try write(bytes, to: descriptor, reportingAs: target)
    }

    /// Writes all of `bytes` to `descriptor` (a new, empty file), then closes it.
    static func write(_ bytes: [UInt8], to descriptor: Int32, reportingAs target: String) throws {
        do {
            try bytes.withUnsafeBytes { try write($0, to: descriptor, at: 0, reportingAs: target) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw EncodingError.system(writing: true, path: target) }
    }

    /// Writes all of `bytes` at byte `offset` of the file open as `descriptor`.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int, reportingAs target: String) throws {
        var done = 0
        while done < bytes.count {
            let result = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw EncodingError.system(writing: true, path: target)
            }
            done += result
        }
    }

    /// Fills `bytes` from byte `offset` of the file open as `descriptor`; a file that ends first
    /// is an error.
    static func read(into bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int, reportingAs target: String) throws {
        var done = 0
        while done < bytes.count {
            let result = pread(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw EncodingError.system(writing: false, path: target)
            }
            guard result > 0 else { throw EncodingError.cannotRead(path: target, reason: "the file ended early") }
            done += result
        }
    }

    /// The whole contents of the file at `path`.
    static func readBytes(at path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw EncodingError.system(writing: false, path: path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw EncodingError.system(writing: false, path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
