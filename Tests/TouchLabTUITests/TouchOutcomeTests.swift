import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The status bar's result of the last touch: the views hit, then the one outcome a person
/// looks for first (an action, a recognizer, who handled the touch).
@Suite struct TouchOutcomeTests {
  static func outcome(_ session: Session) -> TouchOutcome? { session.state.touchOutcome }

  @Test("§6 responder chain: a tap on card walks to homeVC, which handles touchesEnded")
  func handledUpTheChain() {
    let (session, clock) = TestLayout.session()
    StepTesting.tap(session, clock, at: CGPoint(x: 30, y: 30))
    #expect(Self.outcome(session) == TouchOutcome(hit: "touch → card", detail: "touchesEnded unhandled"))
    StepTesting.tap(session, clock)
    #expect(Self.outcome(session)?.text == "touch → save · save handled touchesEnded")
  }

  @Test("§4 A recognizer that recognizes is the outcome; §5 an action sent wins over it")
  func recognizerAndAction() throws {
    let layout = TestLayout.make()
    let save = try #require(layout.application.windows.first?.subviews.first?.subviews.first)
    let tap = TapGestureRecognizer(id: "tap")
    save.addGestureRecognizer(tap)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock)
    StepTesting.tap(session, clock)
    #expect(Self.outcome(session)?.detail == "tap ended")
    tap.addTarget(nil, action: "tapped")
    StepTesting.tap(session, clock)
    #expect(
      Self.outcome(session)?.detail?.hasPrefix("tapped") == true,
      "\(String(describing: Self.outcome(session)))")
  }

  @Test("Nothing is said before a touch is hit-tested, and a touch on no view hit nothing")
  func nothingYet() {
    let (session, clock) = TestLayout.session()
    #expect(Self.outcome(session) == nil)
    #expect(!(session.canvas.plainText.last ?? "").contains("touch →"))
    StepTesting.tap(session, clock, at: CGPoint(x: 250, y: 250))
    #expect(Self.outcome(session)?.hit == "touch → nothing")
  }

  @Test("In step mode the result says no more than the steps reached: the hit view once decided")
  func stepModeDoesNotTellAhead() throws {
    let (session, clock) = TestLayout.session()
    session.handle(StepTesting.key("s"))
    StepTesting.tap(session, clock)
    #expect(Self.outcome(session) == nil, "at the first step nothing is hit yet")
    #expect(!(session.canvas.plainText.last ?? "").contains("touch → save"))
    let hit = try #require(StepTesting.index(session.state) { if case .hitView = $0 { true } else { false } })
    while let cursor = session.state.log.cursor, cursor < hit { session.handle(StepTesting.key("j")) }
    #expect(Self.outcome(session) == TouchOutcome(hit: "touch → save", detail: nil))
    session.handle(StepTesting.key("G"))
    #expect(Self.outcome(session)?.detail == "save handled touchesEnded")
  }

  @Test("Read on as the records of a drag arrive, the outcome is the one read afresh, and covers the trace")
  func readOnAsRecordsArrive() {
    let (session, clock) = TestLayout.session()
    session.handle(.pointer(.down, StepTesting.save))
    for step in 0..<20 {
      clock.advance(by: 1.0 / 60)
      session.handle(.pointer(.move, CGPoint(x: 100 + Double(step), y: 65)))
      let state = session.state
      #expect(state.outcomeScan.covers(state.trace))
      #expect(state.outcomeScan.outcome == TouchOutcome(state.trace.records[...]))
    }
    session.handle(.pointer(.up, CGPoint(x: 120, y: 65)))
    #expect(session.state.touchOutcome?.text == "touch → save · save handled touchesEnded")
  }

  @Test(
    "§1 hitTest: a what-if re-run of the same inputs is read afresh: the status bar says the new hit view")
  func whatIfIsReadAfresh() throws {
    let (session, clock) = try ToggleSessionTests.session()
    ToggleSessionTests.tap(session, clock, at: ToggleSessionTests.onSave)
    #expect(session.state.touchOutcome?.hit == "touch → save")
    session.state.inspector.selectedView = "save"
    session.handle(ToggleSessionTests.key("u"))
    #expect(session.state.hitView == "card")
    #expect(session.state.touchOutcome?.hit == "touch → card")
    #expect(session.state.outcomeScan.covers(session.state.trace))
  }
}
