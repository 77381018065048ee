import Foundation

/// One tab of a tab bar (UIKit's `UITabBarItem`): a title, an image and a tag, or one of
/// UIKit's system items. A view controller's ``ViewController/tabBarItem`` is what its tab bar
/// controller's bar shows for it. Not a view: the bar makes a button for each item
/// (``TabBar``), which takes the touches.
open class TabBarItem: TraceNamed {
  /// UIKit's `UITabBarItem.SystemItem`: each has its own title and image, which a person cannot
  /// change.
  public enum SystemItem: Int, Sendable, CaseIterable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
      mostRecent, mostViewed

    /// The item Interface Builder names (`systemItem="topRated"`), if UIKit has it.
    public static func named(_ name: String) -> SystemItem? {
      allCases.first { "\($0)" == name }
    }

    /// The title UIKit shows for the item (its English one).
    public var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }
  }

  /// Shown under the image; a system item's is its own.
  public var title: String? { didSet { bar?.itemsChanged() } }
  /// Kept and shown by name, as an image view's is.
  public var image: Image?
  /// Kept, not drawn.
  public var selectedImage: Image?
  public var tag: Int
  /// Kept and described; not drawn.
  public var badgeValue: String?
  /// A disabled item's button takes no tap (§5).
  public var isEnabled = true { didSet { bar?.itemsChanged() } }
  /// The system item it was made as, if any.
  public let systemItem: SystemItem?
  /// The bar showing the item, which owns its button (a ``TabBar``, named through what it
  /// does for the item, so the core that holds items need not name the bar's folder).
  weak var bar: (any TabBarItemShowing)?

  /// An item with no title or image, set afterwards.
  public init() {
    tag = 0
    systemItem = nil
  }

  public init(title: String?, image: Image?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    systemItem = nil
  }

  public init(title: String?, image: Image?, selectedImage: Image?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    tag = 0
    systemItem = nil
  }

  public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.systemItem = systemItem
    self.tag = tag
    title = systemItem.title
  }

  /// The trace names the item by its title, else its system item, else its tag.
  public var traceID: String {
    if let title, !title.isEmpty { return "UITabBarItem \"\(title)\"" }
    return "UITabBarItem \(systemItem.map { "\($0)" } ?? "tag \(tag)")"
  }
}

/// What shows a tab bar item and hears of its changes: its bar.
protocol TabBarItemShowing: AnyObject {
  /// The items' titles, images or `isEnabled` changed: their buttons are made again.
  func itemsChanged()
}
