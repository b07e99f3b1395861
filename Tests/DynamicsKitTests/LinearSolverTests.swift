import DynamicsKit
import XCTest

/// The Auto Layout engine's simplex solver on its own: small systems with known solutions,
/// required against optional constraints, priority levels, and required constraints that
/// cannot hold. A constraint is `Σ coefficient · variable + constant` related to 0.
final class LinearSolverTests: XCTestCase {
    private typealias Expression = LinearSolver.Expression
    private let accuracy = 1e-9

    /// `Σ terms + constant`, terms as (variable, coefficient).
    private func expression(_ terms: (Int, Double)..., constant: Double = 0) -> Expression {
        Expression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant)
    }

    /// `variable = value`, `variable ≥ value` or `variable ≤ value`.
    private func add(
        _ solver: inout LinearSolver, _ variable: Int, _ relation: LinearSolver.Relation, _ value: Double,
        _ strength: LinearSolver.Strength = .required, tag: Int = 0
    ) throws {
        try solver.add(expression((variable, 1), constant: -value), relation, strength: strength, tag: tag)
    }

    private func assertConflict(
        _ tags: [Int], line: UInt = #line, _ body: () throws -> Void
    ) {
        XCTAssertThrowsError(try body(), line: line) { error in
            XCTAssertEqual((error as? LinearSolver.Conflict)?.tags, tags, line: line)
        }
    }

    // MARK: Required constraints

    func testTwoEquationsInTwoUnknowns() throws {
        // 2x + 3y = 12 and x − y = 1: x = 3, y = 2.
        var solver = LinearSolver()
        try solver.add(expression((0, 2), (1, 3), constant: -12), .equal, strength: .required, tag: 1)
        try solver.add(expression((0, 1), (1, -1), constant: -1), .equal, strength: .required, tag: 2)
        XCTAssertEqual(solver.value(of: 0), 3, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: 1), 2, accuracy: accuracy)
    }

    func testEachConstraintBuildsOnTheOnesBefore() throws {
        // x = 10, y = x + 5, z = 2y − x: 10, 15, 20.
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10)
        try solver.add(expression((1, 1), (0, -1), constant: -5), .equal, strength: .required, tag: 0)
        try solver.add(expression((2, 1), (1, -2), (0, 1)), .equal, strength: .required, tag: 0)
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: 1), 15, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: 2), 20, accuracy: accuracy)
    }

    func testTwoViewsSideBySideShareTheWidth() throws {
        // x1 = 0, x2 = x1 + w1 + 10, w1 = w2, x2 + w2 = 310: each 150 wide, the second at 160.
        let x1 = 0, w1 = 1, x2 = 2, w2 = 3
        var solver = LinearSolver()
        try add(&solver, x1, .equal, 0)
        try solver.add(expression((x2, 1), (x1, -1), (w1, -1), constant: -10), .equal, strength: .required, tag: 0)
        try solver.add(expression((w1, 1), (w2, -1)), .equal, strength: .required, tag: 0)
        try solver.add(expression((x2, 1), (w2, 1), constant: -310), .equal, strength: .required, tag: 0)
        XCTAssertEqual(solver.value(of: w1), 150, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: w2), 150, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: x2), 160, accuracy: accuracy)
    }

    func testAVariableNoConstraintMentionsIsZero() throws {
        var solver = LinearSolver()
        XCTAssertEqual(solver.value(of: 5), 0)
        try add(&solver, 0, .equal, 7)
        XCTAssertEqual(solver.value(of: 5), 0)
        XCTAssertEqual(solver.value(of: 0), 7, accuracy: accuracy)
    }

    func testARedundantRequiredEqualityIsAccepted() throws {
        // 2x = 20 says again what x = 10 said.
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10, tag: 1)
        try solver.add(expression((0, 2), constant: -20), .equal, strength: .required, tag: 2)
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
    }

    // MARK: Optional constraints

    func testAnOptionalConstraintHoldsWhenNothingStopsIt() throws {
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 42, .optional(1))
        XCTAssertEqual(solver.value(of: 0), 42, accuracy: accuracy)
    }

    func testRequiredBoundsWinOverAnOptionalEquality() throws {
        // 100 ≤ x ≤ 200 required; x wants 50, then 300, then 150.
        for (wanted, expected) in [(50.0, 100.0), (300, 200), (150, 150)] {
            var solver = LinearSolver()
            try add(&solver, 0, .greaterThanOrEqual, 100)
            try add(&solver, 0, .lessThanOrEqual, 200)
            try add(&solver, 0, .equal, wanted, .optional(250))
            XCTAssertEqual(solver.value(of: 0), expected, accuracy: accuracy, "wanted \(wanted)")
        }
    }

    func testTheHigherPriorityWinsWhateverTheOrder() throws {
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10, .optional(750))
        try add(&solver, 0, .equal, 20, .optional(250))
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)

        var reversed = LinearSolver()
        try add(&reversed, 0, .equal, 20, .optional(250))
        try add(&reversed, 0, .equal, 10, .optional(750))
        XCTAssertEqual(reversed.value(of: 0), 10, accuracy: accuracy)
    }

    func testPriorityLevelsAreNotWeightsToAdd() throws {
        // Three constraints at 499 pulling x to 10 do not outweigh one at 500 holding it at 0:
        // one level's error is never traded for a lower level's.
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 0, .optional(500))
        for _ in 0..<3 { try add(&solver, 0, .equal, 10, .optional(499)) }
        XCTAssertEqual(solver.value(of: 0), 0, accuracy: accuracy)
    }

    func testAnOptionalInequalityAgainstAnOptionalEquality() throws {
        // x ≤ 50 and x = 80: the stronger one holds.
        var capped = LinearSolver()
        try add(&capped, 0, .lessThanOrEqual, 50, .optional(750))
        try add(&capped, 0, .equal, 80, .optional(250))
        XCTAssertEqual(capped.value(of: 0), 50, accuracy: accuracy)

        var free = LinearSolver()
        try add(&free, 0, .lessThanOrEqual, 50, .optional(250))
        try add(&free, 0, .equal, 80, .optional(750))
        XCTAssertEqual(free.value(of: 0), 80, accuracy: accuracy)
    }

    func testABoxHuggingItsContentAtLeastAsWideAsRequired() throws {
        // width ≥ 44 required; its content wants 30 (at 750), hugging wants ≤ 40 (at 250): 44.
        // With the required minimum at 20 instead, the content's 30.
        for (minimum, expected) in [(44.0, 44.0), (20, 30)] {
            var solver = LinearSolver()
            try add(&solver, 0, .greaterThanOrEqual, minimum)
            try add(&solver, 0, .equal, 30, .optional(750))
            try add(&solver, 0, .lessThanOrEqual, 40, .optional(250))
            XCTAssertEqual(solver.value(of: 0), expected, accuracy: accuracy, "minimum \(minimum)")
        }
    }

    // MARK: Required constraints that cannot hold

    func testAContradictedEqualityIsRefusedNamingWhatItContradicts() throws {
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10, tag: 1)
        try add(&solver, 1, .equal, 99, tag: 7)
        assertConflict([1]) { try add(&solver, 0, .equal, 20, tag: 2) }
        // Left as it was, and still taking constraints.
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: 1), 99, accuracy: accuracy)
        try solver.add(expression((2, 1), (0, -1), constant: -1), .equal, strength: .required, tag: 3)
        XCTAssertEqual(solver.value(of: 2), 11, accuracy: accuracy)
    }

    func testAConflictNamesEveryRequiredConstraintInvolved() throws {
        // x = 10 and y = 5 leave no room for x + y = 20.
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10, tag: 4)
        try add(&solver, 1, .equal, 5, tag: 2)
        assertConflict([2, 4]) {
            try solver.add(expression((0, 1), (1, 1), constant: -20), .equal, strength: .required, tag: 9)
        }
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
        XCTAssertEqual(solver.value(of: 1), 5, accuracy: accuracy)
    }

    func testAContradictedInequalityIsRefused() throws {
        // x = 10 required; then x ≥ 30 required cannot hold, and x stays 10. x ≤ 30 can.
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10, tag: 1)
        assertConflict([1]) { try add(&solver, 0, .greaterThanOrEqual, 30, tag: 2) }
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
        try add(&solver, 0, .lessThanOrEqual, 30, tag: 3)
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
    }

    func testAnOptionalConstraintIsNeverRefused() throws {
        // The same contradiction at an optional priority is simply not met.
        var solver = LinearSolver()
        try add(&solver, 0, .equal, 10, tag: 1)
        try add(&solver, 0, .equal, 20, .optional(999), tag: 2)
        try add(&solver, 0, .greaterThanOrEqual, 30, .optional(999), tag: 3)
        XCTAssertEqual(solver.value(of: 0), 10, accuracy: accuracy)
    }
}
