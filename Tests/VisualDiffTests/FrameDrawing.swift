import Basics
import Encoding
import Foundation

let white = RGBA(255, 255, 255)
let black = RGBA(0, 0, 0)
let red = RGBA(255, 0, 0)
let yellow = RGBA(255, 255, 0)

extension Frame {
    /// A copy with the pixels in `xs × ys` set to `color`.
    func filling(_ xs: Range<Int>, _ ys: Range<Int>, with color: RGBA) -> Frame {
        var frame = self
        for y in ys { for x in xs { frame[x, y] = color } }
        return frame
    }

    /// The coordinates of every pixel of `color`, row by row.
    func pixels(of color: RGBA) -> [[Int]] {
        var found: [[Int]] = []
        for y in 0..<height { for x in 0..<width where self[x, y] == color { found.append([x, y]) } }
        return found
    }

    /// How many pixels differ from `other`'s.
    func changedPixels(from other: Frame) -> Int {
        var count = 0
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { count += 1 } }
        return count
    }
}

/// A black rectangle, rotated by `angle` radians about its centre, on white, drawn with
/// anti-aliasing: each pixel is as dark as the fraction of its 16 × 16 sample points that fall
/// inside, the way a rasterizer's coverage makes edges soft.
func antiAliasedRectangle(
    frameWidth: Int = 64, frameHeight: Int = 64,
    centerX: Double, centerY: Double, width: Double, height: Double, angle: Double
) -> Frame {
    var frame = Frame(width: frameWidth, height: frameHeight, fill: white)
    let samples = 16
    let cosine = cos(angle), sine = sin(angle)
    for y in 0..<frameHeight {
        for x in 0..<frameWidth {
            var inside = 0
            for sy in 0..<samples {
                for sx in 0..<samples {
                    let px = Double(x) + (Double(sx) + 0.5) / Double(samples) - centerX
                    let py = Double(y) + (Double(sy) + 0.5) / Double(samples) - centerY
                    // Into the rectangle's own axes.
                    let u = px * cosine + py * sine, v = -px * sine + py * cosine
                    if abs(u) <= width / 2 && abs(v) <= height / 2 { inside += 1 }
                }
            }
            let level = UInt8((255 * Double(samples * samples - inside) / Double(samples * samples)).rounded())
            frame[x, y] = RGBA(level, level, level)
        }
    }
    return frame
}
