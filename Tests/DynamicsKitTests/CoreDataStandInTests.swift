import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Core Data as Xcode's templates use it (the container loads a store, empty at launch,
/// without an error; said once on stderr), and objects of entities named by string, kept in
/// memory and fetched by entity name.
final class CoreDataStandInTests: XCTestCase {
    func testTheTemplatesContainerLoadsAndSavesNothing() throws {
        let container = NSPersistentContainer(name: "TemplateModel")
        var loads: [(String, Bool)] = []
        let said = capturingStandardError {
            container.loadPersistentStores { description, error in loads.append((description.type, error == nil)) }
        }.output
        XCTAssertEqual(loads.map(\.0), [NSSQLiteStoreType])
        XCTAssertEqual(loads.map(\.1), [true])
        XCTAssertTrue(said.contains("Core Data's persistent container \"TemplateModel\" is kept in memory here"), said)
        XCTAssertEqual(container.persistentStoreCoordinator.persistentStores.count, 1)
        let context = container.viewContext
        XCTAssertEqual(context.concurrencyType, .mainQueueConcurrencyType)
        XCTAssertTrue(context.persistentStoreCoordinator === container.persistentStoreCoordinator)
        XCTAssertFalse(context.hasChanges)
        XCTAssertNoThrow(try context.save())
        var ran = 0
        container.performBackgroundTask { background in
            XCTAssertEqual(background.concurrencyType, .privateQueueConcurrencyType)
            ran += 1
        }
        XCTAssertEqual(ran, 1)
    }

    /// The older template: a model from the bundle, a coordinator with a SQLite store, a
    /// main-queue context.
    func testTheOlderTemplatesStackIsMadeWithoutAnError() throws {
        let model = try XCTUnwrap(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/nowhere/Model.momd")))
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let store = try coordinator.addPersistentStore(
            ofType: NSSQLiteStoreType, configurationName: nil, at: URL(fileURLWithPath: "/tmp/Single.sqlite"),
            options: [NSMigratePersistentStoresAutomaticallyOption: true])
        XCTAssertEqual(store.type, NSSQLiteStoreType)
        XCTAssertEqual(store.configurationName, "Default")
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        XCTAssertFalse(context.hasChanges)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/tmp/Single.sqlite"), "nothing is written")
    }

    /// Objects inserted by entity name, their attributes by key, saved, fetched (in insertion
    /// order, with pending inserts, limit and offset), deleted and rolled back.
    func testObjectsAreKeptByEntityAndFetchedInTheOrderInserted() throws {
        let container = NSPersistentContainer(name: "Scores")
        _ = capturingStandardError { container.loadPersistentStores { _, _ in } }
        let context = container.viewContext
        let entity = try XCTUnwrap(NSEntityDescription.entity(forEntityName: "Score", in: context))
        for (name, points) in [("ada", 30), ("bo", 10), ("cy", 20)] {
            let score = NSManagedObject(entity: entity, insertInto: context)
            score.setValue(name, forKey: "name")
            score.setValue(points, forKey: "points")
        }
        NSEntityDescription.insertNewObject(forEntityName: "Map", into: context).setValue("##..", forKey: "matrix")
        XCTAssertTrue(context.hasChanges)
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Score")
        let pending = try XCTUnwrap(try context.fetch(request) as? [NSManagedObject])
        XCTAssertEqual(pending.map { $0.value(forKey: "name") as? String }, ["ada", "bo", "cy"], "unsaved inserts are fetched")
        try context.save()
        XCTAssertFalse(context.hasChanges)

        // Another context on the same coordinator sees what was saved.
        let background = container.newBackgroundContext()
        let scores = try background.fetch(NSFetchRequest<NSManagedObject>(entityName: "Score"))
        XCTAssertEqual(scores.compactMap { $0.value(forKey: "points") as? Int }, [30, 10, 20])
        XCTAssertEqual(try background.fetch(NSFetchRequest<NSManagedObject>(entityName: "Map")).first?.value(forKey: "matrix") as? String, "##..")
        XCTAssertEqual(try background.count(for: NSFetchRequest<NSManagedObject>(entityName: "Nothing")), 0)
        let limited = NSFetchRequest<NSManagedObject>(entityName: "Score")
        limited.fetchOffset = 1
        limited.fetchLimit = 1
        XCTAssertEqual(try context.fetch(limited).map { $0.value(forKey: "name") as? String }, ["bo"])

        // Deleting, then rolling back or saving.
        context.delete(scores[0])
        XCTAssertTrue(context.hasChanges)
        XCTAssertEqual(try context.count(for: request), 2)
        context.rollback()
        XCTAssertEqual(try context.count(for: request), 3, "a rolled-back deletion is undone")
        context.delete(scores[0])
        try context.save()
        XCTAssertEqual(try background.count(for: request), 2)

        // iOS 15's initializer; a context without a coordinator is its own store.
        let loose = NSManagedObjectContext(.privateQueue)
        XCTAssertEqual(loose.concurrencyType, .privateQueueConcurrencyType)
        _ = NSManagedObject(entity: entity, insertInto: loose)
        try loose.save()
        XCTAssertEqual(try loose.count(for: request), 1)
        XCTAssertEqual(try context.count(for: request), 2, "the loose context's store is its own")
    }
}
