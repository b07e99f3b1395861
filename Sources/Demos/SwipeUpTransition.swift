import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let swipeUpTransition = Demo(id: "swipe-up-transition", summary: "(not ported yet)", duration: 1) { _ in }
}
