/// A notification observer added on the main operation queue
/// (`addObserver(forName:object:queue: .main)`, or `queue: OperationQueue.main`) runs its block
/// on the main thread when the notification is posted there, as UIKit posts all of its own. Here
/// Foundation would hand the block to a main queue that nothing drains during a recording and
/// wait for it: the scene hung at the first post. The translation passes `nil` instead, which
/// runs the block at once on the posting thread, the scene's, as the main queue would on a
/// device (`nil` and spaces take the argument's place, so columns stay the user's).
extension TranslatedSource {
    /// The byte ranges of such `queue:` arguments.
    static func mainQueueObserverArguments(in tokens: [SourceScanner.Token]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in tokens.indices where tokens[index].text == "queue" && index + 3 < tokens.count {
            guard tokens[index + 1].text == ":" else { continue }
            let first = index + 2
            let last: Int
            if tokens[first].text == ".", tokens[first + 1].text == "main" {
                last = first + 1
            } else if first + 2 < tokens.count, tokens[first].text == "OperationQueue", tokens[first + 1].text == ".",
                      tokens[first + 2].text == "main" {
                last = first + 2
            } else {
                continue
            }
            // The argument ends there (not `.main.underlyingQueue`), in a call that names the
            // notification (`addObserver(forName:`) a few tokens before.
            guard last + 1 < tokens.count, [",", ")"].contains(tokens[last + 1].text),
                  isObserverCall(tokens, queueLabel: index),
                  tokens[first].offset >= 0, tokens[last].offset >= 0
            else { continue }
            ranges.append(tokens[first].offset..<tokens[last].offset + 4)
        }
        return ranges
    }

    /// Whether the token at `index` starts such an argument, for the wall-clock warnings.
    static func isMainQueueObserverArgument(_ tokens: [SourceScanner.Token], at index: Int) -> Bool {
        index >= 2 && tokens[index - 1].text == ":" && tokens[index - 2].text == "queue"
            && isObserverCall(tokens, queueLabel: index - 2)
    }

    /// Whether the `queue` label at `queueLabel` is in a call that names its notification
    /// (`addObserver(forName:`) a few tokens before.
    private static func isObserverCall(_ tokens: [SourceScanner.Token], queueLabel: Int) -> Bool {
        tokens[max(0, queueLabel - 24)..<queueLabel].contains { $0.text == "forName" }
    }
}
