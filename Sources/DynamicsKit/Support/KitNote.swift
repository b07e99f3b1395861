import Foundation

/// The kit's notes on stderr: one line, `dynamics: …`, each said once per process — what a
/// scene asked for that the kit does not do, or does differently, as UIKit's console messages
/// are. The renderer says its own through it too.
package enum KitNote {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var said = Set<String>()

    /// Says `message` (without `dynamics: ` and the newline) unless `key` (the message itself
    /// by default) was said before.
    package static func once(_ message: String, key: String? = nil) {
        let first = lock.withLock { said.insert(key ?? message).inserted }
        if first { FileHandle.standardError.write(Data("dynamics: \(message)\n".utf8)) }
    }
}
