import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Step mode hides the lines the learner has not reached, so the next step can be guessed
/// before `j` shows it (the first-hour issue: the pane showed every line ahead); one row
/// counts them.
@Suite struct StepAheadTests {
  static func paneLines(_ session: Session) -> [String] {
    let area = session.state.layout.paneArea
    return session.canvas.plainText[(area.row + 1)..<area.endRow].map {
      String($0.dropFirst(area.column)).trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  @Test("§1 hitTest in step mode: only the steps reached are shown, and a row counts the rest")
  func linesAheadAreHidden() {
    let (session, clock) = TestLayout.session(columns: 120, rows: 60)
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    let count = session.state.logLines.count
    var pane = Self.paneLines(session)
    #expect(pane.count == 2, "\(pane)")
    #expect(pane.first?.contains("pointer 0 down at") == true)
    #expect(pane.last == "… \(count - 1) more steps (j shows the next)")
    #expect(!pane.contains { $0.contains("hit view save") }, "the hit view is a step ahead")
    session.handle(StepTesting.key("j"))
    pane = Self.paneLines(session)
    #expect(pane.count == 3)
    #expect(pane.last == "… \(count - 2) more steps (j shows the next)")
    // J over the window's hit test: everything up to its end is reached, nothing after.
    session.handle(StepTesting.key("j"))
    session.handle(StepTesting.key("J"))
    let reached = (session.state.log.cursor ?? 0) + 1
    pane = Self.paneLines(session)
    #expect(pane.count == reached + 1)
    #expect(pane.last == "… \(count - reached) more steps (j shows the next)")
    // G: live again, every line.
    session.handle(StepTesting.key("G"))
    pane = Self.paneLines(session)
    #expect(pane.count == count)
    #expect(!pane.contains { $0.hasPrefix("…") })
  }

  @Test("At the last step nothing is hidden; outside step mode a selected line hides nothing")
  func lastStepAndTravel() {
    let (session, clock) = TestLayout.session(columns: 120, rows: 60)
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    let count = session.state.logLines.count
    for _ in 1..<count { session.handle(StepTesting.key("j")) }
    #expect(Self.paneLines(session).count == count)
    session.handle(StepTesting.key("s"))
    session.handle(StepTesting.key(.home))
    #expect(session.state.log.cursor == 0)
    #expect(Self.paneLines(session).count == count, "travelling is not stepping")
  }

  @Test("The header counts the lines shown; a click on the count row selects nothing")
  func headerAndClick() throws {
    let (session, clock) = TestLayout.session(columns: 120, rows: 60)
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    let count = session.state.logLines.count
    let area = session.state.layout.paneArea
    #expect(session.canvas.plainText[area.row].contains("Trace 1–1 of \(count)"))
    let countRow = area.row + 2
    session.handle(
      .input(.mouse(MouseReport(.press, button: .left, column: area.column + 4, row: countRow))))
    #expect(session.state.log.cursor == 0)
  }
}
