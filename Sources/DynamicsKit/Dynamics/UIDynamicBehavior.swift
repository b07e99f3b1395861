import Foundation

/// The base of every behavior, as in UIKit: a node in a tree of behaviors that an animator
/// runs. Subclass it and add child behaviors to compose your own.
///
/// A behavior belongs to at most one place in one animator's hierarchy. Changes made from
/// `action` or a delegate take effect from the next tick.
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every tick of the animator, once items have moved.
    open var action: (() -> Void)?
    /// The animator this behavior (or its parent) has been added to.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public override init() {}

    /// Adds `behavior` as a child. A behavior already in a hierarchy is moved here.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        precondition(behavior !== self, "a behavior cannot be its own child")
        if behavior.parent === self { return }
        behavior.detachFromHierarchy()
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.propagate(animator) }
        dynamicAnimator?.structureDidChange()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        let animator = dynamicAnimator
        behavior.propagate(nil)
        animator?.structureDidChange()
    }

    /// Called just before the behavior joins (`animator` non-nil) or leaves an animator.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: Engine hooks (internal)

    /// The items this behavior acts on itself, not counting children.
    var dynamicItems: [UIDynamicItem] { [] }

    /// Called when the animator rebuilds its world after behaviors or items changed.
    func install(in animator: UIDynamicAnimator) {}

    /// Called every tick before the world steps: apply forces, update joints.
    func applyTick(in animator: UIDynamicAnimator, dt: TimeInterval) {}

    /// Called when leaving an animator, to remove what `install` put in the world.
    func uninstall(from animator: UIDynamicAnimator) {}

    /// Wakes the animator: a parameter changed.
    func parameterDidChange() {
        dynamicAnimator?.wake()
    }

    /// Wakes the animator and rebuilds its world: items changed.
    func itemsDidChange() {
        dynamicAnimator?.structureDidChange()
    }

    func propagate(_ animator: UIDynamicAnimator?) {
        if dynamicAnimator !== animator {
            willMove(to: animator)
            if let old = dynamicAnimator { uninstall(from: old) }
            dynamicAnimator = animator
        }
        for child in childBehaviors { child.propagate(animator) }
    }

    func detachFromHierarchy() {
        if let parent {
            parent.removeChildBehavior(self)
        } else if let animator = dynamicAnimator {
            animator.removeBehavior(self)
        }
    }

    /// This behavior and its descendants, depth first, in insertion order.
    func appendFlattened(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in childBehaviors { child.appendFlattened(to: &list) }
    }
}

/// Keeps an ordered list of items without duplicates, as behaviors' `items` are.
struct ItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) {
        for item in items { _ = add(item) }
    }

    mutating func add(_ item: UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    mutating func remove(_ item: UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
