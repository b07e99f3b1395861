import Foundation

extension UIView {
    /// How a view's content is placed in its bounds (UIKit's modes). Image views place their
    /// image by it; other views keep it (their `draw(_:)` content is drawn afresh at each size).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A view that shows an image, placed per `contentMode` (`.scaleToFill` by default). As in
/// UIKit the image may overflow the bounds (`.scaleAspectFill`, `.center`) unless
/// `clipsToBounds` is set.
open class UIImageView: UIView {
    open var image: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        // From a storyboard or xib, the file decides (UINibDecoder+Views.swift).
        if !(coder is UINibDecoder) { isUserInteractionEnabled = false }
        (coder as? UINibDecoder)?.decodeImageView(self)
    }

    /// An image view the size of `image`, at the origin.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Where the image is drawn, in the coordinates of `rect` (the bounds, usually); nil without
    /// an image.
    public func imageRect(in rect: CGRect) -> CGRect? {
        guard let size = image?.size, size.width > 0, size.height > 0 else { return nil }
        switch contentMode {
        case .scaleToFill, .redraw:
            return rect
        case .scaleAspectFit, .scaleAspectFill:
            let widthScale = rect.width / size.width, heightScale = rect.height / size.height
            let scale = contentMode == .scaleAspectFit ? min(widthScale, heightScale) : max(widthScale, heightScale)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(
                x: rect.midX - fitted.width / 2, y: rect.midY - fitted.height / 2,
                width: fitted.width, height: fitted.height)
        default:
            let x: CGFloat, y: CGFloat
            switch contentMode {
            case .left, .topLeft, .bottomLeft: x = rect.minX
            case .right, .topRight, .bottomRight: x = rect.maxX - size.width
            default: x = rect.midX - size.width / 2
            }
            switch contentMode {
            case .top, .topLeft, .topRight: y = rect.minY
            case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - size.height
            default: y = rect.midY - size.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
