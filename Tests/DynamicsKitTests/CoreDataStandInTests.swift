import DynamicsKit
import Foundation
import TestSupport
import XCTest

/// Core Data as Xcode's templates use it: the container loads an empty store without an error,
/// a context never has changes and saving one does nothing; said once on stderr.
final class CoreDataStandInTests: XCTestCase {
    func testTheTemplatesContainerLoadsAndSavesNothing() throws {
        let container = NSPersistentContainer(name: "TemplateModel")
        var loads: [(String, Bool)] = []
        let said = capturingStandardError {
            container.loadPersistentStores { description, error in loads.append((description.type, error == nil)) }
        }.output
        XCTAssertEqual(loads.map(\.0), [NSSQLiteStoreType])
        XCTAssertEqual(loads.map(\.1), [true])
        XCTAssertTrue(said.contains("Core Data's persistent container \"TemplateModel\" keeps nothing here"), said)
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
}
