import Foundation
import TestSupport
import XCTest

/// The files that bring dynamics to other repositories and CI systems — `action.yml`, the
/// workflow that uses it, the README's example, the `Dockerfile` — read as their tools read
/// them: YAML through PyYAML, each step's shell through `bash -n`, the Dockerfile's packages
/// against scripts/setup's.
final class InstallFilesTests: XCTestCase {
    func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The YAML in `text`, as JSON values, through PyYAML; skips when python3 or PyYAML is
    /// missing (scripts/test installs python3-yaml as root).
    func yaml(_ text: String) throws -> Any {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { throw XCTSkip("python3 is not installed") }
        let result = try run(python, ["-c", "import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout, default=str)"], input: text)
        if result.stderr.contains("No module named 'yaml'") { throw XCTSkip("PyYAML is not installed (python3-yaml)") }
        XCTAssertEqual(result.status, 0, result.stderr)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8), options: .fragmentsAllowed)
    }

    func run(_ executable: URL, _ arguments: [String], input: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        var error = Data()
        let done = DispatchSemaphore(value: 0)
        Thread { error = stderr.fileHandleForReading.readDataToEndOfFile(); done.signal() }.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    /// Every `${{ inputs.NAME }}` (or `inputs.NAME` in an `if:`) the text refers to.
    func inputsReferred(in text: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(text)
        while let range = rest.range(of: "inputs.") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
            rest = rest[range.upperBound...]
        }
        return names
    }

    func testTheActionsInputsAreUsedDocumentedAndItsStepsParse() throws {
        let source = try text("action.yml")
        let action = try XCTUnwrap(try yaml(source) as? [String: Any])
        let inputs = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        // What the action is for: the scenes, references, record mode, report, gallery and shard.
        for name in ["scenes", "references", "record", "report", "publish", "shard"] {
            XCTAssertNotNil(inputs[name], "no input \(name)")
        }
        for (name, input) in inputs.sorted(by: { $0.key < $1.key }) {
            XCTAssertFalse((input["description"] as? String ?? "").isEmpty, "\(name) has no description")
            XCTAssertNotNil(input["default"], "\(name) has no default")
        }
        // Every input is used, and nothing refers to an input that is not declared.
        XCTAssertEqual(inputsReferred(in: source).sorted(), inputs.keys.sorted())

        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])
        let uses = steps.compactMap { $0["uses"] as? String }
        XCTAssertEqual(uses.filter { $0.hasPrefix("actions/cache@") }.count, 2, "the build and the scene cache")
        XCTAssertEqual(uses.filter { $0.hasPrefix("actions/upload-artifact@") }.count, 2, "the report and the gallery")
        let ids = Set(steps.compactMap { $0["id"] as? String })
        let scripts = steps.compactMap { $0["run"] as? String }
        XCTAssertTrue(scripts.contains { $0.contains("/scripts/setup") }, "the system packages")
        XCTAssertTrue(scripts.contains { $0.contains("/scripts/install") }, "the build")
        XCTAssertTrue(scripts.contains { $0.contains("dynamics\" test ") }, "dynamics test")
        XCTAssertTrue(scripts.contains { $0.contains("dynamics\" publish ") }, "dynamics publish")
        XCTAssertTrue(scripts.contains { $0.contains("GITHUB_STEP_SUMMARY") }, "the publish summary")
        for step in steps where step["run"] != nil {
            XCTAssertEqual(step["shell"] as? String, "bash", "a composite step names its shell")
        }
        // Each step's script is valid bash once the expressions are filled in.
        for script in scripts {
            let filled = script.replacingOccurrences(of: #"\$\{\{[^}]*\}\}"#, with: "X", options: .regularExpression)
            let check = try run(URL(fileURLWithPath: "/bin/bash"), ["-n"], input: filled)
            XCTAssertEqual(check.status, 0, "\(check.stderr)\n\(script)")
        }
        // Outputs come from steps that exist.
        let outputs = try XCTUnwrap(action["outputs"] as? [String: [String: Any]])
        for (name, output) in outputs {
            let value = try XCTUnwrap(output["value"] as? String)
            let step = value.components(separatedBy: "steps.").dropFirst().first?.prefix { $0 != "." }
            XCTAssertTrue(ids.contains(String(step ?? "")), "output \(name) names no step: \(value)")
        }

        // docs/visual-testing.md documents exactly these inputs, a table row each.
        let docs = try text("docs/visual-testing.md")
        let section = try XCTUnwrap(docs.components(separatedBy: "### The GitHub Action").dropFirst().first?.components(separatedBy: "\n### ").first)
        let documented = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        XCTAssertEqual(documented.sorted(), (inputs.keys.sorted() + outputs.keys.sorted().map { "outputs.\($0)" }).sorted())
    }

    func testThisRepositorysWorkflowAndTheReadmesExampleUseTheAction() throws {
        let inputs = try XCTUnwrap((try yaml(try text("action.yml")) as? [String: Any])?["inputs"] as? [String: Any])
        let workflow = try XCTUnwrap(try yaml(try text(".github/workflows/ci.yml")) as? [String: Any])
        let jobs = try XCTUnwrap(workflow["jobs"] as? [String: [String: Any]])
        var local: [[String: Any]] = []
        for (_, job) in jobs.sorted(by: { $0.key < $1.key }) {
            local += (job["steps"] as? [[String: Any]] ?? []).filter { $0["uses"] as? String == "./" }
        }
        XCTAssertEqual(local.count, 2, "the tests and the gallery use the action")
        for step in local {
            for key in (step["with"] as? [String: Any] ?? [:]).keys {
                XCTAssertNotNil(inputs[key], "ci.yml gives the action an input it lacks: \(key)")
            }
        }
        XCTAssertTrue(local.contains { ($0["with"] as? [String: Any])?["references"] as? String == "Fixtures" }, "the demos tested against Fixtures/")

        // The README's example: a workflow of its own, of about eight lines, using the action.
        let readme = try text("README.md")
        let blocks = readme.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        let example = try XCTUnwrap(blocks.first { $0.contains("/dynamics@") }, "no example of the action in README.md")
        XCTAssertLessThanOrEqual(example.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }.count, 12)
        let parsed = try XCTUnwrap(try yaml(example) as? [String: Any])
        let steps = try XCTUnwrap(((parsed["jobs"] as? [String: [String: Any]])?.values.first?["steps"]) as? [[String: Any]])
        let step = try XCTUnwrap(steps.first { ($0["uses"] as? String)?.contains("/dynamics@") == true })
        let given = try XCTUnwrap(step["with"] as? [String: Any])
        XCTAssertFalse(given.isEmpty)
        for key in given.keys {
            XCTAssertNotNil(inputs[key], "the README's example gives an input the action lacks: \(key)")
        }
    }

    /// Docker is not run here: its file is read instead. It must install scripts/setup's
    /// packages, build from the image CI uses, and install with scripts/install.
    func testTheDockerfileInstallsWhatSetupInstallsAndRunsTheInstallScript() throws {
        let setup = try text("scripts/setup")
        let array = try XCTUnwrap(setup.components(separatedBy: "\npackages=(").dropFirst().first?.components(separatedBy: ")").first)
        let setupPackages = array.split(separator: " ").map(String.init)
        XCTAssertTrue(setupPackages.contains("libcairo2-dev") && setupPackages.contains("fonts-dejavu-core"), "\(setupPackages)")

        // Instructions, with continuation lines joined and comments dropped.
        let dockerfile = try text("Dockerfile")
        let instructions = dockerfile.replacingOccurrences(of: "\\\n", with: " ")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let from = try XCTUnwrap(instructions.first)
        let ci = try text(".github/workflows/ci.yml")
        let container = try XCTUnwrap(ci.components(separatedBy: "container: ").dropFirst().first?.prefix { !$0.isNewline })
        XCTAssertEqual(from, "FROM \(container)", "the image CI tests in")

        var installed: [String] = []
        for instruction in instructions where instruction.hasPrefix("RUN ") {
            for command in instruction.components(separatedBy: "&&") {
                let words = command.split(separator: " ").map(String.init)
                guard let install = words.firstIndex(of: "install"), install > 0, words[install - 1] == "apt-get" else { continue }
                installed += words[(install + 1)...].filter { !$0.hasPrefix("-") }
            }
        }
        XCTAssertEqual(installed, setupPackages, "the Dockerfile's apt packages and scripts/setup's")
        XCTAssertTrue(instructions.contains { $0.hasPrefix("RUN ") && $0.contains("scripts/install /usr/local") }, "dynamics installed by scripts/install")
        XCTAssertTrue(instructions.contains { $0.hasPrefix("COPY . ") })

        // The build context leaves out builds and rendered output.
        let ignored = try text(".dockerignore").split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        XCTAssertTrue(ignored.contains(".build") && ignored.contains("out"), "\(ignored)")
    }
}
