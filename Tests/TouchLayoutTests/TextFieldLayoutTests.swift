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

  @Test(
    "firstResponder: naming a text field begins its editing as becomeFirstResponder() does (UITextFieldDelegate: becoming first responder is beginning to edit): the keyboard is up, and type: types into it"
  )
  func firstResponderBeginsEditing() throws {
    let layout = try loadLayout("firstResponder: email\n" + Self.layout)
    let email = try #require(layout.view("email") as? TextField)
    #expect(email.isFirstResponder && email.isEditing)
    #expect(layout.application.keyboardWindow != nil)
    let script = try ScriptLoader.load(yaml: "steps:\n  - type: a@b.c\n", source: "test.yaml", for: layout)
    let result = ScriptRunner.run(script, on: layout)
    #expect(result.failures.map(\.message) == [])
    #expect(email.text == "a@b.c")
  }

  @Test(
    "firstResponder: naming a plain view still sets it directly, as the layout's starting state (no keyboard)"
  )
  func firstResponderPlainView() throws {
    let layout = try loadLayout("firstResponder: form\n" + Self.layout)
    #expect(layout.application.firstResponder === layout.view("form"))
    #expect(layout.application.keyboardWindow == nil)
  }
}

extension TextFieldLayoutTests {
  @Test("class: TextView makes a UITextView, with text, isEditable and isSelectable from the class table")
  func textViewKeys() throws {
    let layout = try loadLayout(
      """
      windows:
        - id: main
          views:
            - {id: notes, class: TextView, frame: [20, 100, 350, 200], text: Hello, isEditable: false}
            - {id: bio, class: TextView, frame: [20, 320, 350, 200]}
      firstResponder: bio
      """)
    let notes = try #require(layout.view("notes") as? TextView)
    let bio = try #require(layout.view("bio") as? TextView)
    #expect(notes.text == "Hello" && !notes.isEditable && notes.isSelectable)
    #expect(bio.isEditing && layout.application.keyboardWindow != nil, "firstResponder: begins its editing")
  }
}
