import Foundation

/// The sections and items a diffable data source shows, by identifier, in order, as UIKit's
/// snapshot: a value, changed by appending, inserting, moving and deleting identifiers, then
/// applied. Identifiers are unique across the whole snapshot, as UIKit requires; a duplicate
/// is a fatal error in UIKit's words. Order is the order of the calls, never a hash order.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    struct Section {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    var sections: [Section] = []
    /// Items asked to be reloaded or reconfigured on the next apply, in the order asked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[sectionPosition(identifier)].items.count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[sectionPosition(identifier)].items
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    /// The item's position among all the snapshot's items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    // MARK: Items

    /// Adds items at the end of `identifier`'s section, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        checkNew(identifiers)
        let position: Int
        if let sectionIdentifier {
            position = sectionPosition(sectionIdentifier)
        } else {
            guard !sections.isEmpty else {
                fatalError("There are currently no sections in the data source. Please add a section first.")
            }
            position = sections.count - 1
        }
        sections[position].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        checkNew(identifiers)
        let (section, item) = itemPosition(beforeIdentifier)
        sections[section].items.insert(contentsOf: identifiers, at: item)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        checkNew(identifiers)
        let (section, item) = itemPosition(afterIdentifier)
        sections[section].items.insert(contentsOf: identifiers, at: item + 1)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in sections.indices { sections[index].items.removeAll { doomed.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        let (section, item) = itemPosition(identifier)
        sections[section].items.remove(at: item)
        let (target, place) = itemPosition(toIdentifier)
        sections[target].items.insert(identifier, at: place)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier else { return }
        let (section, item) = itemPosition(identifier)
        sections[section].items.remove(at: item)
        let (target, place) = itemPosition(toIdentifier)
        sections[target].items.insert(identifier, at: place + 1)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemPosition(identifier) }
        reloadedItemIdentifiers += identifiers
    }

    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers { _ = itemPosition(identifier) }
        reconfiguredItemIdentifiers += identifiers
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sections += identifiers.map { Section(identifier: $0, items: []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: sectionPosition(toIdentifier))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: sectionPosition(toIdentifier) + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        sections.removeAll { doomed.contains($0.identifier) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        guard identifier != toIdentifier else { return }
        let moving = sections.remove(at: sectionPosition(identifier))
        sections.insert(moving, at: sectionPosition(toIdentifier))
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        guard identifier != toIdentifier else { return }
        let moving = sections.remove(at: sectionPosition(identifier))
        sections.insert(moving, at: sectionPosition(toIdentifier) + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionPosition(identifier) }
        reloadedSectionIdentifiers += identifiers
    }

    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        reloadSections(identifiers)
    }

    // MARK: Checks, in UIKit's words

    func sectionPosition(_ identifier: SectionIdentifierType) -> Int {
        guard let position = sections.firstIndex(where: { $0.identifier == identifier }) else {
            fatalError("Invalid parameter not satisfying: section identifier \(identifier) does not exist in the snapshot")
        }
        return position
    }

    func itemPosition(_ identifier: ItemIdentifierType) -> (section: Int, item: Int) {
        for (section, contents) in sections.enumerated() {
            if let item = contents.items.firstIndex(of: identifier) { return (section, item) }
        }
        fatalError("Invalid parameter not satisfying: item identifier \(identifier) does not exist in the snapshot")
    }

    private func checkNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set(itemIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            fatalError("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
        }
    }

    private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set(sectionIdentifiers)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            fatalError("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifier))}")
        }
    }
}
