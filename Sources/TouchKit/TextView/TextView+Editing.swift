import Foundation

/// A text view's editing: what it asks and tells its delegate (UITextViewDelegate's
/// documentation), each call a `textInputDelegate` record. Typing goes through
/// ``insertText(_:)`` and ``deleteBackward()`` (`UIKeyInput`), as the keyboard calls them; in a
/// text view Return types a line break.
extension TextView: EditingResponder {
  /// Where the text view's steps go: its application's trace (typing and first-responder
  /// changes happen outside a touch's dispatch as often as inside one).
  private var trace: TraceRecorder? { window?.application?.trace }

  private func ask(_ method: UserMethod, _ question: (TextViewDelegate) -> Bool) -> Bool {
    guard let delegate else { return true }
    let answer = UserCode.run(method, of: delegate) { question(delegate) }
    trace?.record(.textInputDelegate(view: traceID, method: method, answer: answer))
    return answer
  }

  private func tell(_ method: UserMethod, _ call: (TextViewDelegate) -> Void) {
    guard let delegate else { return }
    trace?.record(.textInputDelegate(view: traceID, method: method, answer: nil))
    UserCode.run(method, of: delegate) { call(delegate) }
  }

  private func refuse(_ request: FirstResponderRequest, _ method: UserMethod) {
    trace?.record(
      .firstResponderRefused(
        responder: traceID, request: request, reason: .delegateRefused(method: method.signature)))
  }

  /// Whether editing may begin: `textViewShouldBeginEditing` ("true if an editing session
  /// should be initiated").
  func mayBeginEditing() -> Bool {
    guard canBecomeFirstResponder else { return true }
    guard ask(.textViewShouldBeginEditing, { $0.textViewShouldBeginEditing(self) }) else {
      refuse(.become, .textViewShouldBeginEditing)
      return false
    }
    return true
  }

  func didBeginEditing() {
    isEditing = true
    tell(.textViewDidBeginEditing) { $0.textViewDidBeginEditing(self) }
  }

  /// Whether editing may end: forced by `endEditing(true)`, else `textViewShouldEndEditing`.
  func mayEndEditing() -> Bool {
    if owningApplication?.forcesResignation == true { return true }
    guard ask(.textViewShouldEndEditing, { $0.textViewShouldEndEditing(self) }) else {
      refuse(.resign, .textViewShouldEndEditing)
      return false
    }
    return true
  }

  func didEndEditing() {
    isEditing = false
    tell(.textViewDidEndEditing) { $0.textViewDidEndEditing(self) }
  }

  // MARK: Typing (UIKeyInput)

  public var hasText: Bool { !storedText.isEmpty }

  /// Types `text` at the end (TouchLab has no selection). Return (`"\n"`) is a line break, as
  /// in any text view. The delegate's `textView(_:shouldChangeTextIn:replacementText:)` is
  /// asked once for the whole text, with the range it replaces in UTF-16 units; a yes changes
  /// the text and calls `textViewDidChange`. A text view that is not editing ignores it.
  public func insertText(_ text: String) {
    guard isEditing, !text.isEmpty else { return }
    replaceEnd(length: 0, with: text)
  }

  /// Deletes the last character, if the delegate agrees to replacing its range with "".
  public func deleteBackward() {
    guard isEditing, let last = storedText.last else { return }
    replaceEnd(length: String(last).utf16.count, with: "")
  }

  private func replaceEnd(length: Int, with replacement: String) {
    let range = NSRange(location: storedText.utf16.count - length, length: length)
    guard
      ask(
        .textViewShouldChangeText,
        { $0.textView(self, shouldChangeTextIn: range, replacementText: replacement) })
    else { return }
    if length > 0 { storedText.removeLast() }
    storedText += replacement
    noteDrawnChange()
    trace?.record(.controlValue(control: traceID, value: Format.typedText(storedText)))
    tell(.textViewDidChange) { $0.textViewDidChange(self) }
  }
}
