import Foundation

/// A Swift Playgrounds book (a `.playgroundbook` folder): its pages, chapter by chapter in the
/// order the manifests list them, and the `Sources` and `Resources` the book and each chapter
/// share.
///
///     Book.playgroundbook/Contents/Manifest.plist            Chapters: [One.playgroundchapter, …]
///     Book.playgroundbook/Contents/Sources/, Resources/
///     …/Chapters/One.playgroundchapter/Manifest.plist       Pages: [Start.playgroundpage, …]
///     …/Chapters/One.playgroundchapter/Sources/, Resources/
///     …/Pages/Start.playgroundpage/Contents.swift, LiveView.swift, Resources/
///
/// What a device shows of a page is its live view: where the page has a `LiveView.swift`
/// (Swift Playgrounds runs it in a process of its own, before and while the page's code runs),
/// that file is the page's code here; else its `Contents.swift`, as in an Xcode playground.
/// A manifest that cannot be read gives way to the folders' order.
struct PlaygroundBook {
    let folder: String
    let name: String
    let pages: [Page]

    struct Page {
        /// The page folder's name without `.playgroundpage`.
        let name: String
        let folder: String
        let chapter: String
        /// `LiveView.swift` if the page has one, else `Contents.swift`.
        var code: String {
            let live = (folder as NSString).appendingPathComponent("LiveView.swift")
            return FileManager.default.fileExists(atPath: live) ? live : (folder as NSString).appendingPathComponent("Contents.swift")
        }
    }

    init(folder: String, as given: String) throws {
        self.folder = folder
        name = ((folder as NSString).lastPathComponent as NSString).deletingPathExtension
        let contents = (folder as NSString).appendingPathComponent("Contents")
        let chaptersFolder = (contents as NSString).appendingPathComponent("Chapters")
        var pages: [Page] = []
        for chapter in Self.ordered(in: chaptersFolder, suffix: ".playgroundchapter", manifestKey: "Chapters", manifestFolder: contents) {
            let chapterFolder = (chaptersFolder as NSString).appendingPathComponent(chapter)
            let pagesFolder = (chapterFolder as NSString).appendingPathComponent("Pages")
            for page in Self.ordered(in: pagesFolder, suffix: ".playgroundpage", manifestKey: "Pages", manifestFolder: chapterFolder) {
                pages.append(Page(name: (page as NSString).deletingPathExtension,
                                  folder: (pagesFolder as NSString).appendingPathComponent(page), chapter: chapterFolder))
            }
        }
        guard !pages.isEmpty else { throw SceneFileError.emptyFolder(given) }
        self.pages = pages
    }

    /// The folders ending in `suffix` in `folder`: those `manifestFolder`'s Manifest.plist
    /// lists under `manifestKey` first, in its order, then the rest by name.
    private static func ordered(in folder: String, suffix: String, manifestKey: String, manifestFolder: String) -> [String] {
        let found = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
        let manifest = (manifestFolder as NSString).appendingPathComponent("Manifest.plist")
        let listed = FileManager.default.contents(atPath: manifest)
            .flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] }
            .flatMap { $0[manifestKey] as? [String] } ?? []
        let known = listed.filter(found.contains)
        return known + found.filter { !known.contains($0) }
    }

    /// What `path` (absolute) is, if it belongs to a book: the book folder, or a page's folder
    /// or one of its two code files (which name the page by its folder: two chapters may each
    /// have a page of one name).
    static func locate(_ path: String) -> (book: String, page: String?)? {
        let components = (path as NSString).pathComponents
        guard let index = components.lastIndex(where: { $0.hasSuffix(".playgroundbook") }) else { return nil }
        let book = NSString.path(withComponents: Array(components[...index]))
        let inside = Array(components[(index + 1)...])
        if inside.isEmpty || inside == ["Contents"] { return (book, nil) }
        guard let pageIndex = inside.firstIndex(where: { $0.hasSuffix(".playgroundpage") }) else { return nil }
        let rest = inside[(pageIndex + 1)...]
        guard rest.isEmpty || rest == ["Contents.swift"] || rest == ["LiveView.swift"] else { return nil }
        return (book, NSString.path(withComponents: Array(components[...(index + 1 + pageIndex)])))
    }
}

extension SceneProject {
    /// The scene a playground book gives, when `paths` is one book, one of its pages' folders
    /// or code files: the page `page` names, the one the path names, or the first; its code
    /// (``PlaygroundBook/Page/code``), the book's and its chapter's `Sources`, and their
    /// `Resources` and the page's for `UIImage(named:)`. Nil when `paths` name no book.
    static func playgroundBook(_ paths: [String], page: String?) throws -> SceneProject? {
        guard paths.count == 1, let (folder, named) = PlaygroundBook.locate(absolutePath(paths[0])) else { return nil }
        let given = paths[0]
        guard FileManager.default.fileExists(atPath: absolutePath(given)) else { throw SceneFileError.missingFile(given) }
        let book = try PlaygroundBook(folder: folder, as: given)
        let namedPage = named.flatMap { folder in book.pages.first { $0.folder == folder } }
        if let page, let namedPage, page != namedPage.name {
            throw SceneFileError.badOptions(scene: given, message: "--page \(page) names another page than the one given (\(namedPage.name))")
        }
        let chosen = try namedPage ?? Self.page(page, of: book.pages, named: \.name, in: folder)
        guard FileManager.default.fileExists(atPath: chosen.code) else { throw SceneFileError.missingFile(chosen.code) }
        return try SceneProject(book: book, page: chosen, given: given)
    }

    private init(book: PlaygroundBook, page: PlaygroundBook.Page, given: String) throws {
        var files = [page.code]
        var extras = TreeExtras()
        var resources: [String] = []
        let contents = (book.folder as NSString).appendingPathComponent("Contents")
        for folder in [contents, page.chapter] {
            let sources = (folder as NSString).appendingPathComponent("Sources")
            if FileManager.default.fileExists(atPath: sources) {
                files += try Self.sourceTree(of: sources, as: given, extras: &extras)
            }
        }
        for folder in [page.folder, page.chapter, contents] {
            let resourceFolder = (folder as NSString).appendingPathComponent("Resources")
            if FileManager.default.fileExists(atPath: resourceFolder) {
                resources.append(resourceFolder)
                _ = try Self.sourceTree(of: resourceFolder, as: given, extras: &extras)
            }
        }
        self.files = files
        name = page.name
        displayName = given.hasSuffix(".swift") || given.hasSuffix(".playgroundpage") ? given : "\(given) (page \(page.name))"
        swiftVersion = nil
        assetCatalogs = extras.catalogs
        resourceFolders = resources
        playgroundPage = page.code
    }
}
