import Foundation

/// Supplies a picker's components and their rows, as UIKit's.
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's rows show and how big they are, and what it tells when a wheel comes to
/// rest on a row. Every method is optional.
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Not implemented: the components share the width.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// Not implemented: UIKit's row height.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Not implemented: the row shows its title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        UIPickerView.titleRowMarker
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A picker of spinning wheels, one a component, as UIKit's: 216 pt tall by default, rows of
/// 32 pt, the selected row in the middle on a light grey band. Each wheel is a scroll view:
/// dragged, it spins on and comes to rest on the nearest row, then tells the delegate
/// (`didSelectRow`), as a device does; `selectRow(_:inComponent:animated:)` tells nothing.
/// Drawn flat: rows away from the middle fade instead of curving away on a drum.
open class UIPickerView: UIView {
    /// UIKit's size for a picker made without one.
    static let defaultSize = CGSize(width: 320, height: 216)
    static let defaultRowHeight: CGFloat = 32
    /// The rows' titles: the system font at 21 pt (an estimate of iOS 14's wheels).
    static let titleFont = UIFont.systemFont(ofSize: 21)
    /// What the delegate's default `viewForRow` returns: the row shows its title instead.
    static let titleRowMarker = UIView()

    weak open var dataSource: UIPickerViewDataSource? { didSet { needsReload = true; setNeedsLayout() } }
    weak open var delegate: UIPickerViewDelegate? { didSet { needsReload = true; setNeedsLayout() } }
    /// Whether the band behind the selected rows shows (always, since iOS 7).
    open var showsSelectionIndicator = true

    private let band = UIView()
    private var wheels: [PickerWheel] = []
    private var needsReload = true
    /// Rows chosen in code before the wheels were made, by component.
    private var pendingSelections: [Int: Int] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        addBand()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addBand()
    }

    public convenience init() { self.init(frame: .zero) }

    private func addBand() {
        band.backgroundColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
        band.layer.cornerRadius = 7
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    // MARK: Components and rows

    open var numberOfComponents: Int {
        reloadIfNeeded()
        return wheels.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        reloadIfNeeded()
        return wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].bounds.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row`, if it is on screen: a delegate's view, or the title's label.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return nil }
        return wheels[component].rowViews.indices.contains(row) ? wheels[component].rowViews[row] : nil
    }

    open func reloadAllComponents() {
        needsReload = true
        reloadIfNeeded()
    }

    open func reloadComponent(_ component: Int) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return }
        wheels[component].reload(from: self)
        layoutWheels()
    }

    /// The row at rest in the middle of `component`; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else { return pendingSelections[component] ?? -1 }
        return wheels[component].rowCount == 0 ? -1 : wheels[component].selectedRow
    }

    /// Turns `component`'s wheel to `row` (spinning there when `animated`); the delegate is
    /// not told.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else {
            pendingSelections[component] = row
            return
        }
        wheels[component].select(row, animated: animated && window != nil)
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        let kept = wheels.map(\.selectedRow)
        wheels.forEach { $0.removeFromSuperview() }
        wheels = (0..<count).map { component in
            let wheel = PickerWheel(component: component)
            addSubview(wheel)
            return wheel
        }
        for wheel in wheels {
            wheel.reload(from: self)
            let row = pendingSelections.removeValue(forKey: wheel.component) ?? (kept.indices.contains(wheel.component) ? kept[wheel.component] : 0)
            wheel.selectedRow = min(max(row, 0), max(wheel.rowCount - 1, 0))
        }
        layoutWheels()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        layoutWheels()
    }

    /// The wheels side by side, each as wide as the delegate says or an equal share, the
    /// whole centred; the band across them at the middle row's height.
    private func layoutWheels() {
        let spacing: CGFloat = 5
        let asked = wheels.map { delegate?.pickerView(self, widthForComponent: $0.component) ?? 0 }
        let free = bounds.width - 16 - spacing * CGFloat(max(wheels.count - 1, 0))
        let unsized = asked.filter { $0 <= 0 }.count
        let share = unsized > 0 ? max(free - asked.filter { $0 > 0 }.reduce(0, +), 0) / CGFloat(unsized) : 0
        let widths = asked.map { $0 > 0 ? $0 : share }
        let total = widths.reduce(0, +) + spacing * CGFloat(max(wheels.count - 1, 0))
        var x = (bounds.width - total) / 2
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            wheel.placeRows()
            x += width + spacing
        }
        let rowHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        band.frame = CGRect(x: 8, y: (bounds.height - rowHeight) / 2, width: max(bounds.width - 16, 0), height: rowHeight)
        band.isHidden = !showsSelectionIndicator || wheels.isEmpty
    }

    /// Called by a wheel that came to rest on a row after a drag.
    fileprivate func wheelDidSettle(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }
}

/// One component's wheel: a vertical scroll view whose rows stand one under the other, inset
/// so that the first and last can reach the middle.
private final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    let component: Int
    var rowCount = 0
    var rowHeight = UIPickerView.defaultRowHeight
    var rowViews: [UIView] = []
    var selectedRow = 0

    init(component: Int) {
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        decelerationRate = .fast
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    private var picker: UIPickerView? { superview as? UIPickerView }

    func reload(from picker: UIPickerView) {
        rowViews.forEach { $0.removeFromSuperview() }
        rowCount = max(picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0, 0)
        let asked = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? 0
        rowHeight = asked > 0 ? asked : UIPickerView.defaultRowHeight
        rowViews = (0..<rowCount).map { row in
            if let delegate = picker.delegate {
                let view = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: nil)
                if view !== UIPickerView.titleRowMarker { return view }
            }
            let label = UILabel()
            label.textAlignment = .center
            label.font = UIPickerView.titleFont
            if let attributed = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
                label.attributedText = attributed
            } else {
                label.text = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component)
            }
            return label
        }
        rowViews.forEach { addSubview($0) }
        selectedRow = min(selectedRow, max(rowCount - 1, 0))
    }

    /// Places the rows for the wheel's size and turns it to the selected row.
    func placeRows() {
        let inset = (bounds.height - rowHeight) / 2
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        for (row, view) in rowViews.enumerated() {
            let slot = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if view is UILabel {
                view.frame = slot
            } else {
                // A delegate's view is centred in its row, at its own size.
                view.center = CGPoint(x: slot.midX, y: slot.midY)
            }
        }
        if !isDragging && !isDecelerating { contentOffset = offset(for: selectedRow) }
        shadeRows()
    }

    func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    func select(_ row: Int, animated: Bool) {
        guard rowCount > 0 else { return }
        selectedRow = min(max(row, 0), rowCount - 1)
        setContentOffset(offset(for: selectedRow), animated: animated)
    }

    /// The row nearest the middle for an offset.
    private func row(at offsetY: CGFloat) -> Int {
        guard rowCount > 0 else { return 0 }
        return min(max(Int(((offsetY + contentInset.top) / rowHeight).rounded()), 0), rowCount - 1)
    }

    /// Rows fade with their distance from the middle.
    private func shadeRows() {
        let middle = contentOffset.y + bounds.height / 2
        let reach = max(bounds.height / 2, 1)
        for (row, view) in rowViews.enumerated() {
            let distance = abs(CGFloat(row) * rowHeight + rowHeight / 2 - middle) / reach
            view.alpha = max(1 - 0.75 * min(distance, 1), 0.25)
        }
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) { shadeRows() }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(for: row(at: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    private func settle() {
        let landed = row(at: contentOffset.y)
        if contentOffset != offset(for: landed) { setContentOffset(offset(for: landed), animated: true) }
        guard rowCount > 0 else { return }
        selectedRow = landed
        picker?.wheelDidSettle(self)
    }
}
