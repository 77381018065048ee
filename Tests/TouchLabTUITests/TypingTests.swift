import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Typing in the explorer: while a text field is first responder and edits, the terminal's keys
/// are typed into it. UIKit sends key input to the first responder (`UIKeyInput`: "when
/// instances of this subclass are the first responder, the system keyboard displays", and its
/// `insertText(_:)`/`deleteBackward()` are what the keys call), not to a view under a pointer;
/// the explorer's own keys wait until typing stops (docs/text-input.md, "Typing").
@Suite("Typing in the explorer")
struct TypingTests {
  /// A 200×120 screen: text field `email` (20, 20, 160, 30), button `go` (20, 70, 80, 30).
  static func session(delegate: TextFieldDelegate? = nil) -> (Session, TextField) {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    app.addWindow(main)
    let email = TextField(id: "email", frame: CGRect(x: 20, y: 20, width: 160, height: 30))
    email.delegate = delegate
    main.addSubview(email)
    main.addSubview(Button(id: "go", frame: CGRect(x: 20, y: 70, width: 80, height: 30)))
    let layout = Layout(
      source: "typing.yaml", title: "Typing", screenSize: CGSize(width: 200, height: 120), application: app)
    return (Session(layout: layout, columns: 100, rows: 30, clock: ManualClock()), email)
  }

  /// A tap on the field: editing begins at its touch up inside (docs/text-input.md).
  static func tapField(_ session: Session) {
    session.handle(.pointer(.down, CGPoint(x: 60, y: 35)))
    session.handle(.pointer(.up, CGPoint(x: 60, y: 35)))
  }

  static func type(_ text: String, into session: Session) {
    var decoder = InputDecoder()
    session.handle(bytes: Array(text.utf8), decoder: &decoder)
  }

  @Test("A tap on a text field starts typing: the state names it, the status bar says keys are typed")
  func tapStartsTyping() {
    let (session, email) = Self.session()
    #expect(session.state.typingTarget == nil)
    Self.tapField(session)
    #expect(email.isFirstResponder && email.isEditing)
    #expect(session.state.typingTarget == "email")
    let bottom = session.canvas.plainText[session.state.layout.statusRow]
    #expect(bottom.contains("typing into email"), "\(bottom)")
    #expect(bottom.contains("Esc stop typing"), "\(bottom)")
  }

  @Test("Keys the explorer uses (q, ?, g, digits, Enter) are typed into the first responder, not acted on")
  func explorerKeysAreTyped() {
    let (session, email) = Self.session()
    Self.tapField(session)
    Self.type("q?g1 k", into: session)
    #expect(email.text == "q?g1 k")
    #expect(!session.state.isQuitting)
    #expect(
      session.state.helpPage == nil && session.state.layoutPicker == nil && session.state.crosshair == nil)
    #expect(session.canvas.plainText.contains { $0.contains("q?g1 k|") }, "the box shows the text and caret")
    // One key at a time, as a person types, goes the same way (through the typing layer's bindings).
    session.handle(.input(.key(.character("q"))))
    session.handle(.input(.key(.backspace)))
    session.handle(.input(.key(.character("!"))))
    #expect(email.text == "q?g1 k!")
    #expect(!session.state.isQuitting)
  }

  @Test(
    "Esc stops typing: the field resigns first responder (resignFirstResponder) and keys are the explorer's again"
  )
  func escapeStopsTyping() {
    let (session, email) = Self.session()
    Self.tapField(session)
    session.handle(.input(.key(.escape)))
    #expect(!email.isFirstResponder && !email.isEditing)
    #expect(session.state.typingTarget == nil)
    session.handle(.input(.key(.character("q"))))
    #expect(session.state.isQuitting)
    #expect(email.text == "")
  }

  @Test("Ctrl-C quits while typing: the typing layer lets it through")
  func interruptQuits() {
    let (session, email) = Self.session()
    Self.tapField(session)
    Self.type("a\u{03}b", into: session)
    #expect(session.state.isQuitting)
    #expect(email.text?.hasPrefix("a") == true)
  }

  final class Stubborn: TextFieldDelegate {
    var asked = 0
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
      asked += 1
      return false
    }
  }

  @Test(
    "A delegate that refuses to end editing (textFieldShouldEndEditing) keeps the field at the first Esc; the second forces it (UIView.endEditing(true): the delegate is not asked)"
  )
  func refusingDelegateIsForcedAtTheSecondEscape() {
    let stubborn = Stubborn()
    let (session, email) = Self.session(delegate: stubborn)
    Self.tapField(session)
    session.handle(.input(.key(.escape)))
    #expect(email.isFirstResponder && stubborn.asked == 1)
    #expect(session.state.typingTarget == "email")
    #expect(session.state.status?.contains("Esc again forces it") == true)
    session.handle(.input(.key(.escape)))
    #expect(!email.isFirstResponder && !email.isEditing)
    #expect(stubborn.asked == 1, "forced: the delegate is not asked again")
    #expect(session.state.typingTarget == nil)
  }

  @Test(
    "Control characters and escape sequences typed or pasted type nothing: only printable text, Return and Backspace"
  )
  func controlsAndSequencesAreNotTyped() {
    let (session, email) = Self.session()
    Self.tapField(session)
    // A clear-screen sequence, a cursor move, a bell, a NUL, a C1 control (U+0085), arrows, Tab.
    Self.type("a\u{1B}[2Jb\u{1B}[10;10Hc\u{07}\u{00}d\u{85}e\u{1B}[A\tf", into: session)
    #expect(email.text == "abcdef")
    #expect(session.canvas.plainText.allSatisfy { !$0.contains("\u{1B}") })
    Self.type("xy\u{7F}", into: session)
    #expect(email.text == "abcdefx")
  }

  @Test("A megabyte pasted in reads of 64 KB is typed whole, in bounded time, one delegate question a read")
  func megabyteIsBounded() {
    let (session, email) = Self.session()
    Self.tapField(session)
    let chunk = String(repeating: "abcdefgh", count: 8192)  // 64 KB
    var decoder = InputDecoder()
    let start = Date()
    for _ in 0..<16 { session.handle(bytes: Array(chunk.utf8), decoder: &decoder) }
    let elapsed = Date().timeIntervalSince(start)
    #expect(email.text?.utf8.count == 1 << 20)
    #expect(elapsed < 20, "1 MB typed in \(elapsed) s")
    let typed = session.recorder.trace.records.filter {
      if case .typed = $0.step { return true }
      return false
    }
    #expect(typed.count == 16, "one typed record a read")
  }

  @Test(
    "A run of keys ends at Return: a Return that ends editing gives the keys after it back to the explorer")
  func returnThatEndsEditingGivesKeysBack() {
    let (session, email) = Self.session()
    email.addTarget(nil, action: "done:", for: .editingDidEndOnExit)
    Self.tapField(session)
    Self.type("hi\nq", into: session)
    #expect(email.text == "hi")
    #expect(!email.isEditing)
    #expect(session.state.isQuitting, "q after the Return was the explorer's")
  }
}
