import Foundation

/// What `dynamics` reads of an Xcode project beside an app's sources: the Swift language mode
/// its build settings ask for.
enum XcodeProject {
    /// The `project.pbxproj` of each `.xcodeproj` in `folder`, then in the folder above it
    /// (by name in each): the project's name, the folder holding it, and the file's bytes.
    /// With none there, those one folder down (a repository's root, holding `App/App.xcodeproj`
    /// and `App/App/`), by folder name.
    static func projectFiles(near folder: String) -> [(name: String, folder: String, data: Data)] {
        var found: [(String, String, Data)] = []
        func look(in candidate: String) {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: candidate) else { return }
            for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") {
                if let data = FileManager.default.contents(atPath: candidate + "/" + entry + "/project.pbxproj") {
                    found.append((entry, candidate, data))
                }
            }
        }
        look(in: folder)
        look(in: (folder as NSString).deletingLastPathComponent)
        if found.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) {
            for entry in entries.sorted() where !entry.hasPrefix(".") && !SceneProject.isLeftOut(folder: entry) {
                look(in: folder + "/" + entry)
            }
        }
        return found
    }

    /// The values a `project.pbxproj`'s text gives the build setting `key` (`key = value;`),
    /// in file order.
    static func settingValues(_ key: String, in text: String) -> [String] {
        let prefix = key + " = "
        return text.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(prefix) else { return nil }
            return trimmed.dropFirst(prefix.count).trimmingCharacters(in: CharacterSet(charactersIn: " ;\""))
        }
    }

    /// The `SWIFT_VERSION` of the `.xcodeproj` in `folder` or the folder above it, the value
    /// most of its build configurations give (the first of those, in file order, on a tie);
    /// nil when there is no project or it gives none.
    static func swiftVersion(near folder: String) throws -> String? {
        guard let requested = requestedSwiftVersion(near: folder) else { return nil }
        return try normalized(requested.version, source: requested.source)
    }

    /// The `SWIFT_VERSION` the `.xcodeproj` in `folder` or the folder above it asks for, as
    /// written, and the project's name; nil when there is none.
    static func requestedSwiftVersion(near folder: String) -> (version: String, source: String)? {
        for project in projectFiles(near: folder) {
            if let version = swiftVersion(inProjectFile: String(decoding: project.data, as: UTF8.self)) {
                return (version, project.name)
            }
        }
        return nil
    }

    /// The most frequent `SWIFT_VERSION = …;` of a `project.pbxproj`.
    static func swiftVersion(inProjectFile text: String) -> String? {
        var counts: [(String, Int)] = []
        for value in settingValues("SWIFT_VERSION", in: text) {
            if let index = counts.firstIndex(where: { $0.0 == value }) { counts[index].1 += 1 } else { counts.append((value, 1)) }
        }
        guard let most = counts.map(\.1).max() else { return nil }
        return counts.first { $0.1 == most }?.0
    }

    /// `4.0` → `4`, `5.0` → `5`, `4.2` stays; anything swiftc cannot compile in is an error.
    static func normalized(_ version: String, source: String) throws -> String {
        switch version {
        case "4", "4.0": return "4"
        case "4.2": return "4.2"
        case "5", "5.0": return "5"
        case "6", "6.0": return "6"
        default: throw SceneFileError.unsupportedSwiftVersion(version, source: source)
        }
    }

    /// The `INFOPLIST_KEY_UIMainStoryboardFile` of the `.xcodeproj` in `folder` or the folder
    /// above it (Xcode 13's generated `Info.plist`).
    static func mainStoryboard(near folder: String) -> String? {
        infoPlistSetting("UIMainStoryboardFile", near: folder)
    }

    /// The `INFOPLIST_KEY_UILaunchStoryboardName` of the `.xcodeproj` in `folder` or the
    /// folder above it.
    static func launchStoryboard(near folder: String) -> String? {
        infoPlistSetting("UILaunchStoryboardName", near: folder)
    }

    /// The interface orientations the `.xcodeproj` in `folder` or the folder above it allows
    /// an iPhone (`INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone`, else
    /// `INFOPLIST_KEY_UISupportedInterfaceOrientations`), or nil when it names none.
    static func supportedOrientations(near folder: String, pad: Bool = false) -> [String]? {
        let value = infoPlistSetting(pad ? "UISupportedInterfaceOrientations_iPad" : "UISupportedInterfaceOrientations_iPhone", near: folder)
            ?? infoPlistSetting("UISupportedInterfaceOrientations", near: folder)
        return value.map { $0.split(separator: " ").map(String.init) }
    }

    /// Whether the `.xcodeproj` in `folder` or the folder above it builds for the iPad alone:
    /// every `TARGETED_DEVICE_FAMILY` it sets is 2 (1 is the iPhone, "1,2" both).
    static func targetsPadOnly(near folder: String) -> Bool {
        for project in projectFiles(near: folder) {
            let families = settingValues("TARGETED_DEVICE_FAMILY", in: String(decoding: project.data, as: UTF8.self)).filter { !$0.isEmpty }
            if !families.isEmpty { return families.allSatisfy { $0 == "2" } }
        }
        return false
    }

    /// Whether the `.xcodeproj` in `folder` or the folder above it generates the app's
    /// `Info.plist` from its build settings (`GENERATE_INFOPLIST_FILE = YES`, Xcode 13's).
    static func generatesInfoPlist(near folder: String) -> Bool {
        projectFiles(near: folder).contains { project in
            settingValues("GENERATE_INFOPLIST_FILE", in: String(decoding: project.data, as: UTF8.self)).contains("YES")
        }
    }

    private static func infoPlistSetting(_ key: String, near folder: String) -> String? {
        for project in projectFiles(near: folder) {
            let text = String(decoding: project.data, as: UTF8.self)
            if let value = settingValues("INFOPLIST_KEY_" + key, in: text).first(where: { !$0.isEmpty }) { return value }
        }
        return nil
    }
}

/// What `dynamics` reads of an app's `Info.plist`: the storyboard it launches with, and the
/// one its launch screen is.
enum InfoPlist {
    /// `UILaunchStoryboardName` of the first of `paths` that names one.
    static func launchStoryboard(in paths: [String]) -> String? {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            if let name = plist["UILaunchStoryboardName"] as? String, !name.isEmpty { return name }
        }
        return nil
    }

    /// The interface orientations the first of `paths` that names any allows an iPhone
    /// (`UISupportedInterfaceOrientations~iphone`, else `UISupportedInterfaceOrientations`).
    static func supportedOrientations(in paths: [String], pad: Bool = false) -> [String]? {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            let device = pad ? "UISupportedInterfaceOrientations~ipad" : "UISupportedInterfaceOrientations~iphone"
            if let list = (plist[device] ?? plist["UISupportedInterfaceOrientations"]) as? [String], !list.isEmpty {
                return list
            }
        }
        return nil
    }

    /// `UIMainStoryboardFile`, else the first scene configuration's `UISceneStoryboardFile`,
    /// of the first of `paths` that names one.
    static func mainStoryboard(in paths: [String]) -> String? {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path),
                  let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            if let name = plist["UIMainStoryboardFile"] as? String, !name.isEmpty { return name }
            if let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
               let configurations = manifest["UISceneConfigurations"] as? [String: Any],
               let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] {
                for role in roles {
                    if let name = role["UISceneStoryboardFile"] as? String, !name.isEmpty { return name }
                }
            }
        }
        return nil
    }
}
