import Foundation

/// The code of a proof scene, `Tests/Scenes/<path>`, for a test that drives it with touches of
/// its own: its `// dynamics:` flags (touches, key times, duration) are left out, all but the
/// `--controller` it names.
public func proofSceneSource(_ path: String) throws -> String {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/Scenes").appendingPathComponent(path), encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    var controller: String?
    while let first = lines.first, first.hasPrefix("// dynamics:") {
        let words = first.split(separator: " ")
        if let flag = words.firstIndex(of: "--controller"), flag + 1 < words.count { controller = String(words[flag + 1]) }
        lines.removeFirst()
    }
    if let controller { lines.insert("// dynamics: --controller \(controller)", at: 0) }
    return lines.joined(separator: "\n")
}
