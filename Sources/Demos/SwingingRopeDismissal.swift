import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let swingingRopeDismissal = Demo(id: "swinging-rope-dismissal", summary: "(not ported yet)", duration: 1) { _ in }
}
