import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let labelRedrop = Demo(id: "label-redrop", summary: "(not ported yet)", duration: 1) { _ in }
}
