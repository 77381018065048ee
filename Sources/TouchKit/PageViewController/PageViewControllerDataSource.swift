import Foundation

/// UIKit's `UIPageViewControllerDataSource`. Apple: it "provides view controllers to the page
/// view controller on an as-needed basis, in response to navigation gestures": asked for the
/// page before or after the one shown when a swipe or a tap turns a page, nil meaning there is
/// none (the page stays). Without a data source only `setViewControllers` changes the page.
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil at the first.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController?
  /// The page after `viewController`, or nil at the last.
  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController?
  /// Apple, optional: "The number of items to be reflected in the page indicator."
  func presentationCount(for pageViewController: PageViewController) -> Int
  /// Apple, optional: "The index of the selected item to be reflected in the page indicator",
  /// asked after `setViewControllers` (Apple: "called after a call to
  /// `setViewControllers(_:direction:animated:completion:)`"); a gesture's turn moves the
  /// indicator itself.
  func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
  /// Not implemented: Apple shows the page indicator only "if both of the methods in
  /// Supporting a Page Indicator are implemented". Swift has no optional requirement without
  /// Objective-C, so the default answers ``PageViewController/notImplemented``, which no
  /// implementation returns (a count or an index is never negative).
  public func presentationCount(for pageViewController: PageViewController) -> Int {
    PageViewController.notImplemented
  }
  public func presentationIndex(for pageViewController: PageViewController) -> Int {
    PageViewController.notImplemented
  }
}

/// UIKit's `UIPageViewControllerDelegate`: told when a gesture-driven transition begins and
/// when it ends, completed or not. All optional. Apple: neither is called for
/// `setViewControllers`, only for turns a gesture drives.
public protocol PageViewControllerDelegate: AnyObject {
  /// Apple: "Called before a gesture-driven transition begins", with the pages about to show.
  func pageViewController(
    _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])
  /// Apple: "Called after a gesture-driven transition completes": `completed` false when the
  /// finger let go before the page turned (the page shown is still `previousViewControllers`).
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}
}
