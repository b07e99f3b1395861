import Foundation

// Cell and supplementary registrations (iOS 14), as UIKit's: a registration names the class
// (or nib) and the code that configures a view for an item; dequeuing with it makes or reuses
// a view of that class and runs the handler before handing it over. Each registration stands
// for a reuse identifier of its own.
extension UICollectionView {
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let identifier = RegistrationIdentifier.next("cell")
        let nib: UINib?
        let handler: Handler

        public init(handler: @escaping Handler) {
            nib = nil
            self.handler = handler
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            nib = cellNib
            self.handler = handler
        }
    }

    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        let identifier = RegistrationIdentifier.next("supplementary")
        let elementKind: String
        let nib: UINib?
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            nib = nil
            self.handler = handler
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            nib = supplementaryNib
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if let nib = registration.nib {
            register(nib, forCellWithReuseIdentifier: registration.identifier)
        } else {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            fatalError("the cell made for a CellRegistration<\(Cell.self), \(Item.self)> is not a \(Cell.self)")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if let nib = registration.nib {
            register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        } else {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = view as? Supplementary else {
            fatalError("the view made for a SupplementaryRegistration<\(Supplementary.self)> is not a \(Supplementary.self)")
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}

/// Reuse identifiers for registrations, numbered in the order registrations are made.
enum RegistrationIdentifier {
    private static let counter = RegistrationCounter()

    static func next(_ kind: String) -> String { "dynamics.registration.\(kind).\(counter.next())" }
}

private final class RegistrationCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
