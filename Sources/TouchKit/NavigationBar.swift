import Foundation

/// The bar at the top of a navigation controller's view (UIKit's `UINavigationBar`): it shows
/// the top item's title and bar button items, and a back button while an item is under it.
///
/// Like a toolbar it owns a view for each item it shows, real subviews, so a tap on one is
/// hit-tested (§1), tracked as a control's (§5) and sends the item's action (§6); a tap
/// elsewhere on the bar hits the bar, which takes it: the view under the bar never sees it.
/// The back button pops (Apple: "When the user taps the back button, the navigation controller
/// pops the top view controller"); TouchLab sends it as the action `popViewControllerAnimated:`
/// to the navigation controller, so the trace shows the tap reaching it (UIKit's route, through
/// the bar's private delegate, is not documented).
open class NavigationBar: View, BarButtonItemBar {
  /// The items, bottom to top: one per view controller on its navigation controller's stack.
  open internal(set) var items: [NavigationItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      itemsChanged()
    }
  }
  /// Kept, not drawn.
  public var barTintColor: Color?
  /// Kept, not drawn.
  public var isTranslucent = true
  /// Kept: TouchLab has no large titles.
  public var prefersLargeTitles = false

  /// The navigation controller whose back button this bar shows; it gets the back button's
  /// action.
  weak var navigationController: NavigationController?
  /// The views this bar put in, which it takes out when its items change.
  private var itemViews: [View] = []
  /// The back button's item, made anew each time the items change.
  public private(set) var backButtonItem: BarButtonItem?
  /// The label showing the top item's title, when it has no title view.
  public let titleLabel = Label(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The item on top: the one whose title and items are shown.
  public var topItem: NavigationItem? { items?.last }
  /// The item under the top one, which the back button goes back to.
  public var backItem: NavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// The action the back button sends its navigation controller.
  public static let backAction = "popViewControllerAnimated:"

  /// The left items shown: the back button (unless hidden, or replaced by left items), then
  /// the top item's left items.
  var shownLeftItems: [BarButtonItem] {
    guard let top = topItem else { return [] }
    let left = top.leftBarButtonItems ?? []
    let showsBack =
      backButtonItem != nil && !top.hidesBackButton && (left.isEmpty || top.leftItemsSupplementBackButton)
    return (showsBack ? backButtonItem.map { [$0] } ?? [] : []) + left
  }

  /// Puts in the views of the top item's items, the back button and the title, and lays them out.
  func itemsChanged() {
    for view in itemViews where view.superview === self { view.removeFromSuperview() }
    itemViews = []
    backButtonItem = backItem.map { back in
      BarButtonItem(
        title: back.backTitle, style: .plain, target: navigationController, action: Selector(Self.backAction))
    }
    let titleView = topItem?.titleView ?? titleLabel
    titleLabel.text = topItem?.title
    for item in shownLeftItems + (topItem?.rightBarButtonItems ?? []) {
      item.toolbar = self
      guard let view = item.view else { continue }
      addSubview(view)
      itemViews.append(view)
    }
    if topItem != nil {
      addSubview(titleView)
      itemViews.append(titleView)
    }
    arrangeItems()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeItems()
  }

  /// Places the items where ``NavigationBarLayout`` says, and the title in the middle of the
  /// room they leave.
  private func arrangeItems() {
    let left = shownLeftItems
    let right = topItem?.rightBarButtonItems ?? []
    let frames = NavigationBarLayout.frames(
      left: left.map { ToolbarLayout.Item(item: $0) }, right: right.map { ToolbarLayout.Item(item: $0) },
      in: bounds.size)
    for (item, frame) in zip(left, frames.left) { if let frame { item.view?.frame = frame } }
    for (item, frame) in zip(right, frames.right) { if let frame { item.view?.frame = frame } }
    let leftEnd = frames.left.compactMap { $0?.maxX }.max() ?? 0
    let rightStart = frames.right.compactMap { $0?.minX }.min() ?? bounds.width
    let titleView = topItem?.titleView ?? titleLabel
    let wanted =
      topItem?.titleView?.bounds.width
      ?? CGFloat(titleLabel.text?.count ?? 0) * ToolbarLayout.characterWidth
    // Centred in the bar if the items leave room, else in the room between them.
    let half = min(wanted / 2, bounds.midX - leftEnd, rightStart - bounds.midX)
    let width = half > 0 ? 2 * half : max(0, min(wanted, rightStart - leftEnd))
    let x = half > 0 ? bounds.midX - half : leftEnd
    titleView.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
  }
}
