import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard or a xib, read from its XML (Xcode 8's format onward: `document` with
/// `version="3.0"`).
///
/// Read with Foundation's `XMLParser` rather than a decoding package: warnings name the line of
/// what they are about, and only `XMLParser` reports lines.
public final class IBDocument {
    public enum Kind: Equatable, Sendable {
        case storyboard
        case xib
    }

    /// The file, as given.
    public let path: String
    public let kind: Kind
    /// The `document` element.
    public let root: IBElement
    /// Every element with an `id`, by it (the first, should a file repeat one).
    public let objectsByID: [String: IBElement]

    public init(path: String, root: IBElement) throws {
        self.path = path
        guard root.name == "document" else {
            throw IBError(path: path, line: root.line, message: "is not an Interface Builder document (its root is <\(root.name)>)")
        }
        let type = root["type"] ?? ""
        if type.hasSuffix(".Storyboard.XIB") {
            kind = .storyboard
        } else if type.hasSuffix(".XIB") {
            kind = .xib
        } else {
            kind = (path as NSString).pathExtension == "storyboard" ? .storyboard : .xib
        }
        guard type.isEmpty || type.contains("CocoaTouch") else {
            throw IBError(path: path, line: root.line, message: "is an Interface Builder document for \(type), not for iOS (CocoaTouch)")
        }
        if let version = root["version"], let major = Double(version), major < 3 {
            throw IBError(path: path, line: root.line,
                          message: "is in Interface Builder's format \(version), older than Xcode 8's (3.0); open and save it in Xcode 8 or later")
        }
        self.root = root
        var objects: [String: IBElement] = [:]
        root.walk { element in
            if let id = element.id, objects[id] == nil { objects[id] = element }
        }
        objectsByID = objects
    }

    /// Reads and parses the file at `path`.
    public convenience init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IBError(path: path, line: nil, message: "cannot be read")
        }
        try self.init(path: path, data: data)
    }

    public convenience init(path: String, data: Data) throws {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        // Foundation's parser on Linux may recover from a cut-off file and say it parsed:
        // elements left open mean it did not.
        guard parsed, parser.parserError == nil, builder.isBalanced, let root = builder.root else {
            let line = parser.lineNumber > 0 ? parser.lineNumber : nil
            let reason = parser.parserError.map { " (\(($0 as NSError).code))" } ?? ""
            throw IBError(path: path, line: line, message: "is not well-formed XML\(reason)")
        }
        try self.init(path: path, root: root)
    }

    /// The storyboard's `initialViewController` id.
    public var initialViewControllerID: String? { root["initialViewController"] }

    /// The storyboard's scenes, in order: each scene's `objects`.
    public var scenes: [IBElement] { root.children(of: "scenes").filter { $0.name == "scene" } }

    /// The top-level objects of a xib, in order (placeholders included).
    public var topLevelObjects: [IBElement] { root.children(of: "objects") }

    /// The controller elements of a storyboard, in order: the first object of each scene that
    /// is a view controller (its `sceneMemberID` is `viewController`).
    public var viewControllers: [IBElement] {
        scenes.flatMap { $0.children(of: "objects") }.filter { $0["sceneMemberID"] == "viewController" }
    }

    /// The controller with the storyboard identifier `identifier`.
    public func viewController(withIdentifier identifier: String) -> IBElement? {
        viewControllers.first { $0["storyboardIdentifier"] == identifier }
    }

    /// The scene (`objects` container's parent) that holds `element`.
    public func scene(of element: IBElement) -> IBElement? {
        var current: IBElement? = element
        while let candidate = current {
            if candidate.name == "scene" { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// Every `customClass` the document names, in document order, each once.
    public var customClasses: [String] {
        var seen: [String] = []
        root.walk { element in
            if let name = element["customClass"], !seen.contains(name) { seen.append(name) }
        }
        return seen
    }

    /// The document's named images and colours (`resources`): image name → size in points.
    public var imageSizes: [String: (width: Double, height: Double)] {
        var sizes: [String: (Double, Double)] = [:]
        for image in root.children(of: "resources") where image.name == "image" {
            if let name = image["name"], let width = image.number("width"), let height = image.number("height") {
                sizes[name] = (width, height)
            }
        }
        return sizes
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: IBElement?
        private var stack: [IBElement] = []
        /// Whether every element opened was closed.
        var isBalanced: Bool { stack.isEmpty }
        private weak var parser: XMLParser?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            // XMLParser hands the attributes over as a dictionary; sorted by name, their order
            // is the same in every run (Interface Builder writes them sorted anyway).
            let attributes = attributeDict.keys.sorted().map { (name: $0, value: attributeDict[$0]!) }
            let element = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last {
                element.parent = parent
                parent.children.append(element)
            } else if root == nil {
                root = element
            }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }

        /// Text content matters in a few elements (`<string key="text">`, `<mutableString>`).
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let element = stack.last else { return }
            element.text += string
        }
    }
}

/// A storyboard or xib that cannot be used: one line, naming the file and, when known, the line.
public struct IBError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let line: Int?
    public let message: String

    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? "") \(message)"
    }
}
