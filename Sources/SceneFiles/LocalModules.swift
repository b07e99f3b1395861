import Foundation

/// The repository's own modules an app imports: a library's example app says
/// `import TheLibrary`, and the library's sources sit in the same tree, built by Xcode or
/// SwiftPM as a module of their own. Here they are compiled into the scene with the app's
/// files, and the `import` lines that name them are blanked (SceneCompiler), so the example
/// runs as it does in Xcode without the user building a framework.
///
/// A module `M` is found, in this order:
/// 1. `Package.swift` in the folder or the one above: the files under the `path:` of its
///    `.target(name: "M", …)` (`Sources/M` when it gives none);
/// 2. an Xcode project there: the sources of its framework or static-library target `M`;
/// 3. the files of the folder's tree under a folder named `M` (`Sources/M/`, `M/`);
/// 4. a CocoaPods pod checked in beside the project: `Pods/M/` in the folder or the one above
///    (the tree's walk leaves `Pods` out, so only what the app imports comes in).
/// What is not found stays as it was: the compiler then says "no such module" for it.
enum LocalModules {
    /// Modules the scene compiler provides or that are Apple's: never looked up.
    static let provided: Set<String> = Set(SceneCompiler.shims).union([
        "Foundation", "Swift", "Dispatch", "CoreFoundation", "Darwin", "Glibc", "os", "ObjectiveC", "Combine",
        "SwiftUI", "SpriteKit", "SceneKit", "GameplayKit", "AVFoundation", "AVKit", "CoreData", "CoreImage",
        "CoreLocation", "MapKit", "Metal", "MetalKit", "WebKit", "Photos", "PhotosUI", "Accelerate", "simd",
        "CoreHaptics", "CoreText", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "XCTest",
    ])

    /// `files` (the app's) and the sources of every local module they import, directly or
    /// through another local module, in order: the app's files first, then each module's
    /// sorted by path; and the names of the modules added.
    static func adding(to files: [String], tree: [String], root: String) -> (files: [String], modules: [String]) {
        var result = files
        var modules: [String] = []
        var scanned = 0
        var looked = Set<String>()
        while scanned < result.count {
            let file = result[scanned]
            scanned += 1
            for module in imports(of: file) where !provided.contains(module) && looked.insert(module).inserted {
                // Found, it is compiled in (the folder given may hold it already) and its imports go.
                let sources = Self.sources(of: module, tree: tree, root: root)
                guard !sources.isEmpty else { continue }
                modules.append(module)
                result += sources.filter { !result.contains($0) }
            }
        }
        return (result, modules)
    }

    /// The module names a file's `import` lines give (`import M`, `@testable import M`,
    /// `import class M.Type`), read line by line.
    static func imports(of file: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        var names: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true) {
            if let name = importedModule(in: Substring(line)), !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The module `line` imports, when it is an import declaration.
    static func importedModule(in line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        words = words.dropFirst()
        let kinds: Set<Substring> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
        if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
        guard let path = words.first else { return nil }
        let name = path.split(separator: ".").first.map(String.init) ?? ""
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// The sources of `module` in `tree`, sorted by path; empty when none are found.
    static func sources(of module: String, tree: [String], root: String) -> [String] {
        func under(_ folder: String) -> [String] {
            let prefix = (folder as NSString).standardizingPath + "/"
            return tree.filter { ($0 as NSString).standardizingPath.hasPrefix(prefix) }.sorted()
        }
        for base in [root, (root as NSString).deletingLastPathComponent] {
            if let manifest = FileManager.default.contents(atPath: base + "/Package.swift"),
               let path = packageTargetPath(module, manifest: String(decoding: manifest, as: UTF8.self)) {
                let folder = ((base + "/" + path) as NSString).standardizingPath
                let found = under(folder)
                if !found.isEmpty { return found }
                // The folder above the one given: its own walk.
                if let walked = try? SceneProject.sourceTree(of: folder, as: folder), !walked.isEmpty { return walked.sorted() }
            }
        }
        for project in XcodeProject.projectFiles(near: root) {
            if let members = XcodeProject.libraryTargetSources(named: module, projectFile: project.data, projectFolder: project.folder) {
                let found = members.filter { FileManager.default.fileExists(atPath: $0) }.sorted()
                if !found.isEmpty { return found }
            }
        }
        // A folder named as the module; but not one holding a file that imports it, which is
        // the app's own folder of that name (an example app named as its library).
        let prefix = (root as NSString).standardizingPath + "/"
        var folders: [String: [String]] = [:]
        for file in tree {
            let path = (file as NSString).standardizingPath
            guard path.hasPrefix(prefix) else { continue }
            let components = path.dropFirst(prefix.count).split(separator: "/").dropLast()
            guard let index = components.firstIndex(of: Substring(module)) else { continue }
            folders[components[...index].joined(separator: "/"), default: []].append(file)
        }
        let named = folders.values.filter { files in !files.contains { imports(of: $0).contains(module) } }.flatMap { $0 }.sorted()
        if !named.isEmpty { return named }
        // A pod checked in: CocoaPods puts each pod's files under Pods/<name>/.
        for base in [root, (root as NSString).deletingLastPathComponent] {
            let pod = ((base + "/Pods/" + module) as NSString).standardizingPath
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: pod, isDirectory: &isFolder), isFolder.boolValue,
                  let walked = try? SceneProject.sourceTree(of: pod, as: pod), !walked.isEmpty else { continue }
            return walked.sorted()
        }
        return []
    }

    /// The folder of the target `module` a package manifest declares (`path:`, else
    /// `Sources/<module>`), read from its text: the argument list of `.target(name: "module"`.
    static func packageTargetPath(_ module: String, manifest: String) -> String? {
        for kind in [".target(", ".executableTarget("] {
            var searchStart = manifest.startIndex
            while let call = manifest.range(of: kind, range: searchStart..<manifest.endIndex) {
                searchStart = call.upperBound
                // The call's arguments: up to its closing parenthesis.
                var depth = 1
                var end = call.upperBound
                while end < manifest.endIndex, depth > 0 {
                    if manifest[end] == "(" { depth += 1 } else if manifest[end] == ")" { depth -= 1 }
                    end = manifest.index(after: end)
                }
                let arguments = manifest[call.upperBound..<end]
                guard let name = stringArgument("name", in: arguments), name == module else { continue }
                return stringArgument("path", in: arguments) ?? "Sources/" + module
            }
        }
        return nil
    }

    /// The string literal given to `label:` in `arguments`.
    private static func stringArgument(_ label: String, in arguments: Substring) -> String? {
        guard let labelRange = arguments.range(of: label + ":") else { return nil }
        let rest = arguments[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        return String(value)
    }
}

extension TranslatedSource {
    /// The text with each `import` of one of `modules` (compiled into the scene with it)
    /// turned into spaces, so lines and columns stay the user's.
    mutating func blankImports(of modules: [String]) {
        guard !modules.isEmpty, imports.contains(where: modules.contains) else { return }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in lines.indices {
            guard let module = LocalModules.importedModule(in: lines[index]), modules.contains(module) else { continue }
            lines[index] = Substring(String(repeating: " ", count: lines[index].count))
        }
        text = lines.joined(separator: "\n")
    }
}
