import ArgumentParser
import SceneFiles

/// `--no-sandbox`, `--pass-env NAME`, `--memory SIZE`: how the scene's process is confined
/// (README, "Running scene files from pull requests"). Shared by `render`, `test` and `publish`.
struct SandboxOptions: ParsableArguments {
    @Flag(help: "Run scene files with every right you have: files anywhere, the network, your environment's secrets, other programs. Only for scene files you trust.")
    var noSandbox = false

    @Option(name: .customLong("pass-env"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Let this environment variable through to the scene (repeatable); only PATH, LANG, LC_ALL and TZ go through otherwise.", valueName: "NAME"))
    var passEnv: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The scene process's address space, as 512M, 8G… Default: 16G.", valueName: "SIZE"))
    var memory: String?

    func validate() throws {
        if let memory, SceneSandbox.parseSize(memory) == nil {
            throw ValidationError("--memory must be a size of at least 64M, as 512M or 8G, not \(memory)")
        }
        for name in passEnv where name.isEmpty || name.contains("=") {
            throw ValidationError("--pass-env takes a variable's name, not '\(name)'")
        }
    }

    /// Makes these the rules every scene's process of this run follows.
    func apply() {
        var sandbox = SceneSandbox()
        sandbox.isEnabled = !noSandbox
        sandbox.passedEnvironment = passEnv
        if let memory, let bytes = SceneSandbox.parseSize(memory) { sandbox.memoryBytes = bytes }
        SceneSandbox.current = sandbox
    }
}
