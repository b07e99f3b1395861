import Foundation

/// What a table asks its data source: how many rows, and the cell for each.
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// A swipe-to-delete's or an insert's commit: there is no editing here, so it is never called.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// What a table tells its delegate, and asks it (every method optional, as in UIKit). It
/// refines the scroll view's delegate: a table's delegate hears its scrolling too.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// Asked before a tap selects a row: nil keeps it from being selected.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Asked before a tap highlights and selects a row: false keeps it from both.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// A row's swipe actions: stored by the app, shown only by a swipe, which scenes here do not
    /// make (no row is swiped open).
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

/// A table of rows in sections, as UIKit's: a scroll view whose content is its rows, from the
/// data source (or, for a storyboard's static table, from the storyboard's cells), laid out
/// top to bottom, each `rowHeight` tall with a hairline separator; the content size is theirs,
/// and the safe area's top becomes the adjusted content inset (so the first row starts below
/// it, and the rows scroll under it). It always bounces vertically. A tap on a row — not a
/// drag, and not the touch that stops a glide — selects it, tells the delegate, and runs the
/// segue a storyboard cell triggers; a drag scrolls.
///
/// ``delegate`` is the scroll view's (`UIScrollViewDelegate?`): a `UITableViewDelegate`
/// assigned there is asked about rows too.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// UIKit's `automaticDimension`: the row's own height (44 pt for the standard cells).
    public static let automaticDimension: CGFloat = -1
    static let defaultRowHeight: CGFloat = 44

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate as a table's: nil when the scroll view's delegate is not one.
    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = UIColor(rgb: 0x3C3C43, alpha: 0.29)
    open var allowsSelection = true
    open var tableFooterView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    open var tableHeaderView: UIView? { didSet { oldValue?.removeFromSuperview(); setNeedsLayout() } }
    open private(set) var indexPathForSelectedRow: IndexPath?
    /// The sections' header and footer heights; `automaticDimension` (the default) takes a
    /// view's own height, or a title's.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above the first section's header in a plain table (iOS 15); kept.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    /// Each section's header and footer view, if it has one.
    private var headers: [UIView?] = []
    private var footers: [UIView?] = []
    private var registeredHeaderFooters: [String: (UITableViewHeaderFooterView.Type, UINib?)] = [:]

    /// The rows on show, by section, and their separators.
    private var rows: [[UITableViewCell]] = []
    private var separators: [UIView] = []
    /// A storyboard's static table: its cells, by section, and its sections' titles.
    var staticSections: [[UITableViewCell]]?
    var staticSectionTitles: [(header: String?, footer: String?)] = []
    private var registered: [String: (UITableViewCell.Type, UINib?)] = [:]
    /// A storyboard's prototype cells, by reuse identifier.
    var prototypes: [String: () -> UITableViewCell?] = [:]
    private var needsReload = true

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        switch (coder as? UINibDecoder)?.element["style"] {
        case "grouped"?: style = .grouped
        case "insetGrouped"?: style = .insetGrouped
        default: style = .plain
        }
        super.init(coder: coder)
        setUp()
        (coder as? UINibDecoder)?.decodeTableView(self)
    }

    private func setUp() {
        if backgroundColor == nil { backgroundColor = style == .plain ? .white : .systemGroupedBackground }
        alwaysBounceVertical = true
        let tap = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, recognizer.state == .ended, !self.touchStoppedScrolling else { return }
            self.tapped(at: recognizer.location(in: self))
        }
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let type = cellClass as? UITableViewCell.Type { registered[identifier] = (type, nil) }
    }

    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = (UITableViewCell.self, nib)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let type = aClass as? UITableViewHeaderFooterView.Type { registeredHeaderFooters[identifier] = (type, nil) }
    }

    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = (UITableViewHeaderFooterView.self, nib)
    }

    /// A new header or footer view of the class or xib registered for `identifier`; nil when
    /// none is.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (type, nib) = registeredHeaderFooters[identifier] else { return nil }
        if let nib, let view = nib.instantiate(withOwner: nil).first(where: { $0 is UITableViewHeaderFooterView }) as? UITableViewHeaderFooterView {
            return view
        }
        if type == UITableViewHeaderFooterView.self { return UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        guard let make = InterfaceBuilderRegistry.headerFooterFactory(for: type) else {
            fatalError("\(type) cannot be made here: only the scene's own UITableViewHeaderFooterView subclasses are registered for dequeuing")
        }
        return make(identifier)
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _ = rowsBySection()
        return section < headers.count ? headers[section] as? UITableViewHeaderFooterView : nil
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        _ = rowsBySection()
        return section < footers.count ? footers[section] as? UITableViewHeaderFooterView : nil
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        return section < headers.count ? headers[section]?.frame ?? .zero : .zero
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        layoutIfNeeded()
        return section < footers.count ? footers[section]?.frame ?? .zero : .zero
    }

    /// A new cell of the class or xib registered for `identifier`; nil when none is.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if registered[identifier] == nil, let prototype = prototypes[identifier] { return prototype() }
        guard let (type, nib) = registered[identifier] else { return nil }
        if let nib, let cell = nib.instantiate(withOwner: nil).first(where: { $0 is UITableViewCell }) as? UITableViewCell { return cell }
        if type == UITableViewCell.self { return UITableViewCell(style: .default, reuseIdentifier: identifier) }
        guard let make = InterfaceBuilderRegistry.cellFactory(for: type) else {
            fatalError("\(type) cannot be made here: only the scene's own UITableViewCell subclasses are registered for dequeuing")
        }
        return make(identifier)
    }

    /// As UIKit's: a cell for `identifier` must be registered; one that is not traps with UIKit's words.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    open var numberOfSections: Int { rowsBySection().count }
    open func numberOfRows(inSection section: Int) -> Int { rowsBySection()[section].count }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        let sections = rowsBySection()
        guard indexPath.section < sections.count, indexPath.row < sections[indexPath.section].count else { return nil }
        return sections[indexPath.section][indexPath.row]
    }

    open var visibleCells: [UITableViewCell] { rowsBySection().flatMap { $0 } }

    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let old = indexPathForSelectedRow { cellForRow(at: old)?.setSelected(false, animated: animated) }
        indexPathForSelectedRow = indexPath
        if let indexPath {
            cellForRow(at: indexPath)?.setSelected(true, animated: animated)
            if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    private func rowsBySection() -> [[UITableViewCell]] {
        if needsReload { load() }
        return rows
    }

    /// Asks the data source for every row (there is no scrolling to make it lazy).
    private func load() {
        needsReload = false
        for cell in rows.joined() { cell.removeFromSuperview() }
        for view in headers + footers { view?.removeFromSuperview() }
        if let dataSource {
            rows = (0..<max(dataSource.numberOfSections(in: self), 0)).map { section in
                (0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0)).map { row in
                    dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                }
            }
        } else {
            rows = staticSections ?? []
        }
        for (section, cells) in rows.enumerated() {
            for (row, cell) in cells.enumerated() {
                addSubview(cell)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row, section: section))
            }
        }
        headers = rows.indices.map { makeSupplement(isHeader: true, section: $0) }
        footers = rows.indices.map { makeSupplement(isHeader: false, section: $0) }
    }

    /// A section's header (or footer): the delegate's view, else one showing the data
    /// source's title, added and announced to the delegate; nil when it has neither.
    private func makeSupplement(isHeader: Bool, section: Int) -> UIView? {
        let view: UIView
        if let own = isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            view = own
        } else {
            guard let title = isHeader
                ? dataSource?.tableView(self, titleForHeaderInSection: section)
                : dataSource?.tableView(self, titleForFooterInSection: section) else { return nil }
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.setTitle(title, style: style == .plain ? .plain : isHeader ? .groupedHeader : .groupedFooter)
            view = titled
        }
        addSubview(view)
        if isHeader {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    /// Lays a header or footer across the table at `y` and moves `y` past it.
    private func place(_ view: UIView, at y: inout CGFloat, asked: CGFloat, isHeader: Bool, inset: CGFloat) {
        let height = height(ofSupplement: view, asked: asked, isHeader: isHeader)
        view.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        (view as? UITableViewHeaderFooterView)?.titleInset = style == .plain ? 16 : inset + 20
        y += height
    }

    /// A header's or footer's height: the delegate's, else the table's, when not automatic;
    /// else a title view's (28 pt plain, its text and 7 pt padding below it in a grouped table,
    /// at least the 35 pt between grouped sections) or a view's own.
    private func height(ofSupplement view: UIView, asked: CGFloat, isHeader: Bool) -> CGFloat {
        if asked >= 0 { return asked }
        if let title = view as? UITableViewHeaderFooterView, title.reuseIdentifier == nil, let label = title.textLabel, label.text != nil,
           view.frame.height == 0 {
            guard style != .plain else { return 28 }
            let text = label.sizeThatFits(CGSize(width: bounds.width - 40, height: .greatestFiniteMagnitude)).height
            return isHeader ? max(35, text + 7 + 14) : text + 14
        }
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : (style == .plain ? 28 : 35)
    }

    // MARK: Layout

    private func height(of cell: UITableViewCell, at indexPath: IndexPath) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if asked > 0 { return asked }
        return cell.designHeight ?? cell.configuredHeight ?? Self.defaultRowHeight
    }

    /// Rows from the content's top (the safe area is the adjusted content inset), sections
    /// 35 pt apart in the grouped styles; the content size ends below the last row (or footer).
    open override func layoutSubviews() {
        let sections = rowsBySection()
        var y: CGFloat = 0
        if let header = tableHeaderView {
            if header.superview !== self { addSubview(header) }
            header.frame = CGRect(x: 0, y: y, width: bounds.width, height: header.frame.height)
            y += header.frame.height
        }
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        var lines: [CGRect] = []
        var floating: [(view: UIView, isHeader: Bool, section: ClosedRange<CGFloat>)] = []
        for (section, cells) in sections.enumerated() {
            let sectionTop = y
            if section < headers.count, let header = headers[section] {
                let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                place(header, at: &y, asked: asked, isHeader: true, inset: inset)
            } else if style != .plain {
                y += 35
            }
            let headerBottom = y
            defer {
                if style == .plain {
                    if section < headers.count, let header = headers[section] { floating.append((header, true, sectionTop...y)) }
                    if section < footers.count, let footer = footers[section] { floating.append((footer, false, headerBottom...y)) }
                }
            }
            for (row, cell) in cells.enumerated() {
                let height = height(of: cell, at: IndexPath(row: row, section: section))
                cell.frame = CGRect(x: inset, y: y, width: bounds.width - 2 * inset, height: height)
                y += height
                let last = row == cells.count - 1
                if separatorStyle != .none, !(last && style != .plain) {
                    let left = inset + cell.separatorInset.left
                    lines.append(CGRect(x: left, y: y - 0.5, width: bounds.width - inset - left, height: 0.5))
                }
            }
            if section < footers.count, let footer = footers[section] {
                let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
                place(footer, at: &y, asked: asked, isHeader: false, inset: inset)
            }
        }
        placeSeparators(lines)
        floatSupplements(floating)
        if let footer = tableFooterView {
            if footer.superview !== self { addSubview(footer) }
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
            y += footer.frame.height
        }
        if style != .plain, !sections.isEmpty { y += 35 }
        let size = CGSize(width: bounds.width, height: y)
        if contentSize != size { contentSize = size }
        super.layoutSubviews()
    }

    /// A plain table's section headers stay at the top of what shows while their section's
    /// rows scroll under them, until the section's end pushes them up; footers stay at the
    /// bottom likewise, never above their header, as UIKit's do. `supplements` holds each with
    /// the extent it may float in: a header its section's, a footer its section's below the
    /// header.
    private func floatSupplements(_ supplements: [(view: UIView, isHeader: Bool, section: ClosedRange<CGFloat>)]) {
        let inset = adjustedContentInset
        let top = contentOffset.y + inset.top, bottom = contentOffset.y + bounds.height - inset.bottom
        for (view, isHeader, section) in supplements {
            var frame = view.frame
            if isHeader {
                frame.origin.y = max(frame.minY, min(top, section.upperBound - frame.height))
            } else {
                frame.origin.y = min(frame.minY, max(bottom - frame.height, section.lowerBound))
            }
            if view.frame != frame { view.frame = frame }
        }
    }

    /// Where a row is, in the table's content coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        cellForRow(at: indexPath)?.frame ?? .zero
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let row = rectForRow(at: indexPath)
        guard row != .zero else { return }
        let inset = adjustedContentInset, range = offsetRange
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch scrollPosition {
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        }
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, range.minY), range.maxY)), animated: animated)
    }

    /// Moves the separator views to `frames`, adding or removing views only when their number
    /// changes: adding a subview asks for layout again, and a table laid out every tick would
    /// invalidate the scene's layout every tick.
    private func placeSeparators(_ frames: [CGRect]) {
        while separators.count > frames.count { separators.removeLast().removeFromSuperview() }
        while separators.count < frames.count {
            let line = UIView(frame: .zero)
            line.isUserInteractionEnabled = false
            addSubview(line)
            separators.append(line)
        }
        for (line, frame) in zip(separators, frames) {
            line.frame = frame
            line.backgroundColor = separatorColor
        }
    }

    // MARK: Selection

    /// A tap on a row: highlighted and selected, the delegate told, the storyboard's segue run.
    private func tapped(at point: CGPoint) {
        guard allowsSelection else { return }
        for (section, cells) in rowsBySection().enumerated() {
            for (row, cell) in cells.enumerated() where cell.frame.contains(point) && !cell.isHidden {
                let tapped = IndexPath(row: row, section: section)
                guard tableDelegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true else { return }
                var indexPath = tapped
                if let delegate = tableDelegate {
                    // The delegate may choose another row, or none.
                    guard let chosen = delegate.tableView(self, willSelectRowAt: tapped) else { return }
                    indexPath = chosen
                }
                guard let cell = cellForRow(at: indexPath) else { return }
                selectRow(at: indexPath, animated: false, scrollPosition: .none)
                tableDelegate?.tableView(self, didSelectRowAt: indexPath)
                cell.triggeredSegue?(cell)
                return
            }
        }
    }
}
