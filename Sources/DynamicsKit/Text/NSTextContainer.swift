import Foundation

/// The region text is laid out in, as UIKit's: its `size`, the `lineFragmentPadding` left
/// empty at either end of every line (5 pt, UIKit's default), and how many lines it holds and
/// how the last is cut. A text view's container (``UITextView/textContainer``) wraps its text
/// to the view's width less the insets and twice the padding while ``widthTracksTextView``
/// holds (as a text view's own container does), to its own width otherwise.
///
/// Here a container belongs to at most one text view and has no layout manager:
/// `exclusionPaths` are kept and not laid around, and there is no `layoutManager` or
/// `textStorage` (TextKit's names are not in the kit).
open class NSTextContainer: NSObject {
    /// The size text is laid out in; UIKit's "unlimited" is `CGFloat.greatestFiniteMagnitude`.
    /// A text view's container follows the view's width while ``widthTracksTextView``.
    open var size: CGSize {
        didSet { if size != oldValue { containerDidChange() } }
    }

    /// The empty space at the start and end of every line: 5 pt by default, as UIKit's.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { containerDidChange() } }
    }

    /// The most lines laid out; 0 (the default) for as many as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { containerDidChange() } }
    }

    /// How the last line is cut when ``maximumNumberOfLines`` stops the text; word wrapping by
    /// default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { containerDidChange() } }
    }

    /// Whether the container's width follows its text view's bounds (less the insets). True
    /// for the container a text view makes; false for one made with ``init(size:)``, as UIKit's.
    open var widthTracksTextView = false {
        didSet { if widthTracksTextView != oldValue { containerDidChange() } }
    }

    /// Kept: a text view's container never limits the text's height here (the content grows).
    open var heightTracksTextView = false

    /// Kept; text is not laid around them here.
    open var exclusionPaths: [UIBezierPath] = []

    /// The text view this container lays out for, told of every change.
    weak var textView: UITextView?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of unlimited size, as UIKit's `init()`.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Whether the container lays out a rectangle (always, here: exclusion paths are not laid
    /// around).
    open var isSimpleRectangularTextContainer: Bool { true }

    private func containerDidChange() {
        textView?.textContainerDidChange()
    }
}
