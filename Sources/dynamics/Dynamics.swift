import ArgumentParser
import Basics
import Foundation
import SceneFiles

/// `dynamics`: run the seeds' UIKit Dynamics demos offscreen and write GIFs or PNG frames.
@main
struct Dynamics: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "Run UIKit Dynamics scenes offscreen and record them as GIFs or PNG frames.",
        version: Installation.versionText(),
        subcommands: [List.self, Render.self, Encode.self, Diff.self, Publish.self, Test.self, PreviewCommand.self])

    /// Parses and runs, reporting any failure as one line on stderr with a non-zero status
    /// (the library's own messages, without ArgumentParser's usage block).
    static func main() {
        // Ctrl-C or a kill removes our temporary files (and stops a scene's process) first.
        FileSystem.installSignalCleanup()
        do {
            var command = try parseAsRoot()
            try command.run()
            try flushStandardOutput()
        } catch let status as ExitCode {
            // A command that picks its own status has already said what it has to say.
            Foundation.exit(status.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                if (try? flushStandardOutput()) == nil { Foundation.exit(ExitCode.failure.rawValue) }
            } else {
                let message = oneLine(error)
                FileHandle.standardError.write(Data("dynamics: \(message)\n".utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// The error's message on one line: ArgumentParser's, the libraries' own, or for an error
    /// from Foundation "cannot write PATH: Permission denied" rather than its raw description.
    private static func oneLine(_ error: Error) -> String {
        let message = self.message(for: error)
        if message.hasPrefix("Error Domain=") || message.contains("NSCocoaErrorDomain") {
            let nsError = error as NSError
            let path = (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
            let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
            let reason = underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
                ?? nsError.localizedDescription
            return path.map { "cannot write \($0): \(reason)" } ?? reason
        }
        return message.split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
}

/// What `print` buffered, written out; a full disk or a closed pipe on stdout is an error
/// (`list > /dev/full` must not exit 0 with its output lost).
func flushStandardOutput() throws {
    errno = 0
    guard fflush(stdout) == 0, ferror(stdout) == 0 else {
        throw StandardOutputError(reason: String(cString: strerror(errno == 0 ? EIO : errno)))
    }
}

struct StandardOutputError: Error, CustomStringConvertible {
    let reason: String
    var description: String { "cannot write to standard output: \(reason)" }
}
