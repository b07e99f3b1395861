/// Code that waits or hops threads in wall-clock time, which a recording does not have: a scene
/// runs on its own clock, far faster than the wall clock, and nothing drains Dispatch's real main
/// queue or the main actor while it records. Such code compiles and then runs late, at a time
/// that differs from run to run, or never; scene files get a warning at each place, pointing at
/// the scene-clock way to write it. (`DispatchQueue`, `DispatchTime`, `DispatchGroup`, `Timer`,
/// `Task` and `MainActor` themselves are the scene's in scene files, and need no warning.)
enum WallClockCode {
    struct Finding: Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    /// Identifier paths (`Task.sleep`), matched on code tokens, and what to say about them.
    private static let patterns: [(path: [String], message: String)] = [
        (["OperationQueue", ".", "main"],
         "OperationQueue.main never runs its operations in a recording; use DispatchQueue.main.async, which runs on the scene's clock"),
        (["RunLoop", ".", "main", ".", "perform"],
         "RunLoop.main.perform never runs its block in a recording; use DispatchQueue.main.async, which runs on the scene's clock"),
    ]

    static func findings(in tokens: [SourceScanner.Token]) -> [Finding] {
        var findings: [Finding] = []
        for index in tokens.indices {
            for (path, message) in patterns where index + path.count <= tokens.count {
                guard (0..<path.count).allSatisfy({ tokens[index + $0].text == path[$0] }) else { continue }
                // Core Motion's `start…Updates(to: OperationQueue.main)`: the kit runs those
                // handlers on the scene's clock whatever the queue.
                if index >= 2, tokens[index - 2].text == "to", tokens[index - 1].text == ":" { continue }
                // A notification observer's queue: the translation runs it at once instead.
                if TranslatedSource.isMainQueueObserverArgument(tokens, at: index) { continue }
                findings.append(Finding(line: tokens[index].line, column: tokens[index].column, message: message))
            }
        }
        return findings
    }
}
