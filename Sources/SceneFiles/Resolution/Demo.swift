import Foundation

/// A built-in demo: one of the scene folders under `Examples/` and the touches that play it.
///
/// A demo is a scene file like any other: `dynamics render flick` compiles
/// `Examples/Flick/` as `dynamics render Examples/Flick` would and records it with the demo's
/// flags, which come after the folder's own `// dynamics:` flags and before the command line's.
public struct Demo: Equatable, Sendable {
    /// Lower-case, dash-separated: what `dynamics list` shows and `render`, `test` and `publish`
    /// take.
    public let id: String
    /// One line for `dynamics list` and the gallery.
    public let summary: String
    /// The folder under `Examples/` that holds the demo's Swift files.
    public let example: String
    /// The demo's flags, as they would be typed after `dynamics render Examples/<example>`: its
    /// duration and scripted touches.
    public let flags: [String]

    public init(id: String, summary: String, example: String, flags: [String]) {
        self.id = id
        self.summary = summary
        self.example = example
        self.flags = flags
    }
}

/// Every built-in demo, in the order `dynamics list` shows them.
public enum DemoCatalog {
    public static let all: [Demo] = [
        Demo(
            id: "falling-square",
            summary: "A 30×30 orange square falls from the middle and comes to rest on the bottom edge.",
            example: "FallingSquare",
            flags: ["--duration", "2.5"]),
        Demo(
            id: "flick",
            summary: "A 40×40 orange view is dragged, flicked up-right off the walls, then flicked again from where it lies.",
            example: "Flick",
            flags: ["--duration", "6",
                    "--drag", "187.5,647:110,450@1+0.8",
                    "--flick", "110,450:900,-2000@1.8",
                    "--flick", "177,647:-900,-2100@4"]),
        Demo(
            id: "sticky-corners",
            summary: "Two spring fields pull a 40×40 view to the centre of the half it is in; it is dragged down, then flicked up and back.",
            example: "StickyCorners",
            flags: ["--duration", "6",
                    "--drag", "187.5,333.5:290,560@0.6+0.9",
                    "--flick", "187.5,500.25:-400,-2400@2.5",
                    "--flick", "187.5,166.75:600,2400@4.2"]),
        Demo(
            id: "drop-in-present",
            summary: "\"Present\" tapped: a 200×200 red rounded modal drops in under gravity × 10, bounces (elasticity 0.7) and settles centred.",
            example: "DropOut",
            flags: ["--duration", "3", "--tap", "Present@0.3"]),
        Demo(
            id: "swinging-rope-dismissal",
            summary: "\"Dismiss\" tapped: the modal swings and turns on a rope (frequency 3, damping 3) under gravity × 10 for 2/3 of 4 s, then drops out below the screen.",
            example: "DropOut",
            flags: ["--duration", "5.5", "--tap", "Present@0.3", "--tap", "Dismiss@2"]),
        Demo(
            id: "shade",
            summary: "A shade is swiped down from the top, bounces into place on an attachment, and is swiped back up.",
            example: "Shade",
            flags: ["--duration", "7",
                    "--drag", "187,20:187,450@0.5+0.6",
                    "--drag", "187,640:187,160@4.5+0.5"]),
        Demo(
            id: "bounds-mapping-button",
            summary: "\"Tap Me\" tapped twice: an attachment and a push mapped onto the button's bounds make it grow and shrink elastically.",
            example: "PositionToBoundsMapping",
            flags: ["--duration", "5", "--tap", "Tap Me@0.3", "--tap", "Tap Me@2.8"]),
        Demo(
            id: "label-redrop",
            summary: "A label under gravity lands; a tap sets its frame back to the top and updateItem(usingCurrentState:) makes it fall again, twice.",
            example: "LabelRedrop",
            flags: ["--duration", "5", "--tap", "187,333@1.6", "--tap", "187,333@3.2"]),
        Demo(
            id: "tossing",
            summary: "A goldfish image is dragged by a corner (it turns), animates back, then is tossed off screen twice and comes back.",
            example: "Tossing",
            flags: ["--duration", "6",
                    "--drag", "110,190:230,470@0.4+1.3",
                    "--flick", "260,250:1500,-1300@2.6",
                    "--flick", "160,260:-1200,1600@4.3"]),
        Demo(
            id: "swipe-up-transition",
            summary: "A short pan up from the bottom edge lets the top view controller fall back and bounce; a long one sends it off the top, revealing the bottom one.",
            example: "SwipeUp",
            flags: ["--duration", "6",
                    "--drag", "187,660:187,510@0.5+0.6",
                    "--drag", "187,660:187,330@3+0.4"]),
    ]

    /// The demo called `id`, if there is one.
    public static func demo(id: String) -> Demo? {
        all.first { $0.id == id }
    }
}
