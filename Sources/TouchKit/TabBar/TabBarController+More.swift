import Foundation

/// The More tab of a tab bar controller with more view controllers than its bar has room for.
///
/// Apple, `UITabBarController` reference: "If you add six or more custom view controllers to a
/// tab bar controller, the tab bar controller displays only the first four items plus the
/// standard More item on the tab bar. Tapping the More item brings up a standard interface for
/// selecting the remaining items"; `viewControllers`: "view controllers at the end of the array
/// are managed by the More navigation controller, which is itself not included in this array".
/// The More item is the `.more` system item of ``moreNavigationController``, a child of the tab
/// bar controller whose root is the list (``MoreListController``). A tap on the More tab asks
/// and tells the delegate with the More navigation controller (Apple,
/// `moreNavigationController`: "You can use the value of this property … to compare it against
/// the currently selected view controller"); a tap on a row of the list pushes that controller
/// onto the More navigation controller, which then is the ``selectedViewController`` with its
/// own ``selectedIndex``, and tells the delegate nothing (community, UNSOURCED: developers
/// report `tabBarController(_:didSelect:)` is not called for a controller chosen in the More
/// list). TouchLab models an iPhone's bar (compact width); a navigation controller among the
/// More tabs is pushed as it is (UIKit shows its stack in the More navigation controller).
extension TabBarController {
  /// The most tabs the bar shows before it needs a More tab: five on iPhone (Apple: "six or
  /// more custom view controllers" get the More item).
  public static let maximumTabs = 5

  /// How many of ``viewControllers`` have their own button: all, or the first four beside the
  /// More tab.
  var visibleTabCount: Int { showsMoreTab ? Self.maximumTabs - 1 : viewControllers?.count ?? 0 }

  /// The view controllers the More list shows, in order: those past the first four.
  var moreViewControllers: [ViewController] {
    showsMoreTab ? Array((viewControllers ?? []).dropFirst(visibleTabCount)) : []
  }

  /// The navigation controller of the More tab, made when first asked for (Apple: "This
  /// property always contains a valid More navigation controller, even if a More button is not
  /// displayed on the screen"): the list at its root, the More system item, a child of this
  /// controller, so its controllers' `tabBarController` is this one.
  public var moreNavigationController: NavigationController {
    if let madeMoreNavigationController { return madeMoreNavigationController }
    let navigation = NavigationController(rootViewController: moreList)
    navigation.id = "UIMoreNavigationController"
    navigation.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 0)
    madeMoreNavigationController = navigation
    addChild(navigation)
    navigation.didMove(toParent: self)
    return navigation
  }

  /// The tab the More list pushed, if the More navigation controller shows one (the controller
  /// right above the list: one it pushed in turn leaves it selected).
  var moreListSelection: ViewController? {
    guard moreSelected, let pushed = moreNavigationController.viewControllers.dropFirst().first else {
      return nil
    }
    return (viewControllers ?? []).contains { $0 === pushed } ? pushed : nil
  }

  /// Selects the More tab: the More navigation controller shows, as its stack was.
  func selectMore() {
    let from = selectedViewController
    moreSelected = true
    tabBar.selectedItem = moreNavigationController.tabBarItem
    showSelectedView()
    traceSelection(from: from, index: visibleTabCount)
  }

  /// A tap on a row of the More list: `controller` is pushed and selected.
  func showFromMoreList(_ controller: ViewController) {
    guard let index = (viewControllers ?? []).firstIndex(where: { $0 === controller }) else { return }
    let from = selectedViewController
    pushFromMoreList(controller)
    traceSelection(from: from, index: index)
  }

  /// Makes the More navigation controller's stack the list and `controller`.
  func pushFromMoreList(_ controller: ViewController) {
    let navigation = moreNavigationController
    guard navigation.viewControllers.count != 2 || navigation.viewControllers.last !== controller else {
      return
    }
    if navigation.viewControllers.count > 1 { navigation.popToRootViewController(animated: false) }
    navigation.pushViewController(controller, animated: true)
  }

  /// Pops the More navigation controller to its list, untraced, and takes its tabs back.
  func clearMoreList() {
    guard let navigation = madeMoreNavigationController, navigation.viewControllers.count > 1 else { return }
    navigation.replaceStack(with: [moreList], traced: false)
    adoptTabs()
  }

  /// Makes every tab that left the More navigation controller a child of this one again.
  func adoptTabs() {
    for controller in viewControllers ?? [] where controller.parent == nil {
      addChild(controller)
      controller.didMove(toParent: self)
    }
  }
}
