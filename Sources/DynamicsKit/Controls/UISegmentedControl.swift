import Foundation

/// A row of segments, one selected, as UIKit's (the iOS 13+ look): a rounded light-grey track
/// (`tertiarySystemFill`, corner radius 9), the selected segment a white rounded plate inset
/// 2 pt with a soft shadow, titles in 13 pt (semibold when selected), and hairline separators
/// between unselected neighbours. A tap on a segment selects it (the plate slides there over
/// 0.25 s) and sends `.valueChanged`; setting ``selectedSegmentIndex`` sends nothing. Segments
/// share the width equally unless given one with ``setWidth(_:forSegmentAt:)``. Drawn from plain
/// views: the track, the plate, the labels and separators are its subviews.
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1
    static let height: CGFloat = 32
    private static let trackColor = UIColor(rgb: 0x767680, alpha: 0.12)
    private static let separatorColor = UIColor(rgb: 0x8E8E93, alpha: 0.3)

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private let track = UIView(frame: .zero)
    private let plate = UIView(frame: .zero)
    private var labels: [UILabel] = []
    private var imageViews: [UIImageView?] = []
    private var separators: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet { if selectedSegmentIndex != oldValue { setNeedsLayout(); updateLabels() } }
    }
    /// The selected segment's plate colour; white by default.
    open var selectedSegmentTintColor: UIColor? { didSet { plate.backgroundColor = selectedSegmentTintColor ?? .white } }
    /// A momentary control selects nothing lasting: the segment is highlighted while pressed.
    open var isMomentary = false
    /// Accepted; segments share the width equally (or as set).
    open var apportionsSegmentWidthsByContent = false
    open var numberOfSegments: Int { segments.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addParts()
    }

    /// Segments titled by the strings (or showing the images) in `items`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: "\(item)"))
            }
        }
        rebuildSegments()
        frame.size = intrinsicContentSize
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
        (coder as? UINibDecoder)?.decodeSegmentedControl(self)
    }

    private func addParts() {
        track.backgroundColor = Self.trackColor
        track.layer.cornerRadius = 9
        track.isUserInteractionEnabled = false
        addSubview(track)
        plate.backgroundColor = .white
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.isUserInteractionEnabled = false
        addSubview(plate)
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
        rebuildSegments()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
        rebuildSegments()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        rebuildSegments()
    }

    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
        rebuildSegments()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuildSegments()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuildSegments()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateLabels()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// A fixed width for the segment; 0 shares the rest equally.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The titles' font and colour for `state` (`.font`, `.foregroundColor`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        updateLabels()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func rebuildSegments() {
        for view in labels + separators { view.removeFromSuperview() }
        for view in imageViews { view?.removeFromSuperview() }
        labels = segments.map { segment in
            let label = UILabel(frame: .zero)
            label.text = segment.title
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            return label
        }
        imageViews = segments.map { segment in
            guard let image = segment.image else { return nil }
            let view = UIImageView(image: image)
            view.contentMode = .center
            view.isUserInteractionEnabled = false
            addSubview(view)
            return view
        }
        separators = (0..<max(segments.count - 1, 0)).map { _ in
            let line = UIView(frame: .zero)
            line.backgroundColor = Self.separatorColor
            line.isUserInteractionEnabled = false
            insertSubview(line, aboveSubview: track)
            return line
        }
        updateLabels()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func updateLabels() {
        for (index, label) in labels.enumerated() {
            let selected = index == selectedSegmentIndex
            let attributes = (selected ? titleAttributes[UIControl.State.selected.rawValue] : nil)
                ?? titleAttributes[UIControl.State.normal.rawValue]
            label.font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
            var color = attributes?[.foregroundColor] as? UIColor ?? .label
            if !isEnabled || !segments[index].isEnabled { color = color.withAlphaComponent(0.3) }
            label.textColor = color
        }
    }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize {
        let widest = labels.map { $0.sizeThatFits(.zero).width }.max() ?? 0
        let images = imageViews.compactMap { $0?.image?.size.width }.max() ?? 0
        return CGSize(width: CGFloat(max(segments.count, 1)) * (max(widest, images) + 24), height: Self.height)
    }

    /// Each segment's rectangle: fixed widths as set, the rest shared equally.
    private func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }.count
        let share = flexible > 0 ? max(bounds.width - fixed, 0) / CGFloat(flexible) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : share
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = bounds
        let frames = segmentFrames()
        for (index, frame) in frames.enumerated() {
            labels[index].frame = frame.insetBy(dx: 4, dy: 0)
            imageViews[index]?.frame = frame
        }
        for (index, line) in separators.enumerated() {
            let x = frames[index].maxX
            line.frame = CGRect(x: x - 0.5, y: bounds.height * 0.25, width: 1, height: bounds.height * 0.5)
            // No separator beside the selected segment, as iOS draws it.
            line.isHidden = index == selectedSegmentIndex || index + 1 == selectedSegmentIndex
        }
        if frames.indices.contains(selectedSegmentIndex), !isMomentary {
            plate.isHidden = false
            plate.frame = frames[selectedSegmentIndex].insetBy(dx: 2, dy: 2)
        } else {
            plate.isHidden = true
        }
    }

    // MARK: Touches

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point),
              let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              segments[index].isEnabled
        else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
            return
        }
        guard index != selectedSegmentIndex else { return }
        UIView.animate(withDuration: 0.25) {
            self.selectedSegmentIndex = index
            self.layoutIfNeeded()
        }
        sendActions(for: .valueChanged)
    }
}
