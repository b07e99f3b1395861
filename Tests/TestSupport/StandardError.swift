import Foundation

/// Runs `body` with this process's standard error sent to a file, and returns what was written
/// there: a test of code that warns on stderr checks the warning instead of leaving it in the
/// test log, where it reads like a failure.
public func capturingStandardError<Result>(_ body: () throws -> Result) rethrows -> (result: Result, output: String) {
    let path = NSTemporaryDirectory() + "stderr-\(getpid())-\(UUID().uuidString)"
    let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    precondition(file >= 0, "cannot open \(path)")
    fflush(stderr)
    let saved = dup(STDERR_FILENO)
    dup2(file, STDERR_FILENO)
    defer {
        fflush(stderr)
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(file)
        unlink(path)
    }
    let result = try body()
    fflush(stderr)
    let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return (result, output)
}
