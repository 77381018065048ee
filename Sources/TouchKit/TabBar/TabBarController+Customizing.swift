import Foundation

/// Rearranging the tabs: the More list's Edit button opens the Configure sheet, where a person
/// drags an item onto the bar to put its view controller there.
///
/// Apple, `UITabBarController.customizableViewControllers`: "When the user taps the More item,
/// the More navigation controller displays an Edit button … Tapping this button displays a modal
/// interface that lets the user select which items appear on the tab bar"; the delegate is told
/// `tabBarController(_:willBeginCustomizing:)` as the sheet appears, and
/// `willEndCustomizing(_:changed:)` then `didEndCustomizing(_:changed:)` as it goes, `changed`
/// saying whether the bar's items changed. Which items the sheet shows (all the customizable
/// controllers, in order), its layout (``TabBarCustomizeView``) and the drop rule (an item let
/// go over one of the bar's first four buttons swaps places with that tab; over the More item,
/// or elsewhere, changes nothing) are community-observed iOS behaviour, UNSOURCED in Apple's
/// documentation. Dragging the bar's own buttons to reorder them, which iOS also allows, is not
/// modelled.
extension TabBar {
  /// Whether the bar is being customized (UIKit's `UITabBar.isCustomizing`): its tab bar
  /// controller's Configure sheet is shown.
  public var isCustomizing: Bool { tabBarController?.customizeView != nil }
}

extension TabBarController {
  /// Opens the Configure sheet over the shown content, above the bar (the More list's Edit
  /// button). Nothing happens without customizable view controllers, or while it is open.
  func beginCustomizingTabs() {
    let customizable = customizableViewControllers ?? []
    guard customizeView == nil, !customizable.isEmpty, let container = viewIfLoaded else { return }
    if let delegate {
      UserCode.run(.tabBarControllerWillBeginCustomizing, of: delegate) {
        delegate.tabBarController(self, willBeginCustomizing: customizable)
      }
    }
    let sheet = TabBarCustomizeView(tabs: self, controllers: customizable)
    container.insertSubview(
      sheet, at: container.subviews.firstIndex { $0 === tabBar } ?? container.subviews.count)
    customizeView = sheet
    customizingChanged = false
    arrangeTabs()
  }

  /// A drop of `controller`'s item over the bar's button `index`: the two tabs swap places in
  /// ``viewControllers`` (the bar shows the dropped item there; the tab it replaced goes where
  /// the dropped one was, in the More list). The More item and a button past the bar's tabs
  /// take no drop.
  func dropCustomizedTab(_ controller: ViewController, onButton index: Int) {
    guard index < visibleTabCount, let from = tabs.firstIndex(where: { $0 === controller }), from != index
    else { return }
    tabs.swapAt(from, index)
    customizingChanged = true
    itemsChanged()
  }

  /// Closes the sheet (its Done button), telling the delegate before and after.
  func endCustomizingTabs() {
    guard let sheet = customizeView else { return }
    let controllers = tabs
    let changed = customizingChanged
    if let delegate {
      UserCode.run(.tabBarControllerWillEndCustomizing, of: delegate) {
        delegate.tabBarController(self, willEndCustomizing: controllers, changed: changed)
      }
    }
    sheet.removeFromSuperview()
    customizeView = nil
    if let delegate {
      UserCode.run(.tabBarControllerDidEndCustomizing, of: delegate) {
        delegate.tabBarController(self, didEndCustomizing: controllers, changed: changed)
      }
    }
  }
}
