import Foundation

/// A text field's editing: what it asks its delegate (UITextFieldDelegate's documentation) and
/// the control events it sends (`UIControl.Event.editing…`), each call a `textInputDelegate`
/// record. Typing goes through ``insertText(_:)`` and ``deleteBackward()``, UIKit's
/// `UIKeyInput` methods, as the keyboard calls them; Return is ``insertText(_:)`` of `"\n"`.
extension TextField: EditingResponder {
  /// Calls `method` of the delegate, if there is one, and records its answer.
  private func ask(_ method: UserMethod, _ question: (TextFieldDelegate) -> Bool) -> Bool {
    guard let delegate else { return true }
    let answer = UserCode.run(method, of: delegate) { question(delegate) }
    traceRecorder(for: nil)?.record(.textInputDelegate(view: traceID, method: method, answer: answer))
    return answer
  }

  /// Tells the delegate, if there is one, and records the call.
  private func tell(_ method: UserMethod, _ call: (TextFieldDelegate) -> Void) {
    guard let delegate else { return }
    traceRecorder(for: nil)?.record(.textInputDelegate(view: traceID, method: method, answer: nil))
    UserCode.run(method, of: delegate) { call(delegate) }
  }

  private func refuse(_ request: FirstResponderRequest, _ method: UserMethod) {
    traceRecorder(for: nil)?.record(
      .firstResponderRefused(
        responder: traceID, request: request, reason: .delegateRefused(method: method.signature)))
  }

  /// Whether editing may begin: the field can become first responder, and the delegate's
  /// `textFieldShouldBeginEditing` says yes ("return false to disallow editing").
  func mayBeginEditing() -> Bool {
    // A field that cannot become is refused by the default, which records why.
    guard canBecomeFirstResponder else { return true }
    guard ask(.textFieldShouldBeginEditing, { $0.textFieldShouldBeginEditing(self) }) else {
      refuse(.become, .textFieldShouldBeginEditing)
      return false
    }
    return true
  }

  /// The field became first responder: it edits (clearing its text if asked to), then tells the
  /// delegate and sends `editingDidBegin` (the order of these two is UNSOURCED).
  func didBeginEditing() {
    isEditing = true
    if clearsOnBeginEditing, !storedText.isEmpty { text = "" }
    placeSideViews()
    tell(.textFieldDidBeginEditing) { $0.textFieldDidBeginEditing(self) }
    sendActions(for: .editingDidBegin)
  }

  /// Whether editing may end: forced by `endEditing(true)` (the delegate is not asked: UIView's
  /// `endEditing(_:)`), else the delegate's `textFieldShouldEndEditing` decides.
  func mayEndEditing() -> Bool {
    if owningApplication?.forcesResignation == true { return true }
    guard ask(.textFieldShouldEndEditing, { $0.textFieldShouldEndEditing(self) }) else {
      refuse(.resign, .textFieldShouldEndEditing)
      return false
    }
    return true
  }

  /// The field let go of first responder: it stops editing, tells the delegate and sends
  /// `editingDidEnd`.
  func didEndEditing() {
    isEditing = false
    placeSideViews()
    tell(.textFieldDidEndEditing) { $0.textFieldDidEndEditing(self) }
    sendActions(for: .editingDidEnd)
  }

  // MARK: Typing (UIKeyInput)

  /// Whether the field has text (`UIKeyInput.hasText`).
  public var hasText: Bool { !storedText.isEmpty }

  /// Types `text` at the end of the text (TouchLab has no selection: the caret is at the end).
  /// `"\n"` is the Return key (``returnKey()``). Otherwise the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked once for the whole
  /// text, with the range it replaces in UTF-16 units, as UIKit passes an `NSRange`; if it says
  /// yes the text changes and `editingChanged` is sent. A field that is not editing ignores it.
  public func insertText(_ text: String) {
    guard isEditing, !text.isEmpty else { return }
    if text == "\n" { return returnKey() }
    replaceEnd(length: 0, with: text)
  }

  /// Deletes the last character (`UIKeyInput.deleteBackward()`), if the delegate agrees to
  /// replacing its range with "".
  public func deleteBackward() {
    guard isEditing, let last = storedText.last else { return }
    replaceEnd(length: String(last).utf16.count, with: "")
  }

  /// Replaces the last `length` UTF-16 units (a whole number of characters) with `replacement`.
  private func replaceEnd(length: Int, with replacement: String) {
    let total = storedText.utf16.count
    let range = NSRange(location: total - length, length: length)
    guard
      ask(
        .textFieldShouldChangeCharacters,
        { $0.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) })
    else { return }
    if length > 0 { storedText.removeLast() }
    storedText += replacement
    noteDrawnChange()
    traceRecorder(for: nil)?.record(.controlValue(control: traceID, value: Format.typedText(storedText)))
    sendActions(for: .editingChanged)
  }

  /// The Return key: the delegate's `textFieldShouldReturn` is asked ("true if the text field
  /// should implement its default behavior for the return button"); the default behaviour
  /// sends `editingDidEndOnExit`, and a field with a target for that event then ends editing
  /// (UNSOURCED: observed, the "Did End On Exit" connection that dismisses the keyboard).
  public func returnKey() {
    guard isEditing, ask(.textFieldShouldReturn, { $0.textFieldShouldReturn(self) }) else { return }
    sendActions(for: .editingDidEndOnExit)
    if targetActions.contains(where: { $0.events.contains(.editingDidEndOnExit) }), isFirstResponder {
      resignFirstResponder()
    }
  }

  /// The clear button: the delegate's `textFieldShouldClear` may refuse; else the text empties
  /// and `editingChanged` is sent.
  public func clearText() {
    guard !storedText.isEmpty, ask(.textFieldShouldClear, { $0.textFieldShouldClear(self) }) else { return }
    storedText = ""
    noteDrawnChange()
    traceRecorder(for: nil)?.record(.controlValue(control: traceID, value: Format.typedText(storedText)))
    sendActions(for: .editingChanged)
  }
}
