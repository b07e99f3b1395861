import Basics
import Foundation
import Rendering
import XCTest

final class ConcurrentlyTests: XCTestCase {
    /// Records the order in which jobs start.
    private final class Starts: @unchecked Sendable {
        private let condition = NSCondition()
        private var started: [Int] = []
        var order: [Int] { condition.withLock { started } }

        func add(_ index: Int) {
            condition.withLock {
                started.append(index)
                condition.broadcast()
            }
        }

        /// Waits until `count` jobs have started; after a minute (a watchdog, should a worker
        /// never start) it returns anyway and the test's order checks tell.
        func wait(untilStarted count: Int) {
            condition.withLock {
                let deadline = Date().addingTimeInterval(60)
                while started.count < count && condition.wait(until: deadline) {}
            }
        }
    }

    func testOneWorkerTakesTheJobsInIndexOrderWhateverTheirCosts() throws {
        let starts = Starts()
        try Concurrently.forEach(5, workers: 1, costs: [1, 5, 2, 5, 3]) { starts.add($0) }
        XCTAssertEqual(starts.order, [0, 1, 2, 3, 4])
    }

    func testSeveralWorkersStartTheCostliestJobsFirst() throws {
        let starts = Starts()
        // Each job waits until two have started, so neither worker takes a second job before
        // the other has its first: the first two starts are the first two handed out.
        try Concurrently.forEach(6, workers: 2, costs: [1, 5, 2, 5, 3, 0.5]) { index in
            starts.add(index)
            starts.wait(untilStarted: 2)
        }
        XCTAssertEqual(Set(starts.order), Set(0..<6))
        // With two workers the first two handed out are the two costliest (1 and 3, equal cost,
        // in index order) and the cheapest (5) is among the last two.
        XCTAssertEqual(Set(starts.order.prefix(2)), [1, 3])
        XCTAssertTrue(starts.order.suffix(2).contains(5))
    }

    func testTheLowestNumberedFailureIsThrownWhateverTheOrder() {
        struct Failure: Error, Equatable { let index: Int }
        XCTAssertThrowsError(try Concurrently.forEach(4, workers: 2, costs: [1, 2, 3, 4]) { index in
            if index == 1 || index == 3 { throw Failure(index: index) }
        }) { error in
            XCTAssertEqual(error as? Failure, Failure(index: 1))
        }
    }
}
