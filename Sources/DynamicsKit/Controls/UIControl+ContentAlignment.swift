import Foundation

extension UIControl {
    /// Where a control's content sits across its bounds (UIKit's values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2
        /// The content stretched to the full width.
        case fill = 3
        /// Left in a left-to-right layout, the only direction here.
        case leading = 4
        /// Right in a left-to-right layout.
        case trailing = 5
    }

    /// Where a control's content sits down its bounds (UIKit's values).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2
        /// The content stretched to the full height.
        case fill = 3
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` resolved for the
    /// left-to-right layout every view has here.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }
}
