import Foundation

/// Says which outlet a "found nil while implicitly unwrapping" crash was, and whether an
/// Interface Builder file near the scene connects it.
///
/// The crash itself stays, as on iOS (a nil `@IBOutlet` traps there too); the message adds
/// the outlet's name and where its value was meant to come from: a storyboard the scene was
/// not given (one file of an app rather than its folder), or a controller made in code that
/// its storyboard was meant to make.
enum OutletDiagnosis {
    /// `reason` with the explanation appended, or `reason` as it is when it is not a nil
    /// unwrap on a line that uses one of the scene's `@IBOutlet`s.
    static func explain(_ reason: String, project: SceneProject) -> String {
        guard let (file, line) = location(ofNilUnwrap: reason),
              let source = project.files.first(where: { $0 == file || $0.hasSuffix("/" + file) }),
              let text = try? String(contentsOfFile: source, encoding: .utf8) else { return reason }
        let lines = text.components(separatedBy: "\n")
        guard line >= 1, line <= lines.count else { return reason }
        let outlets = outletNames(in: project.files)
        let used = identifiers(in: lines[line - 1]).filter { outlets.contains($0) }
        guard let outlet = used.first else { return reason }
        // A folder's own storyboards and xibs (at any depth), else those near the files given.
        let candidates = project.interfaceBuilderFiles.isEmpty ? interfaceFiles(near: project) : project.interfaceBuilderFiles
        let connecting = candidates.filter { connects($0, outlet: outlet) }
        let named = "`\(outlet)` is an @IBOutlet"
        if let first = connecting.first {
            let storyboard = (first as NSString).lastPathComponent
            if project.interfaceBuilderFiles.contains(first) {
                return "\(reason) — \(named) that \(storyboard) connects, but this object was made in code rather than by \(storyboard), "
                    + "so nothing connected it (on iOS too); make it with UIStoryboard's instantiateViewController(withIdentifier:) or UINib"
            }
            return "\(reason) — \(named) that \(storyboard) connects; render the app's folder rather than this file, so that \(storyboard) is read"
        }
        return "\(reason) — \(named) that no storyboard or xib beside the scene connects, so it would be nil on iOS too"
    }

    /// "File.swift:12: Fatal error: Unexpectedly found nil while implicitly unwrapping…" →
    /// ("File.swift", 12).
    static func location(ofNilUnwrap reason: String) -> (String, Int)? {
        guard reason.contains("Unexpectedly found nil while implicitly unwrapping"),
              let fatal = reason.range(of: ": Fatal error:") else { return nil }
        let place = reason[..<fatal.lowerBound]
        guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]) else { return nil }
        return (String(place[..<colon]), line)
    }

    /// The names of the properties declared `@IBOutlet` in `files`, in the order found.
    static func outletNames(in files: [String]) -> [String] {
        var names: [String] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains("@IBOutlet") else { continue }
            for line in text.components(separatedBy: "\n") {
                guard let mark = line.range(of: "@IBOutlet") else { continue }
                let words = identifiers(in: String(line[mark.upperBound...]))
                guard let index = words.firstIndex(where: { $0 == "var" || $0 == "let" }), index + 1 < words.count else { continue }
                if !names.contains(words[index + 1]) { names.append(words[index + 1]) }
            }
        }
        return names
    }

    /// The identifiers on a line, in order (string contents and comments included: a guess is
    /// only made when one of them is an outlet's name).
    static func identifiers(in line: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in line {
            if character == "_" || character.isLetter || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The storyboards and xibs in the folders holding the scene's files, two levels down
    /// (`Base.lproj/Main.storyboard`), sorted by path.
    static func interfaceFiles(near project: SceneProject) -> [String] {
        var found: [String] = []
        func look(in folder: String, depth: Int) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(entry)
                if entry.hasSuffix(".storyboard") || entry.hasSuffix(".xib") {
                    if !found.contains(path) { found.append(path) }
                } else if depth < 2, !SceneProject.isLeftOut(folder: entry) {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                        look(in: path, depth: depth + 1)
                    }
                }
            }
        }
        for folder in project.resourceDirectories where !folder.hasSuffix(".xcassets") { look(in: folder, depth: 0) }
        return found
    }

    /// Whether an Interface Builder file has an outlet connection to a property of this name.
    static func connects(_ file: String, outlet: String) -> Bool {
        guard let xml = try? String(contentsOfFile: file, encoding: .utf8) else { return false }
        return xml.contains("property=\"\(outlet)\"")
    }
}
