import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let flick = Demo(id: "flick", summary: "(not ported yet)", duration: 1) { _ in }
}
