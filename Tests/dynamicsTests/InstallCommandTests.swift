import Basics
import Encoding
import Foundation
import TestSupport
import XCTest

/// `scripts/install --from BUILD PREFIX`: the installed `dynamics` finds its kit and the demos
/// from any folder, says its version and compiler, comes with completions and a man page, and
/// `--uninstall` takes back every file.
final class InstallCommandTests: CommandLineTestCase {
    /// A fixed prefix, so the installed kit's scene cache (keyed by the kit's path and
    /// modification time, which the install keeps) is reused from run to run.
    static let prefix = packageRoot.appendingPathComponent(".build/test-install")

    func testAnInstalledDynamicsRendersFromAnyFolderAndUninstallsCleanly() throws {
        let prefix = Self.prefix
        try? FileManager.default.removeItem(at: prefix)
        let built = try binary.deletingLastPathComponent()
        var result = try run(packageRoot.appendingPathComponent("scripts/install"), ["--from", built.path, prefix.path])
        XCTAssertEqual(result.status, 0, result.stderr)

        let listed = try String(contentsOf: prefix.appendingPathComponent("lib/dynamics/installed-files.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        XCTAssertEqual(listed.filter { !$0.hasPrefix("share/dynamics/Examples/") }.sorted(), [
            "bin/dynamics",
            "lib/dynamics/Modules/DynamicsKit.swiftmodule",
            "lib/dynamics/Modules/InterfaceBuilder.swiftmodule",
            "lib/dynamics/Modules/Physics.swiftmodule",
            "lib/dynamics/installed-files.txt",
            "lib/dynamics/libDynamicsSceneKit.so",
            "share/bash-completion/completions/dynamics",
            "share/fish/vendor_completions.d/dynamics.fish",
            "share/man/man1/dynamics.1",
            "share/zsh/site-functions/_dynamics",
        ])
        XCTAssertTrue(listed.contains("share/dynamics/Examples/FirstScene/ViewController.swift"), "\(listed)")
        XCTAssertEqual(Set(listed).count, listed.count)

        // Run from a folder that is neither the checkout nor the prefix, with no hint of where the kit is.
        let elsewhere = workDirectory.appendingPathComponent("my-app")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try Data(SceneFileCommandTests.fallingSquare.utf8).write(to: elsewhere.appendingPathComponent("Falling.swift"))
        let installed = prefix.appendingPathComponent("bin/dynamics")

        result = try run(installed, ["--version"], in: elsewhere)
        XCTAssertEqual(result.status, 0, result.stderr)
        let swiftc = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "--version"], in: elsewhere)
        let compiler = try XCTUnwrap(swiftc.stdout.split(separator: "\n").first.flatMap { line in
            line.range(of: "Swift version ").map { String(line[$0.lowerBound...]) }
        }, swiftc.stdout)
        XCTAssertEqual(result.stdout, "dynamics 0.1.0\nbuilt with \(compiler)\nkit: \(prefix.path)/lib/dynamics\n")

        result = try run(installed, ["render", "Falling.swift", "-o", "frames/", "--fps", "2", "--duration", "1"], in: elsewhere)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Gravity's 1000 pt/s²: the square's top, at 100 pt, is at 100 + 500 × 0.5² = 225 pt at 0.5 s.
        let frame = try Frame(contentsOfPNG: elsewhere.appendingPathComponent("frames/frame-0001.png"))
        XCTAssertEqual([frame.width, frame.height], [375, 667])
        let red = (0..<frame.height).filter { frame[125, $0].r > 200 && frame[125, $0].g < 80 }
        XCTAssertEqual(Double(try XCTUnwrap(red.first)), 225, accuracy: 2)
        XCTAssertEqual(Double(try XCTUnwrap(red.last)), 274, accuracy: 2)

        // A demo: its scene files come from PREFIX/share/dynamics/Examples.
        result = try run(installed, ["render", "falling-square", "-o", "square.gif", "--duration", "0.2"], in: elsewhere)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("square.gif").path))

        // Bash completes as it would at a prompt: the script's function fills COMPREPLY.
        let bash = prefix.appendingPathComponent("share/bash-completion/completions/dynamics").path
        let complete = { (words: [String]) in
            try self.run(URL(fileURLWithPath: "/bin/bash"), ["-c", """
                source "$0"; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
                _dynamics dynamics "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"; printf '%s\\n' "${COMPREPLY[@]}"
                """, bash] + words).stdout
        }
        XCTAssertEqual(try complete(["dynamics", "re"]), "render\n")
        XCTAssertEqual(try complete(["dynamics", "publish", "--js"]), "--json\n")
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_dynamics"), encoding: .utf8)
        XCTAssertTrue(zsh.hasPrefix("#compdef dynamics"), String(zsh.prefix(80)))
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/dynamics.fish"), encoding: .utf8)
        XCTAssertTrue(fish.contains("complete -c 'dynamics' -n"), String(fish.prefix(200)))
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/dynamics.1"), encoding: .utf8)
        XCTAssertTrue(manual.contains(".Dt DYNAMICS 1"), String(manual.prefix(200)))
        XCTAssertTrue(manual.contains(".It Em render"), "the man page does not describe render")

        result = try run(packageRoot.appendingPathComponent("scripts/install"), ["--uninstall", prefix.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { name -> String? in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: prefix.appendingPathComponent(name as! String).path, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : name as? String
        } ?? []
        XCTAssertEqual(left, [], "files the uninstall left")
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/dynamics").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/dynamics").path))
    }

    func testUninstallingWhatIsNotThereSaysSo() throws {
        let result = try run(packageRoot.appendingPathComponent("scripts/install"), ["--uninstall", workDirectory.appendingPathComponent("empty").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "install: nothing to uninstall: \(workDirectory.path)/empty/lib/dynamics/installed-files.txt is missing\n")
    }

    /// Runs `executable` in `folder` (the work folder by default) with the tests' scene cache
    /// and without `DYNAMICS_KIT_DIR`.
    private func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DYNAMICS_KIT_DIR"] = nil
        environment["XDG_CACHE_HOME"] = testSceneCache.path
        process.environment = environment
        process.currentDirectoryURL = folder ?? workDirectory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // stdout on a thread of its own, so that neither pipe fills while the other is read.
        var stdout = Data()
        let done = DispatchSemaphore(value: 0)
        Thread { stdout = out.fileHandleForReading.readDataToEndOfFile(); done.signal() }.start()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
