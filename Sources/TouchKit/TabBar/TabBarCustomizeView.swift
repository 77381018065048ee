import Foundation

/// The Configure sheet of a tab bar controller (UIKit's private `UITabBarCustomizeView`): over
/// the content above the tab bar, a bar with its title and a Done button, and one item per
/// customizable view controller (its tab bar item's title), four to a row. A pan on the sheet
/// that starts on an item drags it (the item follows the finger) and, let go over one of the
/// bar's tabs, puts that item's controller there (``TabBarController/dropCustomizedTab(_:onButton:)``);
/// the item then goes back to its place in the grid. The bar stays in front, visible, as the
/// drop target. The sizes are UNSOURCED (about iOS's): items 80 points tall, the header a
/// navigation bar's height below the safe area's top.
final class TabBarCustomizeView: View {
  /// The action the sheet's pan and Done button send it; UIKit's are private, these are
  /// TouchLab's names, so the trace shows them reaching the sheet.
  static let dragAction = "_dragItem:"
  static let doneAction = "_done:"
  /// UIKit's title of the sheet.
  static let title = "Configure"
  /// An item's height in the grid. UNSOURCED.
  static let itemHeight: CGFloat = 80

  private weak var tabs: TabBarController?
  let titleLabel = Label(frame: .zero)
  let doneButton = Button(id: "UITabBarCustomizeView.done", frame: .zero)
  /// One view per customizable view controller, in order.
  private(set) var items: [(view: View, controller: ViewController)] = []
  let pan = PanGestureRecognizer()
  /// The item being dragged and where it started, while a pan moves one.
  private var dragged: (view: View, controller: ViewController, start: CGPoint)?

  init(tabs: TabBarController, controllers: [ViewController]) {
    self.tabs = tabs
    super.init(frame: .zero)
    id = "UITabBarCustomizeView"
    titleLabel.id = "UITabBarCustomizeView.title"
    titleLabel.text = Self.title
    doneButton.setTitle(BarButtonItem.SystemItem.done.title, for: .normal)
    doneButton.addTarget(self, action: Self.doneAction, for: .touchUpInside)
    handledActions = [Self.dragAction, Self.doneAction]
    addSubview(titleLabel)
    addSubview(doneButton)
    for (index, controller) in controllers.enumerated() {
      let item = View(frame: .zero)
      item.id = "UITabBarCustomizeView.item[\(index)]"
      let label = Label(frame: .zero)
      label.text = controller.tabBarItem.title ?? controller.title
      label.id = item.id + ".title"
      item.addSubview(label)
      addSubview(item)
      items.append((item, controller))
    }
    pan.addTarget(self, action: Self.dragAction)
    addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override var frame: CGRect {
    didSet { if frame.size != oldValue.size { arrange() } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  /// The header under the safe area's top, then the grid, four items to a row; an item being
  /// dragged stays where the finger has it.
  private func arrange() {
    let top = safeAreaInsets.top
    let barHeight = NavigationBarLayout.height
    titleLabel.frame = CGRect(x: bounds.width / 4, y: top, width: bounds.width / 2, height: barHeight)
    doneButton.frame = CGRect(x: bounds.width - 80, y: top, width: 80, height: barHeight)
    let width = bounds.width / CGFloat(TabBarController.maximumTabs - 1)
    for (index, item) in items.enumerated() where item.view !== dragged?.view {
      let row = CGFloat(index / (TabBarController.maximumTabs - 1))
      let column = CGFloat(index % (TabBarController.maximumTabs - 1))
      item.view.frame = CGRect(
        x: column * width, y: top + barHeight + row * Self.itemHeight, width: width, height: Self.itemHeight)
      item.view.subviews.first?.frame = item.view.bounds
    }
  }

  /// The pan's states and the Done button's tap.
  override func perform(_ action: String, sender: AnyObject?) {
    switch action {
    case Self.doneAction: tabs?.endCustomizingTabs()
    case Self.dragAction: drag()
    default: super.perform(action, sender: sender)
    }
  }

  /// Picks up the item under the pan's start, moves it with the finger, and drops it where the
  /// finger lifts: over one of the bar's buttons, that tab takes its controller.
  private func drag() {
    switch pan.state {
    case .began:
      let start = pan.location(in: self)
      guard let item = items.first(where: { $0.view.frame.contains(start) }) else { return }
      dragged = (item.view, item.controller, item.view.center)
      bringSubviewToFront(item.view)
    case .changed:
      guard let dragged else { return }
      let moved = pan.translation(in: self)
      dragged.view.center = CGPoint(x: dragged.start.x + moved.x, y: dragged.start.y + moved.y)
    case .ended:
      guard let dragged, let tabs else { return }
      self.dragged = nil
      let point = pan.location(in: tabs.tabBar)
      if tabs.tabBar.bounds.contains(point),
        let index = tabs.tabBar.buttons.firstIndex(where: { $0.frame.contains(point) })
      {
        tabs.dropCustomizedTab(dragged.controller, onButton: index)
      }
      arrange()
    default:
      dragged = nil
      arrange()
    }
  }
}
