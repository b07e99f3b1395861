import Foundation

/// The view tree of a scene at given times, as data: what tests and tools read instead of
/// pixels when they need a view's exact place. A ``SceneRequest`` asks for it with `trace`.
public struct ViewTrace: Codable, Equatable, Sendable {
    /// One moment of the scene.
    public struct Snapshot: Codable, Equatable, Sendable {
        /// Scene seconds.
        public var time: Double
        /// Every view under the screen's root, depth first, back to front.
        public var views: [View]

        public init(time: Double, views: [View]) {
            self.time = time
            self.views = views
        }
    }

    /// One view, in points.
    public struct View: Codable, Equatable, Sendable {
        /// How deep it is under the screen's root view (its subviews are 1).
        public var depth: Int
        /// Its class: `UIView`, `UILabel`, or the scene's own subclass.
        public var type: String
        /// In its superview's coordinates.
        public var frame: [Double]
        public var center: [Double]
        /// Its bounds' size.
        public var size: [Double]
        /// The bounding box of its bounds on the screen (the root view's coordinates).
        public var screenFrame: [Double]
        /// `a, b, c, d, tx, ty`.
        public var transform: [Double]
        public var alpha: Double
        public var isHidden: Bool
        /// Red, green, blue, alpha (0…1), when it has a background color.
        public var backgroundColor: [Double]?
        /// A label's text or a button's current title.
        public var text: String?
        public var identifier: String?

        public init(depth: Int, type: String, frame: [Double], center: [Double], size: [Double], screenFrame: [Double],
                    transform: [Double], alpha: Double, isHidden: Bool, backgroundColor: [Double]?, text: String?, identifier: String?) {
            self.depth = depth
            self.type = type
            self.frame = frame
            self.center = center
            self.size = size
            self.screenFrame = screenFrame
            self.transform = transform
            self.alpha = alpha
            self.isHidden = isHidden
            self.backgroundColor = backgroundColor
            self.text = text
            self.identifier = identifier
        }

        public var screenCenter: (x: Double, y: Double) { (screenFrame[0] + screenFrame[2] / 2, screenFrame[1] + screenFrame[3] / 2) }
        /// The angle its transform turns it by, in radians.
        public var angle: Double { atan2(transform[1], transform[0]) }
    }

    public var snapshots: [Snapshot]

    public init(snapshots: [Snapshot]) {
        self.snapshots = snapshots
    }
}
