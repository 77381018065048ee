import Foundation

/// What a navigation bar shows while a view controller is on top of its navigation controller
/// (UIKit's `UINavigationItem`): a title, bar button items at the left and right, and what the
/// back button to it says. Each view controller has one (``ViewController/navigationItem``);
/// the bar reads it, so changing an item while it is shown changes the bar.
open class NavigationItem {
  /// The title shown in the middle of the bar. A view controller's `title` sets it (Apple,
  /// `UIViewController.title`: "assigning a value to this property updates the title text of
  /// those objects").
  open var title: String? { didSet { changed() } }
  /// A view shown instead of the title; it takes its own touches.
  open var titleView: View? { didSet { changed() } }
  /// The items at the left, left to right. Apple: they replace the back button unless
  /// ``leftItemsSupplementBackButton``.
  open var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
  /// The items at the right; Apple: "The first item in the array is placed at the right edge".
  open var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }
  /// Whether the left items come after the back button rather than replacing it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  /// Whether the back button is hidden while this item is on top.
  open var hidesBackButton = false { didSet { changed() } }
  /// The item the bar shows as the back button of the item above this one; only its title is
  /// read (Apple: the target and action are ignored, the back button always pops).
  open var backBarButtonItem: BarButtonItem? { didSet { changed() } }
  /// iOS 11: the back button's title of the item above this one.
  open var backButtonTitle: String? { didSet { changed() } }
  /// Kept, not shown: TouchLab has no large titles.
  open var prompt: String?

  /// The bar showing this item, told when it changes.
  weak var bar: NavigationBar?

  public init(title: String) {
    self.title = title
  }

  /// An item without a title, as a view controller's is until its `title` is set.
  public init() {}

  public required init?(coder: NSCoder) {}

  /// The first of ``leftBarButtonItems``; setting it makes them that one item.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first of ``rightBarButtonItems`` (the rightmost); setting it makes them that one item.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  open func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

  /// The back button's title when this item is the one under the top: the back item's or
  /// ``backButtonTitle``, else the title, else UIKit's "Back".
  var backTitle: String {
    backBarButtonItem?.title ?? backButtonTitle ?? title ?? NavigationBarLayout.defaultBackTitle
  }

  private func changed() {
    bar?.itemsChanged()
  }
}
