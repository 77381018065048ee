import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLabTUI

/// Step mode (`s`): the engine dispatches a touch sequence at once, and the pane and canvas walk
/// its recorded steps: `j` one record, `J` over a hit-test call, `G` to the end.
@Suite struct StepModeTests {
  @Test("s turns step mode on: the next touch sequence is shown from its first record")
  func stepModeStartsAtTheFirstRecord() {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    #expect(session.state.log.stepMode)
    #expect(session.state.log.cursor == nil, "nothing to step yet")
    #expect(session.state.stepMark == "STEP")
    StepTesting.tap(session, clock)
    let count = session.state.trace.records.count
    #expect(count > 20, "the whole sequence was dispatched and recorded")
    #expect(session.state.log.cursor == 0)
    #expect(StepTesting.stepAtCursor(session.state) == session.state.trace.records.first?.step)
    #expect(session.state.stepMark == "STEP 1/\(count)")
    #expect(StepTesting.text(session).contains("STEP 1/\(count)"))
  }

  @Test("j advances one record at a time, and the status bar counts")
  func jSteps() {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    for expected in 1...2 {
      session.handle(StepTesting.key("j"))
      #expect(session.state.log.cursor == expected)
    }
    #expect(session.state.stepMark?.hasPrefix("STEP 3/") == true)
    guard case .hitTestVisit(let view, _, _, _) = StepTesting.stepAtCursor(session.state) else {
      Issue.record("record 3 should be the window's hitTest call")
      return
    }
    #expect(view == "main")
  }

  @Test("§1 hitTest: J steps over a hitTest call's whole recursion, to the call's return")
  func jStepsOverAHitTestCall() throws {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    let card = try #require(
      StepTesting.index(session.state) { if case .hitTestVisit("card", _, _, _) = $0 { true } else { false } }
    )
    while session.state.log.cursor != card { session.handle(StepTesting.key("j")) }
    session.handle(StepTesting.key("J"))
    #expect(StepTesting.stepAtCursor(session.state) == .hitTestReturn(view: "card", result: "save"))
    // Every record in between was deeper than card's call, or card's own point(inside:).
    let records = session.state.trace.records
    let callDepth = records[card].depth
    let returned = try #require(session.state.log.cursor)
    #expect(
      records[(card + 1)..<returned].allSatisfy { $0.depth > callDepth || $0.step.category == .hitTest })
    // From the window's record, J steps over the window's whole pass, to the hit view.
    session.handle(StepTesting.key(.home))
    session.handle(StepTesting.key("j"))
    #expect(StepTesting.stepAtCursor(session.state) == records[1].step)
    session.handle(StepTesting.key("J"))
    guard case .hitView(1, "save", "main") = StepTesting.stepAtCursor(session.state) else {
      Issue.record("J from the window's hit test should land on the hit view")
      return
    }
  }

  @Test("§1 hitTest: folded, J from a call's line goes past its whole subtree")
  func jOverAFoldedCall() throws {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("z"))
    let card = try #require(
      StepTesting.index(session.state) { if case .hitTestVisit("card", _, _, _) = $0 { true } else { false } }
    )
    while session.state.log.cursor != card { session.handle(StepTesting.key("j")) }
    session.handle(StepTesting.key("j"))
    guard case .hitTestVisit("save", _, _, _) = StepTesting.stepAtCursor(session.state) else {
      Issue.record("j from card's folded call goes into it, to save's call")
      return
    }
    session.handle(StepTesting.key(.up))
    session.handle(StepTesting.key("J"))
    guard case .hitView(1, "save", "main") = StepTesting.stepAtCursor(session.state) else {
      Issue.record("J from card's folded call goes past its subtree (and main's hidden return)")
      return
    }
  }

  @Test("G runs to the end: live again, and step mode stays on for the next sequence")
  func gRunsToTheEnd() {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("j"))
    session.handle(StepTesting.key("G"))
    #expect(session.state.log.cursor == nil)
    #expect(session.state.log.followsEnd)
    #expect(session.state.log.stepMode)
    #expect(session.state.stepMark == "STEP")
    StepTesting.tap(session, clock)
    #expect(session.state.log.cursor == 0)
  }

  @Test("s again leaves step mode and goes live")
  func sLeavesStepMode() {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("j"))
    session.handle(StepTesting.key("s"))
    #expect(!session.state.log.stepMode)
    #expect(session.state.log.cursor == nil)
    #expect(session.state.stepMark == nil)
  }

  @Test("s with a sequence already traced steps through it from its first record")
  func sStepsTheSequenceShown() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key("s"))
    #expect(session.state.log.cursor == 0)
  }

  @Test("A new touch while stepping replaces it: stepping starts at the new sequence; the old one is kept")
  func aNewTouchReplacesTheSequenceStepped() {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    let first = session.state.trace
    for _ in 0..<5 { session.handle(StepTesting.key("j")) }
    StepTesting.tap(session, clock, at: StepTesting.outsideCard)
    #expect(session.state.log.cursor == 0)
    #expect(session.state.log.sequence == nil)
    #expect(session.state.log.history.earlier.map(\.trace) == [first])
  }

  @Test("While the button is held, stepping stops at the last record; the release's records follow")
  func steppingWaitsForTheRelease() {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    session.handle(.pointer(.down, StepTesting.save))
    let pressed = session.state.trace.records.count
    for _ in 0..<(pressed + 3) { session.handle(StepTesting.key("j")) }
    #expect(session.state.log.cursor == pressed - 1)
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, StepTesting.save))
    session.handle(StepTesting.key("j"))
    #expect(session.state.log.cursor == pressed)
    guard case .pointer(let event) = StepTesting.stepAtCursor(session.state) else {
      Issue.record("the release's first record is its pointer record")
      return
    }
    #expect(event.kind == .up)
  }

  @Test("j outside step mode, or with nothing to step, says what to do")
  func jExplainsItself() {
    let (session, _) = TestLayout.session()
    session.handle(StepTesting.key("j"))
    #expect(session.state.status == "j steps in step mode: press s")
    session.handle(StepTesting.key("s"))
    session.handle(StepTesting.key("j"))
    #expect(session.state.status == "nothing to step: click a view to step through its dispatch")
  }

  @Test("The pane keeps the step in view: the selected line is marked and the pane scrolls to it")
  func thePaneFollowsTheStep() throws {
    let (session, clock) = TestLayout.session(columns: 100, rows: 20)
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    let lines = session.state.layout.paneLines
    #expect(session.state.paneTop == 0)
    for _ in 0..<(lines + 2) { session.handle(StepTesting.key("j")) }
    let cursor = try #require(session.state.log.cursor)
    #expect(session.state.paneTop == cursor - lines + 1)
    let text = session.canvas.plainText
    let row = try #require(text.firstIndex { $0.contains("│\(TracePane.cursorGlyph)") })
    #expect(row == session.state.layout.paneArea.row + lines)
  }
}
