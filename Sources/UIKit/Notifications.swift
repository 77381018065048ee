// UIKit's notification names that view controllers observe for the app's life cycle. TouchLab
// has no app life cycle, so none of these is ever posted: code that observes them compiles, and
// its observer methods simply never run. The keyboard's notifications are posted, and are the
// engine's (TouchKit's Responder+KeyboardNotifications.swift); `addObserver(_:selector:name:
// object:)` is in TouchKit too, for Linux, where Foundation lacks it.

extension Application {
  public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
}

extension NSValue {
  /// UIKit's name for the rectangle a keyboard notification's user info carries.
  public var cgRectValue: CGRect { rectValue }
}
