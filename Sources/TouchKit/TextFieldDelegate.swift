import Foundation

/// What a text field asks and tells its delegate (UIKit's `UITextFieldDelegate`).
///
/// UIKit's methods are optional; here each is a requirement with a default in the extension
/// below, so a delegate implements only the ones it needs and the field calls the delegate's
/// own. Every call is a `textInputDelegate` record. Defaults: every `should…` says yes, as a
/// field without a delegate behaves (UITextFieldDelegate's documentation).
public protocol TextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  func textFieldDidBeginEditing(_ textField: TextField)
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  func textFieldShouldClear(_ textField: TextField) -> Bool
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  func textFieldDidEndEditing(_ textField: TextField)
  /// Not called by TouchLab (it has no selection); here so a delegate that implements it compiles.
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}
