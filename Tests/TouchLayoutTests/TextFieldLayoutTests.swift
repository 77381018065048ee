import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Text fields in layouts and scripts: `class: TextField` and its keys from the class table,
/// a script's `type:` and `value:` (docs/text-input.md, docs/script-format.md).
@Suite("UITextField in layouts and scripts")
struct TextFieldLayoutTests {
  /// A login form on a 390 × 844 screen: two fields, and a submit button under where the
  /// keyboard comes up. Return in `email` ends its editing (a target for editingDidEndOnExit).
  static let layout = """
    screen: {width: 390, height: 844}
    windows:
      - id: main
        views:
          - id: form
            frame: [0, 0, 390, 844]
            controller: {id: loginVC, handlesActions: [emailDone, submit]}
            subviews:
              - id: email
                class: TextField
                frame: [20, 100, 350, 44]
                placeholder: Email
                actions: {editingDidEndOnExit: emailDone}
              - {id: password, class: TextField, frame: [20, 160, 350, 44], isSecureTextEntry: true}
              - {id: submit, class: Button, frame: [20, 780, 350, 44], text: Log in, actions: {touchUpInside: submit}}

    """

  @Test("class: TextField makes one, and its keys set UITextField's properties")
  func keys() throws {
    let layout = try loadLayout(Self.layout)
    let email = try #require(layout.view("email") as? TextField)
    let password = try #require(layout.view("password") as? TextField)
    #expect(email.placeholder == "Email" && email.text == "" && !email.isSecureTextEntry)
    #expect(password.isSecureTextEntry)
    #expect(layout.application.screen.size == CGSize(width: 390, height: 844))
  }

  @Test("A script taps a field, types into it and checks its text with value:")
  func typeAndCheck() throws {
    let script = """
      steps:
        - tap: email
        - type: "a@b.c"
          expect: {value: {email: "a@b.c"}}
        - type: "x\\u0008"
          expect: {value: {email: "a@b.c"}}
      """
    let layout = try loadLayout(Self.layout)
    let result = ScriptRunner.run(
      try ScriptLoader.load(yaml: script, source: "test.yaml", for: layout), on: layout)
    #expect(result.failures.map(\.message) == [])
    #expect((layout.view("email") as? TextField)?.isFirstResponder == true)
  }

  @Test("Return in a field with a target for editingDidEndOnExit ends editing and hides the keyboard")
  func returnEndsEditing() throws {
    let script = """
      steps:
        - tap: email
        - type: "a@b.c\\n"
          expect: {sends: [emailDone]}
      """
    let layout = try loadLayout(Self.layout)
    let result = ScriptRunner.run(
      try ScriptLoader.load(yaml: script, source: "test.yaml", for: layout), on: layout)
    #expect(result.failures.map(\.message) == [])
    #expect(layout.application.firstResponder == nil)
    #expect(layout.application.keyboardWindow == nil)
  }

  @Test("The button under the keyboard: while a field edits, a tap on it goes to the keyboard")
  func buttonUnderKeyboard() throws {
    let script = """
      steps:
        - tap: [100, 800]
          expect: {sends: [submit]}
        - tap: email
        - tap: [100, 800]
          expect: {doesNotSend: [submit]}
      """
    let layout = try loadLayout(Self.layout)
    let result = ScriptRunner.run(
      try ScriptLoader.load(yaml: script, source: "test.yaml", for: layout), on: layout)
    #expect(result.failures.map(\.message) == [])
    #expect(result.trace.records.contains { if case .keyboardTouch = $0.step { true } else { false } })
  }

  @Test("type: with no field editing fails the step with a message that says what to do")
  func typeWithoutField() throws {
    let layout = try loadLayout(Self.layout)
    let script = try ScriptLoader.load(yaml: "steps:\n  - type: abc\n", source: "test.yaml", for: layout)
    let result = ScriptRunner.run(script, on: layout)
    #expect(
      result.failures.map { "\($0.line):\($0.column): \($0.message)" } == [
        "2:5: type: no text field is editing (tap one first, or name it in firstResponder:)"
      ])
  }
}
