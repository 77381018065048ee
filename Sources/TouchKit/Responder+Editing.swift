import Foundation

/// A view that edits text (UIKit's `UITextField` and `UITextView`): becoming first responder is
/// beginning to edit and resigning is ending it, each asked of its delegate first. Both classes
/// change first responder by the same steps; they differ only in their delegate's questions and
/// their notices, which are the requirements here.
protocol EditingResponder: View {
  /// Asks the delegate whether editing may begin (`…ShouldBeginEditing`).
  func mayBeginEditing() -> Bool
  /// Tells the delegate and the targets that editing began (`…DidBeginEditing`).
  func didBeginEditing()
  /// Asks the delegate whether editing may end (`…ShouldEndEditing`), unless forced.
  func mayEndEditing() -> Bool
  /// Tells the delegate and the targets that editing ended (`…DidEndEditing`).
  func didEndEditing()
}

extension EditingResponder {
  /// `becomeFirstResponder()` of a view that edits: the delegate may refuse; then the view
  /// becomes first responder (`become`, its superclass's) and editing begins. Counted as one
  /// level of first-responder nesting, so delegates that make each other's views first
  /// responder as they begin editing end at the bound.
  func becomeEditing(_ become: () -> Bool) -> Bool {
    guard let application = owningApplication, !isFirstResponder else { return become() }
    return application.nestingBecome(self) {
      guard mayBeginEditing(), become() else { return false }
      didBeginEditing()
      return true
    }
  }

  /// `resignFirstResponder()` of a view that edits: the delegate may refuse (not when
  /// `endEditing(true)` forces it); then the view resigns (`resign`, its superclass's) and
  /// editing ends.
  func resignEditing(_ resign: () -> Bool) -> Bool {
    guard isFirstResponder else { return resign() }
    guard mayEndEditing(), resign() else { return false }
    didEndEditing()
    return true
  }
}
