import Foundation
import InterfaceBuilder

/// A xib of the scene's files, as UIKit's `UINib`: `instantiate(withOwner:options:)` makes its
/// top-level objects (views with their subviews, gesture recognizers), connects the owner's
/// outlets and actions (File's Owner is `owner`), and returns them in the file's order.
open class UINib {
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String
    let path: String

    /// The xib named `name` among the scene's files (`BallView` for `BallView.xib`); a name the
    /// scene has no xib of traps, as UIKit's `NSInternalInconsistencyException` does on use.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        guard let path = InterfaceBuilderRegistry.path(ofNib: name) else {
            fatalError("Could not load NIB in bundle: 'NSBundle' with name '\(name)' (the scene's folders have no \(name).xib)")
        }
        self.path = path
    }

    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let document = UIStoryboard.document(at: path)
        let owner = ownerOrNil.map { $0 as AnyObject }
        let loading = NibLoading(document: document, storyboard: nil, owner: owner)
        var results: [AnyObject] = []
        for element in document.topLevelObjects {
            if element.name == "placeholder" {
                if element["placeholderIdentifier"] == "IBFilesOwner", let owner {
                    loading.give(owner, for: element, connectingItsOwn: true)
                }
                continue
            }
            if let object = loading.object(for: element) { results.append(object) }
        }
        loading.finish()
        return results
    }

    /// The xib UIKit loads for a controller made without a nib name: the class name without
    /// "Controller", then the class name, when the scene has such a xib.
    static func implicitNibName(for controller: UIViewController) -> String? {
        let name = String(describing: type(of: controller))
        var candidates = [name]
        if name.hasSuffix("Controller") { candidates.insert(String(name.dropLast("Controller".count)), at: 0) }
        return candidates.first { InterfaceBuilderRegistry.path(ofNib: $0) != nil }
    }
}

extension Bundle {
    /// Loads the xib `name` with `owner` as its File's Owner and returns its top-level objects
    /// (UIKit's `NSBundle(UINibLoadingAdditions)`).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
