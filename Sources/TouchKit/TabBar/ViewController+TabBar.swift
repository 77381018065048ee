import Foundation

/// What every view controller knows of tab bar controllers (Apple's `UIViewController`
/// reference, "Getting the other related view controllers" and "Configuring a tab bar
/// interface").
extension ViewController {
  /// Apple: "The nearest ancestor in the view controller hierarchy that is a tab bar
  /// controller": nil for a controller no tab bar controller holds.
  public var tabBarController: TabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? TabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  /// The item a tab bar controller's bar shows for this controller: made on first read, with
  /// the controller's `title` (Apple: "The default value is a tab bar item that displays the
  /// view controller's title"). Setting it replaces the item in the bar. Implicitly unwrapped,
  /// as UIKit declares it, so code that writes `tabBarItem?.badgeValue = …` compiles.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var tabBarItem: TabBarItem! {
    get {
      if let madeTabBarItem { return madeTabBarItem }
      let item = TabBarItem(title: title, image: nil, tag: 0)
      madeTabBarItem = item
      return item
    }
    set {
      madeTabBarItem = newValue
      if let tabs = parent as? TabBarController { tabs.itemsChanged() }
    }
  }
}
