import Foundation

/// What every view controller knows of navigation (Apple's `UIViewController` reference,
/// "Getting the other related view controllers" and "Configuring the navigation interface").
extension ViewController {
  /// Apple: "The nearest ancestor in the view controller hierarchy that is a navigation
  /// controller": nil for a controller no navigation controller holds.
  public var navigationController: NavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? NavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// The item a navigation bar shows while this controller is on top: made on first read,
  /// with the controller's `title`.
  public var navigationItem: NavigationItem {
    if let madeNavigationItem { return madeNavigationItem }
    let item = NavigationItem()
    item.title = title
    madeNavigationItem = item
    return item
  }
}
