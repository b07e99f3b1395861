import Foundation

extension InterfaceBuilderRegistry {
    /// How to make a scene's `UICollectionReusableView` subclass (a cell, a header) registered
    /// by class (`register(_:forCellWithReuseIdentifier:)`): its `init(frame:)`.
    public static func register(reusableViewClass: AnyClass, _ factory: @escaping () -> UICollectionReusableView) {
        reusableViewFactories.withLock { $0[ObjectIdentifier(reusableViewClass)] = factory }
    }

    static func reusableViewFactory(for type: AnyClass) -> (() -> UICollectionReusableView)? {
        reusableViewFactories.withLock { $0[ObjectIdentifier(type)] }
    }

    private static let reusableViewFactories = ReusableViewFactories()
}

/// The factories, behind a lock (scenes of a batch may register from several threads).
private final class ReusableViewFactories: @unchecked Sendable {
    private var factories: [ObjectIdentifier: () -> UICollectionReusableView] = [:]
    private let lock = NSLock()

    func withLock<Result>(_ body: (inout [ObjectIdentifier: () -> UICollectionReusableView]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&factories)
    }
}
