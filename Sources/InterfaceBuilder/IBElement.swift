/// One element of an Interface Builder file (`.storyboard`, `.xib`): its name, its attributes in
/// the order written, its children, and the line it starts on (for warnings).
///
/// Interface Builder's XML is regular: an object is an element named after its class
/// (`viewController`, `view`, `label`, `button`…), its properties are attributes or child
/// elements marked with a `key` (`<rect key="frame" …/>`, `<color key="backgroundColor" …/>`),
/// and its relations live in `<subviews>`, `<constraints>` and `<connections>`.
public final class IBElement {
    public let name: String
    public let attributes: [(name: String, value: String)]
    public internal(set) var children: [IBElement] = []
    /// The line the element's start tag is on, 1-based.
    public let line: Int
    public internal(set) weak var parent: IBElement?
    /// The character data directly inside the element (`<string key="text">Hello</string>`).
    public internal(set) var text = ""

    public init(name: String, attributes: [(name: String, value: String)], line: Int, children: [IBElement] = []) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.children = children
        for child in children { child.parent = self }
    }

    /// The value of the attribute `name`, if present.
    public subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The attribute `name` as a number.
    public func number(_ name: String) -> Double? { self[name].flatMap(Double.init) }

    /// The attribute `name` as Interface Builder writes booleans (`YES`/`NO`); nil when absent.
    public func flag(_ name: String) -> Bool? {
        switch self[name] {
        case "YES"?: return true
        case "NO"?: return false
        default: return nil
        }
    }

    /// The object's `id` (`BYZ-38-t0r`).
    public var id: String? { self["id"] }
    /// The `key` under which the element is a property of its parent (`frame`, `view`).
    public var key: String? { self["key"] }

    /// The first child named `name` with the key `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with the key `key`, whatever its name.
    public func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children of the child named `container` (`subviews`, `constraints`, `connections`).
    public func children(of container: String) -> [IBElement] {
        child(container)?.children ?? []
    }

    /// This element and all below it, depth first, in document order.
    public func walk(_ body: (IBElement) -> Void) {
        body(self)
        for child in children { child.walk(body) }
    }
}
