import ArgumentParser
import Foundation

/// `dynamics`: run the seeds' UIKit Dynamics demos offscreen and write GIFs or PNG frames.
@main
struct Dynamics: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dynamics",
        abstract: "Run UIKit Dynamics scenes offscreen and record them as GIFs or PNG frames.",
        version: "0.1.0",
        subcommands: [List.self, Render.self, Encode.self, Diff.self, Publish.self, Test.self])

    /// Parses and runs, reporting any failure as one line on stderr with a non-zero status
    /// (the library's own messages, without ArgumentParser's usage block).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let status as ExitCode {
            // A command that picks its own status has already said what it has to say.
            Foundation.exit(status.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
            } else {
                let message = self.message(for: error)
                    .split(separator: "\n").first.map(String.init) ?? "\(error)"
                FileHandle.standardError.write(Data("dynamics: \(message)\n".utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}
