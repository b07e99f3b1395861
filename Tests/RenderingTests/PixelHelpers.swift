import Basics
import DynamicsKit
import Encoding
import Foundation
import Rendering

extension Frame {
    /// The pixel covering `point` (in the root view's coordinates) at `scale` pixels per point.
    func pixel(at point: CGPoint, scale: Double) -> RGBA {
        self[Int((Double(point.x) * scale).rounded(.down)), Int((Double(point.y) * scale).rounded(.down))]
    }
}

extension RGBA {
    /// True when each channel is within `tolerance` of `other`'s.
    func isClose(to other: RGBA, tolerance: Int) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}

/// A root view the size of a small screen, at the origin.
func makeRoot(width: CGFloat = 200, height: CGFloat = 200, background: UIColor? = .white) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.backgroundColor = background
    return root
}

func makeView(_ frame: CGRect, _ color: UIColor?) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    return view
}

let white = RGBA(255, 255, 255)
let transparent = RGBA(0, 0, 0, 0)
/// UIColor(rgb: 0x3366CC): a color whose components are all different and not 0 or 255.
let testBlue = UIColor(rgb: 0x3366CC)
let testBluePixel = RGBA(0x33, 0x66, 0xCC)
