import Foundation
import InterfaceBuilder

// What each UIKit class reads from its element, as its `initWithCoder:` does: UIView's
// geometry, colours and subviews, then each subclass its own state. Each is called from the
// class's `init?(coder:)`, after the superclass's, so a scene's own `init?(coder:)` sees the
// file's values after `super.init(coder:)` and may change them.
extension UINibDecoder {
    func decodeView(_ view: UIView) {
        let element = self.element
        if let frame = Self.frame(of: element) { view.frame = frame }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = Self.autoresizingMask(mask)
        }
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        if let color = color(key: "backgroundColor") { view.backgroundColor = color }
        if let color = color(key: "tintColor") { view.tintColor = color }
        if let alpha = element.number("alpha") { view.alpha = CGFloat(alpha) }
        if element.flag("hidden") == true { view.isHidden = true }
        if element.flag("clipsSubviews") == true { view.clipsToBounds = true }
        // Interface Builder writes the attribute only when it differs from UIView's YES (image
        // views and labels usually carry `userInteractionEnabled="NO"`): without it, a view
        // of any class takes touches, as the archive it compiles to says.
        view.isUserInteractionEnabled = element.flag("userInteractionEnabled") ?? true
        if let tag = element.number("tag") { view.tag = Int(tag) }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            if let identifier = accessibility["identifier"] { view.accessibilityIdentifier = identifier }
            if let label = accessibility["label"] { view.accessibilityLabel = label }
        }
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            view.layoutMargins = UIEdgeInsets(
                top: CGFloat(margins.number("top") ?? 0), left: CGFloat(margins.number("left") ?? 0),
                bottom: CGFloat(margins.number("bottom") ?? 0), right: CGFloat(margins.number("right") ?? 0))
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea": loading.guides[id] = (view.safeAreaLayoutGuide, [:])
            case "layoutMargins": loading.guides[id] = (view.layoutMarginsGuide, [:])
            default: loading.warn(guide, "a \(guide.key ?? "") layout guide is not supported here; constraints to it are left out")
            }
        }
        // Content hugging and compression resistance, as Interface Builder writes them (250 and
        // 750 when left out, UIKit's defaults; 251 for labels and image views it makes).
        for (attribute, axis, hugging) in [
            ("horizontalHuggingPriority", NSLayoutConstraint.Axis.horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ] {
            guard let value = element.number(attribute) else { continue }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(value)), for: axis)
            }
        }
        if element.child("constraints") != nil { loading.constraintHolders.append((element, view)) }
        for child in element.children(of: "subviews") {
            if let subview = loading.object(for: child) as? UIView { view.addSubview(subview) }
        }
    }

    func decodeLabel(_ label: UILabel) {
        let element = self.element
        if let text = element["text"] ?? element.child("string", key: "text")?.text { label.text = text }
        if let font = font(key: "fontDescription") { label.font = font }
        if let color = color(key: "textColor") { label.textColor = color }
        if let alignment = element["textAlignment"].flatMap(Self.textAlignment) { label.textAlignment = alignment }
        if let lines = element.number("numberOfLines") { label.numberOfLines = Int(lines) }
        if element.flag("adjustsFontSizeToFit") == true { label.adjustsFontSizeToFitWidth = true }
        if let scale = element.number("minimumScaleFactor") { label.minimumScaleFactor = CGFloat(scale) }
        if let mode = element["lineBreakMode"].flatMap(Self.lineBreakMode) { label.lineBreakMode = mode }
        if element.flag("enabled") == false { label.isEnabled = false }
        if let width = element.number("preferredMaxLayoutWidth") { label.preferredMaxLayoutWidth = CGFloat(width) }
    }

    /// Interface Builder's `buttonType` names (`roundedRect` is the system button since iOS 7).
    private static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    func decodeButton(_ button: UIButton) {
        let element = self.element
        if let type = element["buttonType"] {
            button.buttonType = Self.buttonTypes[type] ?? .system
            if let glyph = UIButton.glyph(for: button.buttonType) { button.setImage(glyph, for: .normal) }
        }
        for state in element.children where state.name == "state" {
            let key: UIButton.State
            switch state.key {
            case "normal": key = .normal
            case "highlighted": key = .highlighted
            case "disabled": key = .disabled
            case "selected": key = .selected
            default: continue
            }
            if let title = state["title"] ?? state.child("string", key: "title")?.text { button.setTitle(title, for: key) }
            if let color = state.child("color", key: "titleColor").flatMap(color(of:)) { button.setTitleColor(color, for: key) }
            if let name = state["image"] { button.setImage(namedImage(name, in: state), for: key) }
            if let name = state["backgroundImage"] { button.setBackgroundImage(namedImage(name, in: state), for: key) }
        }
        if let font = font(key: "fontDescription") { button.titleLabel?.font = font }
        // Xcode 13's configuration-based buttons: the title and, for the filled style, the tint
        // behind white text.
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            if let title = configuration["title"] { button.setTitle(title, for: .normal) }
            if let font = configuration.child("fontDescription", key: "titleFontDescription").flatMap(font(of:)) {
                button.titleLabel?.font = font
            }
            if let name = configuration["image"] { button.setImage(namedImage(name, in: configuration), for: .normal) }
            let background = configuration.child("color", key: "baseBackgroundColor").flatMap(color(of:))
            let foreground = configuration.child("color", key: "baseForegroundColor").flatMap(color(of:))
            // iOS 15's styles: filled (white on the tint), tinted (the tint on a pale tint),
            // gray (the tint on a light grey fill); plain draws no background.
            switch configuration["style"] {
            case "filled":
                button.backgroundColor = background ?? button.tintColor
                button.setTitleColor(foreground ?? .white, for: .normal)
                button.layer.cornerRadius = 6
            case "tinted":
                button.backgroundColor = background ?? (button.tintColor ?? .systemBlue).withAlphaComponent(0.15)
                if let foreground { button.setTitleColor(foreground, for: .normal) }
                button.layer.cornerRadius = 6
            case "gray":
                button.backgroundColor = background ?? .tertiarySystemFill
                if let foreground { button.setTitleColor(foreground, for: .normal) }
                button.layer.cornerRadius = 6
            default:
                break
            }
        }
        if element.flag("enabled") == false { button.isEnabled = false }
        if element.flag("selected") == true { button.isSelected = true }
    }

    /// The image named `name`, or nil with a warning naming `element`'s line.
    private func namedImage(_ name: String, in element: IBElement) -> UIImage? {
        let image = UIImage(named: name)
        if image == nil { loading.warn(element, "no image named \(name) in the scene's folders or asset catalogs") }
        return image
    }

    func decodeImageView(_ imageView: UIImageView) {
        let element = self.element
        if let name = element["image"] { imageView.image = namedImage(name, in: element) }
        if let mode = element["contentMode"].flatMap(Self.contentMode) { imageView.contentMode = mode }
    }

    func decodeSwitch(_ control: UISwitch) {
        if element.flag("on") == true { control.isOn = true }
        if let color = color(key: "onTintColor") { control.onTintColor = color }
        if let color = color(key: "thumbTintColor") { control.thumbTintColor = color }
        if element.flag("enabled") == false { control.isEnabled = false }
    }

    /// `<segmentedControl selectedSegmentIndex=…>` with `<segments><segment title=…/>`.
    func decodeSegmentedControl(_ control: UISegmentedControl) {
        let element = self.element
        for (index, segment) in element.children(of: "segments").enumerated() where segment.name == "segment" {
            control.insertSegment(withTitle: segment["title"], at: index, animated: false)
            if segment.flag("enabled") == false { control.setEnabled(false, forSegmentAt: index) }
        }
        if let index = element.number("selectedSegmentIndex") { control.selectedSegmentIndex = Int(index) }
        if let color = color(key: "selectedSegmentTintColor") { control.selectedSegmentTintColor = color }
        if element.flag("momentary") == true { control.isMomentary = true }
        if element.flag("enabled") == false { control.isEnabled = false }
    }

    func decodeSlider(_ slider: UISlider) {
        let element = self.element
        if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.number("value") { slider.value = Float(value) }
        if let color = color(key: "minimumTrackTintColor") { slider.minimumTrackTintColor = color }
        if let color = color(key: "maximumTrackTintColor") { slider.maximumTrackTintColor = color }
        if let color = color(key: "thumbTintColor") { slider.thumbTintColor = color }
        if element.flag("continuous") == false { slider.isContinuous = false }
        if element.flag("enabled") == false { slider.isEnabled = false }
    }

    func decodeStepper(_ stepper: UIStepper) {
        let element = self.element
        // The range first, so the value is kept within the file's range, not the default one.
        if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
        if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
        if let step = element.number("stepValue"), step > 0 { stepper.stepValue = step }
        if let value = element.number("value") { stepper.value = value }
        if element.flag("wraps") == true { stepper.wraps = true }
        if element.flag("autorepeat") == false { stepper.autorepeat = false }
        if element.flag("continuous") == false { stepper.isContinuous = false }
        if element.flag("enabled") == false { stepper.isEnabled = false }
    }

    func decodePageControl(_ control: UIPageControl) {
        let element = self.element
        if let pages = element.number("numberOfPages") { control.numberOfPages = Int(pages) }
        if let page = element.number("currentPage") { control.currentPage = Int(page) }
        if element.flag("hidesForSinglePage") == true { control.hidesForSinglePage = true }
        if let color = color(key: "pageIndicatorTintColor") { control.pageIndicatorTintColor = color }
        if let color = color(key: "currentPageIndicatorTintColor") { control.currentPageIndicatorTintColor = color }
        if element.flag("enabled") == false { control.isEnabled = false }
    }

    func decodeProgressView(_ view: UIProgressView) {
        let element = self.element
        if let progress = element.number("progress") { view.progress = Float(progress) }
        if element["progressViewStyle"] == "bar" { view.progressViewStyle = .bar }
        if let color = color(key: "progressTintColor") { view.progressTintColor = color }
        if let color = color(key: "trackTintColor") { view.trackTintColor = color }
    }

    /// `<textField borderStyle=… placeholder=… text=…>` with its font, colour and
    /// `<textInputTraits>`.
    func decodeTextField(_ field: UITextField) {
        let element = self.element
        switch element["borderStyle"] {
        case "roundedRect": field.borderStyle = .roundedRect
        case "line": field.borderStyle = .line
        case "bezel": field.borderStyle = .bezel
        default: field.borderStyle = .none
        }
        if let text = element["text"] ?? element.child("string", key: "text")?.text { field.text = text }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let font = font(key: "fontDescription") { field.font = font }
        if let color = color(key: "textColor") { field.textColor = color }
        if let alignment = element["textAlignment"].flatMap(Self.textAlignment) { field.textAlignment = alignment }
        let modes: [String: UITextField.ViewMode] = ["never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always]
        if let mode = element["clearButtonMode"].flatMap({ modes[$0] }) { field.clearButtonMode = mode }
        if element.flag("clearsOnBeginEditing") == true { field.clearsOnBeginEditing = true }
        if element.flag("adjustsFontSizeToFit") == true { field.adjustsFontSizeToFitWidth = true }
        if let size = element.number("minimumFontSize") { field.minimumFontSize = CGFloat(size) }
        if let name = element["background"] { field.background = namedImage(name, in: element) }
        if element.flag("enabled") == false { field.isEnabled = false }
        if let traits = element.child("textInputTraits", key: "textInputTraits") { decodeTextInputTraits(traits, into: field) }
    }

    /// `<textView text=… editable="NO" selectable="NO">` (its text also as `<string key="text">`,
    /// `<mutableString key="text">`, or an attributed string's fragments, read as plain text)
    /// with its font, colour, alignment, data detectors and `<textInputTraits>`; scrolling is
    /// the scroll view's (`scrollEnabled="NO"`). A text view without a background colour in
    /// the file is white, as one made in code.
    func decodeTextView(_ textView: UITextView) {
        let element = self.element
        if element.child("color", key: "backgroundColor") == nil { textView.backgroundColor = .systemBackground }
        if let text = element["text"] ?? (element.child("string", key: "text") ?? element.child("mutableString", key: "text"))?.text {
            textView.text = text
        } else if let attributed = element.child("attributedString", key: "attributedText") {
            loading.warn(attributed, "a text view's attributed text is read as plain text here (its fonts and colours are left out)")
            textView.text = attributed.children.filter { $0.name == "fragment" }
                .map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        if let font = font(key: "fontDescription") { textView.font = font }
        if let color = color(key: "textColor") { textView.textColor = color }
        if let alignment = element["textAlignment"].flatMap(Self.textAlignment) { textView.textAlignment = alignment }
        if element.flag("editable") == false { textView.isEditable = false }
        if element.flag("selectable") == false { textView.isSelectable = false }
        if let detectors = element.child("dataDetectorType", key: "dataDetectorTypes") {
            let kinds: [(String, UIDataDetectorTypes)] = [
                ("phoneNumber", .phoneNumber), ("link", .link), ("address", .address), ("calendarEvent", .calendarEvent),
                ("shipmentTrackingNumber", .shipmentTrackingNumber), ("flightNumber", .flightNumber), ("lookupSuggestion", .lookupSuggestion),
            ]
            textView.dataDetectorTypes = UIDataDetectorTypes(kinds.filter { detectors.flag($0.0) == true }.map { $0.1 })
        }
        if let traits = element.child("textInputTraits", key: "textInputTraits") { decodeTextInputTraits(traits, into: textView) }
    }

    /// `<textInputTraits>`: the keyboard settings a text field or text view keeps.
    private func decodeTextInputTraits(_ traits: IBElement, into input: UITextInputTraits) {
        if traits.flag("secureTextEntry") == true { input.isSecureTextEntry = true }
        let keyboards: [String: UIKeyboardType] = [
            "numberPad": .numberPad, "decimalPad": .decimalPad, "emailAddress": .emailAddress, "URL": .URL,
            "phonePad": .phonePad, "numbersAndPunctuation": .numbersAndPunctuation, "asciiCapable": .asciiCapable,
        ]
        if let type = traits["keyboardType"].flatMap({ keyboards[$0] }) { input.keyboardType = type }
        let returns: [String: UIReturnKeyType] = ["done": .done, "go": .go, "next": .next, "search": .search, "send": .send, "join": .join]
        if let type = traits["returnKeyType"].flatMap({ returns[$0] }) { input.returnKeyType = type }
        let capitals: [String: UITextAutocapitalizationType] = ["none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters]
        if let type = traits["autocapitalizationType"].flatMap({ capitals[$0] }) { input.autocapitalizationType = type }
        let corrections: [String: UITextAutocorrectionType] = ["default": .default, "no": .no, "yes": .yes]
        if let type = traits["autocorrectionType"].flatMap({ corrections[$0] }) { input.autocorrectionType = type }
    }

    func decodeStackView(_ stack: UIStackView) {
        let element = self.element
        stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
        switch element["distribution"] {
        case "fillEqually": stack.distribution = .fillEqually
        case "fillProportionally": stack.distribution = .fillProportionally
        case "equalSpacing": stack.distribution = .equalSpacing
        case "equalCentering": stack.distribution = .equalCentering
        default: break
        }
        switch element["alignment"] {
        case "top", "leading": stack.alignment = .leading
        case "bottom", "trailing": stack.alignment = .trailing
        case "center": stack.alignment = .center
        case "firstBaseline": stack.alignment = .firstBaseline
        case "lastBaseline", "baseline": stack.alignment = .lastBaseline
        default: break
        }
        if let spacing = element.number("spacing") { stack.spacing = CGFloat(spacing) }
        // Every subview of a stack view in Interface Builder is arranged, in order.
        for subview in stack.subviews { stack.addArrangedSubview(subview) }
    }

    // MARK: Values

    /// The colour under `key`: components in their colour space, a system colour (its value
    /// from the file's own `resources` when written there), or a named colour of the asset
    /// catalog.
    func color(key: String) -> UIColor? {
        element.child("color", key: key).flatMap(color(of:))
    }

    func color(of color: IBElement) -> UIColor? {
        if let system = color["systemColor"] {
            if let resource = loading.document.root.children(of: "resources").first(where: { $0.name == "systemColor" && $0["name"] == system }),
               let value = resource.child("color").flatMap(Self.components) {
                return value
            }
            return Self.systemColor(system) ?? {
                loading.warn(color, "the system colour \(system) is not known here; left unset")
                return nil
            }()
        }
        if let old = color["cocoaTouchSystemColor"] {
            return Self.systemColor(old) ?? {
                loading.warn(color, "the system colour \(old) is not known here; left unset")
                return nil
            }()
        }
        if let name = color["name"] {
            if let named = UIColor(named: name) { return named }
            if let resource = loading.document.root.children(of: "resources").first(where: { $0.name == "namedColor" && $0["name"] == name }),
               let value = resource.child("color").flatMap(Self.components) {
                return value
            }
            loading.warn(color, "no colour named \(name) in the scene's asset catalogs; left unset")
            return nil
        }
        return Self.components(color)
    }

    /// A colour from its numbers: `red green blue alpha` or `white alpha`, in sRGB (Display P3
    /// and the calibrated spaces are taken as sRGB: the difference is a few levels).
    static func components(_ color: IBElement) -> UIColor? {
        let alpha = CGFloat(color.number("alpha") ?? 1)
        if let white = color.number("white") { return UIColor(white: CGFloat(white), alpha: alpha) }
        guard let red = color.number("red"), let green = color.number("green"), let blue = color.number("blue") else { return nil }
        return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: alpha)
    }

    /// UIKit's system colours by the names Interface Builder writes (`systemRedColor`,
    /// `labelColor`, and before iOS 13 `darkTextColor`), light appearance.
    static func systemColor(_ name: String) -> UIColor? {
        switch name {
        case "systemBackgroundColor", "tableCellGroupedBackgroundColor", "whiteColor": return .white
        case "secondarySystemBackgroundColor", "systemGroupedBackgroundColor", "groupTableViewBackgroundColor": return .systemGroupedBackground
        case "tertiarySystemBackgroundColor", "secondarySystemGroupedBackgroundColor": return .white
        case "labelColor", "darkTextColor", "blackColor": return .black
        case "secondaryLabelColor": return .secondaryLabel
        case "tertiaryLabelColor": return UIColor(rgb: 0x3C3C43, alpha: 0.3)
        case "lightTextColor": return UIColor(white: 1, alpha: 0.6)
        case "linkColor": return .link
        case "separatorColor": return .separator
        case "clearColor": return .clear
        case "systemRedColor": return .systemRed
        case "systemOrangeColor": return .systemOrange
        case "systemYellowColor": return .systemYellow
        case "systemGreenColor": return .systemGreen
        case "systemTealColor": return .systemTeal
        case "systemBlueColor": return .systemBlue
        case "systemIndigoColor": return .systemIndigo
        case "systemPurpleColor": return .systemPurple
        case "systemPinkColor": return .systemPink
        case "systemGrayColor": return .systemGray
        case "systemMintColor": return .systemMint
        case "systemCyanColor": return .systemCyan
        case "systemBrownColor": return .systemBrown
        case "systemGray2Color": return .systemGray2
        case "systemGray3Color": return .systemGray3
        case "systemGray4Color": return .systemGray4
        case "systemGray5Color": return .systemGray5
        case "systemGray6Color": return .systemGray6
        case "systemFillColor": return .systemFill
        default: return nil
        }
    }

    func font(key: String) -> UIFont? {
        element.child("fontDescription", key: key).flatMap(font(of:))
    }

    func font(of description: IBElement) -> UIFont? {
        if let style = description["style"] {
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        }
        let size = CGFloat(description.number("pointSize") ?? 17)
        switch description["type"] {
        case "boldSystem"?: return .boldSystemFont(ofSize: size)
        case "system"?, "italicSystem"?:
            return .systemFont(ofSize: size, weight: Self.fontWeight(description["weight"]))
        default:
            if let name = description["name"], let font = UIFont(name: name, size: size) { return font }
            // A named font the kit lacks: the system font of its size and weight, as its name says.
            let name = description["name"] ?? ""
            let bold = ["Bold", "Heavy", "Black", "Semibold"].contains { name.contains($0) }
            return .systemFont(ofSize: size, weight: bold ? .bold : .regular)
        }
    }

    static func fontWeight(_ name: String?) -> UIFont.Weight {
        switch name {
        case "ultraLight": return .ultraLight
        case "thin": return .thin
        case "light": return .light
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy": return .heavy
        case "black": return .black
        default: return .regular
        }
    }

    /// A view's frame: its `<rect key="frame">`, or Xcode 8's `<frame key="frameInset">`, which
    /// gives each axis as two of an inset from the superview's leading edge (`minX`, `minY`,
    /// 0 when absent), a length (`width`, `height`) and an inset from its trailing edge
    /// (`maxX`, `maxY`), each in points or as a percentage of the superview's size; without a
    /// length the view spans the superview between the insets.
    static func frame(of element: IBElement) -> CGRect? {
        if let rect = element.child("rect", key: "frame").flatMap(Self.rect) { return rect }
        guard let inset = element.child("frame", key: "frameInset") else { return nil }
        let container: CGSize
        if let subviews = element.parent, subviews.name == "subviews", let superview = subviews.parent,
           let frame = frame(of: superview) {
            container = frame.size
        } else {
            container = CGSize(width: 375, height: 667)
        }
        // A value is points, or a percentage of the superview's size on that axis ("21.47%").
        func value(_ name: String, in size: CGFloat) -> CGFloat? {
            guard let text = inset[name] else { return nil }
            if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return CGFloat(percent) / 100 * size }
            return Double(text).map { CGFloat($0) }
        }
        func axis(_ min: String, _ length: String, _ max: String, in size: CGFloat) -> (CGFloat, CGFloat) {
            let lead = value(min, in: size), trail = value(max, in: size)
            if let extent = value(length, in: size) {
                if lead == nil, let trail { return (size - trail - extent, extent) }
                return (lead ?? 0, extent)
            }
            return (lead ?? 0, size - (lead ?? 0) - (trail ?? 0))
        }
        let (x, width) = axis("minX", "width", "maxX", in: container.width)
        let (y, height) = axis("minY", "height", "maxY", in: container.height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    static func rect(_ rect: IBElement) -> CGRect? {
        guard let width = rect.number("width"), let height = rect.number("height") else { return nil }
        return CGRect(x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: width, height: height)
    }

    static func autoresizingMask(_ mask: IBElement) -> UIView.AutoresizingMask {
        var result: UIView.AutoresizingMask = []
        if mask.flag("flexibleMinX") == true { result.insert(.flexibleLeftMargin) }
        if mask.flag("widthSizable") == true { result.insert(.flexibleWidth) }
        if mask.flag("flexibleMaxX") == true { result.insert(.flexibleRightMargin) }
        if mask.flag("flexibleMinY") == true { result.insert(.flexibleTopMargin) }
        if mask.flag("heightSizable") == true { result.insert(.flexibleHeight) }
        if mask.flag("flexibleMaxY") == true { result.insert(.flexibleBottomMargin) }
        return result
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": return .left
        case "center": return .center
        case "right": return .right
        case "justified": return .justified
        case "natural": return .natural
        default: return nil
        }
    }

    static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": return .byWordWrapping
        case "characterWrap": return .byCharWrapping
        case "clip": return .byClipping
        case "headTruncation": return .byTruncatingHead
        case "tailTruncation": return .byTruncatingTail
        case "middleTruncation": return .byTruncatingMiddle
        default: return nil
        }
    }

    static func contentMode(_ name: String) -> UIImageView.ContentMode? {
        switch name {
        case "scaleToFill": return .scaleToFill
        case "scaleAspectFit": return .scaleAspectFit
        case "scaleAspectFill": return .scaleAspectFill
        case "redraw": return .redraw
        case "center": return .center
        case "top": return .top
        case "bottom": return .bottom
        case "left": return .left
        case "right": return .right
        case "topLeft": return .topLeft
        case "topRight": return .topRight
        case "bottomLeft": return .bottomLeft
        case "bottomRight": return .bottomRight
        default: return nil
        }
    }
}

extension UINibDecoder {
    func decodeViewController(_ controller: UIViewController) {
        let element = self.element
        controller.storyboard = loading.storyboard
        controller.storyboardElement = element
        if let title = element["title"] { controller.title = title }
        let madeBefore = loading.made.count
        if let item = element.child("navigationItem", key: "navigationItem") {
            decodeNavigationItem(item, into: controller.navigationItem)
        }
        let toolbarItems = barButtonItems(in: element.children(of: "toolbarItems"))
        if !toolbarItems.isEmpty { controller.toolbarItems = toolbarItems }
        controller.storyboardItemObjects = Array(loading.made[madeBefore...])
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            controller.tabBarItem = UITabBarItem(title: item["title"], image: item["image"].flatMap { UIImage(named: $0) }, tag: Int(item.number("tag") ?? 0))
        }
        if let style = Self.modalPresentationStyle(element["modalPresentationStyle"]) { controller.modalPresentationStyle = style }
    }

    /// A scene's `<navigationItem key="navigationItem">`: the controller's own item, its
    /// title, prompt, large-title mode, title view and bar button items.
    private func decodeNavigationItem(_ element: IBElement, into item: UINavigationItem) {
        loading.adopt(item, for: element)
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        switch element["largeTitleDisplayMode"] {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        if let view = element.child(key: "titleView").flatMap({ loading.object(for: $0) as? UIView }) { item.titleView = view }
        for (one, many, set) in [
            ("leftBarButtonItem", "leftBarButtonItems", { (items: [UIBarButtonItem]) in item.leftBarButtonItems = items }),
            ("rightBarButtonItem", "rightBarButtonItems", { (items: [UIBarButtonItem]) in item.rightBarButtonItems = items }),
        ] {
            var items = barButtonItems(in: element.children.filter { $0.key == one })
            if items.isEmpty { items = barButtonItems(in: element.children(of: many)) }
            if !items.isEmpty { set(items) }
        }
        if let back = element.child("barButtonItem", key: "backBarButtonItem"), let title = back["title"] {
            item.backButtonTitle = title
        }
    }

    /// The bar button items among `elements`, made (and registered for outlets and actions) in order.
    private func barButtonItems(in elements: [IBElement]) -> [UIBarButtonItem] {
        elements.filter { $0.name == "barButtonItem" }.compactMap { loading.object(for: $0) as? UIBarButtonItem }
    }

    /// A presentation style as Interface Builder names it (on a controller or a segue).
    static func modalPresentationStyle(_ name: String?) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": return .fullScreen
        case "overFullScreen": return .overFullScreen
        case "currentContext": return .currentContext
        case "overCurrentContext": return .overCurrentContext
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        default: return nil
        }
    }
}

extension UINibDecoder {
    /// A table's row height and separators, and a storyboard's static cells (by section) or
    /// prototype cells (made anew for each dequeue, by reuse identifier).
    func decodeTableView(_ table: UITableView) {
        let element = self.element
        let loading = self.loading
        if let height = element.number("rowHeight"), height > 0 { table.rowHeight = CGFloat(height) }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        if let color = color(key: "separatorColor") { table.separatorColor = color }
        if element["dataMode"] == "static" {
            table.staticSectionTitles = element.children(of: "sections").filter { $0.name == "tableViewSection" }.map {
                (header: $0["headerTitle"], footer: $0["footerTitle"])
            }
            table.staticSections = element.children(of: "sections").filter { $0.name == "tableViewSection" }.map { section in
                section.children(of: "cells").compactMap { loading.object(for: $0) as? UITableViewCell }
            }
        }
        for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            let document = loading.document, storyboard = loading.storyboard, owner = loading.owner
            table.prototypes[identifier] = { [weak owner] in
                let load = NibLoading(document: document, storyboard: storyboard, owner: owner)
                let cell = load.object(for: prototype) as? UITableViewCell
                load.finish()
                return cell
            }
        }
    }

    func decodeTableViewCell(_ cell: UITableViewCell) {
        let element = self.element
        if let frame = element.child("rect", key: "frame"), let height = frame.number("height") { cell.designHeight = CGFloat(height) }
        switch element["accessoryType"] {
        case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
        case "checkmark": cell.accessoryType = .checkmark
        case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
        case "detailButton": cell.accessoryType = .detailButton
        default: break
        }
        if element["selectionStyle"] == "none" { cell.selectionStyle = .none }
        switch element["style"] {
        case "IBUITableViewCellStyleValue1": cell.style = .value1
        case "IBUITableViewCellStyleValue2": cell.style = .value2
        case "IBUITableViewCellStyleSubtitle": cell.style = .subtitle
        default: break
        }
        if let content = element.child("tableViewCellContentView", key: "contentView") {
            loading.give(cell.contentView, for: content, connectingItsOwn: false)
            if let color = UINibDecoder(element: content, loading: loading).color(key: "backgroundColor") {
                cell.contentView.backgroundColor = color
            }
            if content.child("constraints") != nil { loading.constraintHolders.append((content, cell.contentView)) }
            for guide in content.children where guide.name == "viewLayoutGuide" && guide.key == "layoutMargins" {
                if let id = guide.id { loading.guides[id] = (cell.contentView.layoutMarginsGuide, [:]) }
            }
            if let frame = content.child("rect", key: "frame").flatMap(Self.rect) { cell.contentView.frame = frame }
            for child in content.children(of: "subviews") {
                if let subview = loading.object(for: child) as? UIView { cell.contentView.addSubview(subview) }
            }
        }
        if let id = element["textLabel"] { cell.ownTextLabel = loading.object(id: id) as? UILabel }
        if let id = element["detailTextLabel"] { cell.ownDetailLabel = loading.object(id: id) as? UILabel }
    }
}

extension UINibDecoder {
    /// A scroll view's scrolling, bouncing, paging, indicators, zoom limits and inset behavior.
    func decodeScrollView(_ scrollView: UIScrollView) {
        let element = self.element
        if let enabled = element.flag("scrollEnabled") { scrollView.isScrollEnabled = enabled }
        if let bounces = element.flag("bounces") { scrollView.bounces = bounces }
        if let paging = element.flag("pagingEnabled") { scrollView.isPagingEnabled = paging }
        if let always = element.flag("alwaysBounceVertical") { scrollView.alwaysBounceVertical = always }
        if let always = element.flag("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = always }
        if let shows = element.flag("showsHorizontalScrollIndicator") { scrollView.showsHorizontalScrollIndicator = shows }
        if let shows = element.flag("showsVerticalScrollIndicator") { scrollView.showsVerticalScrollIndicator = shows }
        if let scale = element.number("minimumZoomScale") { scrollView.minimumZoomScale = CGFloat(scale) }
        if let scale = element.number("maximumZoomScale") { scrollView.maximumZoomScale = CGFloat(scale) }
        switch element["contentInsetAdjustmentBehavior"] {
        case "never"?: scrollView.contentInsetAdjustmentBehavior = .never
        case "always"?: scrollView.contentInsetAdjustmentBehavior = .always
        case "scrollableAxes"?: scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        default: break
        }
    }

    /// A visual effect view's effect (`<blurEffect style=…>`, or `<vibrancyEffect style=…>`
    /// around its blur) and its `contentView` with the subviews.
    func decodeVisualEffectView(_ effectView: UIVisualEffectView) {
        let element = self.element
        func blur(_ element: IBElement?) -> UIBlurEffect? {
            guard let element else { return nil }
            let name = element["style"] ?? "regular"
            guard let style = UIBlurEffect.Style.allCases.first(where: { "\($0)" == name }) else {
                loading.warn(element, "blur style \(name) is not known here; drawn as .regular")
                return UIBlurEffect(style: .regular)
            }
            return UIBlurEffect(style: style)
        }
        if let effect = blur(element.child("blurEffect")) {
            effectView.effect = effect
        } else if let vibrancy = element.child("vibrancyEffect") {
            let blurEffect = blur(vibrancy.child("blurEffect")) ?? UIBlurEffect(style: .regular)
            if let name = vibrancy["style"], let style = UIVibrancyEffectStyle.allCases.first(where: { "\($0)" == name }) {
                effectView.effect = UIVibrancyEffect(blurEffect: blurEffect, style: style)
            } else {
                effectView.effect = UIVibrancyEffect(blurEffect: blurEffect)
            }
        }
        guard let content = element.child("view", key: "contentView") else { return }
        let contentView = effectView.contentView
        loading.give(contentView, for: content, connectingItsOwn: false)
        if let frame = content.child("rect", key: "frame").flatMap(Self.rect) { contentView.frame = frame }
        if let color = UINibDecoder(element: content, loading: loading).color(key: "backgroundColor") {
            contentView.backgroundColor = color
        }
        if content.child("constraints") != nil { loading.constraintHolders.append((content, contentView)) }
        for guide in content.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            loading.guides[id] = (guide.key == "safeArea" ? contentView.safeAreaLayoutGuide : contentView.layoutMarginsGuide, [:])
        }
        for child in content.children(of: "subviews") {
            if let subview = loading.object(for: child) as? UIView { contentView.addSubview(subview) }
        }
    }
}

extension UINibDecoder {
    /// `<barButtonItem systemItem=… title=… image=… style=…>`, with a `customView` child.
    static func barButtonItem(_ element: IBElement, coder: UINibDecoder) -> UIBarButtonItem {
        let systems: [String: UIBarButtonItem.SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
            "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
            "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
            "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
            "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
            "close": .close,
        ]
        let item: UIBarButtonItem
        if let name = element["systemItem"] {
            if let system = systems[name] {
                item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            } else {
                coder.loading.warn(element, "the system item \(name) is not known here; drawn as its name")
                item = UIBarButtonItem(title: name, style: .plain, target: nil, action: nil)
            }
        } else {
            item = UIBarButtonItem()
        }
        if let title = element["title"] { item.title = title }
        if let name = element["image"] { item.image = UIImage(named: name) }
        if element["style"] == "done" { item.style = .done }
        if let width = element.number("width") { item.width = CGFloat(width) }
        if element.flag("enabled") == false { item.isEnabled = false }
        if let tag = element.number("tag") { item.tag = Int(tag) }
        if let color = coder.color(key: "tintColor") { item.tintColor = color }
        if let view = element.child(key: "customView").flatMap({ coder.loading.object(for: $0) as? UIView }) {
            item.customView = view
        }
        return item
    }
}
