import Foundation

extension UIImage {
    /// The folders ``init(named:)`` looks in, in order; the current directory by default. A
    /// scene file's scene looks in the file's folders instead, so `UIImage(named: "logo")`
    /// finds `logo.png` beside it, as an app finds images in its bundle.
    public static var searchDirectories: [URL] = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]

    /// Images already found, by the folders searched and the name: asking again probes no
    /// folder and reads no file, and the images share their pixels (decoded once), as UIKit's
    /// cache does.
    nonisolated(unsafe) private static var namedImages: [String: UIImage] = [:]
    /// Scenes may load images on several threads at once (`dynamics test`).
    private static let namedImagesLock = NSLock()

    /// The PNG or JPEG image `name` from the first of ``searchDirectories`` that has one; nil
    /// when none does. In each folder it tries `name` itself, then `name.png`, `name@2x.png`,
    /// `name@3x.png`, `name.jpg` and `name.jpeg`; the `@2x`/`@3x` suffix sets the scale. An asset
    /// catalog among the folders (`Assets.xcassets`) gives its image set's variant nearest the
    /// scene's scale (`--scale`); a name with an extension (`ball.jpg`) that no file matches
    /// finds the image set without it (`ball`), as on iOS. (PDF images are not read.) A name
    /// found nowhere is said once on stderr: the image is nil, and an image view of it shows
    /// nothing.
    public convenience init?(named name: String) {
        guard let image = UIImage.lookUp(name) else {
            if !name.isEmpty {
                KitNote.once("UIImage(named: \"\(name)\") found no image of that name beside the scene's files or in its asset catalogs")
            }
            return nil
        }
        self.init(sharingPixelsOf: image)
    }

    /// `init(named:)`: the scene's folders and asset catalogs are its bundle, whichever bundle
    /// is named (`Bundle(for: Self.self)`, `.main`), and an image set has one appearance here,
    /// so the traits choose nothing.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The image `init(named:)` gives, from the cache or the folders.
    private static func lookUp(_ name: String) -> UIImage? {
        guard !name.isEmpty else { return nil }
        let directories = Clock.current?.imageSearchDirectories ?? UIImage.searchDirectories
        let scale = Clock.current?.imageScale ?? 2
        let key = (directories.map(\.path) + [name, "\(scale)"]).joined(separator: "\n")
        return UIImage.namedImagesLock.withLock { () -> UIImage? in
            if let image = UIImage.namedImages[key] { return image }
            let extensionless = (name as NSString).deletingPathExtension
            let image = UIImage.load(name, from: directories, scale: scale)
                ?? (extensionless != name && !extensionless.isEmpty
                    ? UIImage.load(extensionless, from: directories.filter { $0.pathExtension == "xcassets" }, scale: scale) : nil)
            UIImage.namedImages[key] = image
            return image
        }
    }

    private static func load(_ name: String, from directories: [URL], scale: CGFloat) -> UIImage? {
        let candidates = [name, name + ".png", name + "@2x.png", name + "@3x.png", name + ".jpg", name + ".jpeg"]
        for directory in directories {
            if directory.pathExtension == "xcassets" {
                guard let (path, scale) = AssetCatalog.image(named: name, in: directory, scale: scale),
                      let data = FileManager.default.contents(atPath: path), let image = UIImage(data: data, scale: scale) else { continue }
                return image
            }
            for candidate in candidates {
                let path = directory.appendingPathComponent(candidate).path
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      let image = UIImage(contentsOfFile: path)
                else { continue }
                return image
            }
        }
        return nil
    }
}

extension UIImage {
    /// What `#imageLiteral(resourceName:)` stands for: the image of that name, as
    /// `UIImage(named:)` finds it; a missing one is a 1 × 1 clear image, said once on stderr
    /// (the literal is not optional).
    public convenience init(resourceName name: String) {
        self.init(literal: name, writtenAs: "#imageLiteral(resourceName: \"\(name)\")")
    }

    /// The initializer image literals call, which code may call too
    /// (`UIImage(imageLiteralResourceName: "ball")`): as `#imageLiteral(resourceName:)`.
    public convenience init(imageLiteralResourceName name: String) {
        self.init(literal: name, writtenAs: "UIImage(imageLiteralResourceName: \"\(name)\")")
    }

    private convenience init(literal name: String, writtenAs call: String) {
        if let image = UIImage.lookUp(name) {
            self.init(sharingPixelsOf: image)
        } else {
            KitNote.once("\(call): no image of that name beside the scene's files or in its asset catalogs")
            self.init(width: 1, height: 1, pixels: [0, 0, 0, 0])
        }
    }
}
