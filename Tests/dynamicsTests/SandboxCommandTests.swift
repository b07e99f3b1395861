import Foundation
import XCTest

/// Hostile scene files, as a pull request could bring them: each attempt is contained, said in
/// one line with status 2, and leaves everything but the output as it was. The work folder
/// stands for the checkout; `home/` for the user's home, with a key in `.ssh`.
final class SandboxCommandTests: CommandLineTestCase {
    private var home: URL { workDirectory.appendingPathComponent("home") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try write("home/.ssh/id_rsa", "PRIVATE KEY\n")
        try write("secret.txt", "s3cret outside the scene\n")
    }

    /// A scene whose controller does `body` as its view loads.
    private func writeScene(_ name: String, _ body: String) throws {
        try write("scene/\(name).swift", """
            import UIKit
            import Foundation

            class \(name)ViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .white
                    \(body)
                }
            }

            """)
    }

    /// Renders `scene/<name>.swift` to `out/<name>.gif` with `HOME` at `home/`, and checks that
    /// nothing in the work folder changed but the compiled cache (elsewhere) and no output.
    private func renderContained(_ name: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> Result {
        try FileManager.default.createDirectory(at: workDirectory.appendingPathComponent("out"), withIntermediateDirectories: true)
        let before = try allFiles()
        let secret = try Data(contentsOf: workDirectory.appendingPathComponent("secret.txt"))
        let result = try runDynamics(["render", "scene/\(name).swift", "-o", "out/\(name).gif", "--duration", "0.2"] + extra,
                                     environment: environment.merging(["HOME": home.path]) { $1 }, killAfter: 120)
        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(try allFiles().filter { $0 != "out/\(name).gif" }, before, "the scene changed files")
        XCTAssertEqual(try Data(contentsOf: workDirectory.appendingPathComponent("secret.txt")), secret)
        return result
    }

    private func assertRefused(_ result: Result, _ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: lineNumber)
        XCTAssertEqual(result.stderr, "dynamics: \(line)\n", file: file, line: lineNumber)
        XCTAssertFalse(result.stderr.contains("s3cret") || result.stderr.contains("PRIVATE KEY"), file: file, line: lineNumber)
    }

    func testReadingAFileOutsideTheSceneFolderIsRefused() throws {
        let secret = workDirectory.appendingPathComponent("secret.txt").resolvingSymlinksInPath().path
        try writeScene("ReadSecret", #"print(try! String(contentsOfFile: "\#(secret)", encoding: .utf8))"#)
        assertRefused(try renderContained("ReadSecret"),
                      "the scene tried to open \(secret); scene files may read only their own folder (use --no-sandbox to allow)")
    }

    func testReadingTheUsersKeyIsRefusedAndShownUnderHome() throws {
        try writeScene("ReadKey", #"print(try! String(contentsOfFile: NSHomeDirectory() + "/.ssh/id_rsa", encoding: .utf8))"#)
        // The scene's own HOME is private: it must spell the real one out.
        try writeScene("ReadKeyByPath", #"print(try! String(contentsOfFile: "\#(home.resolvingSymlinksInPath().path)/.ssh/id_rsa", encoding: .utf8))"#)
        assertRefused(try renderContained("ReadKeyByPath"),
                      "the scene tried to open ~/.ssh/id_rsa; scene files may read only their own folder (use --no-sandbox to allow)")
        let own = try renderContained("ReadKey")
        XCTAssertEqual(own.status, 2)
        XCTAssertFalse(own.stderr.contains("PRIVATE KEY"), own.stderr)
    }

    func testReadingEtcShadowIsRefused() throws {
        try writeScene("Shadow", #"print((try? String(contentsOfFile: "/etc/shadow", encoding: .utf8)) ?? "unreadable")"#)
        assertRefused(try renderContained("Shadow"),
                      "the scene tried to open /etc/shadow; scene files may read only their own folder (use --no-sandbox to allow)")
    }

    func testTheEnvironmentsSecretsNeverReachTheScene() throws {
        try writeScene("Env", #"""
            let environment = ProcessInfo.processInfo.environment
            print("token:", environment["DYNAMICS_TEST_TOKEN"] ?? "none", environment["GITHUB_TOKEN"] ?? "none",
                  environment["AWS_SECRET_ACCESS_KEY"] ?? "none", environment.keys.sorted().joined(separator: ","))
            """#)
        let secrets = ["DYNAMICS_TEST_TOKEN": "tok-123", "GITHUB_TOKEN": "ghs_456", "AWS_SECRET_ACCESS_KEY": "aws-789"]
        let result = try renderContained("Env", environment: secrets)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("token: none none none "), result.stderr)
        let names = result.stderr.split(separator: " ").last.map { $0.trimmingCharacters(in: .newlines) } ?? ""
        XCTAssertTrue(Set(names.split(separator: ",").map(String.init)).isSubset(of: ["HOME", "LANG", "LC_ALL", "PATH", "SWIFT_BACKTRACE", "TMPDIR", "TZ", "XDG_CACHE_HOME"]), names)
        // HOME is the scene's own, not the user's.
        XCTAssertFalse(result.stderr.contains(home.path))

        let passed = try runDynamics(["render", "scene/Env.swift", "-o", "out/Env.gif", "--duration", "0.2", "--pass-env", "DYNAMICS_TEST_TOKEN"],
                                     environment: secrets)
        XCTAssertEqual(passed.status, 0, passed.stderr)
        XCTAssertTrue(passed.stderr.hasPrefix("token: tok-123 none none "), passed.stderr)
    }

    func testConnectingToALoopbackServerIsRefused() throws {
        // A server the scene might reach: a TCP socket listening on 127.0.0.1.
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(server, 0)
        defer { close(server) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { XCTAssertEqual(bind(server, $0, length), 0) } }
        XCTAssertEqual(listen(server, 4), 0)
        withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(server, $0, &length) } }
        let port = UInt16(bigEndian: address.sin_port)
        try writeScene("Connect", """
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(\(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            print("connected:", connected)
            """)
        assertRefused(try renderContained("Connect"),
                      "the scene tried to open a network socket (AF_INET, as the network and Foundation's Process do); scene files have no network and start no processes (use --no-sandbox to allow)")
        // Nobody knocked.
        _ = fcntl(server, F_SETFL, fcntl(server, F_GETFL) | O_NONBLOCK)
        XCTAssertEqual(accept(server, nil, nil), -1)
    }

    func testWritingIntoTheCheckoutIsRefused() throws {
        let target = workDirectory.resolvingSymlinksInPath().appendingPathComponent("pwned.txt").path
        try writeScene("WriteCheckout", #"try! "pwned".write(toFile: "\#(target)", atomically: false, encoding: .utf8)"#)
        assertRefused(try renderContained("WriteCheckout"),
                      "the scene tried to write \(target); scene files may write only their output (use --no-sandbox to allow)")
    }

    func testWritingIntoHomeIsRefused() throws {
        try writeScene("WriteHome", #"try! "pwned".write(toFile: "\#(home.resolvingSymlinksInPath().path)/.bashrc", atomically: false, encoding: .utf8)"#)
        assertRefused(try renderContained("WriteHome"),
                      "the scene tried to write ~/.bashrc; scene files may write only their output (use --no-sandbox to allow)")
    }

    func testForkingInALoopIsRefused() throws {
        try writeScene("Fork", "while true { if fork() == 0 { _exit(0) } }")
        assertRefused(try renderContained("Fork"),
                      "the scene tried to start a process; scene files may not start processes (use --no-sandbox to allow)")
    }

    func testRunningAShellThroughProcessIsRefused() throws {
        let marker = workDirectory.resolvingSymlinksInPath().appendingPathComponent("shell-ran").path
        try writeScene("Shell", """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "touch \(marker)"]
            try? process.run()
            process.waitUntilExit()
            """)
        let result = try renderContained("Shell")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("dynamics: the scene tried to "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("start no processes (use --no-sandbox to allow)\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
    }

    func testAllocating64GBIsRefused() throws {
        try writeScene("Allocate", "let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 64 << 30); bytes[0] = 1; print(bytes[0])")
        assertRefused(try renderContained("Allocate"),
                      "the scene tried to allocate more memory than its limit of 16 GiB; raise it with --memory SIZE (or use --no-sandbox)")
        let lower = try renderContained("Allocate", ["--memory", "2G"])
        XCTAssertEqual(lower.stderr, "dynamics: the scene tried to allocate more memory than its limit of 2 GiB; raise it with --memory SIZE (or use --no-sandbox)\n")
    }

    func testSpinningForeverIsStopped() throws {
        try writeScene("Spin", "var turns = 0; while true { turns &+= 1 }")
        let result = try renderContained("Spin", ["--timeout", "2"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "dynamics: the scene made no progress for 2 s and was stopped (an endless loop? raise --timeout if it is just slow)\n")
    }

    func testSignallingTheParentIsRefused() throws {
        try writeScene("Kill", "kill(getppid(), SIGKILL)")
        let result = try renderContained("Kill")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("dynamics: the scene tried to signal another process ("), result.stderr)
    }

    func testTheScenesOwnFolderAndPrivateFolderAreOpen() throws {
        try write("scene/data.txt", "mine\n")
        let data = workDirectory.resolvingSymlinksInPath().appendingPathComponent("scene/data.txt").path
        try writeScene("Own", #"""
            let mine = try! String(contentsOfFile: "\#(data)", encoding: .utf8)
            let scratch = NSTemporaryDirectory() + "/scratch.txt"
            try! "kept".write(toFile: scratch, atomically: true, encoding: .utf8)
            print("read:", mine.trimmingCharacters(in: .newlines), try! String(contentsOfFile: scratch, encoding: .utf8))
            """#)
        let result = try runDynamics(["render", "scene/Own.swift", "-o", "Own.gif", "--duration", "0.2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "read: mine kept\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: workDirectory.appendingPathComponent("Own.gif").path))
    }

    /// UserDefaults reads Foundation's global domain and keeps the scene's own in its private
    /// HOME: an app's settings work, and nothing is written outside.
    func testUserDefaultsWorkInsideTheSandbox() throws {
        try writeScene("Defaults", #"""
            UserDefaults.standard.set(15, forKey: "NumberOfBricks")
            UserDefaults.standard.synchronize()
            print("bricks:", UserDefaults.standard.integer(forKey: "NumberOfBricks"), UserDefaults.standard.value(forKey: "Missing") == nil)
            """#)
        let result = try renderContained("Defaults")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "bricks: 15 true\n")
    }

    func testNoSandboxLetsTheSceneReadOutside() throws {
        let secret = workDirectory.resolvingSymlinksInPath().appendingPathComponent("secret.txt").path
        try writeScene("Outside", #"print(try! String(contentsOfFile: "\#(secret)", encoding: .utf8), terminator: "")"#)
        let result = try runDynamics(["render", "scene/Outside.swift", "-o", "Outside.gif", "--duration", "0.2", "--no-sandbox"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "s3cret outside the scene\n")
    }

    func testMemoryTakesASize() throws {
        let result = try runDynamics(["render", "flick", "-o", "flick.gif", "--memory", "lots"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--memory must be a size of at least 64M, as 512M or 8G, not lots"), result.stderr)
    }
}
