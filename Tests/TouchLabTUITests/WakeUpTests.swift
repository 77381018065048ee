import Foundation
import Testing

@testable import TouchLabTUI

/// The app loop's read timeout: it must wake up for the next timer and for a pending ESC.
@Suite struct WakeUpTests {
  @Test func idleWithNothingPending() {
    #expect(WakeUp().timeout(now: 3) == 250)
  }

  @Test func wakesForTheNextTimerRoundedUp() {
    let wakeUp = WakeUp(escapePendingSince: nil, nextTimer: 10.5)
    #expect(wakeUp.timeout(now: 10.3995) == 101)
    #expect(wakeUp.timeout(now: 10) == 250, "a far timer waits no longer than the idle period")
    #expect(wakeUp.timeout(now: 11) == 0, "an overdue timer: do not block")
  }

  @Test func pendingEscapeWinsWhenSooner() {
    let wakeUp = WakeUp(escapePendingSince: 2, nextTimer: 2.1)
    #expect(wakeUp.timeout(now: 2) == 30)
    #expect(!wakeUp.shouldFlush(now: 2.02))
    #expect(wakeUp.shouldFlush(now: 2.03))
    #expect(!WakeUp().shouldFlush(now: 100))
  }
}
