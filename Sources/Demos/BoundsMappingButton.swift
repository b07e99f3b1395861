import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let boundsMappingButton = Demo(id: "bounds-mapping-button", summary: "(not ported yet)", duration: 1) { _ in }
}
