import Foundation

/// A method to call by target–action: what `#selector(…)` names in UIKit code.
///
/// There is no Objective-C runtime here to look a method up by name, so a selector holds the
/// method itself. Scene files are translated before they compile: `#selector(self.f)` becomes
/// `Selector (self.f)`, a reference to the method, bound to `self` or not
/// (`#selector(ViewController.handlePan(_:))` names it for whatever target it is sent to).
/// The method may take no argument, or the sender (a control, a gesture recognizer) as any type
/// it is: a sender of another type is a programming error and traps with both types named.
///
/// ```swift
/// button.addTarget(self, action: Selector(self.didPress), for: .touchUpInside)
/// let pan = UIPanGestureRecognizer(target: self, action: Selector(ViewController.handlePan(_:)))
/// ```
///
/// Selectors compare equal when they name the same method, as Objective-C's do (by its base
/// name and whether it takes the sender), so `removeTarget(_:action:…)` removes just that
/// action: scene files tell the kit each `#selector`'s method. A `Selector` made in code that
/// was not translated (your own `makeScene`) knows only where it was made, and equals the
/// selectors made at that same place.
public struct Selector: CustomStringConvertible, Hashable {
    /// Calls the method: on `target` when the selector names it unbound; with `sender`.
    let perform: (_ target: AnyObject?, _ sender: Any) -> Void
    /// Whether `target` has the method: any object for a method bound to its object, an
    /// instance of its class for an unbound one (`responds(to:)`).
    let accepts: (_ target: AnyObject?) -> Bool
    public let description: String
    /// What equality compares: `handlePan:` (the method's base name, and a colon when it takes
    /// the sender), or where the selector was made when its method is not known.
    let name: String
    /// Whether the method is known (a scene file's translated `#selector`).
    let isNamed: Bool

    /// A method bound to its object that takes no argument (`self.didPressPresent`).
    public init(_ method: @escaping () -> Void, file: String = #filePath, line: Int = #line, column: Int = #column) {
        perform = { _, _ in method() }
        accepts = { _ in true }
        description = "() -> ()"
        (name, isNamed) = Self.name(file, line, column, takesSender: false)
    }

    /// A method bound to its object that takes the sender (`self.handlePan(sender:)`).
    public init<Sender>(_ method: @escaping (Sender) -> Void, file: String = #filePath, line: Int = #line, column: Int = #column) {
        perform = { _, sender in method(Self.cast(sender, to: Sender.self)) }
        accepts = { _ in true }
        description = "(\(Sender.self)) -> ()"
        (name, isNamed) = Self.name(file, line, column, takesSender: true)
    }

    /// A method of `Target` that takes no argument (`ViewController.reset`), called on the target.
    public init<Target: AnyObject>(
        _ method: @escaping (Target) -> () -> Void, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        perform = { target, _ in method(Self.cast(target, to: Target.self))() }
        accepts = { $0 is Target }
        description = "\(Target.self).() -> ()"
        (name, isNamed) = Self.name(file, line, column, takesSender: false)
    }

    /// A method of `Target` that takes the sender (`ViewController.handlePan(_:)`).
    public init<Target: AnyObject, Sender>(
        _ method: @escaping (Target) -> (Sender) -> Void, file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        perform = { target, sender in method(Self.cast(target, to: Target.self))(Self.cast(sender, to: Sender.self)) }
        accepts = { $0 is Target }
        description = "\(Target.self).(\(Sender.self)) -> ()"
        (name, isNamed) = Self.name(file, line, column, takesSender: true)
    }

    /// The selector an Interface Builder connection names (`buttonTapped:`): the scene's
    /// registry of `@IBAction` methods calls it.
    init(interfaceBuilderName name: String, perform: @escaping (_ target: AnyObject?, _ sender: Any) -> Void) {
        self.perform = perform
        accepts = { _ in true }
        description = name
        self.name = name
        isNamed = true
    }

    /// A selector the kit knows by its Objective-C name (`setDebugEnabled:`), with the objects
    /// that have its method.
    init(name: String, accepts: @escaping (_ target: AnyObject?) -> Bool, perform: @escaping (_ target: AnyObject?, _ sender: Any) -> Void) {
        self.perform = perform
        self.accepts = accepts
        description = name
        self.name = name
        isNamed = true
    }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The methods scene files' selectors name, by where each `Selector` is made (file, line,
    /// and the column of its argument list): the generated entry point of a scene file passes
    /// them before the scene is built.
    @_spi(SceneFiles)
    public static func nameMethods(_ sites: [(file: String, line: Int, column: Int, method: String)]) {
        methodNames.withLock { names in
            for site in sites { names[Site(file: site.file, line: site.line, column: site.column)] = site.method }
        }
    }

    private struct Site: Hashable {
        let file: String
        let line: Int
        let column: Int
    }

    private static let methodNames = Locked([Site: String]())

    private static func name(_ file: String, _ line: Int, _ column: Int, takesSender: Bool) -> (String, Bool) {
        let known = methodNames.withLock { $0[Site(file: file, line: line, column: column)] }
        let method = known ?? "\(file):\(line):\(column)"
        return (takesSender ? method + ":" : method, known != nil)
    }

    /// Says once per selector, on stderr, that a `removeTarget` given this selector removed
    /// nothing while the target had actions: a selector made in untranslated code knows only
    /// where it was made, so one made elsewhere for the same method does not match.
    func warnRemovedNothing(from type: String) {
        guard !isNamed, Self.warnedRemovals.withLock({ $0.insert(name).inserted }) else { return }
        FileHandle.standardError.write(Data(
            ("dynamics: \(type).removeTarget removed no action: the Selector made at \(name.hasSuffix(":") ? String(name.dropLast()) : name) "
                + "equals only selectors made at that same place (package code has no #selector to name the method); "
                + "pass the Selector you added\n").utf8))
    }

    private static let warnedRemovals = Locked(Set<String>())

    private final class Locked<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Value

        init(_ value: Value) { self.value = value }

        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&value)
        }
    }

    /// Selectors made from strings need the Objective-C runtime to find their method. (Scene
    /// files' `Selector(("setDebugEnabled:"))`, UIKit Dynamics' private debug switch, is
    /// translated to ``setDebugEnabled``.)
    @available(*, unavailable, message: "a selector from a string needs the Objective-C runtime; name the method with #selector(…)")
    public init(_ name: String) { fatalError() }

    /// The sender as the action method's parameter type. iOS passes the sender whatever the
    /// method declares: a method written for a `UISwipeGestureRecognizer` but given to a pan
    /// recognizer is called with the pan, and works as long as it uses what every recognizer
    /// has (`location(in:)`, `state`). So is it here, said once, and for a recognizer sent to a
    /// method written for a view or control; any other mismatch stops the scene with what was
    /// sent to what.
    static func cast<Value>(_ value: Any?, to type: Value.Type) -> Value {
        if let typed = value as? Value { return typed }
        let actual = value.map { "\(Swift.type(of: $0))" } ?? "nil"
        if let recognizer = value as? UIGestureRecognizer, Value.self is UIGestureRecognizer.Type {
            KitNote.once(
                "an action method taking a \(Value.self) is sent a \(actual), as on iOS: only what every gesture recognizer has works on it",
                key: "sender \(Value.self) \(actual)")
            return unsafeBitCast(recognizer, to: Value.self)
        }
        // A recognizer sent to a method written for a control (`@objc func tapped(sender:
        // UIButton)` given to a tap recognizer): iOS passes it as it is, and code that only
        // compares it (`sender == dealButton`, `sender as? CardView`) runs on. So it does here,
        // said once; using it as the control would fail, as on iOS.
        if let recognizer = value as? UIGestureRecognizer, Value.self is UIView.Type {
            KitNote.once(
                "an action method taking a \(Value.self) is sent a \(actual), as on iOS: only comparing it and casting it are safe",
                key: "sender \(Value.self) \(actual)")
            return unsafeBitCast(recognizer, to: Value.self)
        }
        fatalError("an action method expecting \(Value.self) was sent \(actual)")
    }
}

/// Foundation's selector from a string needs the Objective-C runtime to find its method.
/// (Scene files' `NSSelectorFromString("setDebugEnabled:")` is translated to
/// ``Selector/setDebugEnabled``.)
@available(*, unavailable, message: "a selector from a string needs the Objective-C runtime; name the method with #selector(…)")
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { fatalError() }

/// The target of a target–action pair: held weakly when it is an object, as UIKit does.
struct ActionTarget {
    private weak var object: AnyObject?
    private let value: Any?

    init(_ target: Any?) {
        if let target, type(of: target) is AnyClass {
            object = target as AnyObject
            value = nil
        } else {
            object = nil
            value = target
        }
    }

    var resolved: AnyObject? { object ?? (value.map { $0 as AnyObject }) }

    func isSame(as other: Any?) -> Bool {
        guard let other else { return false }
        guard let object else { return false }
        return type(of: other) is AnyClass && object === (other as AnyObject)
    }
}
