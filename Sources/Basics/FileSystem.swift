import Foundation

/// POSIX file operations that report `errno` in words, so every failure names its cause
/// (Foundation's errors do not always), and the one safe-write path every writer here uses
/// (GIFs, PNG frames and folders of them, diff images, galleries):
///
/// - the output is built as a temporary sibling, `.<name>.tmp-<pid>[-n]`, and renamed into
///   place, so an output path never holds a partial file;
/// - only a regular file (for a file) or a folder (for a folder) is ever replaced, never a
///   device, a socket or a pipe, and never the current folder or one holding it;
/// - the temporaries are removed when the process is told to stop (`installSignalCleanup`),
///   and stale ones of our naming, left by a process that no longer runs (SIGKILL), are swept
///   before the next write beside them.
public enum FileSystem {
    /// What is being written: a file, or a folder of files.
    package enum Kind {
        case file, folder
    }

    /// Creates a new, empty file beside `target`, named `.<name>.tmp-<pid>[-n]`, and returns its
    /// path and an open descriptor for writing (and reading, if `readable`). Errors name
    /// `target`, the path the user gave.
    package static func createTemporaryFile(besideFileAt target: URL, readable: Bool = false) throws -> (path: String, descriptor: Int32) {
        try createTemporarySibling(of: target, kind: .file) { path in
            open(path, (readable ? O_RDWR : O_WRONLY) | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
    }

    /// Creates a new, empty folder beside `target`, named `.<name>.tmp-<pid>[-n]`.
    package static func createTemporaryFolder(besideFolderAt target: URL) throws -> String {
        try createTemporarySibling(of: target, kind: .folder) { path in
            mkdir(path, 0o755) == 0 ? 0 : -1
        }.path
    }

    /// A new folder of this process's own in the system's temporary folder (`TMPDIR`), named
    /// `<prefix><pid>-XXXXXX`, mode 700, removed by `remove(_:)` or, if a stop signal comes
    /// first, by the signal clean-up: a scene's private `HOME` and `TMPDIR`. Folders of the
    /// same prefix whose process has ended (a SIGKILL leaves them) are removed first.
    public static func createPrivateTemporaryFolder(prefix: String) throws -> String {
        let temporary = NSTemporaryDirectory()
        sweepStalePrivateFolders(prefix: prefix, in: temporary)
        var template = Array((temporary as NSString).appendingPathComponent("\(prefix)\(getpid())-XXXXXX").utf8CString)
        return try Temporaries.shared.registering { register in
            guard let made = mkdtemp(&template) else {
                throw FileError.cannotCreate(path: temporary, reason: String(cString: strerror(errno)))
            }
            // Resolved, so the path `remove(_:)` is later given (and the sandbox's rules name) is
            // the one registered.
            let path = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
            register(path)
            return path
        }
    }

    /// The process that made private folder `entry` (`<prefix><pid>-XXXXXX`), or nil for any
    /// other name.
    package static func privateFolderOwner(of entry: String, prefix: String) -> Int32? {
        guard entry.hasPrefix(prefix) else { return nil }
        let rest = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard rest.count == 2, rest[1].utf8.count == 6, !rest[0].isEmpty,
              rest[0].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int32(rest[0])
    }

    private static func sweepStalePrivateFolders(prefix: String, in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            guard let pid = privateFolderOwner(of: entry, prefix: prefix), pid != getpid(), !isRunning(pid) else { continue }
            let path = (folder as NSString).appendingPathComponent(entry)
            // Only our own: the temporary folder is shared, and another user's is theirs to remove.
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == getuid(), (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    /// Public for writers in other modules (the gallery): a new, empty folder beside `folder`
    /// that `replaceFolder(_:with:)` later moves into place, or `remove` deletes.
    public static func createStagingFolder(besideFolderAt folder: URL) throws -> URL {
        URL(fileURLWithPath: try createTemporaryFolder(besideFolderAt: folder.standardizedFileURL), isDirectory: true)
    }

    /// Tries `.<name>.tmp-<pid>`, then `-1`, `-2`… so two writers in one process never share a
    /// name; `create` returns a descriptor (or 0) on success and -1 with `errno` on failure.
    private static func createTemporarySibling(
        of target: URL, kind: Kind, create: (String) -> Int32
    ) throws -> (path: String, descriptor: Int32) {
        try checkReplaceable(target, as: kind)
        let folder = target.deletingLastPathComponent().path
        sweepStaleTemporaries(of: target)
        return try Temporaries.shared.registering { register in
            for attempt in 0..<1000 {
                let name = temporaryName(forOutputNamed: target.lastPathComponent, pid: getpid(), attempt: attempt)
                let path = (folder as NSString).appendingPathComponent(name)
                let result = create(path)
                if result >= 0 {
                    register(path)
                    return (path, result)
                }
                if errno != EEXIST { throw FileError.system(writing: true, path: target.path) }
            }
            throw FileError.cannotWrite(path: target.path, reason: "too many temporary files beside it")
        }
    }

    // MARK: Temporary names

    /// The longest part of an output's name kept in its temporary's name, in UTF-8 bytes, so
    /// that `.<name>.tmp-<pid>-<n>` fits in a file system's 255 bytes even for a name of 255.
    private static let keptNameBytes = 200

    /// `.<name>.tmp-<pid>` (then `-1`, `-2`… for further attempts), with a name longer than 200
    /// bytes cut to its first 200 (on a character boundary).
    public static func temporaryName(forOutputNamed name: String, pid: Int32, attempt: Int = 0) -> String {
        let stem = ".\(keptPart(of: name)).tmp-\(pid)"
        return attempt == 0 ? stem : "\(stem)-\(attempt)"
    }

    /// The process id in `entry` when it is a temporary of ours for the output named `name`
    /// (`.<name>.tmp-<pid>` or `.<name>.tmp-<pid>-<n>`), else nil.
    public static func temporaryOwner(of entry: String, forOutputNamed name: String) -> Int32? {
        let prefix = ".\(keptPart(of: name)).tmp-"
        guard entry.hasPrefix(prefix) else { return nil }
        let rest = entry.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(rest.count), rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return nil
        }
        return Int32(rest[0])
    }

    private static func keptPart(of name: String) -> String {
        guard name.utf8.count > keptNameBytes else { return name }
        var kept = ""
        for character in name {
            if kept.utf8.count + String(character).utf8.count > keptNameBytes { break }
            kept.append(character)
        }
        return kept
    }

    /// Removes temporaries beside `target` named for it whose process no longer runs: what a
    /// run stopped with SIGKILL (or a crash of the machine) left behind.
    package static func sweepStaleTemporaries(of target: URL) {
        let folder = target.deletingLastPathComponent().path
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries {
            guard let pid = temporaryOwner(of: entry, forOutputNamed: target.lastPathComponent),
                  pid != getpid(), !isRunning(pid) else { continue }
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(entry))
        }
    }

    /// Whether process `pid` is alive. A zombie is not: it has ended and writes nothing, and
    /// a scene killed with its `dynamics` stays one until the system reaps it.
    package static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, kill(pid, 0) == 0 || errno != ESRCH else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let state = stat.split(separator: ")").last?.split(separator: " ").first else { return true }
        return state != "Z"
    }

    // MARK: What may be replaced

    /// Throws unless whatever is at `target` may be replaced by a `kind`: nothing, a regular
    /// file for a file, a folder for a folder; never the current folder or one holding it.
    package static func checkReplaceable(_ target: URL, as kind: Kind) throws {
        let path = target.path
        guard !path.isEmpty, target.lastPathComponent != "/" else {
            throw FileError.cannotWrite(path: path, reason: "it names no file")
        }
        let current = canonicalPath(FileManager.default.currentDirectoryPath)
        let canonical = canonicalPath(path)
        if current == canonical || current.hasPrefix(canonical.hasSuffix("/") ? canonical : canonical + "/") {
            throw FileError.refusedOutput(path: path, reason: "it is the current folder, or holds it")
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let type = status.st_mode & S_IFMT
        switch (kind, type) {
        case (.file, S_IFREG), (.folder, S_IFDIR):
            return
        case (.file, S_IFDIR):
            throw FileError.refusedOutput(path: path, reason: "it is a folder, not a file")
        case (.folder, S_IFREG):
            throw FileError.notAFolder(path: path)
        default:
            let what = type == S_IFCHR || type == S_IFBLK ? "a device" : type == S_IFIFO ? "a pipe" : type == S_IFSOCK ? "a socket" : "not a regular file"
            throw FileError.refusedOutput(path: path, reason: "it is \(what); only regular files are replaced")
        }
    }

    /// Refuses an output that is one of the inputs, lies inside an input folder, or is a folder
    /// holding an input: writing it would overwrite what is being read (`diff a/ b/ -o a/`).
    public static func checkOutput(_ output: String, isApartFrom inputs: [String]) throws {
        let target = canonicalPath(output)
        for input in inputs {
            let source = canonicalPath(input)
            if target == source || target.hasPrefix(source + "/") || source.hasPrefix(target + "/") {
                throw FileError.refusedOutput(path: output, reason: target == source
                    ? "it is the input \(input)"
                    : target.hasPrefix(source + "/") ? "it is inside the input \(input)" : "it holds the input \(input)")
            }
            var a = stat(), b = stat()
            if stat(output, &a) == 0, stat(input, &b) == 0, a.st_dev == b.st_dev, a.st_ino == b.st_ino {
                throw FileError.refusedOutput(path: output, reason: "it is the input \(input)")
            }
        }
    }

    /// `path` absolute, with symbolic links, `.` and `..` resolved as far as it exists.
    package static func canonicalPath(_ path: String) -> String {
        var absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var missing: [String] = []
        while true {
            if let resolved = realpath(absolute, nil) {
                defer { free(resolved) }
                var result = String(cString: resolved)
                for component in missing.reversed() {
                    result = (result as NSString).appendingPathComponent(component)
                }
                return result
            }
            let parent = (absolute as NSString).deletingLastPathComponent
            guard parent != absolute, !parent.isEmpty else { return path }
            missing.append((absolute as NSString).lastPathComponent)
            absolute = parent
        }
    }

    // MARK: Moving into place

    /// Atomically replaces whatever is at `destination` (a regular file, or an empty folder)
    /// with `source`, one of this process's temporaries.
    package static func rename(_ source: String, to destination: URL) throws {
        try Temporaries.shared.withLock {
            try checkReplaceable(destination, as: isFolder(source) ? .folder : .file)
            guard Foundation.rename(source, destination.path) == 0 else {
                throw FileError.system(writing: true, path: destination.path)
            }
            Temporaries.shared.unregister(source)
        }
    }

    /// Puts the folder `staging` (from `createStagingFolder`) at `folder`, replacing a folder
    /// there: rename(2) replaces only an empty folder, so an existing one is first moved aside
    /// under a temporary name and deleted once the new one is in place. A stop signal cannot
    /// come in between: the old folder survives unless the new one is in place.
    public static func replaceFolder(_ folder: URL, with staging: URL) throws {
        let folder = folder.standardizedFileURL
        try Temporaries.shared.withLock {
            guard FileManager.default.fileExists(atPath: folder.path) else {
                return try rename(staging.path, to: folder)
            }
            let aside = try createTemporaryFolder(besideFolderAt: folder)
            try rename(folder.path, to: URL(fileURLWithPath: aside))
            do {
                try rename(staging.path, to: folder)
            } catch {
                _ = Foundation.rename(aside, folder.path)
                Temporaries.shared.unregister(aside)
                throw error
            }
            remove(aside)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Removes a file or a folder and everything in it; quietly, for clean-up after a failure.
    public static func remove(_ path: String) {
        Temporaries.shared.withLock {
            try? FileManager.default.removeItem(atPath: path)
            Temporaries.shared.unregister(path)
        }
    }

    // MARK: Folders

    /// Creates the folder at `path` and any missing parents; an existing folder is fine.
    /// Errors say `cannot create PATH: Permission denied`, naming the folder that failed.
    public static func createFolder(atPath path: String) throws {
        guard !path.isEmpty else { throw FileError.cannotCreate(path: path, reason: "it names no folder") }
        if isFolder(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path, !isFolder(parent) { try createFolder(atPath: parent) }
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && isFolder(path)) else {
            if errno == EEXIST { throw FileError.cannotCreate(path: path, reason: "a file of that name is in the way") }
            throw FileError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Writes `bytes` to a new file at `path`, failing if the file already exists.
    public static func write(_ bytes: [UInt8], toNewFileAt path: String, reportingAs target: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError.system(writing: true, path: target) }
        try write(bytes, to: descriptor, reportingAs: target)
    }

    /// Writes all of `bytes` to `descriptor` (a new, empty file), then closes it.
    package static func write(_ bytes: [UInt8], to descriptor: Int32, reportingAs target: String) throws {
        do {
            try bytes.withUnsafeBytes { try write($0, to: descriptor, at: 0, reportingAs: target) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileError.system(writing: true, path: target) }
    }

    /// Writes all of `bytes` at byte `offset` of the file open as `descriptor`.
    package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int, reportingAs target: String) throws {
        var done = 0
        while done < bytes.count {
            let result = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw FileError.system(writing: true, path: target)
            }
            done += result
        }
    }

    /// Fills `bytes` from byte `offset` of the file open as `descriptor`; a file that ends first
    /// is an error.
    package static func read(into bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32, at offset: Int, reportingAs target: String) throws {
        var done = 0
        while done < bytes.count {
            let result = pread(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw FileError.system(writing: false, path: target)
            }
            guard result > 0 else { throw FileError.cannotRead(path: target, reason: "the file ended early") }
            done += result
        }
    }

    /// The whole contents of the file at `path`.
    public static func readBytes(at path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError.system(writing: false, path: path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError.system(writing: false, path: path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
