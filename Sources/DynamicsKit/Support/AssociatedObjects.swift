import Foundation

// The Objective-C runtime's associated objects, as `import ObjectiveC` gives them on Apple's
// systems: a value stored on any object under a key (the address of a variable of yours,
// `&key`), which extensions use as stored properties. There is no runtime here; the kit
// keeps a table by object identity, each entry holding its object weakly. An object that is
// deallocated cannot tell the table, so its values are released at the next call of any of
// these functions (and a new object at the same address never sees them). A value that is not
// an object (a struct, an enum) has no identity: nothing is stored on it.

/// How an associated value is held (the runtime's policies and raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained. Held weakly here when the value is an object (the runtime keeps a dangling
    /// pointer; here it reads nil once the value is gone).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`), else retained.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained (the table is locked either way).
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied (`NSCopying`), else retained (the table is locked either way).
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Stores `value` on `object` under `key` with `policy`, replacing what was there; nil removes it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, policy: policy, on: object, key: key)
}

/// The value stored on `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(on: object, key: key)
}

/// Removes every value stored on `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(on: object)
}

/// The associated values of every object that has some, by the object's identity.
private final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Values {
        weak var object: AnyObject?
        var byKey: [UnsafeRawPointer: Held] = [:]
    }

    private enum Held {
        case strong(Any)
        case weak(WeakBox)

        var value: Any? {
            switch self {
            case let .strong(value): return value
            case let .weak(box): return box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var table: [ObjectIdentifier: Values] = [:]

    func set(_ value: Any?, policy: objc_AssociationPolicy, on object: Any, key: UnsafeRawPointer) {
        guard let owner = Self.identity(of: object) else { return }
        let held = value.map { Self.hold($0, policy: policy) }
        let replaced: Held? = withTable { table in
            let id = ObjectIdentifier(owner)
            var values = table[id] ?? Values(object: owner)
            let old = values.byKey[key]
            values.byKey[key] = held
            table[id] = values.byKey.isEmpty ? nil : values
            return old
        }
        _ = replaced  // released here, outside the lock
    }

    func value(on object: Any, key: UnsafeRawPointer) -> Any? {
        guard let owner = Self.identity(of: object) else { return nil }
        let held: Held? = withTable { $0[ObjectIdentifier(owner)]?.byKey[key] ?? nil }
        return held?.value
    }

    func removeAll(on object: Any) {
        guard let owner = Self.identity(of: object) else { return }
        let removed = withTable { $0.removeValue(forKey: ObjectIdentifier(owner)) }
        _ = removed  // released here, outside the lock
    }

    /// Runs `body` on the table, locked, after forgetting the values of objects that have been
    /// deallocated. Whatever leaves the table is released after the lock is let go: a value's
    /// `deinit` may call these functions again.
    private func withTable<Result>(_ body: (inout [ObjectIdentifier: Values]) -> Result) -> Result {
        var released: [Values] = []
        let result: Result = lock.withLock {
            // Which entries go does not depend on the table's order.
            for (id, values) in table where values.object == nil {
                released.append(values)
                table[id] = nil
            }
            return body(&table)
        }
        released.removeAll()
        return result
    }

    private static func identity(of object: Any) -> AnyObject? {
        type(of: object) is AnyClass ? object as AnyObject : nil
    }

    private static func hold(_ value: Any, policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if type(of: value) is AnyClass { return .weak(WeakBox(value as AnyObject)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying, type(of: value) is AnyClass { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }
}
