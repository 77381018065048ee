import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Step mode and the first responder (issue 39): the text input editing and the keyboard are
/// part of a step's state, and stepping through a touch keeps the field editing. UIKit begins
/// a text field's editing when a tap on it ends (`UITextField`: "when the user taps in a text
/// field, that text field becomes the first responder"; docs/text-input.md: at touch up
/// inside), and the keyboard comes up with it (`keyboardWillShowNotification`), so a step of
/// the tap before its touch up shows neither.
@Suite struct StepEditingTests {
  @Test(
    "Stepping through a tap on a field: no editing and no keyboard before the first-responder step; both after"
  )
  func editingAndKeyboardAtTheirSteps() throws {
    let (session, email) = TypingTests.session()
    TypingTests.tapField(session)
    #expect(email.isEditing)
    let sequence = session.state.shownSequence
    let records = sequence.trace.records
    let became = try #require(records.firstIndex { $0.step == .firstResponder(from: nil, to: "email") })
    let shown = try #require(
      records.firstIndex {
        if case .keyboard(shown: true, _) = $0.step { true } else { false }
      })
    func keyboard(at step: Int) -> Bool {
      sequence.scene(at: step)?.windows.contains { $0.className == "KeyboardWindow" } == true
    }
    #expect(sequence.scene(at: 0)?.typingTarget == nil, "the press's first record: nothing edits yet")
    #expect(!keyboard(at: 0))
    #expect(sequence.scene(at: became - 1)?.typingTarget == nil)
    #expect(sequence.scene(at: records.count - 1)?.typingTarget == "email")
    #expect(!keyboard(at: shown - 1))
    #expect(keyboard(at: shown))
    #expect(keyboard(at: records.count - 1))
    // Without the step changes, the touch up's own scene (its dispatch's end): editing and the
    // keyboard up from its first record.
    var future = sequence
    future.steps = StepTimeline()
    #expect(future.scene(at: became - 1)?.typingTarget == "email")
    #expect(future.scene(at: shown - 1)?.windows.contains { $0.className == "KeyboardWindow" } == true)
  }

  @Test(
    "In step mode, a tap on a field is stepped with j while it stays first responder; at G keys type again")
  func steppingKeepsTheFirstResponder() {
    let (session, email) = TypingTests.session()
    session.handle(StepTesting.key("s"))
    TypingTests.tapField(session)
    #expect(email.isFirstResponder && email.isEditing)
    #expect(session.state.log.isTravelling)
    #expect(session.state.typingTarget == nil, "a step is shown: keys step")
    let status = session.canvas.plainText[session.state.layout.statusRow]
    #expect(status.contains("email edits: G or End to type"), "\(status)")
    let cursor = session.state.log.cursor
    session.handle(StepTesting.key("j"))
    session.handle(StepTesting.key("j"))
    #expect(session.state.log.cursor != cursor, "j stepped")
    #expect(email.text == "", "and typed nothing")
    #expect(email.isFirstResponder && email.isEditing, "stepping did not end editing")
    session.handle(StepTesting.key("G"))
    #expect(!session.state.log.isTravelling)
    #expect(session.state.typingTarget == "email")
    TypingTests.type("jG", into: session)
    #expect(email.text == "jG")
  }
}
