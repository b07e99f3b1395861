import Basics
import Encoding

// How colors become bytes, both ways.
//
// Drawing: every color component and every opacity is first rounded to the nearest 8-bit level,
// `(value × 255).rounded()` (halves away from zero, so 0.5 → 128 and 0.3 → 77), and handed to
// Cairo as `level / 255`. Cairo turns a value of exactly `level / 255` back into `level`, so an
// opaque view comes out with exactly its color's 8-bit values (orange = 255, 128, 0), whatever
// Cairo's own rounding of other fractions would be.
//
// Reading: Cairo stores premultiplied components; the frame gets straight ones,
// `premultiplied × 255 / alpha` rounded to nearest. Opaque pixels are copied unchanged, and fully
// transparent ones become (0, 0, 0, 0).

/// `value` (0…1) snapped to the nearest of the 256 levels an 8-bit channel can hold.
func quantizedTo8Bit(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (min(max(value, 0), 1) * 255).rounded() / 255
}

/// One Cairo ARGB32 pixel (alpha in the high byte of the native-endian word, color
/// premultiplied by alpha) as straight-alpha RGBA.
@inline(__always)
public func straightRGBA(premultipliedARGB pixel: UInt32) -> RGBA {
    let alpha = pixel >> 24
    let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
    switch alpha {
    case 0:
        return RGBA(0, 0, 0, 0)
    case 255:
        return RGBA(UInt8(red), UInt8(green), UInt8(blue), 255)
    default:
        // A premultiplied component never exceeds alpha; `min` guards a malformed pixel anyway.
        func unpremultiplied(_ component: UInt32) -> UInt8 {
            UInt8(min((component * 255 + alpha / 2) / alpha, 255))
        }
        return RGBA(unpremultiplied(red), unpremultiplied(green), unpremultiplied(blue), UInt8(alpha))
    }
}
