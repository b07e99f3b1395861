import Foundation
import InterfaceBuilder

/// What a scene's storyboards and xibs need of its compiled code: the generated entry point
/// registers the files, the classes they name (made with `init?(coder:)`), and a setter or a
/// caller for each `@IBOutlet`, `@IBInspectable` and `@IBAction` the Swift files declare.
///
/// The files are read here too, once per compile: a file that is not Interface Builder's XML is
/// one line before anything runs, and the custom classes they name decide what is registered.
struct InterfaceBuilderCode {
    /// The documents, in the project's order.
    let documents: [IBDocument]
    /// Swift statements for the entry point's prepare function.
    let registrations: String
    /// The storyboard whose initial controller is the scene's root when nothing else is: the
    /// app's main storyboard, else the one storyboard with an initial controller.
    let rootStoryboard: String?
    /// The storyboard an app with a delegate launches with: the main one its `Info.plist` or
    /// Xcode project names. When it has either and names none, none, as on iOS (the delegate
    /// makes the window in code); with neither, ``rootStoryboard``.
    let appStoryboard: String?
    /// Custom classes of storyboard controllers: `--controller` makes these from their storyboard.
    let storyboardControllerClasses: Set<String>

    init(project: SceneProject, sources: [TranslatedSource]) throws {
        var documents: [IBDocument] = []
        for path in project.interfaceBuilderFiles {
            do {
                documents.append(try IBDocument(contentsOf: path))
            } catch let error as IBError {
                throw SceneFileError.failed(SceneFileFlags.displayPath(error.path) + (error.line.map { ":\($0)" } ?? "") + " " + error.message)
            }
        }
        self.documents = documents
        var superclassOf: [String: String] = [:]
        for source in sources {
            for declaration in source.classes { if let superclass = declaration.superclass { superclassOf[declaration.name] = superclass } }
        }
        /// The superclasses of `name` the sources declare, nearest first, and the first one
        /// they do not (a UIKit class, when the chain ends in one).
        func ancestors(of name: String) -> [String] {
            var chain: [String] = []
            var current = name
            while let superclass = superclassOf[current], chain.count < 32 {
                chain.append(superclass)
                current = superclass
            }
            return chain
        }
        // Cell classes a table or a collection view makes by class
        // (`register(_:forCellReuseIdentifier:)`, `register(_:forCellWithReuseIdentifier:)`),
        // with or without storyboards.
        // Generic classes are left out: their name alone (`as? SwipeView`) infers no parameters.
        let generic = Set(sources.flatMap(\.classes).filter(\.isGeneric).map(\.name))
        let topLevel = Set(sources.flatMap(\.topLevelTypeNames)).subtracting(generic)
        let cellLines = superclassOf.keys.sorted().filter { topLevel.contains($0) && ancestors(of: $0).contains("UITableViewCell") }.map {
            "DynamicsKit.InterfaceBuilderRegistry.register(cellClass: \($0).self) { \($0)(style: .default, reuseIdentifier: $0) }"
        } + superclassOf.keys.sorted().filter { topLevel.contains($0) && ancestors(of: $0).contains("UITableViewHeaderFooterView") }.map {
            "DynamicsKit.InterfaceBuilderRegistry.register(headerFooterClass: \($0).self) { \($0)(reuseIdentifier: $0) }"
        } + superclassOf.keys.sorted().filter { topLevel.contains($0) && ancestors(of: $0).contains { ["UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView"].contains($0) } }.map {
            // A collection view makes its cells and headers by class with `init(frame:)`.
            "DynamicsKit.InterfaceBuilderRegistry.register(reusableViewClass: \($0).self) { \($0)(frame: .zero) }"
        }
        guard !documents.isEmpty else {
            registrations = cellLines.joined(separator: "\n")
            rootStoryboard = nil
            appStoryboard = nil
            storyboardControllerClasses = []
            return
        }
        let named = documents.flatMap(\.customClasses)
        // A class the files name, declared in the sources, that descends from a UIKit view or
        // controller (whose init?(coder:) the kit has).
        func isInterfaceClass(_ name: String) -> Bool {
            !generic.contains(name) && ancestors(of: name).last?.hasPrefix("UI") == true
        }
        var lines: [String] = []
        let literal = SceneRoot.stringLiteral
        lines.append("DynamicsKit.InterfaceBuilderRegistry.register(files: [" + documents.map { literal($0.path) }.joined(separator: ", ") + "])")
        var registeredClasses = Set<String>()
        for name in named where isInterfaceClass(name) && registeredClasses.insert(name).inserted {
            lines.append("DynamicsKit.InterfaceBuilderRegistry.register(class: \(literal(name))) { \(name)(coder: $0) }")
        }
        let members = sources.flatMap(\.interfaceMembers)
        let declaredTypes = topLevel
        for member in members {
            // Members of types nested in others, or of generic types, are not reached by name.
            let owner = member.owner
            guard declaredTypes.contains(owner) || owner.hasPrefix("UI") else { continue }
            switch member.kind {
            case .property:
                lines.append("""
                    DynamicsKit.InterfaceBuilderRegistry.register(property: \(literal(member.name))) { object, value in
                        guard let object = object as? \(owner) else { return false }
                        return DynamicsKit.InterfaceBuilderRegistry.assign(&object.\(member.name), value)
                    }
                    """)
            case let .action(labels):
                let call: String
                switch labels.count {
                case 0: call = "DynamicsKit.InterfaceBuilderRegistry.call({ target.\(member.name)() }, sender: sender)"
                case 1: call = "DynamicsKit.InterfaceBuilderRegistry.call(target.\(member.swiftReference), sender: sender)"
                default: call = "fatalError(\"\(member.selector): an action that takes the event is not supported here\")"
                }
                lines.append("""
                    DynamicsKit.InterfaceBuilderRegistry.register(action: \(literal(member.selector))) { target, sender in
                        guard let target = target as? \(owner) else { return false }
                        \(call)
                        return true
                    }
                    """)
            }
        }
        registrations = (lines + cellLines).joined(separator: "\n")
        let storyboards = documents.filter { $0.kind == .storyboard }
        func name(of document: IBDocument) -> String {
            ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        if let main = project.mainStoryboard, storyboards.contains(where: { name(of: $0) == main }) {
            rootStoryboard = main
            appStoryboard = main
        } else {
            // Else the one storyboard with an initial controller, but never the launch screen
            // (named in the Info.plist, or Xcode's template name): an app with no main
            // storyboard makes its window in code.
            let launchScreens = Set(["LaunchScreen", project.launchStoryboard].compactMap { $0 })
            let withInitial = storyboards.filter { $0.initialViewControllerID != nil && !launchScreens.contains(name(of: $0)) }
            let names = Set(withInitial.map(name(of:)))
            rootStoryboard = names.count == 1 ? names.first : nil
            appStoryboard = project.declaresLaunchSettings ? nil : rootStoryboard
        }
        storyboardControllerClasses = Set(storyboards.flatMap { $0.viewControllers.compactMap { $0["customClass"] } })
    }
}
