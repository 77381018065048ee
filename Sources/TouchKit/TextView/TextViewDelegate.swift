import Foundation

/// What a text view asks and tells its delegate (UIKit's `UITextViewDelegate`).
///
/// UIKit's methods are optional; here each is a requirement with a default in the extension
/// below, so a delegate implements only the ones it needs and the text view calls the
/// delegate's own. Every call is a `textInputDelegate` record. Defaults: every `should…` says
/// yes, as a text view without a delegate behaves (UITextViewDelegate's documentation).
public protocol TextViewDelegate: AnyObject {
  func textViewShouldBeginEditing(_ textView: TextView) -> Bool
  func textViewDidBeginEditing(_ textView: TextView)
  func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  func textViewDidChange(_ textView: TextView)
  func textViewShouldEndEditing(_ textView: TextView) -> Bool
  func textViewDidEndEditing(_ textView: TextView)
  /// Not called by TouchLab (it has no selection); here so a delegate that implements it compiles.
  func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: TextView) {}
  public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: TextView) {}
  public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: TextView) {}
  public func textViewDidChangeSelection(_ textView: TextView) {}
}
