import Foundation

extension UIView {
    /// A control's round thumb (a switch's, a slider's): white by default, with a soft shadow
    /// below it, and transparent to touches so they reach the control.
    static func controlThumb(side: CGFloat, shadowOpacity: Float, shadowRadius: CGFloat) -> UIView {
        let thumb = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        thumb.layer.cornerRadius = side / 2
        thumb.layer.shadowOpacity = shadowOpacity
        thumb.layer.shadowRadius = shadowRadius
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.isUserInteractionEnabled = false
        return thumb
    }
}
