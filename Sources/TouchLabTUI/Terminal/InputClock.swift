import Foundation

/// Where touch timestamps come from (architecture principle 4: time is injected).
///
/// The terminal uses ``MonotonicClock``; `touchlab render` and the tests use ``ManualClock`` so
/// that the same input gives the same trace, byte for byte.
public protocol InputClock: AnyObject {
  /// Seconds since the clock started.
  func now() -> TimeInterval
}

/// Real time that never goes backwards (wall-clock changes do not affect it).
public final class MonotonicClock: InputClock {
  private let start = ContinuousClock.now

  public init() {}

  public func now() -> TimeInterval {
    let elapsed = start.duration(to: .now).components
    return TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) / 1e18
  }
}

/// A clock that moves only when told to.
public final class ManualClock: InputClock {
  public var time: TimeInterval

  public init(time: TimeInterval = 0) {
    self.time = time
  }

  public func now() -> TimeInterval { time }

  public func advance(by seconds: TimeInterval) { time += seconds }
}
