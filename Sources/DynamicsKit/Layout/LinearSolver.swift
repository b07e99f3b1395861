import Foundation

// A Cassowary-style simplex solver for linear equalities and inequalities with strengths
// (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm",
// 2001). Pure math, no UIKit names: the layout engine turns constraints into expressions over
// variables it numbers itself.
//
// The tableau keeps every basic symbol as a row `basic = constant + Σ coefficient · symbol`
// over parametric symbols, whose value is 0. Symbols are external variables (unrestricted),
// slacks and errors (≥ 0) and dummies (fixed at 0, the marker of a required equality). A
// constraint added becomes a row, solved for a subject that keeps the tableau feasible (an
// external, or a restricted marker with a negative coefficient), or entered through an
// artificial variable. Then the objective is minimized.
//
// Strengths are lexicographic levels, as Cassowary's symbolic weights: the errors of each
// priority sum into an objective row of their own, and one level's smallest error is never
// traded for a lower level's. Required constraints have no error: one that cannot hold is
// refused, and the solver reports the required constraints that stand in its way.
//
// Determinism: rows are sorted lists of (symbol, coefficient) and the tableau an array by
// symbol number; every choice (subject, entering and leaving symbol) takes the lowest symbol
// number among the candidates. No hash order is involved. Bland's rule (lowest numbers) also
// keeps the simplex from cycling.

// `package` for the unit tests: they build in release, where `@testable` is unavailable.
/// A linear system solved as constraints arrive.
package struct LinearSolver {
    /// A variable, numbered by the caller; every number gets a variable of its own.
    public typealias Variable = Int

    public enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// `Σ coefficient · variable + constant`.
    public struct Expression {
        public var terms: [(variable: Variable, coefficient: Double)] = []
        public var constant: Double = 0

        public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }
    }

    /// How much a constraint matters: `required` ones must hold; optional ones are met as well
    /// as possible, higher levels first.
    public enum Strength: Equatable {
        case required
        /// A priority level; higher wins.
        case optional(Double)
    }

    /// The required constraints (by tag) that a refused constraint contradicts.
    public struct Conflict: Error {
        public let tags: [Int]
    }

    private enum Kind { case external, slack, error, dummy }

    private var kinds: [Kind] = []
    /// The row of each basic symbol, by symbol number; nil for parametric ones.
    private var rows: [Row?] = []
    /// The symbol of each variable, by variable number.
    private var variableSymbols: [Variable: Int] = [:]
    /// The tag of each required constraint, by its marker symbol.
    private var requiredTags: [Int: Int] = [:]
    /// One objective row per priority level, highest first.
    private var objectives: [(level: Double, row: Row)] = []

    /// Values this close to zero are zero.
    private static let epsilon = 1e-8

    public init() {}

    /// The variable's value in the current solution; 0 for one no constraint mentions.
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Adds `expression relation 0`. A required constraint that contradicts the ones already
    /// added throws a ``Conflict`` and leaves the solver as it was; `tag` names it in later
    /// conflicts.
    public mutating func add(_ expression: Expression, _ relation: Relation, strength: Strength, tag: Int) throws {
        try insert(expression, relation, strength: strength, tag: tag)
    }

    // MARK: Adding a constraint

    private mutating func insert(_ expression: Expression, _ relation: Relation, strength: Strength, tag: Int) throws {
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        // Markers already in the row are the required constraints this one builds on: if it
        // fails, they are the ones it contradicts.
        let involved = row.symbols.compactMap { requiredTags[$0] }

        let marker: Int
        var other: Int?
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 ⇔ expression + slack = 0; expression ≥ 0 ⇔ expression − slack = 0.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, sign)
            if case let .optional(level) = strength {
                // The error takes up any violation: minimized, it is zero when the constraint holds.
                let error = newSymbol(.error)
                other = error
                row.add(error, -sign)
                addToObjective(error, level: level)
            }
        case .equal:
            if case let .optional(level) = strength {
                // expression = plus − minus, both errors minimized.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus
                other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                addToObjective(plus, level: level)
                addToObjective(minus, level: level)
            } else {
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            }
        }
        if strength == .required { requiredTags[marker] = tag }
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows[subject] = row
        } else if row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            // Only required equalities: redundant if the constant is zero, contradictory if not.
            guard abs(row.constant) < Self.epsilon else { throw Conflict(tags: Self.sorted(involved)) }
            row.solve(for: marker)
            substitute(marker, by: row)
            rows[marker] = row
        } else {
            // Phase one pivots the tableau: keep a copy to go back to if the row cannot hold.
            // (The refused paths above change nothing but add unused symbols.)
            let saved = self
            guard addWithArtificialVariable(row) else {
                self = saved
                throw Conflict(tags: Self.sorted(involved))
            }
        }
        optimize()
    }

    /// The symbol to make basic for a new row, keeping every restricted basic symbol ≥ 0 (the
    /// row's constant is ≥ 0): an external, else a slack or error marker with a negative
    /// coefficient; nil when there is none.
    private func chooseSubject(_ row: Row, marker: Int, other: Int?) -> Int? {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        if kinds[marker] != .dummy, row.coefficient(of: marker) < 0 { return marker }
        if let other, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one of the simplex for a row that has no subject: an artificial variable equal to
    /// the row is minimized. The row holds when it reaches zero.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificial = newSymbol(.slack)
        rows[artificial] = row
        var objective = [(level: 0.0, row: row)]
        minimize(&objective)
        let satisfied = abs(objective[0].row.constant) < Self.epsilon

        if var basic = rows[artificial] {
            rows[artificial] = nil
            // Still basic (at zero when satisfied): swap it out for any slack or error in its row.
            if basic.symbols.isEmpty { return satisfied }
            guard let entering = basic.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) else {
                return false
            }
            basic.solve(for: entering, replacing: artificial)
            substitute(entering, by: basic)
            rows[entering] = basic
        }
        for index in rows.indices { rows[index]?.remove(artificial) }
        for index in objectives.indices { objectives[index].row.remove(artificial) }
        return satisfied
    }

    // MARK: Simplex

    private mutating func optimize() {
        // Taken out while pivoting, so that substitutions reach it once, through `minimize`.
        var objective = objectives
        objectives = []
        minimize(&objective)
        objectives = objective
    }

    /// Pivots until no parametric symbol can lower the objective (its levels compared highest
    /// first). Rows the pivots touch include `objective` itself.
    private mutating func minimize(_ objective: inout [(level: Double, row: Row)]) {
        while let entering = enteringSymbol(objective) {
            // The basic symbol that reaches zero first as `entering` grows (restricted rows only).
            var leaving: (symbol: Int, ratio: Double)?
            for symbol in rows.indices where kinds[symbol] != .external {
                guard let coefficient = rows[symbol]?.coefficient(of: entering), coefficient < 0 else { continue }
                let ratio = -rows[symbol]!.constant / coefficient
                if leaving == nil || ratio < leaving!.ratio || (ratio == leaving!.ratio && symbol < leaving!.symbol) {
                    leaving = (symbol, ratio)
                }
            }
            // Unbounded: cannot happen while every error is bounded below; stop rather than loop.
            guard let leaving else { return }
            var row = rows[leaving.symbol]!
            rows[leaving.symbol] = nil
            row.solve(for: entering, replacing: leaving.symbol)
            substitute(entering, by: row, alsoIn: &objective)
            rows[entering] = row
        }
    }

    /// The lowest-numbered parametric, non-dummy symbol whose cost is negative at the highest
    /// level where it is not zero.
    private func enteringSymbol(_ objective: [(level: Double, row: Row)]) -> Int? {
        // Each level's symbols are sorted: the first that qualifies in their sorted union.
        let candidates = objective.count == 1 ? objective[0].row.symbols : objective.flatMap(\.row.symbols).sorted()
        return candidates.first { symbol in
            guard kinds[symbol] != .dummy else { return false }
            for level in objective {
                let cost = level.row.coefficient(of: symbol)
                if cost < -Self.epsilon { return true }
                if cost > Self.epsilon { return false }
            }
            return false
        }
    }

    /// Replaces `symbol` by `row` in every row and objective level.
    private mutating func substitute(_ symbol: Int, by row: Row) {
        var objective = objectives
        objectives = []
        substitute(symbol, by: row, alsoIn: &objective)
        objectives = objective
    }

    private mutating func substitute(_ symbol: Int, by row: Row, alsoIn objective: inout [(level: Double, row: Row)]) {
        for index in rows.indices { rows[index]?.substitute(symbol, by: row) }
        for index in objective.indices { objective[index].row.substitute(symbol, by: row) }
        for index in objectives.indices { objectives[index].row.substitute(symbol, by: row) }
    }

    // MARK: Symbols

    private mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        return kinds.count - 1
    }

    private mutating func symbol(for variable: Variable) -> Int {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    /// Adds `symbol` (parametric, fresh) with weight 1 to the objective of `level`.
    private mutating func addToObjective(_ symbol: Int, level: Double) {
        let index: Int
        if let found = objectives.firstIndex(where: { $0.level == level }) {
            index = found
        } else {
            index = objectives.firstIndex { $0.level < level } ?? objectives.count
            objectives.insert((level, Row(constant: 0)), at: index)
        }
        objectives[index].row.add(symbol, 1)
    }

    private static func sorted(_ tags: [Int]) -> [Int] {
        Array(Set(tags)).sorted()
    }
}

/// `constant + Σ coefficient · symbol`, the terms sorted by symbol number, none zero.
private struct Row {
    var constant: Double
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    private static let epsilon = 1e-8

    init(constant: Double) {
        self.constant = constant
    }

    /// The coefficient of `symbol`, 0 when the row does not have it.
    func coefficient(of symbol: Int) -> Double {
        position(of: symbol).map { coefficients[$0] } ?? 0
    }

    /// Where `symbol` is in `symbols`, by bisection.
    private func position(of symbol: Int) -> Int? {
        let index = insertionIndex(of: symbol)
        return index < symbols.count && symbols[index] == symbol ? index : nil
    }

    private func insertionIndex(of symbol: Int) -> Int {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        return low
    }

    mutating func add(_ symbol: Int, _ coefficient: Double) {
        let index = insertionIndex(of: symbol)
        if index < symbols.count, symbols[index] == symbol {
            let sum = coefficients[index] + coefficient
            if abs(sum) < Row.epsilon {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if abs(coefficient) >= Row.epsilon {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `row × factor`: the two sorted term lists merged.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        var mergedSymbols: [Int] = [], mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            let symbol: Int, value: Double
            if j == row.symbols.count || (i < symbols.count && symbols[i] < row.symbols[j]) {
                (symbol, value) = (symbols[i], coefficients[i])
                i += 1
            } else if i == symbols.count || row.symbols[j] < symbols[i] {
                (symbol, value) = (row.symbols[j], row.coefficients[j] * factor)
                j += 1
            } else {
                (symbol, value) = (symbols[i], coefficients[i] + row.coefficients[j] * factor)
                i += 1
                j += 1
            }
            if abs(value) >= Row.epsilon {
                mergedSymbols.append(symbol)
                mergedCoefficients.append(value)
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    mutating func remove(_ symbol: Int) {
        _ = take(symbol)
    }

    /// Removes `symbol` and returns its coefficient.
    private mutating func take(_ symbol: Int) -> Double? {
        guard let index = position(of: symbol) else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Read as `0 = constant + Σ …`, rewrites the row as `symbol = …`.
    mutating func solve(for symbol: Int) {
        let factor = -1 / take(symbol)!
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// The row of basic symbol `basic`, rewritten as the row of `symbol`.
    mutating func solve(for symbol: Int, replacing basic: Int) {
        add(basic, -1)
        solve(for: symbol)
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: Int, by row: Row) {
        guard let coefficient = take(symbol) else { return }
        add(row, times: coefficient)
    }
}
