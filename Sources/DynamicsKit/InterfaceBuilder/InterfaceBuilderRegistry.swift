import Foundation

/// What a scene's compiled code tells the kit about its Interface Builder files: where the
/// storyboards and xibs are, and how to make the classes they name and reach the members they
/// connect. There is no Objective-C runtime to look classes, outlets and actions up by name,
/// so the scene's generated entry point registers each, by name, before the scene is built:
///
/// - a class a file names (`customClass="BallView"`): a closure that calls its `init?(coder:)`;
/// - an `@IBOutlet` or `@IBInspectable` property: a closure that sets it on an object of its
///   class (any subclass too) and says whether the object was one;
/// - an `@IBAction` method, by its Objective-C selector (`dropTapped:`): a closure that calls
///   it on a target of its class with the sender.
///
/// What a file names and no code declares is handled as UIKit handles it: an unknown class is
/// one warning and the element's UIKit class; an unknown outlet or action traps when used,
/// with UIKit's words.
@_spi(SceneFiles) public enum InterfaceBuilderRegistry {
    public typealias Factory = (NSCoder) -> AnyObject?
    public typealias Setter = (_ object: AnyObject, _ value: Any?) -> Bool
    public typealias Action = (_ target: AnyObject, _ sender: Any?) -> Bool

    private static let lock = NSLock()
    nonisolated(unsafe) private static var files: [String: String] = [:]
    nonisolated(unsafe) private static var classes: [String: Factory] = [:]
    nonisolated(unsafe) private static var setters: [String: [Setter]] = [:]
    nonisolated(unsafe) private static var actions: [String: [Action]] = [:]

    /// The storyboards and xibs of the scene, by path; each is found by its name without
    /// extension (`Main` for `Base.lproj/Main.storyboard`). The first path of a name wins.
    public static func register(files paths: [String]) {
        lock.withLock {
            for path in paths {
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                let key = ((path as NSString).pathExtension == "storyboard" ? "storyboard:" : "xib:") + name
                if files[key] == nil { files[key] = path }
            }
        }
    }

    /// How to make a scene's `UITableViewCell` subclass registered by class
    /// (`register(_:forCellReuseIdentifier:)`): its `init(style:reuseIdentifier:)`.
    public static func register(cellClass: AnyClass, _ factory: @escaping (String?) -> UITableViewCell) {
        lock.withLock { cellFactories[ObjectIdentifier(cellClass)] = factory }
    }

    /// How to make a scene's `UITableViewHeaderFooterView` subclass registered by class
    /// (`register(_:forHeaderFooterViewReuseIdentifier:)`): its `init(reuseIdentifier:)`.
    public static func register(headerFooterClass: AnyClass, _ factory: @escaping (String?) -> UITableViewHeaderFooterView) {
        lock.withLock { headerFooterFactories[ObjectIdentifier(headerFooterClass)] = factory }
    }

    static func headerFooterFactory(for type: AnyClass) -> ((String?) -> UITableViewHeaderFooterView)? {
        lock.withLock { headerFooterFactories[ObjectIdentifier(type)] }
    }

    nonisolated(unsafe) private static var headerFooterFactories: [ObjectIdentifier: (String?) -> UITableViewHeaderFooterView] = [:]

    static func cellFactory(for type: AnyClass) -> ((String?) -> UITableViewCell)? {
        lock.withLock { cellFactories[ObjectIdentifier(type)] }
    }

    nonisolated(unsafe) private static var cellFactories: [ObjectIdentifier: (String?) -> UITableViewCell] = [:]

    public static func register(class name: String, _ factory: @escaping Factory) {
        lock.withLock { classes[name] = factory }
    }

    /// `key` is the property's name, as a connection's `property` or a runtime attribute's key.
    public static func register(property key: String, _ setter: @escaping Setter) {
        lock.withLock { setters[key, default: []].append(setter) }
    }

    /// `selector` as Objective-C spells the method: `reset`, `dropTapped:`, `tapped:forEvent:`.
    public static func register(action selector: String, _ action: @escaping Action) {
        lock.withLock { actions[selector, default: []].append(action) }
    }

    /// Sets `slot` (an outlet, an inspectable property) to `value`, converting numbers as
    /// Interface Builder's keyed values are converted; false when `value` is not of its type.
    public static func assign<Value>(_ slot: inout Value, _ value: Any?) -> Bool {
        if let typed = value as? Value {
            slot = typed
            return true
        }
        if let number = value as? Double {
            for candidate in [CGFloat(number) as Any, Int(exactly: number.rounded()) as Any, Float(number) as Any, number as Any] {
                if let typed = candidate as? Value {
                    slot = typed
                    return true
                }
            }
        }
        if value == nil, let none = Optional<Any>.none as? Value {
            slot = none
            return true
        }
        // An object of another class than the outlet declares: UIKit's key-value coding stores
        // it all the same (Objective-C does not check), and code that uses only what both
        // classes have works. So here, for an optional class outlet; the load says so.
        if let object = value.map({ $0 as AnyObject }), let slotType = Value.self as? UncheckedClassSlot.Type,
           let stored = slotType.storing(object) as? Value {
            slot = stored
            lock.withLock { uncheckedAssignment = "\(type(of: object)) into an outlet of type \(Value.self)" }
            return true
        }
        return false
    }

    nonisolated(unsafe) private static var uncheckedAssignment: String?

    /// What the last unchecked assignment stored, once.
    static func takeUncheckedAssignment() -> String? {
        lock.withLock {
            defer { uncheckedAssignment = nil }
            return uncheckedAssignment
        }
    }

    /// Calls an action method that takes no argument.
    public static func call(_ method: () -> Void, sender: Any?) { method() }

    /// Calls an action method that takes the sender, of the type it declares.
    public static func call<Sender>(_ method: (Sender) -> Void, sender: Any?) {
        method(Selector.cast(sender, to: Sender.self))
    }

    /// The controller of custom class `className` from the first storyboard that has one,
    /// made as its storyboard makes it (outlets and actions connected when its view loads);
    /// nil when no storyboard has one.
    public static func storyboardController(className: String) -> UIViewController? {
        let storyboards = lock.withLock { files.filter { $0.key.hasPrefix("storyboard:") }.sorted { $0.value < $1.value } }
        for (key, path) in storyboards {
            let document = UIStoryboard.document(at: path)
            if let element = document.viewControllers.first(where: { $0["customClass"] == className }) {
                let storyboard = UIStoryboard(name: String(key.dropFirst("storyboard:".count)), bundle: nil)
                return storyboard.instantiate(element, creator: Optional<(NSCoder) -> UIViewController?>.none)
            }
        }
        return nil
    }

    static func path(ofStoryboard name: String) -> String? { lock.withLock { files["storyboard:" + name] } }
    static func path(ofNib name: String) -> String? { lock.withLock { files["xib:" + name] } }
    static func factory(for className: String) -> Factory? { lock.withLock { classes[className] } }

    /// Sets `key` of `object` to `value` through the first registered setter whose class
    /// `object` is; false when none is.
    static func set(_ key: String, of object: AnyObject, to value: Any?) -> Bool {
        let candidates = lock.withLock { setters[key] ?? [] }
        return candidates.contains { $0(object, value) }
    }

    /// Performs `selector` on `target`; false when its class declares no such action.
    static func perform(_ selector: String, on target: AnyObject, sender: Any?) -> Bool {
        let candidates = lock.withLock { actions[selector] ?? [] }
        return candidates.contains { $0(target, sender) }
    }

    /// The class name as Interface Builder writes it, for UIKit's messages.
    static func className(of object: AnyObject) -> String { String(describing: type(of: object)) }
}

/// An optional class reference an object of another class can be stored in, unchecked, as
/// Objective-C's key-value coding stores it.
protocol UncheckedClassSlot {
    static func storing(_ object: AnyObject) -> Any
}

extension Optional: UncheckedClassSlot where Wrapped: AnyObject {
    static func storing(_ object: AnyObject) -> Any {
        Optional<Wrapped>.some(unsafeBitCast(object, to: Wrapped.self))
    }
}
