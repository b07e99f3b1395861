import Foundation

/// Pull to refresh, as UIKit's: set as a scroll view's (or table's, or table view controller's)
/// `refreshControl`, it sits above the content. Pulled down, it shows its spinner's spokes one by
/// one; pulled ``triggerDistance`` past the top while the finger is down, it begins refreshing —
/// ``isRefreshing`` becomes true, its `.valueChanged` actions run (target–action and
/// `UIAction`), the spinner turns and the scroll view's top inset grows by ``height`` so the
/// content, released, rests below the spinner. ``endRefreshing()`` stops the spinner and eases
/// the content back up to the top in 0.3 s.
///
/// ``beginRefreshing()`` from code starts the spinner and grows the inset without sending
/// `.valueChanged` and without scrolling, as on iOS (scroll to `-adjustedContentInset.top` to
/// show it).
open class UIRefreshControl: UIControl {
    /// The control's height, and the inset the content moves down by while refreshing.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled (points shown, after the rubber band)
    /// for the control to begin refreshing.
    static let triggerDistance: CGFloat = 80

    public private(set) var isRefreshing = false

    /// A line under the spinner (its font and color from the string's attributes, else the
    /// system font of 12 pt in the spinner's color).
    open var attributedTitle: NSAttributedString? {
        didSet { titleDidChange() }
    }

    /// The scroll view it belongs to.
    weak var scrollView: UIScrollView?
    let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRefreshControl()
    }

    /// A control 60 pt tall, placed by the scroll view it is given to.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpRefreshControl()
    }

    private func setUpRefreshControl() {
        spinner.hidesWhenStopped = false
        spinner.visibleSpokeCount = 0
        addSubview(spinner)
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// Starts refreshing from code: the spinner turns and the scroll view's top inset grows;
    /// no `.valueChanged`, no scroll.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
    }

    /// Stops refreshing: the spinner stops and the inset shrinks back; content resting in the
    /// inset eases back up to the top in 0.3 s.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        scrollView?.refreshInsetDidChange(to: 0)
        place()
    }

    private func startRefreshing() {
        isRefreshing = true
        spinner.visibleSpokeCount = UIActivityIndicatorView.spokeCount
        spinner.startAnimating()
        scrollView?.refreshInsetDidChange(to: Self.height)
        place()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = ownTintColor
        titleDidChange()
    }

    private func titleDidChange() {
        guard let title = attributedTitle, title.length > 0 else {
            titleLabel.isHidden = true
            place()
            return
        }
        let attributes = title.attributes(at: 0, effectiveRange: nil)
        titleLabel.text = title.string
        titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? ownTintColor ?? .secondaryLabel
        titleLabel.isHidden = false
        place()
    }

    // MARK: Following the scroll view

    /// How far the content is pulled past its top (without the refreshing inset), in points.
    var pullDistance: CGFloat {
        guard let scrollView else { return 0 }
        return -scrollView.contentOffset.y - (scrollView.adjustedContentInset.top - scrollView.refreshInset)
    }

    /// The content moved: the control follows, shows spokes in proportion to the pull and,
    /// pulled past the trigger by the finger, begins refreshing and tells its targets.
    func scrollViewDidScroll() {
        guard let scrollView else { return }
        if !isRefreshing, isEnabled, scrollView.isDragging, pullDistance >= Self.triggerDistance {
            startRefreshing()
            scrollView.restartDrag()
            sendActions(for: .valueChanged)
        }
        place()
    }

    /// Sizes the control to the scroll view's width, just above the content while it is pulled
    /// less than its height and at the top of the visible area beyond that; the spinner in its
    /// middle (above the title, if any). Hidden while neither pulled nor refreshing.
    func place() {
        guard let scrollView else { return }
        let safeTop = scrollView.adjustedContentInset.top - scrollView.refreshInset - scrollView.contentInset.top
        let top = min(-scrollView.contentInset.top - Self.height, scrollView.contentOffset.y + safeTop)
        let frame = CGRect(x: scrollView.bounds.minX, y: top, width: scrollView.bounds.width, height: Self.height)
        if self.frame != frame { self.frame = frame }
        let hasTitle = !titleLabel.isHidden
        let spinnerSize = UIActivityIndicatorView.size(of: spinner.style)
        spinner.frame = CGRect(
            x: (frame.width - spinnerSize.width) / 2, y: hasTitle ? 12 : (Self.height - spinnerSize.height) / 2,
            width: spinnerSize.width, height: spinnerSize.height)
        if hasTitle { titleLabel.frame = CGRect(x: 0, y: 36, width: frame.width, height: 16) }
        // Out of sight unless pulled or refreshing: its lower part would show under a
        // translucent bar or the status bar otherwise.
        isHidden = !isRefreshing && pullDistance <= 0
        if !isRefreshing {
            let pulled = max(pullDistance, 0)
            spinner.visibleSpokeCount = min(
                UIActivityIndicatorView.spokeCount,
                Int((pulled / Self.triggerDistance * CGFloat(UIActivityIndicatorView.spokeCount)).rounded(.down)))
        }
    }
}
