import Foundation

/// Gives a page view controller the pages on either side of one it shows, as UIKit's: asked as
/// the user starts to drag, for the page next to the one showing.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// Optional: with `presentationIndex(for:)`, turns on the page control of a scrolling page
    /// view controller (the number of dots; the default, 0, shows none).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Optional: the dot lit when the view controllers are set.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about the user's page turns (not those `setViewControllers` makes), as UIKit's; every
/// method optional.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A drag started to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// The drag's page turn ended: `completed` if the new page stayed, false if the old one
    /// came back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation { .portrait }
}

/// Pages, one view controller each, that the user drags from one to the next, as UIKit's
/// scrolling page view controller: a paging scroll view holds the page showing and, once a drag
/// starts, the data source's page on the side it moves to; a drag released past half a page
/// (or flicked) settles on the new page, otherwise the old one springs back.
///
/// With a data source that answers `presentationCount(for:)`, a page control sits along the
/// bottom and the pages stop above it, as on iOS, its dots following the turns.
///
/// `.pageCurl` turns pages by the same drag, drawn as a slide (dynamics says so once on
/// standard error): a curling page is not drawn here.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation`'s raw value (page curl only).
        public static let spineLocation = OptionsKey("UIPageViewControllerOptionSpineLocationKey")
        /// Points between scrolling pages (a `CGFloat`, `Double` or `Int`).
        public static let interPageSpacing = OptionsKey("UIPageViewControllerOptionInterPageSpacingKey")
    }

    public private(set) var transitionStyle: TransitionStyle
    public private(set) var navigationOrientation: NavigationOrientation
    public private(set) var spineLocation: SpineLocation
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { presentationNeedsUpdate = true; viewIfLoaded?.setNeedsLayout() }
    }
    open weak var delegate: UIPageViewControllerDelegate?
    /// Points between scrolling pages.
    private var interPageSpacing: CGFloat = 0

    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : .min
        super.init(nibName: nil, bundle: nil)
        if let raw = options?[.spineLocation] as? Int, style == .pageCurl, let location = SpineLocation(rawValue: raw) {
            spineLocation = location
        }
        interPageSpacing = Self.points(options?[.interPageSpacing]) ?? 0
        if style == .pageCurl { Self.sayPageCurlIsASlide() }
    }

    /// `UIPageViewController()` is a page curl, as in UIKit, where `init` goes through
    /// `init(transitionStyle:navigationOrientation:options:)`: a subclass's override of that
    /// initializer is what runs.
    public convenience init() {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// Made by a storyboard's `<pageViewController>`: its transition style, orientation, spine
    /// and spacing from the element.
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        super.init(coder: coder)
        if let element = storyboardElement {
            if element["transitionStyle"] == "scroll" { transitionStyle = .scroll }
            if element["navigationOrientation"] == "vertical" { navigationOrientation = .vertical }
            let spines: [String: SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]
            spineLocation = transitionStyle == .scroll ? .none : (element["spineLocation"].flatMap { spines[$0] } ?? .min)
            interPageSpacing = element.number("interPageSpacing").map { CGFloat($0) } ?? 0
        }
        if transitionStyle == .pageCurl { Self.sayPageCurlIsASlide() }
    }

    private static func points(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    // MARK: The pages

    /// The page showing (one, as with every spine but a middle one).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The scroll view's pan, through which the user turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] { [pages.panGestureRecognizer] }

    private var current: UIViewController?
    /// The pages on either side of `current`, once the data source was asked (at a drag's start).
    private var before: UIViewController?
    private var after: UIViewController?
    private var askedForNeighbours = false
    /// The neighbour being dragged or animated into view, and on which side.
    private var pending: (controller: UIViewController, forward: Bool)?
    /// `setViewControllers(_:direction:animated:completion:)`'s completion while its slide runs.
    private var slideCompletion: ((Bool) -> Void)?
    private var isSliding = false

    /// Shows `viewControllers.first` as the page (UIKit requires exactly one with these
    /// spines). Animated, it slides in from the side `direction` names; `completion` runs when
    /// it is in place (at once when not animated). The delegate is not told.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let controller = viewControllers?.first else {
            completion?(false)
            return
        }
        presentationNeedsUpdate = true
        viewIfLoaded?.setNeedsLayout()
        if controller === current {
            completion?(true)
            return
        }
        finishPendingAtOnce()
        let onScreen = appearance == .appeared && isViewLoaded && view.window != nil && pages.sceneClock != nil
        guard animated, onScreen, current != nil else {
            replaceCurrent(with: controller)
            completion?(true)
            return
        }
        // The new page goes beside the one showing, on the side it comes from, and the scroll
        // view glides to it.
        let forward = direction == .forward
        if forward { after = controller } else { before = controller }
        askedForNeighbours = false
        updateRange()
        show(controller, forward: forward, tellingDelegate: false)
        slideCompletion = completion
        isSliding = true
        pages.setContentOffset(restOffset(slot: forward ? 2 : 0), animated: true)
    }

    /// Puts `controller` in place of the page showing, at once.
    private func replaceCurrent(with controller: UIViewController) {
        let visible = appearance == .appeared && isViewLoaded
        let old = current
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            controller.beginAppearanceTransition(true, animated: false)
        }
        if let old { remove(old) }
        current = controller
        before = nil
        after = nil
        askedForNeighbours = false
        install(controller, slot: 1)
        if visible {
            old?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
        controller.didMove(toParent: self)
        updateRange()
        pages.contentOffset = restOffset(slot: 1)
    }

    /// Adds `controller` as a child with its view in `slot` (0 before, 1 showing, 2 after).
    /// As in UIKit, each page's view fills a plain view of its own in the scroll view, so its
    /// frame starts at zero (code that centres things at `view.center` finds them on the page).
    private func install(_ controller: UIViewController, slot: Int) {
        if controller.parent !== self { addChild(controller) }
        guard isViewLoaded else { return }
        let holder = slotViews[slot]
        holder.frame = pageFrame(slot: slot)
        let view = controller.view!
        view.frame = holder.bounds
        if view.superview !== holder { holder.addSubview(view) }
        view.layoutIfNeeded()
    }

    private func remove(_ controller: UIViewController) {
        controller.willMove(toParent: nil)
        if let view = controller.viewIfLoaded, let holder = view.superview, slotViews.contains(where: { $0 === holder }) {
            view.removeFromSuperview()
        }
        controller.removeFromParent()
    }

    /// The three places in the scroll view a page's view goes into: before, showing, after.
    private lazy var slotViews: [UIView] = (0..<3).map { _ in
        let holder = UIView(frame: .zero)
        pages.addSubview(holder)
        return holder
    }

    // MARK: Turning by drag

    /// The drag started: the data source is asked for the pages on both sides (once per page
    /// shown), which sets how far the scroll view may go.
    fileprivate func dragDidBegin() {
        guard let current, !askedForNeighbours, pending == nil else { return }
        askedForNeighbours = true
        before = dataSource?.pageViewController(self, viewControllerBefore: current)
        after = dataSource?.pageViewController(self, viewControllerAfter: current)
        updateRange()
    }

    /// The content moved: the neighbour on the side it moved toward starts to appear.
    fileprivate func offsetDidChange() {
        guard current != nil, !isRearranging, !isSliding else { return }
        let shift = axis(pages.contentOffset) - axis(restOffset(slot: 1))
        guard abs(shift) > 0.001 else { return }
        let forward = shift > 0
        if let pending, pending.forward == forward { return }
        if pending != nil { withdrawPending() }
        guard let neighbour = forward ? after : before else { return }
        show(neighbour, forward: forward, tellingDelegate: true)
    }

    /// Puts `neighbour` in its slot as the page coming into view.
    private func show(_ neighbour: UIViewController, forward: Bool, tellingDelegate: Bool) {
        if tellingDelegate { delegate?.pageViewController(self, willTransitionTo: [neighbour]) }
        let visible = appearance == .appeared
        install(neighbour, slot: forward ? 2 : 0)
        if visible {
            current?.beginAppearanceTransition(false, animated: true)
            neighbour.beginAppearanceTransition(true, animated: true)
        }
        pending = (neighbour, forward)
    }

    /// The drag turned back past the page showing (or code set new pages): the neighbour that
    /// began to appear goes.
    private func withdrawPending(animated: Bool = true) {
        guard let (neighbour, _) = pending else { return }
        pending = nil
        let visible = appearance == .appeared
        if visible {
            neighbour.beginAppearanceTransition(false, animated: animated)
            current?.beginAppearanceTransition(true, animated: animated)
        }
        remove(neighbour)
        if visible {
            neighbour.endAppearanceTransition()
            current?.endAppearanceTransition()
        }
    }

    /// The scroll view came to rest: on the neighbour's page, it becomes the page showing; on
    /// the old page, the neighbour goes.
    fileprivate func contentDidComeToRest() {
        guard current != nil, !isRearranging else { return }
        let sliding = isSliding
        isSliding = false
        guard let (neighbour, forward) = pending else {
            finishSlide(true)
            return
        }
        let landed = abs(axis(pages.contentOffset) - axis(restOffset(slot: forward ? 2 : 0))) < 0.5
        guard landed else {
            withdrawPending()
            if !sliding {
                delegate?.pageViewController(
                    self, didFinishAnimating: true, previousViewControllers: current.map { [$0] } ?? [], transitionCompleted: false)
            }
            finishSlide(false)
            return
        }
        let previous = complete(with: neighbour)
        if !sliding {
            if presentationCount > 0 {
                pageControl.currentPage = min(max(pageControl.currentPage + (forward ? 1 : -1), 0), presentationCount - 1)
            }
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: previous.map { [$0] } ?? [], transitionCompleted: true)
        }
        finishSlide(true)
    }

    /// The neighbour is the page now: the old one leaves (and is returned) and the slots are
    /// laid out again around the new one, without a visible move.
    private func complete(with neighbour: UIViewController) -> UIViewController? {
        guard let old = current else { return nil }
        pending = nil
        let visible = appearance == .appeared
        remove(old)
        if visible {
            old.endAppearanceTransition()
            neighbour.endAppearanceTransition()
        }
        neighbour.didMove(toParent: self)
        current = neighbour
        before = nil
        after = nil
        askedForNeighbours = false
        rearrange()
        return old
    }

    private func finishSlide(_ finished: Bool) {
        let completion = slideCompletion
        slideCompletion = nil
        completion?(finished)
    }

    /// A slide or drag still under way when code sets new pages ends where it is.
    private func finishPendingAtOnce() {
        pages.stopMotion()
        withdrawPending(animated: false)
        if isSliding {
            isSliding = false
            finishSlide(false)
        }
    }

    // MARK: The view

    private lazy var pages: PageQueueView = {
        let view = PageQueueView(frame: .zero)
        view.owner = self
        view.isPagingEnabled = true
        view.showsHorizontalScrollIndicator = false
        view.showsVerticalScrollIndicator = false
        view.contentInsetAdjustmentBehavior = .never
        view.scrollsToTop = false
        if navigationOrientation == .horizontal { view.alwaysBounceHorizontal = true } else { view.alwaysBounceVertical = true }
        return view
    }()

    private let pageControl = UIPageControl(frame: .zero)
    private var presentationNeedsUpdate = true
    private var presentationCount = 0
    private var isRearranging = false

    open override func loadView() {
        let container = ContainerView(frame: Clock.current?.screen?.bounds ?? .zero)
        container.layout = { [weak self] in self?.layoutPages() }
        view = container
        container.addSubview(pages)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = true
        container.addSubview(pageControl)
        if let current { install(current, slot: 1) }
        layoutPages()
    }

    /// The scroll view over the view (above the page control, when there is one), one page
    /// stride wide with the spacing, and the page showing in its middle slot.
    private func layoutPages() {
        guard let container = viewIfLoaded else { return }
        if presentationNeedsUpdate, let dataSource, transitionStyle == .scroll {
            presentationNeedsUpdate = false
            presentationCount = max(dataSource.presentationCount(for: self), 0)
            pageControl.numberOfPages = presentationCount
            pageControl.currentPage = dataSource.presentationIndex(for: self)
        }
        let showsDots = presentationCount > 0 && transitionStyle == .scroll
        pageControl.isHidden = !showsDots
        let bounds = container.bounds
        let strip = showsDots ? UIPageControl.height : 0
        pageControl.frame = CGRect(x: 0, y: bounds.height - strip, width: bounds.width, height: strip)
        let spacing = interPageSpacing
        let frame = navigationOrientation == .horizontal
            ? CGRect(x: -spacing / 2, y: 0, width: bounds.width + spacing, height: bounds.height - strip)
            : CGRect(x: 0, y: -spacing / 2, width: bounds.width, height: bounds.height - strip + spacing)
        guard pages.frame != frame || pages.contentSize == .zero else { return }
        isRearranging = true
        pages.frame = frame
        isRearranging = false
        rearrange()
    }

    /// Lays the slots out around the page showing and puts the content at its rest.
    private func rearrange() {
        isRearranging = true
        defer { isRearranging = false }
        let stride = pageStride
        pages.contentSize = navigationOrientation == .horizontal
            ? CGSize(width: 3 * stride, height: pages.bounds.height)
            : CGSize(width: pages.bounds.width, height: 3 * stride)
        if let current { install(current, slot: 1) }
        if let (neighbour, forward) = pending { install(neighbour, slot: forward ? 2 : 0) }
        updateRange()
        pages.contentOffset = restOffset(slot: 1)
    }

    /// Closes each side with no page, so a drag there bounces; a drag's start asks the data
    /// source first (`dragDidBegin`), opening the sides it has pages for.
    private func updateRange() {
        let stride = pageStride
        let closedBefore = before == nil && !(pending.map { !$0.forward } ?? false)
        let closedAfter = after == nil && !(pending.map { $0.forward } ?? false)
        let low = closedBefore || current == nil ? -stride : 0, high = closedAfter || current == nil ? -stride : 0
        let inset = navigationOrientation == .horizontal
            ? UIEdgeInsets(top: 0, left: low, bottom: 0, right: high)
            : UIEdgeInsets(top: low, left: 0, bottom: high, right: 0)
        if pages.contentInset != inset {
            // A scroll view at rest on its leading edge follows a changed inset there (UIKit's
            // rule for a content inset): the pages stay where they are instead.
            let wasRearranging = isRearranging, offset = pages.contentOffset
            isRearranging = true
            pages.contentInset = inset
            if pages.contentOffset != offset { pages.contentOffset = offset }
            isRearranging = wasRearranging
        }
        pages.restartDrag()
    }

    private var pageStride: CGFloat {
        navigationOrientation == .horizontal ? pages.bounds.width : pages.bounds.height
    }

    private func restOffset(slot: Int) -> CGPoint {
        navigationOrientation == .horizontal
            ? CGPoint(x: CGFloat(slot) * pageStride, y: 0) : CGPoint(x: 0, y: CGFloat(slot) * pageStride)
    }

    private func pageFrame(slot: Int) -> CGRect {
        let size = pages.bounds.size, spacing = interPageSpacing
        return navigationOrientation == .horizontal
            ? CGRect(x: CGFloat(slot) * size.width + spacing / 2, y: 0, width: size.width - spacing, height: size.height)
            : CGRect(x: 0, y: CGFloat(slot) * size.height + spacing / 2, width: size.width, height: size.height - spacing)
    }

    private func axis(_ point: CGPoint) -> CGFloat { navigationOrientation == .horizontal ? point.x : point.y }

    // MARK: Page curl

    private static func sayPageCurlIsASlide() {
        KitNote.once("UIPageViewController's page curl is drawn as a slide")
    }
}

/// The page view controller's paging scroll view (UIKit's queuing scroll view): it tells its
/// page view controller when a drag begins, when the content moves and when it comes to rest,
/// whatever delegate code gives it.
final class PageQueueView: UIScrollView {
    weak var owner: UIPageViewController?

    override var isDragging: Bool {
        didSet { if isDragging, !oldValue { owner?.dragDidBegin() } }
    }

    override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { owner?.offsetDidChange() } }
    }

    override func contentCameToRest() {
        super.contentCameToRest()
        owner?.contentDidComeToRest()
    }
}
