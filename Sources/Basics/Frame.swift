/// One rendered image: `width × height` pixels, row-major from the top-left, 4 bytes per pixel
/// in R, G, B, A order with straight (not premultiplied) alpha.
public struct Frame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "a frame needs a positive size")
        precondition(pixels.count == width * height * 4, "pixels must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A frame filled with one color.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 0)) {
        precondition(width > 0 && height > 0, "a frame needs a positive size")
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.r; pixels[index + 1] = fill.g
            pixels[index + 2] = fill.b; pixels[index + 3] = fill.a
        }
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let index = (y * width + x) * 4
            return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            pixels[index] = newValue.r; pixels[index + 1] = newValue.g
            pixels[index + 2] = newValue.b; pixels[index + 3] = newValue.a
        }
    }
}

/// One pixel: 8-bit red, green, blue and straight alpha.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var description: String { "RGBA(\(r), \(g), \(b), \(a))" }
}
