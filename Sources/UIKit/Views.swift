// UIKit's view classes: each name is the TouchKit class that follows its rules.

/// A rectangle that takes touches: hit testing, `point(inside:with:)`, conversion (§1).
public typealias UIView = View

/// The root of a view hierarchy; windows are hit-tested front to back by `windowLevel` (§1).
public typealias UIWindow = Window

/// A view that tracks touches and sends actions to targets (§5).
public typealias UIControl = Control

/// A control that a parent's tap recognizer does not suppress (the iOS 6 rule, §5).
public typealias UIButton = Button

public typealias UISwitch = Switch

public typealias UISlider = Slider

public typealias UISegmentedControl = SegmentedControl

/// Steps its value by `stepValue` from a touch down on its − or + half (§5's iOS 6 rule covers it).
public typealias UIStepper = Stepper

/// A row of page indicators: a tap on either side of the current one moves one page and sends
/// `valueChanged`.
public typealias UIPageControl = PageControl
public typealias UIProgressView = ProgressView

/// Edits a line of text: a control that becomes first responder at a touch up inside, asks its
/// delegate and sends the `editing…` events (docs/text-input.md).
public typealias UITextField = TextField
public typealias UITextView = TextView

/// `isUserInteractionEnabled` is false by default, as in UIKit (§8 #3).
public typealias UILabel = Label

/// Hidden while stopped (`hidesWhenStopped`), so a stopped spinner over a button takes no touch.
public typealias UIActivityIndicatorView = ActivityIndicatorView

/// `isUserInteractionEnabled` is false by default, as in UIKit (§8 #3).
public typealias UIImageView = ImageView

/// Scrolls by moving `bounds.origin`, and delays touches to its content (§7).
public typealias UIScrollView = ScrollView

/// Arranges its arranged subviews in a row or column with the constraints UIKit's adds
/// (`UISV-spacing`, …), solved by the Auto Layout engine; to touches a plain view.
public typealias UIStackView = StackView

/// Lays out its `items` left to right; each item's view is a real subview, so a tap on an item
/// is hit-tested and sends its action through target-action.
public typealias UIToolbar = Toolbar

/// A row of item buttons at the bottom of a tab bar controller's view, a real view, hit-tested;
/// apps subclass it for a raised centre button's `hitTest` (TabBar/TabBar.swift).
public typealias UITabBar = TabBar

/// The bar at the top of a navigation controller's view; a real view, hit-tested, whose back
/// button pops.
public typealias UINavigationBar = NavigationBar

/// A backdrop whose `contentView`, made with it and as big as it, holds its subviews and takes
/// the touches; the effect is kept, not drawn.
public typealias UIVisualEffectView = VisualEffectView

/// A list of rows from the person's data source: only visible cells exist, and cells are
/// reused (docs/table-view.md).
public typealias UITableView = TableView

/// A table's row: `contentView` is made on first access, above the cell's own subviews.
public typealias UITableViewCell = TableViewCell

/// A table section's header or footer view.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

/// Items in sections placed by a layout, from the person's data source: only visible cells
/// exist, and cells are reused (docs/collection-view.md).
public typealias UICollectionView = CollectionView

/// A header or footer of a collection view's section, and the base of its cells.
public typealias UICollectionReusableView = CollectionReusableView

/// A collection view's item: `contentView` is made with the cell, below what is added to the cell.
public typealias UICollectionViewCell = CollectionViewCell

/// A collection cell that looks like a table row; its accessories are kept, not shown.
public typealias UICollectionViewListCell = CollectionViewListCell

/// The labels and image view a list content configuration makes.
public typealias UIListContentView = ListContentView
