import DynamicsKit
import Foundation

extension DemoCatalog {
    /// Not ported yet: an empty screen.
    static let stickyCorners = Demo(id: "sticky-corners", summary: "(not ported yet)", duration: 1) { _ in }
}
