import Foundation
import InterfaceBuilder

/// A storyboard of the scene's app, read from its `.storyboard` file (Interface Builder's XML,
/// Xcode 8 onward), as UIKit's: it makes its controllers — the initial one, or one by its
/// storyboard identifier — each with `init?(coder:)` then `awakeFromNib()`; a controller's
/// view, with the rest of its scene, is made when first used, outlets and actions connected,
/// before `viewDidLoad()`.
open class UIStoryboard {
    /// The storyboard's name: its file name without extension.
    public let name: String
    let document: IBDocument

    private static let cacheLock = NSLock()
    nonisolated(unsafe) private static var documents: [String: IBDocument] = [:]

    /// The storyboard named `name` among the scene's files (`Main` for
    /// `Base.lproj/Main.storyboard`). A name the scene has no storyboard of traps, as UIKit's
    /// `NSInvalidArgumentException` does.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        guard let path = InterfaceBuilderRegistry.path(ofStoryboard: name) else {
            fatalError("Could not find a storyboard named '\(name)' in bundle NSBundle (the scene's folders have no \(name).storyboard)")
        }
        document = Self.document(at: path)
    }

    static func document(at path: String) -> IBDocument {
        if let cached = cacheLock.withLock({ documents[path] }) { return cached }
        do {
            let document = try IBDocument(contentsOf: path)
            cacheLock.withLock { documents[path] = document }
            return document
        } catch {
            fatalError("\(error)")
        }
    }

    /// The controller the storyboard's arrow points at; nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewControllerID, let element = document.objectsByID[id] else { return nil }
        return instantiate(element, creator: nil)
    }

    /// The initial controller, made by `creator` (which calls the class's `init?(coder:)` with
    /// the coder it is given, passing its own arguments).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let id = document.initialViewControllerID, let element = document.objectsByID[id] else { return nil }
        return instantiate(element, creator: creator) as? ViewController
    }

    /// The controller whose storyboard identifier is `identifier`; one the storyboard lacks
    /// traps, as UIKit's `NSInvalidArgumentException` does.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiate(element(withIdentifier: identifier), creator: nil)
    }

    /// The controller with the identifier, made by `creator` when given (iOS 13).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let controller = instantiate(element(withIdentifier: identifier), creator: creator)
        guard let typed = controller as? ViewController else {
            fatalError("Storyboard '\(name)': the controller with identifier '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    private func element(withIdentifier identifier: String) -> IBElement {
        guard let element = document.viewController(withIdentifier: identifier) else {
            fatalError("Storyboard (\(name).storyboard) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return element
    }

    /// Makes the controller of `element`: `init?(coder:)` (of its custom class when the scene
    /// declares it, or through `creator`), then `awakeFromNib()`.
    func instantiate<ViewController: UIViewController>(_ element: IBElement, creator: ((NSCoder) -> ViewController?)?) -> UIViewController {
        // A storyboard reference: the controller another storyboard (or this one) makes, by
        // its identifier or, with none, its initial one.
        if element.name == "viewControllerPlaceholder" {
            let target = (element["storyboardName"] ?? element["storyboardIdentifier"]).map { UIStoryboard(name: $0, bundle: nil) } ?? self
            if let identifier = element["referencedIdentifier"] {
                return target.instantiateViewController(withIdentifier: identifier)
            }
            guard let initial = target.instantiateInitialViewController() else {
                fatalError("\(document.path):\(element.line): the storyboard reference points at \(target.name).storyboard, which has no initial view controller")
            }
            return initial
        }
        Self.instantiating += 1
        defer { Self.instantiating -= 1 }
        let depth = Self.instantiating - 1
        let loading = NibLoading(document: document, storyboard: self, owner: nil)
        let controller: UIViewController?
        if let creator {
            controller = creator(UINibDecoder(element: element, loading: loading))
        } else {
            controller = loading.object(for: element) as? UIViewController
        }
        guard let controller else {
            fatalError("\(document.path):\(element.line): the storyboard's \(element["customClass"] ?? element.name) could not be made (its init?(coder:) returned nil)")
        }
        controller.storyboard = self
        controller.storyboardElement = element
        // A container's children, by its relationship segues: a navigation controller's root,
        // a tab bar controller's tabs in order.
        let relationships = element.children(of: "connections").filter { $0.name == "segue" && $0["kind"] == "relationship" }
        let children = relationships.compactMap { SegueTemplate($0, storyboard: self).makeDestination() }
        if let split = controller as? UISplitViewController, !children.isEmpty {
            // The master, then the detail.
            let master = relationships.firstIndex { $0["relationship"] == "masterViewController" }
            split.viewControllers = master == 1 ? children.reversed() : children
        } else if let navigation = controller as? UINavigationController, !children.isEmpty {
            navigation.setViewControllers([children[0]], animated: false)
        } else if let tabs = controller as? UITabBarController, !children.isEmpty {
            tabs.setViewControllers(children, animated: false)
        }
        // Sent once the outermost controller has its children (UIKit connects a storyboard's
        // relationships before any awakeFromNib: a master reads its split view controller there).
        Self.awakening.append(controller)
        if depth == 0 {
            let awakening = Self.awakening
            Self.awakening = []
            for made in awakening { made.awakeFromNib() }
        }
        return controller
    }

    /// Controllers made by the instantiation under way, waiting for their awakeFromNib.
    nonisolated(unsafe) private static var awakening: [UIViewController] = []
    /// How many instantiations are under way (a container's relationships instantiate its children).
    nonisolated(unsafe) private static var instantiating = 0

    /// Makes the view of a controller from this storyboard, with the other objects of its
    /// scene, and connects them: what `loadView()` does for such a controller.
    func loadView(of element: IBElement, for controller: UIViewController) -> UIView? {
        let loading = NibLoading(document: document, storyboard: self, owner: controller)
        loading.give(controller, for: element, connectingItsOwn: true)
        // The bar items made with the controller: outlets to them (a switch in the bar) and
        // their actions and segues are connected with the view's.
        for (itemElement, object) in controller.storyboardItemObjects { loading.adopt(object, for: itemElement) }
        guard let viewElement = element.children.first(where: { $0.key == "view" }) else { return nil }
        let view = loading.object(for: viewElement) as? UIView
        if let view {
            // Before iOS 11: the top and bottom layout guides, the safe area's edges.
            for guide in element.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                guard let id = guide.id else { continue }
                if guide["type"] == "top" {
                    loading.guides[id] = (view.safeAreaLayoutGuide, [.bottom: .top, .top: .top])
                } else {
                    loading.guides[id] = (view.safeAreaLayoutGuide, [.top: .bottom, .bottom: .bottom])
                }
            }
        }
        // The scene's other objects: gesture recognizers and the like.
        if let scene = document.scene(of: element) {
            for object in scene.children(of: "objects") where object !== element {
                switch object.name {
                case "placeholder", "exit", "customObject":
                    continue
                default:
                    if object["sceneMemberID"] == "viewController" { continue }
                    _ = loading.object(for: object)
                }
            }
        }
        loading.finish()
        // Embedded controllers, each in its container view.
        for (madeElement, object) in loading.made {
            guard let container = object as? UIView else { continue }
            for segue in madeElement.children(of: "connections") where segue.name == "segue" && segue["kind"] == "embed" {
                let template = SegueTemplate(segue, storyboard: self)
                controller.embed(template, in: container)
            }
        }
        return view
    }
}

/// A segue as its storyboard declares it: made into a `UIStoryboardSegue` each time it runs.
struct SegueTemplate {
    let identifier: String?
    let destinationID: String?
    let kind: String
    let relationship: String?
    let animates: Bool
    let modalPresentationStyle: UIModalPresentationStyle?
    let element: IBElement
    unowned let storyboard: UIStoryboard

    init(_ element: IBElement, storyboard: UIStoryboard) {
        self.element = element
        self.storyboard = storyboard
        identifier = element["identifier"]
        destinationID = element["destination"]
        kind = element["kind"] ?? "show"
        relationship = element["relationship"]
        animates = element.flag("animates") ?? true
        modalPresentationStyle = UINibDecoder.modalPresentationStyle(element["modalPresentationStyle"])
    }

    var isRelationship: Bool { kind == "relationship" }

    /// A new controller of the destination scene.
    func makeDestination() -> UIViewController? {
        guard let id = destinationID, let destination = storyboard.document.objectsByID[id] else { return nil }
        return storyboard.instantiate(destination, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }
}

/// A transition between two controllers of a storyboard, as UIKit's: made when it runs, handed
/// to the source's `prepare(for:sender:)`, then performed by its kind (show, present, embed).
open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performer: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController, performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        performer = performHandler
    }

    /// Shows the destination as the segue's kind says. Override in a custom segue.
    open func perform() { performer?() }

    func setPerformer(_ body: @escaping () -> Void) { performer = body }
}

extension UIViewController {
    /// Runs the manual segue `identifier` of this controller's storyboard scene: `prepare(for:sender:)`, then the segue.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard, let element = storyboardElement,
              let segue = element.children(of: "connections").first(where: { $0.name == "segue" && $0["identifier"] == identifier })
                ?? Self.triggeredSegue(identifier, in: element, storyboard: storyboard) else {
            fatalError("Receiver (<\(type(of: self))>) has no segue with identifier '\(identifier)'")
        }
        run(SegueTemplate(segue, storyboard: storyboard), sender: sender)
    }

    /// A segue with that identifier anywhere in the controller's scene (a button's may be
    /// performed by identifier too).
    private static func triggeredSegue(_ identifier: String, in element: IBElement, storyboard: UIStoryboard) -> IBElement? {
        var found: IBElement?
        element.walk { candidate in
            if found == nil, candidate.name == "segue", candidate["identifier"] == identifier { found = candidate }
        }
        return found
    }

    /// A segue a control or recognizer triggers: asks `shouldPerformSegue` first when it has an identifier.
    func performTriggeredSegue(_ template: SegueTemplate, sender: Any?) {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        run(template, sender: sender)
    }

    private func run(_ template: SegueTemplate, sender: Any?) {
        guard let destination = template.makeDestination() else {
            fatalError("\(template.storyboard.document.path):\(template.element.line): the segue's destination is not in the storyboard")
        }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
        let animated = template.animates
        switch template.kind {
        case "show", "push":
            segue.setPerformer { [unowned self] in self.show(destination, sender: sender) }
        case "showDetail":
            segue.setPerformer { [unowned self] in self.showDetailViewController(destination, sender: sender) }
        case "presentation", "modal", "popoverPresentation", "presentationSheet":
            if let style = template.modalPresentationStyle { destination.modalPresentationStyle = style }
            segue.setPerformer { [unowned self] in self.present(destination, animated: animated) }
        default:
            KitNote.once("\(template.storyboard.document.path):\(template.element.line): warning: a \(template.kind) segue is not supported here; shown as a presentation")
            segue.setPerformer { [unowned self] in self.present(destination, animated: animated) }
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// An embed segue: the destination becomes a child, its view filling `container`.
    func embed(_ template: SegueTemplate, in container: UIView) {
        guard let destination = template.makeDestination() else { return }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
        prepare(for: segue, sender: nil)
        addChild(destination)
        destination.view.frame = container.bounds
        destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(destination.view)
        destination.didMove(toParent: self)
    }
}
