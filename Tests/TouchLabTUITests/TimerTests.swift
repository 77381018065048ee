import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Recognizer timers run on the engine's scheduler, which the UI moves with `.tick` messages
/// from its clock: a press held with no further input still times out. A ``ManualClock``
/// stands in for the terminal's monotonic clock.
@Suite struct TimerTests {
  /// `save` (screen 70…150 × 50…80) with a double-tap recognizer `tap2`: it starts a
  /// maximumTapDuration timer on press and a maximumIntervalBetweenSuccessiveTaps timer on
  /// release.
  static func session() -> (Session, ManualClock) {
    let layout = TestLayout.make()
    let tap = TapGestureRecognizer(id: "tap2")
    tap.numberOfTapsRequired = 2
    layout.application.windows.first?.subviews.first?.subviews.first?.addGestureRecognizer(tap)
    let clock = ManualClock()
    return (Session(layout: layout, columns: 100, rows: 30, clock: clock), clock)
  }

  static let save = CGPoint(x: 100, y: 65)

  static func steps(_ session: Session) -> [TraceStep] { session.state.trace.records.map(\.step) }

  @Test func aHeldPressTimesOutWithoutFurtherInput() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, Self.save))
    #expect(session.nextTimerTime == Tunables.maximumTapDuration)
    clock.advance(by: 0.5)
    session.tick()
    #expect(!Self.steps(session).contains { if case .timerFired = $0 { true } else { false } })
    clock.advance(by: 0.3)
    session.tick()
    let steps = Self.steps(session)
    #expect(steps.contains(.timerFired(owner: "tap2", purpose: "maximumTapDuration")))
    #expect(
      steps.contains(
        .stateChange(
          recognizer: "tap2", from: .possible, to: .failed,
          reason: .heldTooLong(limit: Tunables.maximumTapDuration))))
    let fired = session.state.trace.records.first {
      $0.step == .timerFired(owner: "tap2", purpose: "maximumTapDuration")
    }
    #expect(fired?.time == Tunables.maximumTapDuration, "stamped with the timer's due time, not the tick's")
    #expect(session.state.isPressed, "the finger is still down")
  }

  @Test func aTickWithNothingDueChangesNothing() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, Self.save))
    let before = session.state
    clock.advance(by: 0.1)
    session.tick()
    #expect(session.state == before, "no redraw for an idle tick")
    #expect(Update.update(before, .tick(0.1)).1 == [.advanceTime(to: 0.1)])
  }

  /// After the first tap the recognizer waits for a second: the pane shows its timer expiring,
  /// and a second tap in time continues the same trace instead of clearing it.
  @Test func theTapIntervalPlaysOutInThePane() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, Self.save))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, Self.save))
    clock.advance(by: 0.4)
    session.tick()
    #expect(
      Self.steps(session).contains(
        .stateChange(
          recognizer: "tap2", from: .possible, to: .failed,
          reason: .tapIntervalExpired(interval: Tunables.maximumTapInterval))))
    #expect(Self.steps(session).last == .reset(recognizer: "tap2"))
  }

  /// `touchlab render --tap` has no clock to wait on: the pending wait plays out in virtual time.
  @Test func pendingTimersPlayOutForRender() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, Self.save))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, Self.save))
    session.runPendingTimers()
    #expect(session.nextTimerTime == nil)
    let fired = session.state.trace.records.first {
      $0.step == .timerFired(owner: "tap2", purpose: "maximumIntervalBetweenSuccessiveTaps")
    }
    #expect(fired?.time == 0.1 + Tunables.maximumTapInterval)
  }

  @Test func aSecondTapInTimeContinuesTheTrace() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, Self.save))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, Self.save))
    let firstTap = session.state.trace.records.count
    clock.advance(by: 0.1)
    session.tick()
    session.handle(.pointer(.down, Self.save))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, Self.save))
    let records = session.state.trace.records
    #expect(records.count > firstTap && records.first?.id == 1, "not cleared while tap2 waited")
    #expect(
      records.map(\.step).contains(
        .stateChange(recognizer: "tap2", from: .possible, to: .recognized, reason: .tapsCompleted(count: 2))))
  }
}
