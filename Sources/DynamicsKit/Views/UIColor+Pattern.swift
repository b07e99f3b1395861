import Foundation

extension UIColor {
    /// A color that paints `image` tiled, at its size in points, from the origin of the
    /// drawing view's or layer's bounds. Its components read as opaque black; it does not
    /// animate (a change to or from it happens at once).
    public convenience init(patternImage image: UIImage) {
        self.init(.black, pattern: ColorPattern(image: image))
    }

    /// The tiled image of a pattern color, nil for a plain color.
    package var patternImage: UIImage? { pattern?.image }
}

/// A pattern color's image, compared by identity.
struct ColorPattern: Hashable, @unchecked Sendable {
    // Images are immutable: sharing one between threads is safe.
    let image: UIImage

    static func == (lhs: ColorPattern, rhs: ColorPattern) -> Bool { lhs.image === rhs.image }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(image)) }
}
