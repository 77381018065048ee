// UIKit's notification names and user-info keys that view controllers observe. TouchLab has no
// keyboard and no app life cycle, so none of these is ever posted: code that observes them
// compiles, and its observer methods simply never run. (`addObserver(_:selector:name:object:)`
// is in TouchKit, for Linux, where Foundation lacks it.)

extension Responder {
  public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

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
