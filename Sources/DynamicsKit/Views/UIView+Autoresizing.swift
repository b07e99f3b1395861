import Foundation

extension UIView {
    /// Which of a view's margins and sizes stretch when its superview's bounds change size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Moves and resizes the subviews that translate their mask after this view's size went
    /// from `oldSize` to the bounds' size. On each axis the change is shared among the flexible
    /// parts (leading margin, size, trailing margin) in proportion to their lengths, equally
    /// when those are all zero — UIKit's rule (views placed by constraints are left to layout).
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.share(
                delta: newSize.width - oldSize.width, start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(
                delta: newSize.height - oldSize.height, start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: max(width, 0), height: max(height, 0))
        }
    }

    private static func share(
        delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)
    ) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (start, length) }
        let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)].filter(\.0)
        guard !parts.isEmpty else { return (start, length) }
        let total = parts.reduce(0) { $0 + max($1.1, 0) }
        func portion(_ value: CGFloat) -> CGFloat {
            total > 0 ? delta * max(value, 0) / total : delta / CGFloat(parts.count)
        }
        let newStart = start + (flexible.start ? portion(start) : 0)
        let newLength = length + (flexible.length ? portion(length) : 0)
        return (newStart, newLength)
    }
}
