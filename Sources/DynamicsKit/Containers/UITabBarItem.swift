import Foundation

/// How a tab bar shows one view controller, as UIKit's: a title (10 pt), an image above it, a
/// selected image, and a badge (a red pill with white text).
open class UITabBarItem: UIBarItem {
    /// UIKit's system items, in its order. Each is drawn as its title (Apple's icons are not
    /// available here).
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    /// Drawn in place of `image` while the item is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { if selectedImage !== oldValue { itemDidChange() } } }
    /// Drawn in a red pill at the image's top right; nil draws none.
    open var badgeValue: String? { didSet { if badgeValue != oldValue { itemDidChange() } } }
    /// The badge's background; nil is systemRed.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// Moves the title; stored, not applied.
    open var titlePositionAdjustment = UIOffset.zero
    let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        self.tag = tag
    }

    /// What the tab bar draws as the title: the title, or the system item's.
    var displayedTitle: String? {
        if let title { return title }
        return systemItem?.title
    }
}

extension UITabBarItem.SystemItem {
    var title: String {
        switch self {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        }
    }
}
