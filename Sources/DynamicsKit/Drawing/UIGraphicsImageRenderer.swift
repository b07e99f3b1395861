import Foundation

// Images drawn in code: `UIGraphicsImageRenderer` and the older image-context functions. The
// image keeps what was drawn and is rasterized when drawn, at its scale.

open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the screen's (2) by default.
    open var scale: CGFloat = 2
    open var opaque = false
    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's actions draw into.
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What the actions have drawn so far, as an image.
    open var currentImage: UIImage {
        let geometry = cgContext.imageGeometry ?? (.zero, format.scale)
        return UIImage(size: geometry.size, scale: geometry.scale, operations: cgContext.operations)
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    public convenience init(bounds: CGRect) {
        self.init(size: bounds.size, format: UIGraphicsImageRendererFormat())
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draw, `size` points at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext()
        context.imageGeometry = (size, format.scale)
        withCurrentContext(context) { actions(UIGraphicsImageRendererContext(cgContext: context, format: format)) }
        return UIImage(size: size, scale: format.scale, operations: context.operations)
    }
}

private final class ImageContexts: @unchecked Sendable {
    var open: [(context: CGContext, size: CGSize, scale: CGFloat)] = []
}

private let imageContexts = ImageContexts()

/// Begins an image context of `size` points (UIKit's pre-iOS 10 way): it becomes the current
/// context until `UIGraphicsEndImageContext()`. A scale of 0 is the screen's (2).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext()
    context.imageGeometry = (size, scale > 0 ? scale : 2)
    imageContexts.open.append((context, size, scale > 0 ? scale : 2))
    UIGraphicsPushContext(context)
}

public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = imageContexts.open.last else { return nil }
    return UIImage(size: top.size, scale: top.scale, operations: top.context.operations)
}

public func UIGraphicsEndImageContext() {
    guard imageContexts.open.popLast() != nil else { return }
    UIGraphicsPopContext()
}
