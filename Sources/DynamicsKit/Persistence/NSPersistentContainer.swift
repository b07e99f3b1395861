import Foundation

// Core Data as apps use it without a compiled model: Xcode's "Use Core Data" templates (the
// app delegate's `persistentContainer`, or in older templates its model, coordinator and
// context, and `saveContext()`), and objects of entities named by string, kept in memory for
// the run (NSManagedObject.swift). The store starts empty, as on a fresh install, and nothing
// is written to disk.

/// What a context holds objects in: here memory, empty at the start of a run.
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

/// Where a context's objects are stored: the saved objects of every context on this
/// coordinator, in the order they were saved.
open class NSPersistentStoreCoordinator {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    var savedObjects: [NSManagedObject] = []

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

/// A scratch pad of managed objects: objects inserted, changed or deleted here reach its
/// coordinator's store when it saves; its fetches see the store as this context changes it.
open class NSManagedObjectContext {
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType, privateQueueConcurrencyType, mainQueueConcurrencyType

        /// iOS 15's names.
        public static var mainQueue: ConcurrencyType { .mainQueueConcurrencyType }
        public static var privateQueue: ConcurrencyType { .privateQueueConcurrencyType }
    }

    public let concurrencyType: ConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    open var parent: NSManagedObjectContext?
    open var name: String?
    open var automaticallyMergesChangesFromParent = false
    /// Objects inserted since the last save, in order.
    open private(set) var insertedObjects: [NSManagedObject] = []
    /// Saved objects changed since the last save, in order.
    open private(set) var updatedObjects: [NSManagedObject] = []
    open private(set) var deletedObjects: [NSManagedObject] = []
    /// Without a coordinator, what this context saved (it is its own store).
    private var ownStore: [NSManagedObject] = []

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    public convenience init(_ type: ConcurrencyType) {
        self.init(concurrencyType: type)
    }

    open var hasChanges: Bool { !insertedObjects.isEmpty || !updatedObjects.isEmpty || !deletedObjects.isEmpty }

    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self || object.isDeleted else { return }
        object.attach(to: self)
        insertedObjects.append(object)
    }

    open func delete(_ object: NSManagedObject) {
        if let index = insertedObjects.firstIndex(where: { $0 === object }) {
            insertedObjects.remove(at: index)
        } else if !deletedObjects.contains(where: { $0 === object }) {
            deletedObjects.append(object)
        }
        updatedObjects.removeAll { $0 === object }
        object.markDeleted()
    }

    func objectDidChange(_ object: NSManagedObject) {
        guard !insertedObjects.contains(where: { $0 === object }), !updatedObjects.contains(where: { $0 === object }) else { return }
        updatedObjects.append(object)
    }

    private var store: [NSManagedObject] {
        get { persistentStoreCoordinator?.savedObjects ?? ownStore }
        set {
            if let persistentStoreCoordinator { persistentStoreCoordinator.savedObjects = newValue } else { ownStore = newValue }
        }
    }

    /// Moves the inserted objects into the store and removes the deleted ones.
    open func save() throws {
        guard hasChanges else { return }
        let deleted = deletedObjects
        store = store.filter { saved in !deleted.contains { $0 === saved } } + insertedObjects
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
    }

    /// Forgets the unsaved inserts and deletions.
    open func rollback() {
        for object in deletedObjects { object.markDeleted(false) }
        insertedObjects = []
        updatedObjects = []
        deletedObjects = []
    }

    open func reset() { rollback() }
    open func refreshAllObjects() {}

    /// The request's entity's objects: the store's, then this context's unsaved inserts (with
    /// `includesPendingChanges`), less its unsaved deletions, from `fetchOffset`, at most
    /// `fetchLimit`.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let name = request.effectiveEntityName
        var objects = store + (request.includesPendingChanges ? insertedObjects : [])
        objects = objects.filter { object in object.entity.name == name && !object.isDeleted }
        objects = Array(objects.dropFirst(max(request.fetchOffset, 0)))
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects.compactMap { $0 as? T }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetch(request).count
    }

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
/// template makes it: here a store in memory, empty at the start (said once when loaded).
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
        KitNote.once("Core Data's persistent container \"\(name)\" is kept in memory here: it starts empty, as on a fresh install, and nothing is written to disk")
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
