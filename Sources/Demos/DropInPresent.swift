import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let dropInPresent = Demo(id: "drop-in-present", summary: "(not ported yet)", duration: 1) { _ in }
}
