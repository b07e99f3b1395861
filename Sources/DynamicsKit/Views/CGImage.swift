import Foundation

/// A bitmap as Core Graphics hands it to layers (`layer.contents = image.cgImage`): the pixels
/// of a ``UIImage``, without its scale or rendering mode.
public final class CGImage {
    /// The image whose pixels these are.
    package let image: UIImage

    init(_ image: UIImage) {
        self.image = UIImage(sharingPixelsOf: image, scale: 1)
    }

    /// Width in pixels.
    public var width: Int { image.pixelWidth }
    /// Height in pixels.
    public var height: Int { image.pixelHeight }
}

extension UIImage {
    /// The pixels, for a layer's `contents`.
    public var cgImage: CGImage? { CGImage(self) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.init(sharingPixelsOf: cgImage.image, scale: scale.isFinite && scale > 0 ? scale : 1)
    }

    /// How an image is turned; accepted, images are drawn as stored (`.up`).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
