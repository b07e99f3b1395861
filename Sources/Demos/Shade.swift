import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let shade = Demo(id: "shade", summary: "(not ported yet)", duration: 1) { _ in }
}
