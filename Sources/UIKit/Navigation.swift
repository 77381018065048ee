// UIKit's names for navigation: a stack of view controllers under a bar (docs/uikit-api.md).

/// Shows one view controller of its stack at a time under its navigation bar; `show(_:sender:)`
/// from a controller it holds pushes.
public typealias UINavigationController = NavigationController

/// What the bar shows while its view controller is on top: title, bar button items, back title.
public typealias UINavigationItem = NavigationItem
