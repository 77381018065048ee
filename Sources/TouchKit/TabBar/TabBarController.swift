import Foundation

/// A container view controller that shows one of its view controllers at a time, chosen by a
/// tab bar at the bottom (UIKit's `UITabBarController`).
///
/// Its view (UIKit's `UILayoutContainerView`) holds the selected view controller's view, full
/// size (Apple: the tab bar controller's view contains "the tab bar view and the view
/// containing your custom content", which "extends under the tab bar"), with the safe area's
/// bottom inset grown by the bar (View+SafeArea.swift), and the ``tabBar`` in front of it, so a
/// tap on the bar never reaches the view below. Its view controllers are its children, so each
/// one's ``ViewController/tabBarController`` is this one and the responder chain runs from the
/// selected view controller's view to it, to this controller's view and to this controller
/// (§6: a controller's next responder is its view's superview). Only the selected view
/// controller's view is in the window; a view controller's view loads when it is first
/// selected (Apple: the tab bar controller "loads the view of the selected view controller").
/// A tap on a tab asks the ``delegate`` (`tabBarController(_:shouldSelect:)`), selects, then
/// tells it (`tabBarController(_:didSelect:)`, also when the tab was already selected: Apple,
/// "In iOS v3.0 and later … regardless of whether the selected view controller changed");
/// selecting in code asks and tells nothing. A change of the selected view controller is
/// traced (`tabSelection`). A tap on the selected tab shows its root view: a navigation
/// controller there pops to its root (Apple: "User taps always display the root view of the
/// tab, regardless of which tab was previously selected. This is true even if the tab was
/// already selected."). With more than ``maximumTabs`` view controllers the bar shows the first
/// four and a More tab, whose ``moreNavigationController`` lists the rest
/// (TabBarController+More.swift).
open class TabBarController: ViewController {
  /// The view controllers, one per tab, in the tabs' order.
  var tabs: [ViewController] = []
  /// The index of the selected tab in ``viewControllers``; `NSNotFound` with none, and while
  /// the More tab is selected.
  private var selected = NSNotFound
  /// Whether the More tab is selected: the More navigation controller is shown.
  var moreSelected = false
  /// Whether the bar has a More tab: more view controllers than ``maximumTabs``.
  var showsMoreTab = false
  /// ``moreNavigationController`` once made (TabBarController+More.swift).
  var madeMoreNavigationController: NavigationController?
  /// The root of ``moreNavigationController``.
  lazy var moreList = MoreListController(tabs: self)
  /// Apple: "The subset of view controllers managed by this tab bar controller that can be
  /// customized"; setting ``viewControllers`` sets it to them all. The More list shows its Edit
  /// button while any is customizable (TabBarController+Customizing.swift).
  open var customizableViewControllers: [ViewController]? {
    didSet { moreList.updateEditButton() }
  }
  /// The Configure sheet, while the person rearranges the tabs (TabBarController+Customizing.swift).
  var customizeView: TabBarCustomizeView?
  /// Whether a drag changed the tabs since the sheet opened: the `changed` the delegate is told.
  var customizingChanged = false
  /// The bar at the bottom, made with the controller.
  public let tabBar = TabBar(frame: .zero)
  /// Whether the bar is hidden by ``hidesBarForPush``, not by the person's `isHidden`.
  private var barHiddenForPush = false
  /// Asked before a tap selects a tab, told after.
  open weak var delegate: (any TabBarControllerDelegate)?
  /// The view that holds the selected view controller's view (UIKit's `UITransitionView`).
  let transitionView = View(frame: .zero)

  public override init(nibName: String?, bundle: Bundle?) {
    super.init(nibName: nibName, bundle: bundle)
    configure()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    configure()
  }

  private func configure() {
    tabBar.tabBarController = self
    transitionView.id = "UITransitionView"
  }

  /// The view controllers, one per tab; setting it is ``setViewControllers(_:animated:)``
  /// without animation.
  open var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs: view controllers no longer there leave as children, new ones become
  /// children, the bar shows their items. The selected view controller stays selected if it is
  /// still there, else the one at the selected index if there is one, else the first (Apple:
  /// "When you assign a new set of view controllers at runtime, the tab bar controller removes
  /// all of the old view controllers before installing the new ones").
  open func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
    var seen = Set<ObjectIdentifier>()
    let unique = (controllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
    let previous = selectedViewController
    let previousIndex = selectedIndex
    // A controller pushed from the More list goes back to the list first.
    clearMoreList()
    for controller in tabs where !unique.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      if controller.viewIfLoaded?.superview === transitionView {
        controller.viewIfLoaded?.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    let added = unique.filter { controller in !tabs.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    tabs = unique
    customizableViewControllers = unique
    showsMoreTab = unique.count > Self.maximumTabs
    itemsChanged()
    let kept = previous.flatMap { old in unique.firstIndex { $0 === old } }
    let index = kept ?? (previousIndex != NSNotFound && previousIndex < unique.count ? previousIndex : 0)
    for controller in added { controller.didMove(toParent: self) }
    select(unique.isEmpty ? NSNotFound : index, traced: false)
  }

  /// The selected tab's index; setting it selects that tab, without asking or telling the
  /// delegate. An index past the tabs selects nothing new. Apple: "if the selected view
  /// controller is currently the More navigation controller, this property contains the value
  /// `NSNotFound`"; a controller the More list shows gives its own index.
  open var selectedIndex: Int {
    get { selectedViewController.flatMap { shown in tabs.firstIndex { $0 === shown } } ?? NSNotFound }
    set {
      guard newValue >= 0, newValue < tabs.count else { return }
      select(newValue)
    }
  }

  /// The selected tab's view controller; setting it to one of the tabs selects it, also one
  /// the More list holds (Apple: "This includes view controllers that are managed by the More
  /// navigation controller"), and to ``moreNavigationController`` shows the More list; another
  /// controller is ignored (UIKit accepts only one of `viewControllers`). While the More tab is
  /// selected it is the controller pushed from the list, else the More navigation controller.
  open var selectedViewController: ViewController? {
    get {
      guard moreSelected else { return selected < tabs.count ? tabs[selected] : nil }
      return moreListSelection ?? moreNavigationController
    }
    set {
      if showsMoreTab, let newValue, newValue === moreNavigationController { return selectMore() }
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      select(index)
    }
  }

  /// The controller whose view the tab bar controller shows: the selected tab's, or the More
  /// navigation controller.
  var shownViewController: ViewController? {
    moreSelected ? moreNavigationController : (selected < tabs.count ? tabs[selected] : nil)
  }

  /// Makes its view: the transition view with the bar in front of it.
  open override func loadView() {
    let container = TabBarControllerView(frame: .zero)
    container.controller = self
    container.addSubview(transitionView)
    container.addSubview(tabBar)
    view = container
    showSelectedView()
  }

  /// A tap on `item`'s button: the delegate is asked, then the tab is selected and the
  /// delegate told (Apple, `UITabBarControllerDelegate`). A tap on the selected tab whose
  /// controller is a navigation controller with more than its root pops it to its root, traced
  /// as a selection from that tab to itself before the pop; a delegate that refuses the tap
  /// keeps the stack (community: returning false from `shouldSelect` for the selected view
  /// controller is how apps turn the pop off).
  func userSelected(_ item: TabBarItem) {
    let isMore = showsMoreTab && item === moreNavigationController.tabBarItem
    let visible = tabs.prefix(visibleTabCount)
    guard let index = isMore ? visibleTabCount : visible.firstIndex(where: { $0.tabBarItem === item }) else {
      return
    }
    let controller = isMore ? moreNavigationController : tabs[index]
    if let delegate {
      let allowed = UserCode.run(.tabBarControllerShouldSelect, of: delegate) {
        delegate.tabBarController(self, shouldSelect: controller)
      }
      guard allowed else {
        trace?.record(
          .tabSelection(controller: traceID, from: selectedViewController?.traceID, to: nil, index: index))
        return
      }
    }
    if controller === shownViewController, let navigation = controller as? NavigationController,
      navigation.viewControllers.count > 1
    {
      // Apple, `UITabBarController`: "User taps always display the root view of the tab, …
      // even if the tab was already selected": a navigation controller pops to its root.
      trace?.record(
        .tabSelection(controller: traceID, from: controller.traceID, to: controller.traceID, index: index))
      navigation.popToRootViewController(animated: true)
    } else if isMore {
      selectMore()
    } else {
      select(index)
    }
    if let delegate {
      UserCode.run(.tabBarControllerDidSelect, of: delegate) {
        delegate.tabBarController(self, didSelect: controller)
      }
    }
  }

  /// Makes the tab at `index` the selected one: the bar shows its item selected and its view
  /// replaces the old one's. A change is traced.
  /// A view controller the More list holds is shown pushed on the list.
  func select(_ index: Int, traced: Bool = true) {
    let from = selectedViewController
    if showsMoreTab, index != NSNotFound, index >= visibleTabCount {
      selected = NSNotFound
      moreSelected = true
      pushFromMoreList(tabs[index])
    } else {
      // The More navigation controller keeps its stack, as any tab's navigation controller.
      selected = index
      moreSelected = false
    }
    tabBar.selectedItem = shownViewController?.tabBarItem
    showSelectedView()
    traceSelection(from: from, index: index, traced: traced)
  }

  /// Records a change of the selected view controller.
  func traceSelection(from: ViewController?, index: Int, traced: Bool = true) {
    let to = selectedViewController
    guard traced, from !== to, let to else { return }
    trace?.record(.tabSelection(controller: traceID, from: from?.traceID, to: to.traceID, index: index))
  }

  /// A tab's ``ViewController/tabBarItem`` was replaced: the bar shows the new items, the
  /// first four and the More item when they do not all fit.
  func itemsChanged() {
    let items: [TabBarItem] = tabs.prefix(visibleTabCount).map(\.tabBarItem)
    tabBar.items = showsMoreTab ? items + [moreNavigationController.tabBarItem] : items
    tabBar.selectedItem = shownViewController?.tabBarItem
    if moreList.isViewLoaded { moreList.table.reloadData() }
  }

  /// The trace of the application this controller is shown in, else the current one's.
  var trace: TraceRecorder? {
    (viewIfLoaded?.window?.application ?? Application.current)?.trace
  }

  /// Puts the selected view controller's view in the transition view, alone, if this
  /// controller's view is loaded (loading the selected view controller's), and lays out.
  func showSelectedView() {
    guard showAlone(shownViewController, in: transitionView) else { return }
    arrangeTabs()
  }

  /// The transition view fills this controller's view, the selected view fills it, and the bar
  /// sits at the bottom, over the home indicator's inset.
  func arrangeTabs() {
    guard let container = viewIfLoaded else { return }
    showOrHideBarForPush()
    transitionView.frame = container.bounds
    shownViewController?.viewIfLoaded?.frame = transitionView.bounds
    tabBar.frame = TabBarLayout.frame(in: container.bounds.size, safeBottom: container.safeAreaInsets.bottom)
    tabBar.arrangeButtons()
    customizeView?.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: tabBar.frame.minY)
  }

  /// Whether a controller on the shown navigation controller's stack hides the bar: one with
  /// ``ViewController/hidesBottomBarWhenPushed``. Apple says the topmost controller's value
  /// decides; community (UNSOURCED): once one that hides it is pushed, the controllers pushed
  /// above it keep the bar hidden whatever their own value, so any controller on the stack
  /// decides. The bar hidden, the safe area's bottom is the screen's and a tap where the bar
  /// was reaches the content.
  var hidesBarForPush: Bool {
    guard let navigation = shownViewController as? NavigationController else { return false }
    return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
  }

  /// A tab's navigation controller pushed or popped: the bar shows or hides for its stack.
  override func containedStackChanged() { arrangeTabs() }

  /// Hides the bar while ``hidesBarForPush``, and shows it again after, leaving an `isHidden`
  /// the person set alone.
  private func showOrHideBarForPush() {
    if hidesBarForPush {
      guard !tabBar.isHidden else { return }
      tabBar.isHidden = true
      barHiddenForPush = true
    } else if barHiddenForPush {
      tabBar.isHidden = false
      barHiddenForPush = false
    }
  }
}

/// A tab bar controller's view (UIKit's `UILayoutContainerView`): lays the tabs out when its
/// size changes, at once (a presented one is tapped before any layout pass) and in each pass.
final class TabBarControllerView: View {
  weak var controller: TabBarController?

  override var frame: CGRect {
    didSet { if frame.size != oldValue.size { controller?.arrangeTabs() } }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.arrangeTabs()
  }
}

/// UIKit's `UITabBarControllerDelegate`: both methods optional.
public protocol TabBarControllerDelegate: AnyObject {
  /// Apple: "The tab bar controller calls this method in response to the user tapping a tab bar
  /// item"; false keeps the current tab.
  func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
    -> Bool
  /// Apple: "called only in response to user taps in the tab bar and is not called when your
  /// code changes the tab bar contents programmatically".
  func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// Apple: "Tells the delegate that the tab bar customization sheet is about to be displayed."
  func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController])
  /// Apple: "Tells the delegate that the tab bar customization sheet is about to be dismissed";
  /// `changed`: whether the items on the bar changed.
  func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool)
  /// Apple: "Tells the delegate that the tab bar customization sheet was dismissed."
  func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool)
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  )
    -> Bool
  { true }
  public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
  {}
  public func tabBarController(
    _ tabBarController: TabBarController, willBeginCustomizing viewControllers: [ViewController]
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, willEndCustomizing viewControllers: [ViewController], changed: Bool
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController, didEndCustomizing viewControllers: [ViewController], changed: Bool
  ) {}
}
