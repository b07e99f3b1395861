import Foundation

/// An Xcode playground (a `.playground` folder): its pages, in the order its
/// `contents.xcplayground` lists them, and the `Sources` and `Resources` they share.
///
/// A single-page playground keeps its `Contents.swift` at the top, and its one page takes the
/// playground's name; a multi-page one keeps each page in `Pages/NAME.xcplaygroundpage/`, with
/// `Sources` and `Resources` of its own if it likes. Pages the list leaves out, or a list that
/// names none, give way to the `Pages` folder's order.
package struct Playground: Equatable {
    /// The `.playground` folder, absolute.
    let folder: String
    /// The name without `.playground`.
    let name: String
    let pages: [Page]
    /// Whether its pages are in `Pages/` (rather than one `Contents.swift` at the top).
    let hasPages: Bool

    struct Page: Equatable {
        let name: String
        /// Where its `Contents.swift` is, with its own `Sources` and `Resources` if it has them.
        let folder: String
        var contents: String { (folder as NSString).appendingPathComponent("Contents.swift") }
    }

    /// The playground at `folder` (absolute); `given` names it in errors.
    init(folder: String, as given: String) throws {
        self.folder = folder
        name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        let pagesFolder = (folder as NSString).appendingPathComponent("Pages")
        let listed = (FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("contents.xcplayground")))
            .map { Self.pageNames(inContents: String(decoding: $0, as: UTF8.self)) } ?? []
        let found = ((try? FileManager.default.contentsOfDirectory(atPath: pagesFolder)) ?? [])
            .filter { $0.hasSuffix(".xcplaygroundpage") }
            .map { ($0 as NSString).deletingPathExtension }
            .sorted()
        if found.isEmpty {
            guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Contents.swift")) else {
                throw SceneFileError.emptyFolder(given)
            }
            pages = [Page(name: name, folder: folder)]
            hasPages = false
        } else {
            let names = listed.filter(found.contains) + found.filter { !listed.contains($0) }
            pages = names.map { Page(name: $0, folder: (pagesFolder as NSString).appendingPathComponent($0 + ".xcplaygroundpage")) }
            hasPages = true
        }
    }

    /// The names `<page name='…'/>` gives, in order. The file is Xcode's own small XML; its
    /// tags are read as text (no entity but the five predefined ones is expanded).
    package static func pageNames(inContents text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let tag = rest.range(of: "<page ") {
            rest = rest[tag.upperBound...]
            let end = rest.firstIndex(of: ">") ?? rest.endIndex
            let attributes = rest[..<end]
            rest = rest[end...]
            guard let key = attributes.range(of: "name="), let quote = attributes[key.upperBound...].first, quote == "'" || quote == "\"" else { continue }
            let value = attributes[attributes.index(after: key.upperBound)...]
            guard let close = value.firstIndex(of: quote) else { continue }
            names.append(unescaped(String(value[..<close])))
        }
        return names
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// What `path` (absolute) is, if it belongs to a playground: the playground folder itself, a
    /// page's folder, or a page's `Contents.swift` (which name the page).
    static func locate(_ path: String) -> (playground: String, page: String?)? {
        let components = (path as NSString).pathComponents
        guard let index = components.lastIndex(where: { $0.hasSuffix(".playground") }) else { return nil }
        let playground = NSString.path(withComponents: Array(components[...index]))
        let inside = Array(components[(index + 1)...])
        switch inside.count {
        case 0:
            return (playground, nil)
        case 1 where inside[0] == "Contents.swift":
            return (playground, nil)
        case 2 where inside[0] == "Pages" && inside[1].hasSuffix(".xcplaygroundpage"),
             3 where inside[0] == "Pages" && inside[1].hasSuffix(".xcplaygroundpage") && inside[2] == "Contents.swift":
            return (playground, (inside[1] as NSString).deletingPathExtension)
        default:
            return nil
        }
    }
}

extension SceneProject {
    /// The scene a playground gives, when `paths` is one playground, one of its pages' folders
    /// or a page's `Contents.swift` (or a playground book, PlaygroundBook.swift): the page `page` names, the one the path names, or the
    /// first; its code, the `Sources` of the playground and of the page, and their `Resources`
    /// for `UIImage(named:)`. Nil when `paths` name no playground (then `page` must be nil).
    public static func playground(_ paths: [String], page: String?) throws -> SceneProject? {
        if let book = try playgroundBook(paths, page: page) { return book }
        guard paths.count == 1, let (folder, named) = Playground.locate(absolutePath(paths[0])) else {
            if let page { throw SceneFileError.notAPlayground(page: page, files: paths.joined(separator: " ")) }
            return nil
        }
        let given = paths[0]
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolutePath(given), isDirectory: &isFolder) else { throw SceneFileError.missingFile(given) }
        let playground = try Playground(folder: folder, as: given)
        if let page, let named, page != named {
            throw SceneFileError.badOptions(scene: given, message: "--page \(page) names another page than the one given (\(named))")
        }
        let wanted = page ?? named
        let chosen = try Self.page(wanted, of: playground.pages, named: \.name, in: folder)
        guard FileManager.default.fileExists(atPath: chosen.contents) else { throw SceneFileError.missingFile(chosen.contents) }
        return try SceneProject(playground: playground, page: chosen, named: wanted != nil, given: given)
    }

    private init(playground: Playground, page: Playground.Page, named: Bool, given: String) throws {
        var folders = [page.folder]
        if playground.hasPages { folders.append(playground.folder) }
        var files = [page.contents]
        var extras = TreeExtras()
        var resources: [String] = []
        for folder in folders {
            let sources = (folder as NSString).appendingPathComponent("Sources")
            if FileManager.default.fileExists(atPath: sources) {
                files += try Self.sourceTree(of: sources, as: given, extras: &extras)
            }
            let resourceFolder = (folder as NSString).appendingPathComponent("Resources")
            if FileManager.default.fileExists(atPath: resourceFolder) {
                resources.append(resourceFolder)
                _ = try Self.sourceTree(of: resourceFolder, as: given, extras: &extras)
            }
        }
        self.files = files
        self.name = playground.hasPages && named ? page.name : playground.name
        displayName = playground.hasPages && !given.hasSuffix(".swift") && !given.hasSuffix(".xcplaygroundpage")
            ? "\(given) (page \(page.name))" : given
        swiftVersion = nil
        assetCatalogs = extras.catalogs
        resourceFolders = resources
        playgroundPage = page.contents
    }

    private static func displayPath(_ path: String) -> String { SceneFileFlags.displayPath(path) }

    /// The page `wanted` names (an error naming them all if none has that name), or the first.
    static func page<Page>(_ wanted: String?, of pages: [Page], named name: (Page) -> String, in folder: String) throws -> Page {
        guard let wanted else { return pages[0] }
        guard let found = pages.first(where: { name($0) == wanted }) else {
            throw SceneFileError.unknownPage(wanted, playground: displayPath(folder), names: pages.map(name))
        }
        return found
    }

    static func absolutePath(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}
