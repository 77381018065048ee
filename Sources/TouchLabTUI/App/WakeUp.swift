import Foundation
import TouchKit

/// How long the app loop may block reading input: until the first of the idle period, the
/// end of the wait for a lone ESC's sequence, and the next recognizer timer.
///
/// A timer must fire on time with no input at all (a held button becomes a long press after
/// 0.5 s), so the loop cannot simply sleep until the next byte. All times are the input
/// clock's seconds, the time base of pointer timestamps and of the engine's scheduler.
struct WakeUp: Equatable {
  /// Idle wake-up period; input and resizes wake the loop sooner.
  static let idle: TimeInterval = 0.25
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
  static let escapeTimeout: TimeInterval = 0.03

  /// When bytes last arrived while the decoder still waits for the rest of a sequence.
  var escapePendingSince: TimeInterval?
  /// The next recognizer timer (``Session/nextTimerTime``).
  var nextTimer: TimeInterval?

  /// When the pending ESC has waited long enough to be settled by `InputDecoder.flush()`.
  var escapeDeadline: TimeInterval? { escapePendingSince.map { $0 + Self.escapeTimeout } }

  /// Milliseconds to block at `now`: rounded up, so the loop wakes at or after a deadline
  /// (never just before, to spin), and never negative.
  func timeout(now: TimeInterval) -> Int32 {
    var wait = Self.idle
    for deadline in [escapeDeadline, nextTimer].compactMap({ $0 }) { wait = min(wait, deadline - now) }
    // Saturating: a timer's time comes from the engine, whose times come from a person's files.
    return Int32(Int(saturating: wait * 1000, rounding: .up, within: 0...Int(Int32.max)))
  }

  /// Whether a pending ESC is due to be flushed at `now`.
  func shouldFlush(now: TimeInterval) -> Bool {
    escapeDeadline.map { now >= $0 } ?? false
  }
}
