import Foundation

/// The part of Core Animation's layer that views here draw with.
public final class CALayer {
    /// Radius of the rounded corners, in points. 0 draws square corners.
    public var cornerRadius: CGFloat = 0
    /// Width of the border drawn inside the bounds, in points. 0 draws none.
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor? = .black
    /// Same as the owning view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    weak var view: UIView?

    init() {}
}
