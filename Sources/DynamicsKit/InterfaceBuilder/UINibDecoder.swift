import Foundation
import InterfaceBuilder

/// The coder that storyboard and xib objects are made with, as UIKit's: a view's
/// `init?(coder:)` reads its frame, colours and subviews from it, a control's its state.
/// Scene code that overrides `init?(coder:)` calls `super.init(coder:)`, which reads the file;
/// keyed values asked for directly (`decodeObject(forKey:)`) are not there.
public final class UINibDecoder: NSCoder {
    /// The object's element in its file.
    let element: IBElement
    /// The load this object is part of.
    let loading: NibLoading

    init(element: IBElement, loading: NibLoading) {
        self.element = element
        self.loading = loading
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
}

/// One load of objects from an Interface Builder file: a storyboard controller's view (with
/// the other objects of its scene), or a xib's top-level objects. Objects are made as their
/// elements are met (a view's subviews while the view is made); then `finish()` connects
/// outlets and actions, sets runtime attributes, adds constraints and calls `awakeFromNib`, in
/// that order, as UIKit's nib loading does.
final class NibLoading {
    let document: IBDocument
    /// The storyboard a controller's scene is from (its segues make controllers from it).
    let storyboard: UIStoryboard?
    /// Objects made or given (File's Owner, the scene's controller), by element id.
    private(set) var objects: [String: AnyObject] = [:]
    /// Every element made, in the order made, with its object.
    private(set) var made: [(element: IBElement, object: AnyObject)] = []
    /// Layout guides by id, with how the guide's attributes map onto the kit's guide (a
    /// `topLayoutGuide`'s bottom is the safe area's top).
    var guides: [String: (guide: UILayoutGuide, attributes: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute])] = [:]
    /// Elements holding `<constraints>`, with their view.
    var constraintHolders: [(element: IBElement, view: UIView)] = []
    /// Whose connections to make besides the objects made (the scene's controller).
    private var givenConnections: [(element: IBElement, object: AnyObject)] = []
    /// The target of actions sent to the first responder: the owner.
    let owner: AnyObject?

    init(document: IBDocument, storyboard: UIStoryboard?, owner: AnyObject?) {
        self.document = document
        self.storyboard = storyboard
        self.owner = owner
    }

    /// Records an object made by the load outside `object(for:)` (a constraint), by its id.
    func register(_ object: AnyObject, for element: IBElement) {
        if let id = element.id { objects[id] = object }
    }

    /// Records an object that exists before the load (File's Owner, the controller).
    func give(_ object: AnyObject, for element: IBElement, connectingItsOwn: Bool) {
        if let id = element.id { objects[id] = object }
        if connectingItsOwn { givenConnections.append((element, object)) }
    }

    /// The object of `element`, made now if it has not been.
    func object(for element: IBElement) -> AnyObject? {
        if let id = element.id, let object = objects[id] { return object }
        guard let object = make(element) else { return nil }
        if let id = element.id { objects[id] = object }
        made.append((element, object))
        return object
    }

    /// Makes `object` the one an element stands for (a controller's own navigation item), so
    /// outlets to the element reach it.
    func adopt(_ object: AnyObject, for element: IBElement) {
        guard let id = element.id, objects[id] == nil else { return }
        objects[id] = object
        made.append((element, object))
    }

    func object(id: String) -> AnyObject? {
        if let object = objects[id] { return object }
        return document.objectsByID[id].flatMap(object(for:))
    }

    /// Makes the object an element stands for: its custom class when the scene declares it,
    /// else the UIKit class the element names.
    private func make(_ element: IBElement) -> AnyObject? {
        let coder = UINibDecoder(element: element, loading: self)
        if let custom = element["customClass"] {
            if let factory = InterfaceBuilderRegistry.factory(for: custom) {
                guard let object = factory(coder) else {
                    warn(element, "\(custom)'s init?(coder:) returned nil; the \(element.name) is left out")
                    return nil
                }
                return object
            }
            // UIKit's own words for a class the app does not have.
            warn(element, "Unknown class \(custom) in Interface Builder file; using \(Self.uiKitName(of: element.name) ?? element.name)")
        }
        switch element.name {
        case "view", "containerView": return UIView(coder: coder)
        case "visualEffectView": return UIVisualEffectView(coder: coder)
        case "label": return UILabel(coder: coder)
        case "button": return UIButton(coder: coder)
        case "imageView": return UIImageView(coder: coder)
        case "switch": return UISwitch(coder: coder)
        case "slider": return UISlider(coder: coder)
        case "stepper": return UIStepper(coder: coder)
        case "pickerView": return UIPickerView(coder: coder)
        case "pageControl": return UIPageControl(coder: coder)
        case "progressView": return UIProgressView(coder: coder)
        case "textField": return UITextField(coder: coder)
        case "textView": return UITextView(coder: coder)
        case "segmentedControl": return UISegmentedControl(coder: coder)
        case "stackView": return UIStackView(coder: coder)
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let taps = element.number("numberOfTapsRequired") { tap.numberOfTapsRequired = Int(taps) }
            return tap
        case "panGestureRecognizer": return UIPanGestureRecognizer()
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer()
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let name = element["direction"], let direction = directions[name] { swipe.direction = direction }
            return swipe
        case "screenEdgePanGestureRecognizer":
            let pan = UIScreenEdgePanGestureRecognizer()
            return pan
        case "pongPressGestureRecognizer", "longPressGestureRecognizer":
            let press = UILongPressGestureRecognizer()
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = duration }
            return press
        case "viewController":
            return UIViewController(coder: coder)
        case "navigationController":
            return UINavigationController(coder: coder)
        case "tabBarController":
            return UITabBarController(coder: coder)
        case "splitViewController":
            return UISplitViewController(coder: coder)
        case "pageViewController":
            return UIPageViewController(coder: coder)
        case "barButtonItem":
            return UINibDecoder.barButtonItem(element, coder: coder)
        case "navigationItem":
            // A navigation item of its own in a scene (not the controller's `navigationItem`).
            return UINavigationItem(title: element["title"] ?? "")
        case "tableViewController":
            return UITableViewController(coder: coder)
        case "tableView":
            return UITableView(coder: coder)
        case "scrollView":
            return UIScrollView(coder: coder)
        case "tableViewCell":
            return UITableViewCell(coder: coder)
        case "collectionViewController":
            return UICollectionViewController(coder: coder)
        case "collectionView":
            return UICollectionView(coder: coder)
        case "collectionViewCell":
            return UICollectionViewCell(coder: coder)
        case "collectionReusableView":
            return UICollectionReusableView(coder: coder)
        case "collectionViewFlowLayout":
            return UICollectionViewFlowLayout(coder: coder)
        default:
            if element.name.hasSuffix("Controller") {
                warn(element, "a \(element.name) is not supported here; using a plain UIViewController")
                return UIViewController(coder: coder)
            }
            if UINibDecoder.frame(of: element) != nil {
                // A view of a kind the kit does not draw (a map, a web view…):
                // its frame and colour hold its place.
                warn(element, "a \(element.name) is not supported here; drawn as a plain view of its frame and background")
                return UIView(coder: coder)
            }
            warn(element, "<\(element.name)> is not understood here; left out")
            return nil
        }
    }

    static func uiKitName(of element: String) -> String? {
        switch element {
        case "view", "containerView": return "UIView"
        case "label": return "UILabel"
        case "button": return "UIButton"
        case "imageView": return "UIImageView"
        case "switch": return "UISwitch"
        case "slider": return "UISlider"
        case "stepper": return "UIStepper"
        case "pickerView": return "UIPickerView"
        case "pageControl": return "UIPageControl"
        case "progressView": return "UIProgressView"
        case "textField": return "UITextField"
        case "textView": return "UITextView"
        case "segmentedControl": return "UISegmentedControl"
        case "stackView": return "UIStackView"
        case "scrollView": return "UIScrollView"
        case "collectionView": return "UICollectionView"
        case "collectionViewCell": return "UICollectionViewCell"
        case "collectionReusableView": return "UICollectionReusableView"
        case "collectionViewFlowLayout": return "UICollectionViewFlowLayout"
        case "visualEffectView": return "UIVisualEffectView"
        case "viewController": return "UIViewController"
        case "pageViewController": return "UIPageViewController"
        default: return nil
        }
    }

    // MARK: Finishing

    /// Connects what the load made, as UIKit does after unarchiving: constraints, outlets and
    /// actions, then user-defined runtime attributes, then `awakeFromNib` on each object.
    func finish() {
        // Constraints first: outlets may connect to them (`@IBOutlet var heightConstraint`).
        for (element, view) in constraintHolders {
            for constraint in element.children(of: "constraints") where constraint.name == "constraint" {
                addConstraint(constraint, holder: view)
            }
        }
        let participants = givenConnections + made
        for (element, object) in participants {
            for connection in element.children(of: "connections") {
                connect(connection, from: object, element: element)
            }
        }
        for (element, object) in participants {
            for attribute in element.children(of: "userDefinedRuntimeAttributes") {
                setRuntimeAttribute(attribute, of: object)
            }
        }
        for (_, object) in made {
            if let view = object as? UIView { view.awakeFromNib() }
        }
    }

    private func connect(_ connection: IBElement, from source: AnyObject, element: IBElement) {
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection["property"], let destinationID = connection["destination"] else { return }
            let destination = object(id: destinationID)
            if connection.name == "outletCollection" {
                if property == "gestureRecognizers", let view = source as? UIView, let recognizer = destination as? UIGestureRecognizer {
                    view.addGestureRecognizer(recognizer)
                    return
                }
                collections[Collection(source: ObjectIdentifier(source), property: property), default: (source, [])].objects.append(destination as Any)
                let all = collections[Collection(source: ObjectIdentifier(source), property: property)]!.objects
                setProperty(property, of: source, to: all.compactMap { $0 as AnyObject? }, connection: connection)
                return
            }
            if property == "view", let controller = source as? UIViewController {
                controller.view = destination as? UIView
                return
            }
            if let table = source as? UITableView, property == "dataSource" || property == "delegate" {
                if property == "dataSource" { table.dataSource = destination as? UITableViewDataSource }
                if property == "delegate" { table.delegate = destination as? UITableViewDelegate }
                return
            }
            if let picker = source as? UIPickerView, property == "dataSource" || property == "delegate" {
                if property == "dataSource" { picker.dataSource = destination as? UIPickerViewDataSource }
                if property == "delegate" { picker.delegate = destination as? UIPickerViewDelegate }
                return
            }
            if let collection = source as? UICollectionView, property == "dataSource" || property == "delegate" {
                if property == "dataSource" { collection.dataSource = destination as? UICollectionViewDataSource }
                if property == "delegate" { collection.delegate = destination as? UICollectionViewDelegate }
                return
            }
            if let recognizer = source as? UIGestureRecognizer {
                if property == "delegate" {
                    recognizer.delegate = destination as? UIGestureRecognizerDelegate
                    if recognizer.delegate == nil {
                        warn(connection, "the gesture recognizer's delegate is not a UIGestureRecognizerDelegate; ignored")
                    }
                } else {
                    warn(connection, "a gesture recognizer's \(property) outlet is not supported here; ignored")
                }
                return
            }
            setProperty(property, of: source, to: destination, connection: connection)
        case "action":
            guard let selectorName = connection["selector"] else { return }
            let target = connection["destination"].flatMap(object(id:)) ?? owner
            let selector = Self.selector(named: selectorName, file: document.path, line: connection.line)
            if let control = source as? UIControl {
                let event = Self.controlEvent(connection["eventType"] ?? "touchUpInside") ?? {
                    warn(connection, "event \(connection["eventType"] ?? "") is not supported here; the action \(selectorName) is never sent")
                    return []
                }()
                control.addTarget(target, action: selector, for: event)
            } else if let recognizer = source as? UIGestureRecognizer {
                recognizer.addTarget(target as Any, action: selector)
            } else if let item = source as? UIBarButtonItem {
                item.target = target
                item.action = selector
            } else {
                warn(connection, "an action from a \(element.name) is not supported here; \(selectorName) is never sent")
            }
        case "segue":
            // Triggered segues: a control's (on touch up inside) or a recognizer's.
            guard let storyboard, let sourceController = owner as? UIViewController else { return }
            let template = SegueTemplate(connection, storyboard: storyboard)
            guard !template.isRelationship else { return }
            if let cell = source as? UITableViewCell {
                cell.triggeredSegue = { [weak sourceController] cell in sourceController?.performTriggeredSegue(template, sender: cell) }
            } else if let control = source as? UIControl {
                control.addAction(UIAction { [weak sourceController, weak control] _ in
                    sourceController?.performTriggeredSegue(template, sender: control)
                }, for: .touchUpInside)
            } else if let recognizer = source as? UIGestureRecognizer {
                recognizer.addTarget { [weak sourceController] recognizer in
                    if recognizer.state == .ended { sourceController?.performTriggeredSegue(template, sender: recognizer) }
                }
            } else if let item = source as? UIBarButtonItem {
                item.primaryAction = UIAction { [weak sourceController, weak item] _ in
                    sourceController?.performTriggeredSegue(template, sender: item)
                }
            }
        default:
            warn(connection, "<\(connection.name)> connections are not understood here; ignored")
        }
    }

    private struct Collection: Hashable {
        let source: ObjectIdentifier
        let property: String
    }
    private var collections: [Collection: (source: AnyObject, objects: [Any])] = [:]

    /// Sets an outlet (or runtime attribute) through the scene's registry; a key no class of the
    /// object declares traps with UIKit's own words, naming the connection's file and line.
    private func setProperty(_ property: String, of object: AnyObject, to value: Any?, connection: IBElement) {
        if InterfaceBuilderRegistry.set(property, of: object, to: value) {
            if let unchecked = InterfaceBuilderRegistry.takeUncheckedAssignment() {
                warn(connection, "the \(property) outlet of \(InterfaceBuilderRegistry.className(of: object)) is connected to an object of another class: \(unchecked), stored unchecked as UIKit stores it (only what both classes have may be used)")
            }
            return
        }
        let name = InterfaceBuilderRegistry.className(of: object)
        fatalError("[<\(name)> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property) "
            + "(\((document.path as NSString).lastPathComponent):\(connection.line) connects it; no @IBOutlet or @IBInspectable var \(property) of \(name) is declared)")
    }

    /// A selector that calls the scene's `@IBAction` of that Objective-C name on its target.
    static func selector(named name: String, file: String, line: Int) -> Selector {
        Selector(interfaceBuilderName: name) { target, sender in
            guard let target, InterfaceBuilderRegistry.perform(name, on: target, sender: sender) else {
                let type = target.map { InterfaceBuilderRegistry.className(of: $0) } ?? "nil"
                fatalError("-[\(type) \(name)]: unrecognized selector sent to instance "
                    + "(\((file as NSString).lastPathComponent):\(line) connects it; no @IBAction of \(type) has that selector)")
            }
        }
    }

    static func controlEvent(_ name: String) -> UIControl.Event? {
        switch name {
        case "touchDown": return .touchDown
        case "touchDownRepeat": return .touchDownRepeat
        case "touchDragInside": return .touchDragInside
        case "touchDragOutside": return .touchDragOutside
        case "touchDragEnter": return .touchDragEnter
        case "touchDragExit": return .touchDragExit
        case "touchUpInside": return .touchUpInside
        case "touchUpOutside": return .touchUpOutside
        case "touchCancel": return .touchCancel
        case "valueChanged": return .valueChanged
        case "primaryActionTriggered": return .primaryActionTriggered
        default: return nil
        }
    }

    // MARK: Warnings

    /// One line on stderr, once per file and message: `dynamics: Main.storyboard:42: warning: …`.
    func warn(_ element: IBElement?, _ message: String) {
        let line = element.map { ":\($0.line)" } ?? ""
        KitNote.once("\(document.path)\(line): warning: \(message)", key: document.path + "\n" + message)
    }
}
