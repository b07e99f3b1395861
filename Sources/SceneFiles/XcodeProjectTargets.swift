import Foundation

/// Which Swift files an Xcode project's app target compiles, read from its `project.pbxproj`
/// (an OpenStep property list): a file in the folder that no app target lists — a leftover, a
/// file of another target, a snippet pasted in and never built — is left out, as Xcode leaves
/// it out.
extension XcodeProject {
    /// The application target of the `.xcodeproj` in `folder` or the folder above it that has
    /// the most `.swift` files under `folder`: those files (absolute, standardized paths), and
    /// the files it copies into its bundle (its Resources build phase: storyboards, images,
    /// sounds, data; a localized file's every variant). Nil when there is no project, it cannot
    /// be read, or no app target lists a file there (Xcode 16's synchronized folders list none:
    /// the folder's tree is the target then).
    static func appTarget(near folder: String) -> (sources: Set<String>, resources: Set<String>)? {
        let root = (folder as NSString).standardizingPath
        for project in projectFiles(near: root) {
            guard let targets = targetSources(projectFile: project.data, projectFolder: project.folder) else { continue }
            let apps = targets.filter { $0.productType.hasPrefix("com.apple.product-type.application") }
                .map { (sources: $0.sources.filter { $0.hasPrefix(root + "/") }, resources: $0.resources) }
            guard let best = apps.max(by: { $0.sources.count < $1.sources.count }), !best.sources.isEmpty else { continue }
            return best
        }
        return nil
    }

    /// The Swift sources of the framework or library target `name` of a `project.pbxproj`
    /// (LocalModules: the module an example app imports).
    static func libraryTargetSources(named name: String, projectFile data: Data, projectFolder: String) -> Set<String>? {
        let kinds = ["com.apple.product-type.framework", "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic"]
        return targetSources(projectFile: data, projectFolder: projectFolder)?
            .first { $0.name == name && kinds.contains($0.productType) }?.sources
    }

    /// Each native target of a `project.pbxproj`, in target order: its name, product type and
    /// Swift sources.
    static func targetSources(projectFile data: Data, projectFolder: String) -> [(name: String, productType: String, sources: Set<String>, resources: Set<String>)]? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [AnyHashable: Any],
              let objects = plist["objects"] as? [AnyHashable: Any],
              let rootID = plist["rootObject"] as? String,
              let project = objects[rootID] as? [AnyHashable: Any] else { return nil }
        func object(_ id: Any?) -> [AnyHashable: Any]? { (id as? String).flatMap { objects[$0] as? [AnyHashable: Any] } }

        // Each file reference's folder: walk the groups from the main group down.
        var paths: [String: String] = [:]
        func walk(_ id: String, in parent: String) {
            guard let item = object(id) else { return }
            let here: String
            let path = item["path"] as? String
            switch item["sourceTree"] as? String {
            case "SOURCE_ROOT"?: here = path.map { projectFolder + "/" + $0 } ?? projectFolder
            case "<absolute>"?: here = path ?? parent
            case "<group>"?, nil: here = path.map { parent + "/" + $0 } ?? parent
            default: return
            }
            paths[id] = (here as NSString).standardizingPath
            for child in item["children"] as? [String] ?? [] { walk(child, in: here) }
        }
        if let mainGroup = project["mainGroup"] as? String {
            let projectRoot = (project["projectDirPath"] as? String).flatMap { $0.isEmpty ? nil : projectFolder + "/" + $0 } ?? projectFolder
            walk(mainGroup, in: projectRoot)
        }
        var result: [(name: String, productType: String, sources: Set<String>, resources: Set<String>)] = []
        for targetID in project["targets"] as? [String] ?? [] {
            guard let target = object(targetID), target["isa"] as? String == "PBXNativeTarget",
                  let productType = target["productType"] as? String else { continue }
            var sources = Set<String>(), resources = Set<String>()
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = object(phaseID) else { continue }
                switch phase["isa"] as? String {
                case "PBXSourcesBuildPhase":
                    for buildFileID in phase["files"] as? [String] ?? [] {
                        guard let reference = object(buildFileID)?["fileRef"] as? String, let path = paths[reference], path.hasSuffix(".swift") else { continue }
                        sources.insert(path)
                    }
                case "PBXResourcesBuildPhase":
                    for buildFileID in phase["files"] as? [String] ?? [] {
                        guard let reference = object(buildFileID)?["fileRef"] as? String, let item = object(reference) else { continue }
                        // A localized file is a variant group: each language's copy is a child.
                        if item["isa"] as? String == "PBXVariantGroup" {
                            for child in item["children"] as? [String] ?? [] { if let path = paths[child] { resources.insert(path) } }
                        } else if let path = paths[reference] {
                            resources.insert(path)
                        }
                    }
                default:
                    continue
                }
            }
            result.append((target["name"] as? String ?? "", productType, sources, resources))
        }
        return result
    }
}
