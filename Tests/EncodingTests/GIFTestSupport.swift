import Basics
import Encoding
import Foundation

/// A 375×667 white frame with a 30×30 orange square whose top-left corner is at (x, y).
func squareFrame(x: Int, y: Int, width: Int = 375, height: Int = 667) -> Frame {
    var frame = Frame(width: width, height: height, fill: RGBA(255, 255, 255))
    for row in max(0, y)..<min(height, y + 30) {
        for column in max(0, x)..<min(width, x + 30) { frame[column, row] = RGBA(255, 128, 0) }
    }
    return frame
}

/// Writes `frames`, the i-th shown from `times[i]` seconds, and returns the decoded result.
@discardableResult
func writeGIF(
    _ frames: [Frame], times: [Double], duration: Double, loopCount: Int = 0, options: GIFWriter.Options = .init(),
    to url: URL
) throws -> DecodedGIF {
    let writer = try GIFWriter(url: url, loopCount: loopCount, options: options)
    for (frame, time) in zip(frames, times) { try writer.append(frame, at: time) }
    try writer.finish(duration: duration)
    return try DecodedGIF.decode(url: url)
}

/// 64-bit FNV-1a, to pin a file's bytes in a test.
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
}

/// Mean absolute difference per channel (RGB) between two frames of one size.
func meanAbsoluteError(_ a: Frame, _ b: Frame) -> Double {
    var total = 0
    for index in a.pixels.indices where index % 4 != 3 { total += abs(Int(a.pixels[index]) - Int(b.pixels[index])) }
    return Double(total) / Double(a.width * a.height * 3)
}

/// A smooth gradient of more than 256 colors with a 16×16 grey square whose left edge is at `x`.
func gradientWithSquare(x: Int, width: Int = 256, height: Int = 128) -> Frame {
    var frame = Frame(width: width, height: height)
    for row in 0..<height {
        for column in 0..<width {
            frame[column, row] = RGBA(
                UInt8(column * 255 / (width - 1)), UInt8(row * 255 / (height - 1)), UInt8((column + row) * 255 / (width + height)))
        }
    }
    for row in 8..<24 { for column in max(0, x)..<max(0, min(width, x + 16)) { frame[column, row] = RGBA(60, 60, 60) } }
    return frame
}
