import Foundation

// UIKit's additions to Foundation's IndexPath: a table's row in a section, a collection
// view's item in a section.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// The same additions to NSIndexPath, which older code (and Swift 3's `NSIndexPath` parameters)
// still uses.
extension NSIndexPath {
    public convenience init(row: Int, inSection section: Int) { self.init(indexes: [section, row], length: 2) }
    public convenience init(item: Int, inSection section: Int) { self.init(indexes: [section, item], length: 2) }

    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
