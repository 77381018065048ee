import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The brief's case for real-time timers: holding the button still on a view with a long press
/// begins it after 0.5 s, with no input after the press, only ticks of the clock.
@Suite struct LongPressTests {
  /// The test layout with a long-press recognizer `hold` on `save` (screen 70…150 × 50…80).
  static func session() throws -> (Session, ManualClock) {
    let layout = TestLayout.make()
    let save = try #require(layout.application.windows.first?.subviews.first?.subviews.first)
    save.addGestureRecognizer(LongPressGestureRecognizer(id: "hold"))
    let clock = ManualClock()
    return (Session(layout: layout, columns: 100, rows: 30, clock: clock), clock)
  }

  static let began = TraceStep.stateChange(
    recognizer: "hold", from: .possible, to: .began, reason: .pressDurationReached(duration: 0.5))

  @Test func holdingBeginsAfterHalfASecondWithNoFurtherInput() throws {
    let (session, clock) = try Self.session()
    let cell = session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
    session.handle(.input(.mouse(MouseReport(.press, column: cell.column, row: cell.row))))
    #expect(session.nextTimerTime == 0.5, "the loop is told when to wake up")
    clock.advance(by: 0.49)
    session.tick()
    #expect(!session.state.trace.records.contains { $0.step == Self.began })
    clock.advance(by: 0.02)
    session.tick()
    let records = session.state.trace.records
    #expect(records.contains { $0.step == .timerFired(owner: "hold", purpose: "minimumPressDuration") })
    let began = try #require(records.first { $0.step == Self.began })
    #expect(began.time == 0.5)
    #expect(session.canvas.plainText.contains { $0.contains("hold: possible → began") })
    session.handle(.input(.mouse(MouseReport(.release, column: cell.column, row: cell.row))))
    #expect(
      session.state.trace.records.contains {
        $0.step == .stateChange(recognizer: "hold", from: .began, to: .ended, reason: .touchesEnded)
      })
  }
}
