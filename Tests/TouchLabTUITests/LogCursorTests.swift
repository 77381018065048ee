import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Time travel without step mode: selecting a line of the log (arrows, Home, a click) moves the
/// canvas to that step; End or a new touch returns to live.
@Suite struct LogCursorTests {
  @Test("↑ from live selects the last line; ↑/↓ move; End goes live")
  func arrowsMoveTheCursor() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    let last = session.state.trace.records.count - 1
    session.handle(StepTesting.key(.down))
    #expect(session.state.log.cursor == nil, "↓ from live stays live")
    session.handle(StepTesting.key(.up))
    #expect(session.state.log.cursor == last)
    session.handle(StepTesting.key(.up))
    session.handle(StepTesting.key(.up))
    #expect(session.state.log.cursor == last - 2)
    session.handle(StepTesting.key(.down))
    #expect(session.state.log.cursor == last - 1)
    #expect(session.state.stepMark == "step \(last)/\(last + 1) (End: live)")
    session.handle(StepTesting.key(.end))
    #expect(session.state.log.cursor == nil)
    #expect(session.state.log.followsEnd)
    #expect(session.state.moment == nil)
  }

  @Test("Home selects the first line; the cursor stops at either end")
  func homeAndTheEnds() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key(.home))
    #expect(session.state.log.cursor == 0)
    #expect(session.state.paneTop == 0)
    session.handle(StepTesting.key(.up))
    #expect(session.state.log.cursor == 0)
    for _ in 0..<100 { session.handle(StepTesting.key(.down)) }
    #expect(session.state.log.cursor == session.state.trace.records.count - 1)
  }

  @Test("A click on a line of the pane selects it")
  func clickSelectsALine() {
    let (session, clock) = TestLayout.session(columns: 100, rows: 30)
    StepTesting.tap(session, clock)
    let pane = session.state.layout.paneArea
    let top = session.state.paneTop
    session.handle(.input(.mouse(MouseReport(.press, column: pane.column + 4, row: pane.row + 3))))
    #expect(session.state.log.cursor == top + 2)
    #expect(!session.state.isPressed, "a click in the pane is no touch")
    session.handle(.input(.mouse(MouseReport(.release, column: pane.column + 4, row: pane.row + 3))))
    // The header row selects nothing.
    session.handle(.input(.mouse(MouseReport(.press, column: pane.column + 4, row: pane.row))))
    #expect(session.state.log.cursor == top + 2)
  }

  @Test("A new touch returns to live")
  func aNewTouchGoesLive() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock)
    session.handle(StepTesting.key(.home))
    StepTesting.tap(session, clock)
    #expect(session.state.log.cursor == nil)
    #expect(session.state.moment == nil)
  }

  @Test("While a line is selected, new records do not scroll the pane away from it")
  func theSelectionHoldsThePane() {
    let (session, clock) = TestLayout.session(columns: 100, rows: 20)
    session.handle(.pointer(.down, StepTesting.save))
    session.handle(StepTesting.key(.home))
    clock.advance(by: 0.1)
    session.handle(.pointer(.move, CGPoint(x: 110, y: 65)))
    #expect(session.state.log.cursor == 0)
    #expect(session.state.paneTop == 0)
  }

  @Test("The selected step's canvas: the scene, hit view and path at that moment, not the live ones")
  func theCanvasShowsTheSelectedStep() throws {
    let (session, clock) = TestLayout.session(columns: 70, rows: 20)
    StepTesting.tap(session, clock)
    #expect(StepTesting.text(session).contains("▶save◀"))
    session.handle(StepTesting.key(.home))
    let atStart = StepTesting.text(session)
    #expect(!atStart.contains("▶save◀"), "at the first step nothing is hit yet")
    #expect(!atStart.contains("»"), "and no hitTest call has started")
    #expect(atStart.contains(StepOverlay.fingerGlyph), "the finger is where it pressed")
  }
}
