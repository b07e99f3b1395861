/// What a scene's process may touch once it has entered its sandbox (`CSceneSandbox`, called
/// by the runner before it loads any scene): the files it may read and write, and its limits.
/// `dynamics` (SceneFiles' `SceneSandbox`) makes it; paths are absolute.
public struct SceneSandboxPolicy: Codable, Equatable, Sendable {
    /// Files and folders, with everything under them, the scene may read: its own folder, the
    /// kit, the scene libraries, fonts, time zones and system libraries. (The runtime libraries
    /// the runner has loaded are added by the runner itself.)
    public var readPaths: [String]
    /// Files and folders the scene may write: its private folder (`HOME`, `TMPDIR`) and each
    /// output, still and trace by its own path.
    public var writePaths: [String]
    /// Name prefixes it may write too: the outputs' temporaries (`<folder>/.<name>.tmp-`).
    public var writePrefixes: [String]
    /// The folders Landlock opens to writing (the outputs' folders), narrowed by the gate to
    /// the two lists above.
    public var writeFolders: [String]
    /// The address space's limit in bytes (`--memory`); 0 for none.
    public var memoryBytes: UInt64
    /// Processor seconds before the scene is stopped; 0 for no limit.
    public var cpuSeconds: UInt64
    public var openFiles: UInt64
    /// The user's real home folder, shown as `~` in the refusals' lines.
    public var home: String

    public init(readPaths: [String], writePaths: [String], writePrefixes: [String], writeFolders: [String],
                memoryBytes: UInt64, cpuSeconds: UInt64, openFiles: UInt64, home: String) {
        self.readPaths = readPaths
        self.writePaths = writePaths
        self.writePrefixes = writePrefixes
        self.writeFolders = writeFolders
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
        self.openFiles = openFiles
        self.home = home
    }
}
