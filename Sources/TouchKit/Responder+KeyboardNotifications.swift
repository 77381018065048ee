import Foundation

/// The keyboard's notifications and their user-info keys, by UIKit's names ([A-keyboard]
/// `UIResponder.keyboardWillShowNotification`): the application posts them as the keyboard's
/// window comes and goes (Application+Keyboard.swift).
extension Responder {
  public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The keyboard's frame before the change, in screen coordinates, as an `NSValue`.
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates, as an `NSValue`.
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The change's animation duration in seconds, as an `NSNumber`.
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The change's animation curve, a `UIView.AnimationCurve` raw value, as an `NSNumber`.
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app, as an `NSNumber` (always true here).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
