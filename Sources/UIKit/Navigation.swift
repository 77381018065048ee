// UIKit's names for navigation: a stack of view controllers under a bar (docs/uikit-api.md).

/// Shows one view controller of its stack at a time under its navigation bar; `show(_:sender:)`
/// from a controller it holds pushes.
public typealias UINavigationController = NavigationController

/// What the bar shows while its view controller is on top: title, bar button items, back title.
public typealias UINavigationItem = NavigationItem

/// Shows one of its view controllers at a time, chosen by the tab bar at its bottom; a tap on a
/// tab asks and tells its delegate (TabBar/TabBarController.swift).
public typealias UITabBarController = TabBarController

/// Asked before a tap selects a tab, told after.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// What a tab bar shows for one view controller: title, image, tag, or a system item.
public typealias UITabBarItem = TabBarItem

/// Told when a person taps an item of a tab bar no tab bar controller manages.
public typealias UITabBarDelegate = TabBarDelegate

/// Shows one page (a view controller) at a time, turned by a swipe through its data source or
/// by `setViewControllers(_:direction:animated:completion:)` (PageViewController/).
public typealias UIPageViewController = PageViewController

/// Gives a page view controller the pages before and after the one shown, and the page
/// indicator's count and index.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource

/// Told before and after a page view controller's gesture-driven turn.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
