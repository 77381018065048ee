import Foundation

/// A bar of ``BarButtonItem``s (UIKit's `UIToolbar`), laid out left to right.
///
/// The toolbar owns a view for each item that has one (a ``BarButtonItem/view``): a button
/// item's control, or its custom view. They are real subviews, so a tap on an item is
/// hit-tested (§1), tracked as a control's touch (§5) and sends the item's action (§6). Where
/// they go is ``ToolbarLayout``'s rule.
open class Toolbar: View, BarButtonItemBar {
  /// The items shown, left to right; setting them replaces the views of the old ones.
  open var items: [BarButtonItem]? {
    didSet { itemsChanged() }
  }

  /// The views this toolbar put in for its items, which it takes out when the items change (a
  /// person's own subviews of a toolbar subclass stay).
  private var itemViews: [View] = []

  /// Kept, not drawn.
  public var barTintColor: Color?
  /// Kept, not drawn.
  public var isTranslucent = true

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets ``items``; the change is not animated (nothing a touch meets is).
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// Puts in the views of the current items, in their order, and lays them out.
  func itemsChanged() {
    for view in itemViews where view.superview === self { view.removeFromSuperview() }
    itemViews = []
    for item in items ?? [] {
      item.toolbar = self
      guard let view = item.view else { continue }
      addSubview(view)
      itemViews.append(view)
    }
    arrangeItems()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeItems()
  }

  /// Places each item's view where ``ToolbarLayout`` says.
  private func arrangeItems() {
    let items = items ?? []
    let frames = ToolbarLayout.frames(
      of: items.map { ToolbarLayout.Item(item: $0) }, in: bounds.size)
    for (item, frame) in zip(items, frames) {
      guard let view = item.view, let frame else { continue }
      view.frame = frame
    }
  }
}
