import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let tossing = Demo(id: "tossing", summary: "(not ported yet)", duration: 1) { _ in }
}
