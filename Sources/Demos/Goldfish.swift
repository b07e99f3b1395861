import DynamicsKit
import Foundation

/// A goldfish drawn in code for the tossing demo (the tutorial's jetpack goldfish is third-party
/// art): an orange body, a forked tail, fins, a gill line and an eye on a transparent
/// background, anti-aliased by averaging 4×4 samples a pixel.
enum Goldfish {
    /// The image view's size in the tutorial, in points.
    static let size = CGSize(width: 254, height: 172)

    /// The goldfish at `scale` pixels a point, facing left.
    static func image(scale: Int = 2) -> UIImage {
        let width = Int(size.width) * scale, height = Int(size.height) * scale
        let samples = 4
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for py in 0..<height {
            for px in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (Double(px) + (Double(sx) + 0.5) / Double(samples)) / Double(scale)
                        let y = (Double(py) + (Double(sy) + 0.5) / Double(samples)) / Double(scale)
                        if let c = color(atX: x, y: y) {
                            r += c.0 * c.3; g += c.1 * c.3; b += c.2 * c.3; a += c.3
                        }
                    }
                }
                let n = Double(samples * samples)
                let i = (py * width + px) * 4
                if a > 0 {
                    pixels[i] = UInt8((r / a * 255).rounded())
                    pixels[i + 1] = UInt8((g / a * 255).rounded())
                    pixels[i + 2] = UInt8((b / a * 255).rounded())
                    pixels[i + 3] = UInt8((a / n * 255).rounded())
                }
            }
        }
        return UIImage(width: width, height: height, pixels: pixels, scale: CGFloat(scale))
    }

    private typealias RGBA = (Double, Double, Double, Double)
    private static let orange: RGBA = (1.0, 0.55, 0.1, 1)
    private static let lightOrange: RGBA = (1.0, 0.72, 0.3, 1)
    private static let darkOrange: RGBA = (0.85, 0.35, 0.05, 1)
    private static let white: RGBA = (1, 1, 1, 1)
    private static let black: RGBA = (0.05, 0.05, 0.1, 1)

    /// The colour at a point of the 254×172 canvas, topmost shape first; nil outside the fish.
    private static func color(atX x: Double, y: Double) -> RGBA? {
        // Eye: pupil with a highlight, then the white.
        if inEllipse(x, y, cx: 62, cy: 74, rx: 4, ry: 4) { return white }
        if inEllipse(x, y, cx: 60, cy: 76, rx: 8, ry: 8) { return black }
        if inEllipse(x, y, cx: 60, cy: 76, rx: 14, ry: 14) { return white }
        // Gill: a thin dark arc behind the eye.
        let gill = hypot((x - 50) / 46, (y - 92) / 52)
        if gill > 0.93, gill < 1.0, x > 80, inEllipse(x, y, cx: 115, cy: 90, rx: 92, ry: 56) { return darkOrange }
        // Side fin on the body.
        if inTriangle(x, y, (112, 112), (150, 118), (128, 146)) { return darkOrange }
        // Belly highlight, then the body.
        if inEllipse(x, y, cx: 105, cy: 110, rx: 60, ry: 22) { return lightOrange }
        if inEllipse(x, y, cx: 115, cy: 90, rx: 92, ry: 56) { return orange }
        // Dorsal fin, tail (forked), lower fin, behind the body.
        if inTriangle(x, y, (80, 42), (150, 40), (125, 8)) { return darkOrange }
        if inTriangle(x, y, (190, 90), (250, 20), (232, 90)) { return darkOrange }
        if inTriangle(x, y, (190, 90), (250, 160), (232, 90)) { return darkOrange }
        if inTriangle(x, y, (100, 138), (150, 136), (135, 166)) { return darkOrange }
        return nil
    }

    private static func inEllipse(_ x: Double, _ y: Double, cx: Double, cy: Double, rx: Double, ry: Double) -> Bool {
        let dx = (x - cx) / rx, dy = (y - cy) / ry
        return dx * dx + dy * dy <= 1
    }

    private static func inTriangle(
        _ x: Double, _ y: Double, _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)
    ) -> Bool {
        func side(_ p: (Double, Double), _ q: (Double, Double)) -> Double {
            (q.0 - p.0) * (y - p.1) - (q.1 - p.1) * (x - p.0)
        }
        let d1 = side(a, b), d2 = side(b, c), d3 = side(c, a)
        return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0)
    }
}
