import Foundation

/// An Xcode asset catalog (`Assets.xcassets`) as `UIImage(named:)` and `UIColor(named:)` read
/// it: image sets (PNG, JPEG or a single-scale PDF drawn at the scene's scale; the variant whose
/// scale is nearest the scene's, the larger on a tie) and color sets (the universal,
/// light-appearance color). Dark-appearance colors are not read.
enum AssetCatalog {
    /// The image `name` in `catalog`, with the scale its variant has.
    static func image(named name: String, in catalog: URL, scale wanted: CGFloat = 2) -> (path: String, scale: CGFloat)? {
        guard let set = set(named: name, kind: "imageset", in: catalog), let images = contents(of: set)?["images"] as? [[String: Any]] else { return nil }
        let readable = UIImage.pdfPageSize == nil ? [".png", ".jpg", ".jpeg"] : [".png", ".jpg", ".jpeg", ".pdf"]
        let files = images.compactMap { entry -> (String, CGFloat)? in
            guard let file = entry["filename"] as? String, readable.contains(where: file.lowercased().hasSuffix) else { return nil }
            // A single-scale set (no "scale": a PDF's or a "preserves vector" PNG's) is 1×.
            let scale = CGFloat(Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1)
            return (existing(file, in: set)?.path ?? set.appendingPathComponent(file).path, scale)
        }
        if files.isEmpty, images.contains(where: { ($0["filename"] as? String)?.lowercased().hasSuffix(".pdf") == true }) {
            KitNote.once("the image set \(name) in \(catalog.lastPathComponent) has only a PDF (vector) image, which needs the renderer's PDF reader")
        }
        return files.min { lhs, rhs in
            let (left, right) = (abs(lhs.1 - wanted), abs(rhs.1 - wanted))
            return left != right ? left < right : lhs.1 > rhs.1
        }
    }

    /// The color `name` in `catalog`: the universal one without a dark appearance.
    static func color(named name: String, in catalog: URL) -> UIColor? {
        guard let set = set(named: name, kind: "colorset", in: catalog), let colors = contents(of: set)?["colors"] as? [[String: Any]] else { return nil }
        let light = colors.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? colors.first
        guard let color = light?["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func component(_ key: String) -> CGFloat? {
            if let number = components[key] as? Double { return CGFloat(number) }
            guard let text = components[key] as? String else { return nil }
            // "0.500", "128" (0…255) or "0x80".
            if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return CGFloat(value) / 255 }
            guard let value = Double(text) else { return nil }
            return CGFloat(text.contains(".") || value <= 1 ? value : value / 255)
        }
        if let white = component("white") {
            return UIColor(white: white, alpha: component("alpha") ?? 1)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
    }

    /// The set `name.kind` in `catalog`: at its top, or in a group folder, as Xcode finds it.
    /// A group that "provides namespace" (its `Contents.json`) is named in the path
    /// (`UIImage(named: "Twitter/background")`), which the first look finds; others are
    /// searched through, in name order.
    private static func set(named name: String, kind: String, in catalog: URL) -> URL? {
        if let direct = existing(name + "." + kind, in: catalog) { return direct }
        func search(_ folder: URL, depth: Int) -> URL? {
            guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
            for entry in entries.sorted() where !entry.contains(".") {
                let group = folder.appendingPathComponent(entry)
                let properties = contents(of: group)?["properties"] as? [String: Any]
                if properties?["provides-namespace"] as? Bool == true { continue }
                if let candidate = existing(name + "." + kind, in: group) { return candidate }
                if let found = search(group, depth: depth + 1) { return found }
            }
            return nil
        }
        return search(catalog, depth: 0)
    }

    /// The entry `name` of `folder`, if there is one: by its bytes, else by Unicode's canonical
    /// equivalence, as macOS's file system matches names (an "ó" typed as one character in
    /// `Contents.json` names a file whose name has "o" and a combining accent, or the reverse).
    private static func existing(_ name: String, in folder: URL) -> URL? {
        let direct = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        guard name.unicodeScalars.contains(where: { !$0.isASCII }),
              let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
              let match = entries.sorted().first(where: { $0 == name }) else { return nil }
        return folder.appendingPathComponent(match)
    }

    private static func contents(of set: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }
}

extension UIColor {
    /// The color set `name` of the scene's asset catalogs; nil when none has it.
    public convenience init?(named name: String) {
        let folders = Clock.current?.imageSearchDirectories ?? UIImage.searchDirectories
        for folder in folders where folder.pathExtension == "xcassets" {
            if let color = AssetCatalog.color(named: name, in: folder) {
                self.init(color, pattern: nil)
                return
            }
        }
        return nil
    }
}
