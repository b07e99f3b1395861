import Foundation

extension BinaryFloatingPoint {
    /// True when `self` is within `tolerance` of `other`, relative to the larger magnitude
    /// (or absolutely, when both are smaller than 1). Tolerance 0.01 means 1 %.
    public func isApproximatelyEqual(to other: Self, relativeTolerance tolerance: Self) -> Bool {
        let scale = Swift.max(Swift.max(abs(self), abs(other)), 1)
        return abs(self - other) <= tolerance * scale
    }
}

/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so a failing
/// randomized case can be replayed from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The folder holding the package (Package.swift), found from this source file.
public let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
        url.deleteLastPathComponent()
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return url
        }
    }
    fatalError("Package.swift not found above \(#filePath)")
}()

/// What a test run in a child process did.
public struct ChildTestResult {
    /// The signal that ended it (a trap is SIGILL or SIGTRAP), or nil when it exited.
    public var signal: Int32?
    public var status: Int32
    /// What XCTest printed: each test's start and end, and each failure with its message.
    public var stdout: String
    public var stderr: String
    /// True when it was still running after the time limit and was killed.
    public var timedOut: Bool
}

/// Runs one test of this test bundle (`Module.Class/testMethod`) in a child process with the
/// environment variable `DYNAMICS_CHILD_TEST` set to `name`, so a test can check that some code
/// traps (with its message) or would hang, or that a test fails, without taking the test run
/// down. The child test does its dangerous part only when that variable names it.
/// `environment` changes the child's environment: a value sets a variable, nil removes it.
/// Killed after `timeout` seconds: a watchdog for a hang, far above the time the child takes.
public func runTestInChildProcess(_ name: String, timeout: Double = 20, environment changes: [String: String?] = [:]) throws -> ChildTestResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).resolvingSymlinksInPath()
    process.arguments = [name]
    var environment = ProcessInfo.processInfo.environment
    environment["DYNAMICS_CHILD_TEST"] = name
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for (variable, value) in changes { environment[variable] = value }
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let collectedOut = DataCollector(), collectedErr = DataCollector()
    for (pipe, collected) in [(out, collectedOut), (err, collectedErr)] {
        Thread { collected.data = pipe.fileHandleForReading.readDataToEndOfFile(); collected.done.signal() }.start()
    }
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline {
            timedOut = true
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
            break
        }
        usleep(10_000)
    }
    process.waitUntilExit()
    collectedOut.done.wait()
    collectedErr.done.wait()
    let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
    return ChildTestResult(signal: signal, status: process.terminationStatus,
                           stdout: String(decoding: collectedOut.data, as: UTF8.self),
                           stderr: String(decoding: collectedErr.data, as: UTF8.self), timedOut: timedOut)
}

/// Whether this process is the child `runTestInChildProcess(name)` started.
public func isChildTest(_ name: String) -> Bool {
    ProcessInfo.processInfo.environment["DYNAMICS_CHILD_TEST"] == name
}

private final class DataCollector: @unchecked Sendable {
    var data = Data()
    let done = DispatchSemaphore(value: 0)
}

/// Where tests compile scene files (the built-in demos among them) and the `dynamics` runs
/// they start keep their scene cache: one folder under `.build`, so a demo compiles once per
/// build of the kit rather than once per test, and tests never write into the user's own
/// cache.
public let testSceneCache: URL = packageRoot.appendingPathComponent(".build/test-scene-cache")
