import Foundation

/// An alert or an action sheet, as UIKit's on an iPhone (the iOS 13–17 look, light mode):
/// present it with `present(_:animated:completion:)`, and a tap on one of its buttons dismisses
/// it and then runs that action's handler.
///
/// - **Alert**: a 270 pt wide panel in the middle of the screen over a 20 % black dimming, its
///   title (17 pt semibold) and message (13 pt) centred, then its buttons 44 pt tall under
///   hairlines: side by side when there are exactly two (the cancel action on the left), else
///   one above the other (the cancel action last). It appears growing from 1.2 × its size as
///   it fades in, and fades out when dismissed.
/// - **Action sheet**: a panel 8 pt in from the screen's sides, at the bottom of the safe area
///   (at least 8 pt up), its title and message in 13 pt grey, its buttons 57 pt tall in 20 pt,
///   the cancel action apart below in a white panel. It slides up from below the screen and
///   back down; a tap on the dimming outside it chooses the cancel action, if it has one.
///
/// Titles are blue (`.systemBlue`), the cancel action and ``preferredAction`` semibold,
/// destructive actions red, disabled ones grey. Each panel is the system material's light
/// tint without its blur (as the kit's bars are). `docs/FIDELITY.md` ("Alerts") gives where
/// each number comes from.
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen, or a sheet of choices at its bottom.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open private(set) var preferredStyle: Style = .alert
    open var message: String? { didSet { headerDidChange() } }
    open private(set) var actions: [UIAlertAction] = []
    /// The action a return key would choose: drawn semibold (in an alert).
    open var preferredAction: UIAlertAction? { didSet { refreshButtons() } }

    private let dimming = UIView(frame: .zero)
    private let panel = UIView(frame: .zero)
    private let cancelPanel = UIView(frame: .zero)
    private let titleLabel = UILabel(frame: .zero)
    private let messageLabel = UILabel(frame: .zero)
    private var buttons: [AlertButton] = []
    private var fields: [UITextField] = []
    private var separators: [UIView] = []
    /// Set once a button is chosen: later taps do nothing.
    private var isChoosing = false
    /// The alert's own transitions; `transitioningDelegate` is weak.
    private let transitions = AlertTransitions()

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        presentsItself()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        presentsItself()
    }

    /// Over the presenter, with the alert's own transitions.
    private func presentsItself() {
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = transitions
    }

    /// Adds a button. An alert has at most one cancel action: a second is a programming error
    /// (UIKit raises an exception too).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            fatalError("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
        action.onChange = { [weak self] in self?.refreshButtons() }
        if isViewLoaded { rebuildButtons() }
    }

    open override var title: String? {
        didSet { headerDidChange() }
    }

    /// The text fields ``addTextField(configurationHandler:)`` added, in order; nil without any.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Adds a text field below the title and message, configured by `configurationHandler`
    /// (placeholder, text, secure entry…) before it is shown. Only alerts take text fields:
    /// on an action sheet it is a programming error, as UIKit raises an exception.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            fatalError("UIAlertController: text fields can only be added to an alert controller of style UIAlertController.Style.alert")
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .white
        field.layer.borderWidth = 1 / UIScreen.main.scale
        field.layer.borderColor = UIColor(rgb: 0xC7C7CC).cgColor
        // The text 4 pt in from the border.
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 24))
        field.leftViewMode = .always
        fields.append(field)
        configurationHandler?(field)
        if isViewLoaded {
            panel.addSubview(field)
            view.setNeedsLayout()
        }
    }

    private func headerDidChange() {
        guard isViewLoaded else { return }
        refreshHeader()
        view.setNeedsLayout()
    }

    // MARK: The view

    open override func loadView() {
        let screen = Clock.current?.screen?.bounds ?? CGRect(x: 0, y: 0, width: 375, height: 667)
        let root = UIView(frame: screen)
        root.backgroundColor = nil
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dimmingTapped() })
        root.addSubview(dimming)
        for panel in [panel, cancelPanel] {
            panel.layer.cornerRadius = 13
            panel.clipsToBounds = true
            root.addSubview(panel)
        }
        panel.backgroundColor = Self.materialColor
        cancelPanel.backgroundColor = .white
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            panel.addSubview(label)
        }
        for field in fields { panel.addSubview(field) }
        view = root
        refreshHeader()
        rebuildButtons()
    }

    /// The system material's light tint, drawn without its blur.
    static let materialColor = UIColor(rgb: 0xF2F2F2, alpha: 0.94)

    private func refreshHeader() {
        let isAlert = preferredStyle == .alert
        titleLabel.text = title
        titleLabel.font = isAlert ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold)
        titleLabel.textColor = isAlert ? .black : UIColor(rgb: 0x8A8A8E)
        messageLabel.text = message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isAlert ? .black : UIColor(rgb: 0x8A8A8E)
    }

    private func rebuildButtons() {
        for view in buttons + separators { view.removeFromSuperview() }
        buttons = arrangedActions.map { AlertButton(action: $0, alert: self) }
        separators = []
        for button in buttons {
            let inCancelPanel = preferredStyle == .actionSheet && button.action.style == .cancel
            (inCancelPanel ? cancelPanel : panel).addSubview(button)
            if !inCancelPanel {
                let separator = UIView(frame: .zero)
                separator.backgroundColor = .separator
                separator.isUserInteractionEnabled = false
                panel.addSubview(separator)
                separators.append(separator)
            }
        }
        refreshButtons()
        view.setNeedsLayout()
    }

    /// The actions in the order they are shown: a cancel action goes first (the left) in a
    /// two-button alert, last otherwise.
    private var arrangedActions: [UIAlertAction] {
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        if preferredStyle == .alert, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    private func refreshButtons() {
        for button in buttons {
            let action = button.action
            let bold = action.style == .cancel && (preferredStyle == .actionSheet || preferredAction == nil)
                || action === preferredAction
            let size: CGFloat = preferredStyle == .alert ? 17 : 20
            button.label.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
            button.label.textColor = !action.isEnabled ? .tertiaryLabel
                : action.style == .destructive ? .systemRed : .systemBlue
            button.isEnabled = action.isEnabled
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimming.frame = view.bounds
        if preferredStyle == .alert { layoutAlert() } else { layoutActionSheet() }
    }

    private var hairline: CGFloat { 1 / UIScreen.main.scale }

    /// The title and message stacked from `top` in `width`, with `inset` each side; returns
    /// the height they take (0 with neither).
    private func layoutHeader(width: CGFloat, top: CGFloat, inset: CGFloat, gap: CGFloat, bottom: CGFloat) -> CGFloat {
        var y = top
        var any = false
        for label in [titleLabel, messageLabel] {
            let hasText = !(label.text ?? "").isEmpty
            label.isHidden = !hasText
            guard hasText else { continue }
            if any { y += gap }
            let size = label.sizeThatFits(CGSize(width: width - 2 * inset, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: inset, y: y, width: width - 2 * inset, height: ceil(size.height))
            y += ceil(size.height)
            any = true
        }
        return any ? y + bottom : 0
    }

    private func layoutAlert() {
        let width: CGFloat = 270, rowHeight: CGFloat = 44
        cancelPanel.isHidden = true
        var y = layoutHeader(width: width, top: 19, inset: 16, gap: 2, bottom: 19)
        if !fields.isEmpty {
            // UIKit's alert text fields: a stack of 24 pt rows 16 pt in from each side, their
            // hairline borders shared, 12 pt under the message and 16 pt above the buttons.
            if y > 0 { y -= 7 } else { y = 16 }
            let fieldHeight: CGFloat = 24
            for field in fields {
                field.frame = CGRect(x: 16, y: y, width: width - 32, height: fieldHeight)
                y += fieldHeight - hairline
            }
            y += hairline + 16
        }
        if buttons.count == 2 {
            let half = width / 2
            separators[0].frame = CGRect(x: 0, y: y, width: width, height: hairline)
            separators[1].frame = CGRect(x: half, y: y, width: hairline, height: rowHeight)
            buttons[0].frame = CGRect(x: 0, y: y, width: half, height: rowHeight)
            buttons[1].frame = CGRect(x: half, y: y, width: half, height: rowHeight)
            y += rowHeight
        } else {
            for (button, separator) in zip(buttons, separators) {
                separator.frame = CGRect(x: 0, y: y, width: width, height: hairline)
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        // Without header or buttons the panel is still drawn, empty and 44 pt tall.
        let height = max(y, rowHeight)
        let bounds = view.bounds
        panel.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        panel.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    private func layoutActionSheet() {
        let bounds = view.bounds, rowHeight: CGFloat = 57, margin: CGFloat = 8
        let width = bounds.width - 2 * margin
        let bottom = bounds.maxY - max(view.safeAreaInsets.bottom, margin)
        var y = layoutHeader(width: width, top: 14, inset: 16, gap: 2, bottom: 14)
        // The panel's buttons, each under its hairline (none above the first without a header);
        // the cancel action, last in `buttons`, has its own panel.
        for (button, separator) in zip(buttons.filter { $0.action.style != .cancel }, separators) {
            separator.isHidden = y == 0
            separator.frame = CGRect(x: 0, y: y, width: width, height: hairline)
            button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
            y += rowHeight
        }
        let cancelButton = buttons.first { $0.action.style == .cancel }
        var panelBottom = bottom
        if let cancelButton {
            cancelPanel.isHidden = false
            cancelPanel.frame = CGRect(x: margin, y: bottom - rowHeight, width: width, height: rowHeight)
            cancelButton.frame = cancelPanel.bounds
            panelBottom = bottom - rowHeight - margin
        } else {
            cancelPanel.isHidden = true
        }
        panel.isHidden = y == 0
        panel.frame = CGRect(x: margin, y: panelBottom - y, width: width, height: y)
    }

    // MARK: Choosing

    func choose(_ action: UIAlertAction) {
        guard !isChoosing, action.isEnabled else { return }
        isChoosing = true
        dismiss(animated: true) { action.handler?(action) }
    }

    private func dimmingTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }

    /// The panels, for the transitions: they move and fade while the dimming fades.
    var movingViews: [UIView] { [panel, cancelPanel] }
    var dimmingView: UIView { dimming }
}

@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style

/// One of an alert's buttons: the action's title centred, a light grey highlight while pressed.
final class AlertButton: UIControl {
    let action: UIAlertAction
    let label = UILabel(frame: .zero)
    private weak var alert: UIAlertController?

    init(action: UIAlertAction, alert: UIAlertController) {
        self.action = action
        self.alert = alert
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.isUserInteractionEnabled = false
        addSubview(label)
        addAction(for: .touchUpInside) { [weak self] in
            guard let self, let alert = self.alert else { return }
            alert.choose(self.action)
        }
    }

    required init?(coder: NSCoder) { fatalError("AlertButton is made in code") }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
