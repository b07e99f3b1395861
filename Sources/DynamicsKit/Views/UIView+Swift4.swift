import Foundation

// UIView's names as Swift 4 language mode has them; Swift 4.2's SDK renamed them, and the
// compiler names the new ones in later modes.

extension UIView {
    @available(swift, obsoleted: 4.2, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }

    @available(swift, obsoleted: 4.2, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
}
