import Foundation

// Core Data as Xcode's "Use Core Data" templates use it, and no further: the app delegate's
// `persistentContainer` (or, in older templates, its model, coordinator and context) and
// `saveContext()`. A scene's files have no compiled model to open and nothing to keep between
// runs, so the container's store is empty and stays so: loading it succeeds, a context never
// has changes and saving one does nothing. Code that works with entities (`NSManagedObject`,
// `NSFetchRequest`, `NSEntityDescription`) names types that are not here and does not
// compile: it needs a store this tool does not have.

/// What a context holds objects in: here an empty store.
open class NSPersistentStore {
    public let type: String
    public let url: URL?
    public let configurationName: String

    init(type: String, url: URL?, configurationName: String?) {
        self.type = type
        self.url = url
        self.configurationName = configurationName ?? "Default"
    }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// A data model: here one without entities.
open class NSManagedObjectModel {
    public init() {}

    /// The compiled model at `url` (`Model.momd` in an app's bundle): a model without
    /// entities here, since a scene's files have no compiled model.
    public init?(contentsOf url: URL) {}
}

/// Where a context's objects are stored.
open class NSPersistentStoreCoordinator {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
    }

    /// Adds an empty store of `storeType` (nothing is read from or written to `storeURL`).
    @discardableResult
    open func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?, options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        let store = NSPersistentStore(type: storeType, url: storeURL, configurationName: configuration)
        persistentStores.append(store)
        return store
    }
}

/// A scratch pad of managed objects: here never with any, so never with changes to save.
open class NSManagedObjectContext {
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType
    }

    public let concurrencyType: ConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var automaticallyMergesChangesFromParent = false

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    /// Always false: no object is ever inserted, changed or deleted here.
    open var hasChanges: Bool { false }

    /// Nothing to save.
    open func save() throws {}
    open func rollback() {}
    open func reset() {}
    open func refreshAllObjects() {}

    /// Runs `block` now, on the scene's one thread (a private queue's context too).
    open func perform(_ block: @escaping () -> Void) { block() }
    open func performAndWait(_ block: () -> Void) { block() }
}

@available(swift, obsoleted: 4.2, renamed: "NSManagedObjectContext.ConcurrencyType")
public typealias NSManagedObjectContextConcurrencyType = NSManagedObjectContext.ConcurrencyType

/// How a container opens a store.
open class NSPersistentStoreDescription {
    open var type = NSSQLiteStoreType
    open var url: URL?
    open var configuration: String?
    open var isReadOnly = false
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true

    public init() {}

    public init(url: URL) {
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) {}
}

/// The model, coordinator and main-queue context an app keeps its data with, as Xcode's
/// template makes it: here an empty store in memory (said once when loaded).
open class NSPersistentContainer {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The main-queue context.
    public let viewContext: NSManagedObjectContext
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        persistentStoreDescriptions = [description]
    }

    /// Opens each described store (empty) and calls `block` for each, without an error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        KitNote.once("Core Data's persistent container \"\(name)\" keeps nothing here: its store is empty and saving does nothing")
        for description in persistentStoreDescriptions {
            _ = try? persistentStoreCoordinator.addPersistentStore(
                ofType: description.type, configurationName: description.configuration, at: description.url)
            block(description, nil)
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    open class func defaultDirectoryURL() -> URL {
        URL(fileURLWithPath: NSTemporaryDirectory())
    }
}

/// Xcode's "Use CloudKit" template: the same empty container.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}
