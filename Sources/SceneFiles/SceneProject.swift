import Foundation

/// The Swift files of one scene, compiled together like a small app target.
///
/// A folder is taken as an app's source tree is: its `.swift` files at any depth, sorted by
/// path, leaving out test targets (folders named `…Tests`), dependencies and build products
/// (`Pods`, `Carthage`, `.build`, `DerivedData`, hidden folders), Xcode's bundles
/// (`.xcodeproj`, `.xcworkspace`, `.xcassets`, `.playground`) and `Package.swift`. An
/// `.xcodeproj` names the folder it sits in. A symbolic link to a folder already walked is
/// not walked again, and a tree of more than ``maximumFiles`` Swift files is refused.
public struct SceneProject: Equatable {
    /// Absolute paths of the files, in the order given (a folder's sorted by path).
    public let files: [String]
    /// The Swift language mode to compile in (`4`, `4.2`, `5`, `6`): the Xcode project's
    /// `SWIFT_VERSION` when the scene is an app folder with one, or `--swift-version`; nil
    /// for Swift 5.
    public var swiftVersion: String?
    /// A short name: the file's name without `.swift`, or the folder's name.
    public let name: String
    /// How messages name the scene: the path given (the first, and how many more).
    public let displayName: String
    /// The repository's own modules the app imports, whose sources are among `files`
    /// (LocalModules): their `import` lines are blanked when compiled.
    public var localModules: [String] = []
    /// The asset catalogs (`.xcassets`) an app folder holds, sorted by path.
    public var assetCatalogs: [String] = []
    /// The storyboards and xibs an app folder holds, sorted by path (a `Base.lproj` copy
    /// before other localizations of the same name).
    public var interfaceBuilderFiles: [String] = []
    /// The storyboard the app launches with: `UIMainStoryboardFile` or the scene
    /// configuration's `UISceneStoryboardFile` in its `Info.plist`, or the Xcode project's
    /// `INFOPLIST_KEY_UIMainStoryboardFile`.
    public var mainStoryboard: String?
    /// The launch screen's storyboard: `UILaunchStoryboardName` in its `Info.plist` or the
    /// Xcode project's `INFOPLIST_KEY_UILaunchStoryboardName`. iOS shows it only while the app
    /// starts, so it is never the storyboard the app launches with.
    public var launchStoryboard: String?
    /// Whether the app has an `Info.plist` (`Info.plist` or `Name-Info.plist`) or an Xcode
    /// project that generates one: where the main storyboard is named if it has one.
    public var declaresLaunchSettings = false
    /// Said when the scene compiles: the project asks for a Swift version swiftc has no mode
    /// for and a near one is used (Swift 3 in Swift 4 mode).
    public var swiftVersionNote: String?
    /// Whether the project asks for Swift 3, whose `(Void) -> T` closures are translated for
    /// Swift 4 mode (Swift3Compatibility.swift).
    public var asksForSwift3 = false
    /// The project asks for a Swift version with no near mode (Swift 2): the compile fails with
    /// this unless `--swift-version` chooses one.
    public var swiftVersionProblem: SceneFileError?
    /// Whether the app's `Info.plist` (or Xcode project) allows an iPhone only landscape
    /// orientations: it is recorded on its side (``ScreenSize/landscape``) unless `--size` says.
    public var isLandscapeOnly = false
    /// Whether the Xcode project builds for the iPad alone (`TARGETED_DEVICE_FAMILY = 2`): it
    /// is recorded on an iPad's screen (``isLandscapeOnly`` from the iPad's orientations) unless
    /// `--size` says.
    public var isPadOnly = false
    /// Folders `UIImage(named:)` looks in first: a playground's `Resources` (its page's, then its own).
    public var resourceFolders: [String] = []
    /// A playground page's `Contents.swift`, whose top-level code is the scene's set-up
    /// (Playground/PlaygroundPageCode.swift); nil for other scenes.
    public var playgroundPage: String?
    /// Where `UIImage(named:)` and `UIColor(named:)` look: the resource folders, the folders
    /// holding the files, then the asset catalogs.
    public var resourceDirectories: [String] {
        var seen: [String] = []
        for file in files {
            let folder = (file as NSString).deletingLastPathComponent
            if !seen.contains(folder) { seen.append(folder) }
        }
        return resourceFolders + seen + assetCatalogs
    }

    /// A scene from `paths`: `.swift` files, or one folder whose `.swift` files (not those in
    /// subfolders) make the scene.
    public init(paths: [String]) throws {
        precondition(!paths.isEmpty)
        var files: [String] = []
        var name: String?
        var swiftVersion: String?
        var assetCatalogs: [String] = []
        var interfaceFiles: [String] = []
        var looseFolders: [String] = []
        var infoPlists: [String] = []
        var localModules: [String] = []
        var versionNote: String?
        var versionProblem: SceneFileError?
        var swift3 = false
        for path in paths {
            let absolute = Self.absolute(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
                throw SceneFileError.missingFile(path)
            }
            if isFolder.boolValue {
                let root = absolute.hasSuffix(".xcodeproj") ? (absolute as NSString).deletingLastPathComponent : absolute
                var extras = TreeExtras()
                let tree = try Self.sourceTree(of: root, as: path, extras: &extras)
                var found = tree
                guard !found.isEmpty else { throw SceneFileError.emptyFolder(path) }
                // The app target's own files, when the Xcode project lists them.
                let appTarget = XcodeProject.appTarget(near: root)
                if let members = appTarget?.sources {
                    let listed = found.filter { members.contains(($0 as NSString).standardizingPath) }
                    if !listed.isEmpty { found = listed }
                }
                // With the repository's own modules it imports (a library beside its example).
                let local = LocalModules.adding(to: found, tree: tree, root: root)
                files += local.files
                for module in local.modules where !localModules.contains(module) { localModules.append(module) }
                assetCatalogs += extras.catalogs
                var interfaceBuilderFiles = extras.interfaceBuilderFiles
                if let resources = appTarget?.resources, !resources.isEmpty {
                    // Of two storyboards (or xibs) of one name, the one the app target copies:
                    // a stale copy the project no longer builds is left out.
                    interfaceBuilderFiles = Self.preferringBuilt(interfaceBuilderFiles, resources: resources)
                    // The folders of the target's loose resources (images, sounds, data), which
                    // Xcode copies flat into the bundle: `UIImage(named:)` and `Bundle.main` look there.
                    for folder in Self.looseResourceFolders(resources) where !looseFolders.contains(folder) {
                        looseFolders.append(folder)
                    }
                }
                interfaceFiles += interfaceBuilderFiles
                infoPlists += extras.infoPlists
                if swiftVersion == nil, versionProblem == nil, let requested = XcodeProject.requestedSwiftVersion(near: root) {
                    if let version = try? XcodeProject.normalized(requested.version, source: requested.source) {
                        swiftVersion = version
                    } else if requested.version.hasPrefix("3") {
                        // Swift 4 mode compiles most Swift 3 code: the nearest mode swiftc has.
                        swiftVersion = "4"
                        swift3 = true
                        versionNote = "\(requested.source) asks for Swift \(requested.version), which swiftc no longer compiles: "
                            + "compiling in Swift 4 mode, the nearest (--swift-version chooses another)"
                    } else {
                        versionProblem = .unsupportedSwiftVersion(requested.version, source: requested.source)
                    }
                }
                name = name ?? (root as NSString).lastPathComponent
            } else {
                guard absolute.hasSuffix(".swift") else { throw SceneFileError.notSwift(path) }
                files.append(absolute)
                name = name ?? ((absolute as NSString).lastPathComponent as NSString).deletingPathExtension
            }
        }
        var unique: [String] = []
        for file in files where !unique.contains(file) { unique.append(file) }
        self.files = unique
        self.name = name!
        self.swiftVersion = swiftVersion
        swiftVersionNote = versionNote
        asksForSwift3 = swift3
        swiftVersionProblem = versionProblem
        self.localModules = localModules
        self.assetCatalogs = assetCatalogs
        resourceFolders = looseFolders
        // Base.lproj's copy of a storyboard first: the kit takes the first of each name.
        interfaceBuilderFiles = interfaceFiles.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.contains("/Base.lproj/"), rhs.element.contains("/Base.lproj/"))
            return left != right ? left : lhs.offset < rhs.offset
        }.map(\.element)
        mainStoryboard = InfoPlist.mainStoryboard(in: infoPlists)
            ?? paths.lazy.compactMap { XcodeProject.mainStoryboard(near: Self.absolute($0)) }.first
        launchStoryboard = InfoPlist.launchStoryboard(in: infoPlists)
            ?? paths.lazy.compactMap { XcodeProject.launchStoryboard(near: Self.absolute($0)) }.first
        declaresLaunchSettings = !infoPlists.isEmpty || paths.contains { XcodeProject.generatesInfoPlist(near: Self.absolute($0)) }
        isPadOnly = paths.contains { XcodeProject.targetsPadOnly(near: Self.absolute($0)) }
        let pad = isPadOnly
        if let orientations = InfoPlist.supportedOrientations(in: infoPlists, pad: pad)
            ?? paths.lazy.compactMap({ XcodeProject.supportedOrientations(near: Self.absolute($0), pad: pad) }).first {
            isLandscapeOnly = orientations.contains { $0.hasPrefix("UIInterfaceOrientationLandscape") }
                && !orientations.contains { $0.hasPrefix("UIInterfaceOrientationPortrait") }
        }
        displayName = paths.count == 1 ? paths[0] : "\(paths[0]) (and \(paths.count - 1) more)"
    }

    /// `files` less any that shares its name with another the app target copies when it does not.
    static func preferringBuilt(_ files: [String], resources: Set<String>) -> [String] {
        let built = { (file: String) in resources.contains((file as NSString).standardizingPath) }
        return files.filter { file in
            let name = (file as NSString).lastPathComponent
            return built(file) || !files.contains { $0 != file && ($0 as NSString).lastPathComponent == name && built($0) }
        }
    }

    /// The folders, in path order, of the resources that are files of their own: not the
    /// storyboards, xibs, catalogs, strings and property lists the kit reads otherwise.
    static func looseResourceFolders(_ resources: Set<String>) -> [String] {
        let readOtherwise: Set<String> = ["storyboard", "xib", "xcassets", "strings", "stringsdict", "plist", "entitlements", "lproj"]
        var folders: [String] = []
        for file in resources.sorted() where !readOtherwise.contains((file as NSString).pathExtension.lowercased()) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The scenes `folder` holds, for `publish` and `test`: the folder itself when it holds
    /// `.swift` files of its own (one scene, as `render` takes it), else each subfolder whose
    /// tree holds some, by name.
    public static func scenes(inFolder folder: String) throws -> [SceneProject] {
        let absolute = Self.absolute(folder)
        if !(try swiftFiles(in: absolute)).isEmpty { return [try SceneProject(paths: [folder])] }
        var scenes: [SceneProject] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: absolute).sorted() where !entry.hasPrefix(".") {
            let path = (absolute as NSString).appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue,
                  !Self.isLeftOut(folder: entry), !(try sourceTree(of: path, as: path)).isEmpty else { continue }
            scenes.append(try SceneProject(paths: [(folder as NSString).appendingPathComponent(entry)]))
        }
        guard !scenes.isEmpty else { throw SceneFileError.emptyFolder(folder) }
        return scenes
    }

    /// The most Swift files a folder's tree may give one scene.
    public static let maximumFiles = 5_000
    /// The most folders walked in one tree (a tree with an endless supply of folders).
    static let maximumFolders = 20_000

    /// Whether a folder of this name is left out of an app's source tree.
    static func isLeftOut(folder name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        if ["Pods", "Carthage", "DerivedData"].contains(name) { return true }
        if name.hasSuffix("Tests") { return true }
        return [".xcodeproj", ".xcworkspace", ".xcassets", ".playground", ".playgroundbook", ".xcframework", ".framework"].contains { name.hasSuffix($0) }
    }

    /// The `.swift` files under `root`, at any depth, sorted by path; `given` names it in errors.
    static func sourceTree(of root: String, as given: String) throws -> [String] {
        var extras = TreeExtras()
        return try sourceTree(of: root, as: given, extras: &extras)
    }

    /// What else an app's tree holds besides Swift files.
    struct TreeExtras {
        var catalogs: [String] = []
        var interfaceBuilderFiles: [String] = []
        var infoPlists: [String] = []
    }

    /// The same, and the asset catalogs, storyboards, xibs and `Info.plist`s found on the way.
    static func sourceTree(of root: String, as given: String, extras: inout TreeExtras) throws -> [String] {
        var files: [String] = []
        var found: [String] = []
        var visited = Set<String>()
        var folders = 0
        func walk(_ folder: String, depth: Int) throws {
            // A link back to a folder already walked would loop: each real folder once.
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted else { return }
            folders += 1
            guard folders <= maximumFolders, depth <= 64 else { throw SceneFileError.treeTooLarge(given, limit: "\(maximumFolders) folders, 64 deep") }
            let entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            for entry in entries {
                let path = (folder as NSString).appendingPathComponent(entry)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if entry.hasSuffix(".xcassets") { found.append(path) }
                    if !isLeftOut(folder: entry) { try walk(path, depth: depth + 1) }
                } else if entry.hasSuffix(".storyboard") || entry.hasSuffix(".xib") {
                    if !entry.hasPrefix(".") { extras.interfaceBuilderFiles.append(path) }
                } else if entry == "Info.plist" || (entry.hasSuffix("-Info.plist") && entry != "GoogleService-Info.plist") {
                    extras.infoPlists.append(path)
                } else if entry.hasSuffix(".swift"), !entry.hasPrefix("."), entry != "Package.swift" {
                    files.append(path)
                    guard files.count <= maximumFiles else { throw SceneFileError.treeTooLarge(given, limit: "\(maximumFiles) Swift files") }
                }
            }
        }
        try walk(root, depth: 0)
        extras.catalogs += found
        return files
    }

    private static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    private static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (joined as NSString).standardizingPath
    }
}
