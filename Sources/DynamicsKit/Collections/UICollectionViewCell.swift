import Foundation

/// An item of a collection view, as UIKit's: a clear view whose `contentView` holds the
/// item's views, with an optional ``backgroundView`` behind it and a
/// ``selectedBackgroundView`` shown between the two while the cell is selected or highlighted.
open class UICollectionViewCell: UICollectionReusableView {
    /// Where the cell's own views go; it fills the cell.
    public let contentView = UIView(frame: .zero)

    /// Behind the content, filling the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// Shown above ``backgroundView`` and below the content while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            arrangeBackgrounds()
        }
    }

    /// Set by the collection view when the item is selected; subclasses observe it (`didSet`) to restyle.
    open var isSelected = false {
        didSet { showSelection() }
    }

    /// Set while a finger is down on the item, before it is selected.
    open var isHighlighted = false {
        didSet { showSelection() }
    }

    /// What the cell shows, described (a ``UIListContentConfiguration``): setting it fills the
    /// content view with the configuration's image and texts, as UIKit's list content view does.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { showContentConfiguration() }
    }
    /// The view drawing ``contentConfiguration``, filling the content view.
    private var configuredContent: ListContentView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
        (coder as? UINibDecoder)?.decodeCollectionViewCell(self)
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Background, then selected background, then content, back to front.
    private func arrangeBackgrounds() {
        var below = contentView
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, belowSubview: below)
            below = view
        }
        showSelection()
    }

    private func showSelection() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
    }

    private func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContent?.removeFromSuperview()
            configuredContent = nil
            return
        }
        guard let list = configuration as? UIListContentConfiguration else {
            KitNote.once("a \(type(of: configuration)) content configuration is not drawn here; use UIListContentConfiguration")
            return
        }
        let content = configuredContent ?? {
            let made = ListContentView(frame: contentView.bounds)
            made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(made)
            configuredContent = made
            return made
        }()
        content.configuration = list
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [contentView, backgroundView, selectedBackgroundView].compactMap({ $0 }) where view.frame != bounds {
            view.frame = bounds
        }
        if let content = configuredContent, content.frame != contentView.bounds { content.frame = contentView.bounds }
    }
}
