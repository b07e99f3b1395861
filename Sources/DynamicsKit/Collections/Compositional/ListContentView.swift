import Foundation

/// Draws a ``UIListContentConfiguration`` in a collection view cell, at the places the kit's
/// table cells use (UIListContentConfiguration.swift): the image in a 29 pt column at the
/// leading margin, then the text; the secondary text below it (subtitle) or at the trailing
/// margin (value); the block centred vertically.
final class ListContentView: UIView {
    private let imageView = UIImageView(frame: .zero)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryLabel = UILabel(frame: .zero)

    var configuration = UIListContentConfiguration.cell() {
        didSet { show() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .center
        for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
        show()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func show() {
        let list = configuration
        textLabel.text = list.text
        textLabel.font = list.textProperties.font
        textLabel.textColor = list.textProperties.color
        textLabel.numberOfLines = list.textProperties.numberOfLines
        textLabel.textAlignment = list.textProperties.alignment == .center ? .center : .left
        secondaryLabel.text = list.secondaryText
        secondaryLabel.font = list.secondaryTextProperties.font
        secondaryLabel.textColor = list.secondaryTextProperties.color
        secondaryLabel.isHidden = list.secondaryText == nil
        secondaryLabel.textAlignment = list.kind == .value ? .right : .left
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor
        imageView.isHidden = list.image == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let list = configuration, size = bounds.size
        let margins = list.directionalLayoutMargins
        var leading = margins.leading
        if list.image != nil {
            imageView.frame = CGRect(x: leading, y: 0, width: 29, height: size.height)
            leading += 29 + list.imageToTextPadding
        }
        let width = max(size.width - leading - margins.trailing, 0)
        if list.kind == .subtitle, list.secondaryText != nil {
            let textHeight = textLabel.font.lineHeight, detailHeight = secondaryLabel.font.lineHeight
            let top = ((size.height - textHeight - list.textToSecondaryTextVerticalPadding - detailHeight) / 2).rounded()
            textLabel.frame = CGRect(x: leading, y: top, width: width, height: textHeight.rounded(.up))
            secondaryLabel.frame = CGRect(x: leading, y: top + textHeight + list.textToSecondaryTextVerticalPadding, width: width, height: detailHeight.rounded(.up))
        } else {
            textLabel.frame = CGRect(x: leading, y: 0, width: width, height: size.height)
            secondaryLabel.frame = CGRect(x: leading, y: 0, width: width, height: size.height)
        }
    }
}
