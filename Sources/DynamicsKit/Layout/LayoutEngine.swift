import Foundation

// Auto Layout in the layout pass: constraints of the whole hierarchy are solved before any
// `layoutSubviews` runs, only when something they depend on changed, over four variables a
// view, in an order set by the hierarchy alone. The model and why: docs/ARCHITECTURE.md,
// "The layout engine".

/// The constraint solver state of one view hierarchy.
final class LayoutEngine {
    /// Counts changes to constraints, guides, margins and (once there are constraints) the
    /// view hierarchy. Zero until the first constraint: scenes without Auto Layout skip it all.
    /// Process-wide, so scenes on other threads (`dynamics test` runs several at once) only
    /// make a hierarchy solve again, which gives the same frames; the lock keeps the count whole.
    nonisolated(unsafe) private static var generationCount = 0
    private static let generationLock = NSLock()

    private static var generation: Int { generationLock.withLock { generationCount } }

    static func constraintsDidChange() {
        generationLock.withLock { generationCount &+= 1 }
    }

    static func hierarchyDidChange() {
        generationLock.withLock { if generationCount != 0 { generationCount &+= 1 } }
    }

    /// Solves the constraints of `view`'s hierarchy if anything they depend on changed, and
    /// writes the frames. Returns whether it solved.
    @discardableResult
    static func updateConstraints(ofHierarchyContaining view: UIView) -> Bool {
        guard generation != 0 else { return false }
        var root = view
        while let parent = root.superview { root = parent }
        let storage = root.autoLayout
        let engine = storage.engine ?? LayoutEngine()
        storage.engine = engine
        return engine.updateIfNeeded(root: root)
    }

    private var solvedGeneration = -1
    /// What the views of the last solve looked like right after it.
    private var watched: [WatchedView] = []
    /// Conflicts already reported, by the identities of their constraints.
    private var reportedConflicts: Set<String> = []

    /// A view of the last solve. A view placed by its autoresizing mask, or moved by an
    /// animator, is an input: its frame moves what is constrained to it, so a new one calls for
    /// a solve. A view
    /// placed by constraints (`translatesAutoresizingMaskIntoConstraints` false) that code
    /// moves (`center` set in a pan's handler) stays where it was put until a solve has
    /// another reason to run, as in UIKit, where setting a view's frame asks for no layout.
    private struct WatchedView {
        weak var view: UIView?
        let center: CGPoint
        let size: CGSize
        let isInput: Bool

        init(_ view: UIView, inMotion: Set<ObjectIdentifier>) {
            self.view = view
            center = view.center
            size = view.bounds.size
            isInput = view.translatesAutoresizingMaskIntoConstraints || inMotion.contains(ObjectIdentifier(view))
        }

        /// Whether the view asks for a solve (gone, needing layout, or an input moved), or only
        /// moved (a constrained view: an animator may have begun moving it since).
        var change: (asksForSolve: Bool, moved: UIView?) {
            guard let view else { return (true, nil) }
            if view.needsLayout { return (true, nil) }
            guard view.center != center || view.bounds.size != size else { return (false, nil) }
            return isInput ? (true, nil) : (false, view)
        }
    }

    /// Whether the views changed since the last solve in a way that calls for another: a
    /// constrained view that moved counts only when an animator moves it.
    private func needsSolve(root: UIView) -> Bool {
        var moved: [ObjectIdentifier] = []
        for view in watched {
            let change = view.change
            if change.asksForSolve { return true }
            if let view = change.moved { moved.append(ObjectIdentifier(view)) }
        }
        guard !moved.isEmpty else { return false }
        let inMotion = Set(viewsMovedByAnimators(root: root).map(ObjectIdentifier.init))
        return moved.contains(where: inMotion.contains)
    }

    private func updateIfNeeded(root: UIView) -> Bool {
        let generation = Self.generation
        guard solvedGeneration != generation || needsSolve(root: root) else { return false }
        root.updateConstraintsIfNeeded()
        solvedGeneration = generation

        let inMotion = Set(viewsMovedByAnimators(root: root).map(ObjectIdentifier.init))
        var problem = LayoutProblem(root: root, inMotion: inMotion)
        // Safe-area and margins insets come from frames the solve may change, and a multi-line
        // label's height from the width it was given: solve again (rarely needed) until they hold.
        for _ in 0..<3 {
            let solution = solve(problem)
            problem.write { solution[$0] }
            // Every label and text view that does not scroll is asked (no short-circuit): each
            // keeps the width it was given.
            let rewrapped = problem.views.reduce(false) { changed, view in
                guard !view.translatesAutoresizingMaskIntoConstraints else { return changed }
                if let label = view as? UILabel { return label.wrapToSolvedWidth() || changed }
                if let textView = view as? UITextView { return textView.wrapToSolvedWidth() || changed }
                return changed
            }
            guard problem.guideInsetsChanged || rewrapped else { break }
            problem = LayoutProblem(root: root, inMotion: inMotion)
        }
        watched = problem.views.map { WatchedView($0, inMotion: inMotion) }
        reportSafeAreaChanges(problem.views)
        return true
    }

    private func viewsMovedByAnimators(root: UIView) -> [UIView] {
        let clock = Clock.current ?? root.autoLayoutStorage?.sceneClock
        return clock?.animators.flatMap(\.viewsInMotion) ?? []
    }

    /// Adds every constraint in order; one that cannot hold is reported and left out. Groups
    /// of constraints that share no variable (typically the horizontal and the vertical ones)
    /// are solved apart, which gives the same values in less time. Returns each variable's
    /// value.
    private func solve(_ problem: LayoutProblem) -> [Int: Double] {
        var components = VariableComponents()
        for entry in problem.entries {
            let variables = entry.expression.terms.map(\.variable)
            for variable in variables.dropFirst() { components.join(variables[0], variable) }
        }
        // One solver per group, in the order of the group's first constraint.
        var solvers: [LinearSolver] = []
        var solverOfGroup: [Int: Int] = [:]
        var variablesOfSolver: [[Int]] = []
        for (tag, entry) in problem.entries.enumerated() {
            let group = entry.expression.terms.first.map { components.representative(of: $0.variable) } ?? -1 - tag
            let index = solverOfGroup[group] ?? solvers.count
            if index == solvers.count {
                solverOfGroup[group] = index
                solvers.append(LinearSolver())
                variablesOfSolver.append([])
            }
            variablesOfSolver[index] += entry.expression.terms.map(\.variable)
            do {
                try solvers[index].add(entry.expression, entry.relation, strength: entry.strength, tag: tag)
            } catch let conflict as LinearSolver.Conflict {
                report(conflict, breaking: tag, in: problem)
            } catch {
                continue
            }
        }
        var values: [Int: Double] = [:]
        for (solver, variables) in zip(solvers, variablesOfSolver) {
            for variable in variables { values[variable] = solver.value(of: variable) }
        }
        return values
    }

    /// UIKit's warning, once per set of conflicting constraints; none when the conflict is
    /// with where a dynamic animator holds a view (UIKit's engine does not know of it: there the
    /// constraints win at layout and the animator moves the view back at its next tick).
    private func report(_ conflict: LinearSolver.Conflict, breaking tag: Int, in problem: LayoutProblem) {
        let tags = conflict.tags.filter { $0 != tag } + [tag]
        let entries = tags.map { problem.entries[$0] }
        guard !entries.contains(where: \.holdsAnimatedItem) else { return }
        guard reportedConflicts.insert(entries.map(\.identity).joined(separator: "|")).inserted else { return }
        let list = entries.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(problem.entries[tag].description)


            """
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// Calls `safeAreaInsetsDidChange()` (and the view controller's
    /// `viewSafeAreaInsetsDidChange()`) on views whose safe area changed since they were last told.
    private func reportSafeAreaChanges(_ views: [UIView]) {
        for view in views where view.autoLayoutStorage?.safeAreaLayoutGuide != nil || view.owningViewController != nil {
            let insets = view.safeAreaInsets
            guard insets != view.autoLayout.reportedSafeAreaInsets else { continue }
            view.autoLayout.reportedSafeAreaInsets = insets
            view.safeAreaInsetsDidChange()
            view.owningViewController?.viewSafeAreaInsetsDidChange()
        }
    }
}

/// Union–find over variable numbers: which variables constraints tie together.
private struct VariableComponents {
    private var parent: [Int: Int] = [:]

    mutating func representative(of variable: Int) -> Int {
        var root = variable
        while let next = parent[root], next != root { root = next }
        // Path compression: point everything on the way at the root.
        var current = variable
        while let next = parent[current], next != root {
            parent[current] = root
            current = next
        }
        return root
    }

    /// The smaller representative wins, so groups do not depend on the order of joining.
    mutating func join(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (representative(of: a), representative(of: b))
        guard rootA != rootB else { return }
        parent[max(rootA, rootB)] = min(rootA, rootB)
    }
}

extension UIDynamicAnimator {
    /// The views this animator moves: the items (and item-group members) of its behaviors as
    /// of its last step. The layout pass leaves their frames to it.
    var viewsInMotion: [UIView] {
        guard !behaviors.isEmpty else { return [] }
        var views: [UIView] = []
        for binding in bindings {
            if let view = binding.view { views.append(view) }
            for placement in binding.groupPlacements {
                if let view = placement.item as? UIView { views.append(view) }
            }
        }
        return views
    }
}
