import Foundation

// Core Data's objects, kept in memory for the run: entities named by string, objects whose
// attributes are read and written by key (`value(forKey:)`, `setValue(_:forKey:)`), fetched by
// entity name. A scene's files have no compiled model, so an entity is whatever name code asks
// for and takes any key; the store starts empty, as a fresh install's does, and keeps what is
// saved until the scene ends. Fetches return objects in the order they were inserted (no
// predicates or sort descriptors here: `NSPredicate(format:)` and key-based sorting need
// key-value coding Foundation on Linux lacks, so code using them does not compile).

/// What a fetch request returns: managed objects here.
public protocol NSFetchRequestResult: AnyObject {}

/// An entity: here a name, since a scene has no compiled model to describe it.
open class NSEntityDescription {
    open var name: String?
    open var managedObjectClassName: String!

    public init() {}

    init(name: String) {
        self.name = name
        managedObjectClassName = "NSManagedObject"
    }

    /// The entity `entityName` in `context`'s model: any name is an entity here.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName)
    }

    /// A new object of `entityName`, inserted into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
    }
}

/// A managed object: its entity's attributes by key.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    private var values: [String: Any] = [:]
    /// True once deleted from its context.
    open private(set) var isDeleted = false

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        context?.insert(self)
    }

    /// A new object of the entity named as this class (Xcode's generated subclasses' initializer).
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: NSEntityDescription(name: String(describing: type(of: self))), insertInto: context)
    }

    open func value(forKey key: String) -> Any? { values[key] }

    /// Sets an attribute; the object's context then has changes to save.
    open func setValue(_ value: Any?, forKey key: String) {
        values[key] = value
        managedObjectContext?.objectDidChange(self)
    }

    open func primitiveValue(forKey key: String) -> Any? { values[key] }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }

    func attach(to context: NSManagedObjectContext) { managedObjectContext = context }
    func markDeleted(_ deleted: Bool = true) { isDeleted = deleted }
}

/// A fetch of one entity's objects, in the order they were inserted. (`ResultType` is not
/// constrained to `NSFetchRequestResult`, as it is on Apple's systems: without Objective-C a
/// protocol type cannot stand for itself, and `NSFetchRequest<NSFetchRequestResult>` must compile.)
open class NSFetchRequest<ResultType> {
    open var entityName: String?
    open var entity: NSEntityDescription?
    /// The most objects returned; 0 is no limit.
    open var fetchLimit = 0
    open var fetchOffset = 0
    open var fetchBatchSize = 0
    open var returnsObjectsAsFaults = true
    open var includesPendingChanges = true

    public init() {}

    public init(entityName: String) {
        self.entityName = entityName
    }

    var effectiveEntityName: String? { entityName ?? entity?.name }
}

extension NSManagedObject {
    /// A request for the objects of the entity named as this class.
    public class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: String(describing: self))
    }
}
