import DynamicsKit
import Foundation

/// A scripted scene recreated from the seed documents: what `dynamics list` shows and
/// `dynamics render` records.
public struct Demo {
    /// Lower-case, dash-separated name used on the command line.
    public let id: String
    /// One line for `dynamics list`.
    public let summary: String
    /// The screen, in points.
    public let size: CGSize
    /// Default length of a recording, in seconds.
    public let duration: TimeInterval
    private let build: (Scene) -> Void

    public init(id: String, summary: String, size: CGSize = CGSize(width: 375, height: 667), duration: TimeInterval, build: @escaping (Scene) -> Void) {
        self.id = id
        self.summary = summary
        self.size = size
        self.duration = duration
        self.build = build
    }

    /// A new scene with the demo set up at time 0; `seed` feeds anything random in it.
    public func makeScene(seed: UInt64 = 0) -> Scene {
        let scene = Scene(size: size, seed: seed)
        scene.run { build(scene) }
        return scene
    }
}

/// Every registered demo, in the order `dynamics list` shows them.
public enum DemoCatalog {
    public static let all: [Demo] = [
        fallingSquare,
        flick,
        stickyCorners,
        dropInPresent,
        swingingRopeDismissal,
        shade,
        boundsMappingButton,
        labelRedrop,
        tossing,
        swipeUpTransition,
    ]

    /// The demo called `id`, if there is one.
    public static func demo(id: String) -> Demo? {
        all.first { $0.id == id }
    }
}
