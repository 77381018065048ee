import Foundation

/// The iOS 6 rule (§5, A-ctl): a standard control's default action wins over an overlapping
/// recognizer attached to another view — a single tap on a button, switch or segmented
/// control; a swipe on a slider; a pan on a switch. The control refuses such a recognizer in
/// `gestureRecognizerShouldBegin(_:)`, which the engine asks of the views whose touches a
/// recognizer holds. A recognizer attached to the control itself always may begin, and so
/// blocks the action; a plain `Control` subclass refuses nothing (so-77329118). UIKit's exact
/// logic is UNSOURCED; this is the documented behaviour.
extension Control {
  /// The kinds of recognizer a standard control's default action beats.
  public enum ProtectedGesture: Sendable {
    /// One tap of one finger.
    case singleTap
    case swipe
    case pan
  }

  /// Whether `recognizer`, attached to another view, must yield to this control.
  func defaultActionWins(over recognizer: GestureRecognizer, protecting kinds: Set<ProtectedGesture>) -> Bool
  {
    guard recognizer.view !== self else { return false }
    if kinds.contains(.singleTap), let tap = recognizer as? TapGestureRecognizer {
      return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
    if kinds.contains(.pan), recognizer is PanGestureRecognizer { return true }
    if kinds.contains(.swipe), recognizer is SwipeGestureRecognizer { return true }
    return false
  }
}
