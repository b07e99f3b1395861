import Foundation

/// What a scene file's `#Preview { … }` becomes: Xcode's macro has no plugin on Linux, so the
/// translation turns each top-level `#Preview` into a global of this type, and the scene shows
/// the first (or the one `--preview NAME` picks) when the files give no other root.
///
/// The body gives a view controller, shown full screen, or a view, shown filling the screen in
/// a plain controller's view. Traits are accepted and ignored: the scene's screen is
/// `--size`'s.
public struct ScenePreview {
    /// `#Preview("Name")`'s name.
    public let name: String?
    private let body: () -> AnyObject

    public init(_ name: String? = nil, traits: ScenePreviewTrait..., body: @escaping () -> AnyObject) {
        self.name = name
        self.body = body
    }

    /// Makes the preview's view or controller the scene's root.
    @_spi(SceneFiles) public func show(in scene: Scene) {
        let made = body()
        if let controller = made as? UIViewController {
            scene.rootViewController = controller
        } else if let view = made as? UIView {
            let host = UIViewController()
            scene.rootViewController = host
            view.frame = host.view.bounds
            host.view.addSubview(view)
        } else {
            FileHandle.standardError.write(Data("dynamics: the #Preview\(name.map { " \"\($0)\"" } ?? "") gives a \(type(of: made)), neither a UIView nor a UIViewController; the screen stays empty\n".utf8))
        }
    }
}

/// The traits a `#Preview` may name (`.portrait`, `.landscapeLeft`, `.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`): accepted so the code compiles, not applied.
public struct ScenePreviewTrait {
    public static let portrait = ScenePreviewTrait()
    public static let landscapeLeft = ScenePreviewTrait()
    public static let landscapeRight = ScenePreviewTrait()
    public static let portraitUpsideDown = ScenePreviewTrait()
    public static let sizeThatFitsLayout = ScenePreviewTrait()
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> ScenePreviewTrait { ScenePreviewTrait() }
}
