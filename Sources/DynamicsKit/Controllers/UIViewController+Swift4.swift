import Foundation

// The view controller containment names of Swift 4 language mode; Swift 4.2's SDK renamed
// them, and the compiler names the new ones in later modes. Calls only: an override of an old
// name does not compile (there is one method, under its new name).

extension UIViewController {
    @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

    @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }

    @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }

    @available(swift, obsoleted: 4.2, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
}
