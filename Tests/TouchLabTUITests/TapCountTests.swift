import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Clicks in the session, timed by its clock: repeated clicks count taps (§2 tapCount), and a
/// drag's moves carry the clock's time (§2 timestamp). Holding is a long press: LongPressTests.
@Suite struct TapCountTests {
  typealias F = FingersFixture

  /// `save` of the test layout, at 100×30.
  static func saveCell(_ session: Session) -> CellPosition {
    session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
  }

  /// Clicks `cell` `count` times: each press `gap` seconds after the last release, held 0.08 s.
  static func click(
    _ session: Session, _ clock: ManualClock, _ cell: CellPosition, count: Int, gap: TimeInterval
  ) {
    for index in 0..<count {
      if index > 0 { clock.advance(by: gap) }
      session.handle(F.mouse(.press, cell))
      clock.advance(by: 0.08)
      session.handle(F.mouse(.release, cell))
    }
  }

  /// Whether each tap-series decision of the pane's trace continued the series.
  static func series(_ session: Session) -> [Bool] {
    session.state.trace.records.compactMap { record in
      guard case .tapSeries(_, _, _, let continued) = record.step else { return nil }
      return continued
    }
  }

  static func tapCounts(_ session: Session) -> [Int] {
    session.state.trace.records.compactMap { record in
      guard case .touch(_, .began, _, let tapCount) = record.step else { return nil }
      return tapCount
    }
  }

  @Test("§2 tapCount: a double click counts 2 and a triple click 3, within 0.35 s and 10 pt of the last tap")
  func doubleAndTripleClicks() {
    let (session, clock) = TestLayout.session(columns: 160, rows: 40)
    Self.click(session, clock, Self.saveCell(session), count: 2, gap: 0.1)
    // Each press starts a new sequence: the pane shows the second tap.
    #expect(Self.tapCounts(session) == [2])
    #expect(Self.series(session) == [true])
    let point = Format.point(
      session.state.scaling.point(forColumn: Self.saveCell(session).column, row: Self.saveCell(session).row))
    #expect(session.canvas.plainText.contains { $0.contains("touch 2 began at \(point), tapCount 2") })
    clock.advance(by: 0.1)
    Self.click(session, clock, Self.saveCell(session), count: 1, gap: 0)
    #expect(Self.tapCounts(session) == [3])
  }

  @Test("§2 tapCount: a second click after more than 0.35 s starts a new series (tapCount 1)")
  func slowSecondClick() {
    let (session, clock) = TestLayout.session()
    Self.click(session, clock, Self.saveCell(session), count: 2, gap: 0.4)
    #expect(Self.tapCounts(session) == [1])
    #expect(Self.series(session) == [false])
  }

  @Test("§2 tapCount: a second click more than 10 pt away starts a new series (tapCount 1)")
  func farSecondClick() {
    let (session, clock) = TestLayout.session()
    let cell = Self.saveCell(session)
    Self.click(session, clock, cell, count: 1, gap: 0)
    clock.advance(by: 0.1)
    // Four columns right: 4 cells of about 3.4 pt, more than 10 pt away.
    Self.click(session, clock, F.offset(cell, 4), count: 1, gap: 0)
    #expect(Self.tapCounts(session) == [1])
  }

  @Test("A lost release: the next press lifts the finger where it was, then taps again (tapCount 2)")
  func lostReleaseEndsTheTouch() {
    let (session, clock) = TestLayout.session()
    let cell = Self.saveCell(session)
    session.handle(F.mouse(.press, cell))
    clock.advance(by: 0.1)
    session.handle(F.mouse(.press, cell))
    #expect(session.state.isPressed)
    #expect(Self.tapCounts(session) == [2])
    #expect(session.state.status == "the release was lost: the touch ended where it was")
    // Mode 1003 reports hovering only with no button down: the release was lost again.
    clock.advance(by: 0.1)
    session.handle(F.mouse(.motion, F.offset(cell, 1)))
    #expect(!session.state.isPressed)
    #expect(session.state.trace.records.last?.step == .sequenceEnd(touches: [2]))
  }

  @Test("§2 timestamp: each drag report is a touchesMoved stamped with the clock's time")
  func dragsCarryTheClocksTime() {
    let (session, clock) = TestLayout.session()
    let cell = Self.saveCell(session)
    session.handle(F.mouse(.press, cell))
    var times: [TimeInterval] = []
    for step in 1...3 {
      clock.advance(by: 0.016)
      times.append(clock.time)
      session.handle(F.mouse(.drag, F.offset(cell, step)))
    }
    clock.advance(by: 0.02)
    session.handle(F.mouse(.release, F.offset(cell, 3)))
    let moves = session.state.trace.records.filter {
      if case .touch(_, .moved, _, _) = $0.step { return true }
      return false
    }
    #expect(moves.map(\.time) == times)
    #expect(session.state.trace.records.last?.time == clock.time)
  }
}
