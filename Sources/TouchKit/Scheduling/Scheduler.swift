import Foundation

/// Timers on an injected clock: long-press durations, multi-tap windows and touch delays.
///
/// Nothing in the engine reads the wall clock. Time moves only when the driver says so: the
/// synthesizer advances it to each pointer event's timestamp, headless commands run it until
/// idle after their last input (virtual time), and the terminal advances it on every tick of its
/// monotonic clock (real time). So the same input gives the same timers firing at the same
/// instants, and the same trace.
public final class Scheduler {
  /// Names a scheduled timer, to cancel it.
  public struct Token: Hashable, Sendable {
    let id: Int
  }

  private struct Entry {
    let token: Token
    let fireTime: TimeInterval
    let action: (TimeInterval) -> Void
  }

  /// The current time: the fire time of the timer running, or the last time advanced to.
  public private(set) var now: TimeInterval = 0
  private var entries: [Entry] = []
  private var nextID = 1

  public init() {}

  /// Runs `action` once time reaches `time` (at once on the next advance if it is in the
  /// past). The action receives its fire time. Timers due at the same instant run in the
  /// order they were scheduled.
  @discardableResult
  public func schedule(at time: TimeInterval, _ action: @escaping (TimeInterval) -> Void) -> Token {
    let token = Token(id: nextID)
    nextID += 1
    let entry = Entry(token: token, fireTime: time, action: action)
    let index = entries.firstIndex { $0.fireTime > time } ?? entries.endIndex
    entries.insert(entry, at: index)
    return token
  }

  public func cancel(_ token: Token) {
    entries.removeAll { $0.token == token }
  }

  /// When the earliest pending timer fires, or nil if none is pending.
  public var nextFireTime: TimeInterval? { entries.first?.fireTime }

  public var hasPendingTimers: Bool { !entries.isEmpty }

  /// Fires, in order, every timer due at or before `time` (including timers that those
  /// timers schedule), then moves `now` to `time`. Time never goes backwards.
  public func advance(to time: TimeInterval) {
    while let first = entries.first, first.fireTime <= time {
      entries.removeFirst()
      now = max(now, first.fireTime)
      first.action(now)
    }
    now = max(now, time)
  }

  /// Fires pending timers until none is left or `limit` is reached: headless runs end by
  /// letting every started timer (a double tap's wait, a long press) play out. Returns the
  /// time reached.
  @discardableResult
  public func runUntilIdle(limit: TimeInterval = Scheduler.idleLimit) -> TimeInterval {
    let deadline = now + limit
    while let next = entries.first?.fireTime, next <= deadline {
      advance(to: next)
    }
    return now
  }

  /// How far past the current time `runUntilIdle` goes: longer than any recognizer waits,
  /// short enough that a timer that keeps rescheduling itself cannot hang a headless run.
  public static let idleLimit: TimeInterval = 60
}
