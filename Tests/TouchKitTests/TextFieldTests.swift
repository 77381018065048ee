import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// UITextField: editing is being first responder; the delegate's questions and the `editing…`
/// control events (UITextFieldDelegate's and UIControl.Event's documentation, A-fr for the
/// first responder; what is UNSOURCED says so). docs/text-input.md lists each rule.
@Suite("§10 UITextField")
struct TextFieldTests {
  /// A delegate that records what it is asked and answers as told.
  final class Delegate: TextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var returns = true
    /// Made first responder when this delegate's field begins editing.
    weak var next: TextField?

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
      calls.append("shouldBegin \(textField.id)")
      return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) {
      calls.append("didBegin \(textField.id)")
      next?.becomeFirstResponder()
    }
    func textField(
      _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
      -> Bool
    {
      calls.append("change \(range.location),\(range.length) \(string)")
      return allowsChange
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
      calls.append("return \(textField.id)")
      return returns
    }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
      calls.append("shouldEnd \(textField.id)")
      return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd \(textField.id)") }
  }

  /// Receives control events as actions, in order.
  final class Listener: Responder {
    var events: [String] = []
    override func perform(_ action: String, sender: AnyObject?) { events.append(action) }
  }

  final class Scene {
    let stage = Stage()
    let email: TextField
    let password: TextField
    let delegate = Delegate()
    let listener = Listener(id: "listener")

    init() {
      email = stage.add(TextField(id: "email", frame: rect(20, 20, 300, 40)))
      password = stage.add(TextField(id: "password", frame: rect(20, 80, 300, 40)))
      email.delegate = delegate
      password.delegate = delegate
      listener.handledActions = ["began", "changed", "ended", "exit", "touchDown"]
      email.addTarget(listener, action: "began", for: .editingDidBegin)
      email.addTarget(listener, action: "changed", for: .editingChanged)
      email.addTarget(listener, action: "ended", for: .editingDidEnd)
      email.addTarget(listener, action: "touchDown", for: .touchDown)
      _ = stage.synthesizer
    }
  }

  @Test(
    "A tap makes the field first responder at touch up inside, not at touch down (UNSOURCED, reference §10)")
  func tapBeginsAtTouchUp() {
    let scene = Scene()
    scene.stage.down(50, 40)
    #expect(!scene.email.isFirstResponder)
    #expect(scene.listener.events == ["touchDown"])
    scene.stage.up(50, 40)
    #expect(scene.email.isFirstResponder)
    #expect(scene.email.isEditing)
    #expect(scene.delegate.calls == ["shouldBegin email", "didBegin email"])
    #expect(scene.listener.events == ["touchDown", "began"])
  }

  @Test("A touch that leaves the field before lifting does not begin editing (touch up outside)")
  func touchUpOutsideDoesNotBegin() {
    let scene = Scene()
    scene.stage.down(50, 40)
    scene.stage.move(50, 250)
    scene.stage.up(50, 250)
    #expect(!scene.email.isFirstResponder)
  }

  @Test("textFieldShouldBeginEditing returning false keeps the field from editing (UITextFieldDelegate)")
  func delegateRefusesBegin() {
    let scene = Scene()
    scene.delegate.allowsBegin = false
    #expect(!scene.email.becomeFirstResponder())
    #expect(!scene.email.isEditing)
    #expect(
      scene.stage.steps.contains(
        .firstResponderRefused(
          responder: "email", request: .become,
          reason: .delegateRefused(method: "textFieldShouldBeginEditing(_:)"))))
  }

  @Test("A disabled field cannot become first responder (UNSOURCED)")
  func disabledCannotBegin() {
    let scene = Scene()
    scene.email.isEnabled = false
    #expect(!scene.email.becomeFirstResponder())
    #expect(scene.delegate.calls.isEmpty)
  }

  @Test("Moving to another field ends the first's editing: shouldEnd, didEnd, then the second begins (A-fr)")
  func movingFocus() {
    let scene = Scene()
    scene.email.becomeFirstResponder()
    scene.delegate.calls = []
    #expect(scene.password.becomeFirstResponder())
    #expect(
      scene.delegate.calls == [
        "shouldBegin password", "shouldEnd email", "didEnd email", "didBegin password",
      ])
    #expect(scene.listener.events == ["began", "ended"])
  }

  @Test("textFieldShouldEndEditing returning false keeps the field first responder (UITextFieldDelegate)")
  func delegateRefusesEnd() {
    let scene = Scene()
    scene.email.becomeFirstResponder()
    scene.delegate.allowsEnd = false
    #expect(!scene.password.becomeFirstResponder())
    #expect(scene.email.isFirstResponder)
    #expect(!scene.email.resignFirstResponder())
  }

  @Test("endEditing(true) ends editing without asking textFieldShouldEndEditing (UIView.endEditing(_:))")
  func forcedEndSkipsDelegate() {
    let scene = Scene()
    scene.email.becomeFirstResponder()
    scene.delegate.allowsEnd = false
    scene.delegate.calls = []
    #expect(scene.stage.window.endEditing(true))
    #expect(!scene.email.isEditing)
    #expect(scene.delegate.calls == ["didEnd email"])
  }

  @Test("Typing asks shouldChangeCharactersIn with the UTF-16 range it replaces, then sends editingChanged")
  func typing() {
    let scene = Scene()
    scene.email.becomeFirstResponder()
    scene.delegate.calls = []
    scene.email.insertText("a")
    scene.email.insertText("é😀")
    scene.email.deleteBackward()
    #expect(scene.email.text == "aé")
    #expect(scene.delegate.calls == ["change 0,0 a", "change 1,0 é😀", "change 2,2 "])
    #expect(scene.listener.events == ["began", "changed", "changed", "changed"])
  }

  @Test(
    "A refused change leaves the text and sends no editingChanged (UITextFieldDelegate: return false to not change)"
  )
  func refusedChange() {
    let scene = Scene()
    scene.email.becomeFirstResponder()
    scene.delegate.allowsChange = false
    scene.email.insertText("x")
    #expect(scene.email.text == "")
    #expect(scene.listener.events == ["began"])
  }

  @Test("A field that is not editing ignores typed text")
  func notEditingIgnoresTyping() {
    let scene = Scene()
    scene.email.insertText("x")
    #expect(scene.email.text == "")
  }

  @Test(
    "Return asks textFieldShouldReturn; with a target for editingDidEndOnExit the field then ends editing (UNSOURCED)"
  )
  func returnKeyEndsOnExit() {
    let scene = Scene()
    scene.email.addTarget(scene.listener, action: "exit", for: .editingDidEndOnExit)
    scene.email.becomeFirstResponder()
    scene.email.insertText("\n")
    #expect(scene.delegate.calls.contains("return email"))
    #expect(scene.listener.events == ["began", "exit", "ended"])
    #expect(!scene.email.isFirstResponder)
  }

  @Test("Return without a target for editingDidEndOnExit keeps editing: the delegate moves focus itself")
  func returnKeyWithoutTargetKeepsEditing() {
    let scene = Scene()
    scene.password.becomeFirstResponder()
    scene.password.insertText("\n")
    #expect(scene.password.isFirstResponder)
  }

  @Test("Setting text sends no control event: editingChanged is for the person's edits (UIControl.Event)")
  func settingTextSendsNothing() {
    let scene = Scene()
    scene.email.text = "set"
    scene.email.text = nil
    #expect(scene.email.text == "")
    #expect(scene.listener.events.isEmpty)
  }

  @Test("The clear button clears after textFieldShouldClear, and sends editingChanged")
  func clearButton() {
    let scene = Scene()
    scene.email.clearButtonMode = .whileEditing
    scene.email.becomeFirstResponder()
    scene.email.insertText("abc")
    // The field's right 28 points, above the keyboard (which covers the 300-point stage from y 40).
    scene.stage.tap(315, 30)
    #expect(scene.email.text == "")
    #expect(scene.email.isFirstResponder)
  }

  @Test(
    "Two fields whose delegates make each other first responder end in bounded time with a nestingLimit record"
  )
  func becomeLoopIsBounded() {
    let scene = Scene()
    let other = Delegate()
    scene.delegate.next = scene.password
    other.next = scene.email
    scene.password.delegate = other
    scene.email.becomeFirstResponder()
    #expect(
      scene.stage.steps.contains {
        if case .firstResponderRefused(_, .become, .nestingLimit) = $0 { true } else { false }
      })
    #expect(scene.stage.application.firstResponder != nil)
  }

  @Test("A megabyte typed at once is bounded in time, and its record's text is cut (Format.typedText)")
  func megabyteTyped() {
    let scene = Scene()
    scene.email.delegate = nil
    scene.email.becomeFirstResponder()
    let megabyte = String(repeating: "a\u{1B}[2J", count: 1 << 18)
    let start = ContinuousClock.now
    scene.email.insertText(megabyte)
    #expect(ContinuousClock.now - start < .seconds(2))
    #expect(scene.email.text?.utf8.count == megabyte.utf8.count)
    let values = scene.stage.steps.compactMap { step -> String? in
      if case .controlValue(_, let value) = step { value } else { nil }
    }
    #expect(values.count == 1)
    #expect((values.first?.count ?? .max) < 200)
    #expect(values.first?.contains("\u{1B}") == false)
  }

  @Test("The face shows the text, bullets for secure entry, the placeholder when empty")
  func face() {
    let scene = Scene()
    scene.email.placeholder = "Email"
    #expect(scene.email.face == "Email")
    scene.email.text = "pw"
    scene.email.isSecureTextEntry = true
    #expect(scene.email.face == "••")
    scene.email.becomeFirstResponder()
    #expect(scene.email.face == "••|")
  }
}
