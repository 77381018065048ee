import Foundation

/// A tab bar (UIKit's `UITabBar`): a row of buttons, one per item, one of them selected. A tab
/// bar controller's bar shows one item per view controller and a tap on one selects that view
/// controller (``TabBarController``); a bar of its own tells its ``delegate``.
///
/// Like a navigation bar it owns a view for each item, real subviews (``TabBarButton``), so a
/// tap on one is hit-tested (§1) and tracked as a control's (§5), and its action reaches the bar
/// through target-action (§6); a tap elsewhere on the bar hits the bar, which takes it: the view
/// under the bar never sees it. Apps also subclass it and override `hitTest(_:with:)` or
/// `point(inside:with:)` to let a raised centre button that sticks out above the bar take
/// touches: those overrides are asked as any view's. The appearance a subclass sets
/// (`backgroundImage`, `shadowImage`, tints) is kept, not drawn.
open class TabBar: View, TabBarItemShowing {
  /// The action an item's button sends the bar when tapped. UIKit's route from the button to
  /// the bar is private and undocumented; this is TouchLab's name for it, so the trace shows
  /// the tap reaching the bar.
  public static let selectAction = "selectItem:"

  /// The items, left to right; setting them makes their buttons.
  open var items: [TabBarItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
      itemsChanged()
    }
  }
  /// The item shown as selected; nil for none. Setting it does not tell the ``delegate``
  /// (Apple: the delegate hears of "the user" selecting an item).
  open var selectedItem: TabBarItem? {
    didSet { updateButtons() }
  }
  /// Told when a person taps an item of a bar no tab bar controller manages.
  open weak var delegate: (any TabBarDelegate)?
  /// The tab bar controller whose bar this is; it decides what a tap selects.
  weak var tabBarController: TabBarController?
  /// The buttons, one per item, in the items' order.
  public private(set) var buttons: [TabBarButton] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    handledActions = [Self.selectAction]
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    handledActions = [Self.selectAction]
  }

  /// A button's tap: its tab bar controller selects the item's view controller if its delegate
  /// allows; a bar of its own selects the item and tells its delegate.
  open override func perform(_ action: String, sender: AnyObject?) {
    guard action == Self.selectAction, let button = sender as? TabBarButton, let item = button.item else {
      return super.perform(action, sender: sender)
    }
    if let tabBarController {
      tabBarController.userSelected(item)
    } else {
      selectedItem = item
      if let delegate {
        UserCode.run(.tabBarDidSelect, of: delegate) { delegate.tabBar(self, didSelect: item) }
      }
    }
  }

  /// Makes a button for each item, in order, and lays them out.
  func itemsChanged() {
    for button in buttons where button.superview === self { button.removeFromSuperview() }
    buttons = (items ?? []).map { item in
      let button = TabBarButton(item: item)
      button.addTarget(self, action: Self.selectAction, for: TabBarButton.selectingEvent)
      addSubview(button)
      return button
    }
    updateButtons()
    arrangeButtons()
  }

  /// Each button's title, `isEnabled` and `isSelected` from its item.
  private func updateButtons() {
    for button in buttons {
      button.isSelected = button.item != nil && button.item === selectedItem
      button.isEnabled = button.item?.isEnabled ?? false
      button.setTitle(button.item?.title, for: .normal)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    arrangeButtons()
  }

  /// Places the buttons where ``TabBarLayout`` says: at each layout pass, and when its tab bar
  /// controller places the bar (a presented one is tapped before any layout pass runs).
  func arrangeButtons() {
    for (button, frame) in zip(buttons, TabBarLayout.buttonFrames(count: buttons.count, width: bounds.width))
    {
      button.frame = frame
    }
  }

  /// Kept, not drawn.
  public var backgroundImage: Image? {
    get { kept("backgroundImage", default: Image?.none) }
    set { keep("backgroundImage", newValue) }
  }

  /// Kept, not drawn.
  public var shadowImage: Image? {
    get { kept("shadowImage", default: Image?.none) }
    set { keep("shadowImage", newValue) }
  }

  /// Kept, not drawn.
  public var barTintColor: Color? {
    get { kept("barTintColor", default: Color?.none) }
    set { keep("barTintColor", newValue) }
  }

  /// Kept, not drawn.
  public var unselectedItemTintColor: Color? {
    get { kept("unselectedItemTintColor", default: Color?.none) }
    set { keep("unselectedItemTintColor", newValue) }
  }

  /// Kept, not drawn.
  public var isTranslucent: Bool {
    get { kept("isTranslucent", default: true) }
    set { keep("isTranslucent", newValue) }
  }
}

/// UIKit's `UITabBarDelegate`, for a bar no tab bar controller manages.
public protocol TabBarDelegate: AnyObject {
  /// Apple: "Sent to the delegate when the user selects a tab bar item."
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
  public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}
