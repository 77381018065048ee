import Foundation

/// Where touch timestamps come from (architecture principle 4: time is injected).
///
/// The terminal uses ``MonotonicClock``; `touchlab render` and the tests use ``ManualClock`` so
/// that the same input gives the same trace, byte for byte.
public protocol InputClock: AnyObject {
  /// Seconds since the clock started.
  func now() -> TimeInterval
}

/// Real time that never goes backwards (wall-clock changes do not affect it), in whole
/// microseconds: the grain recordings write times in, so a recording played back gives the
/// engine the very times the live session did, and a recording reads `0.306209`, not
/// `0.3062089280000002`.
public final class MonotonicClock: InputClock {
  private let start = ContinuousClock.now

  public init() {}

  public func now() -> TimeInterval {
    let elapsed = start.duration(to: .now).components
    let microseconds = elapsed.seconds * 1_000_000 + elapsed.attoseconds / 1_000_000_000_000
    return TimeInterval(microseconds) / 1_000_000
  }

  /// `seconds` to the nearest microsecond: the grain of the clock and of recordings.
  public static func microseconds(_ seconds: TimeInterval) -> TimeInterval {
    guard seconds.isFinite, abs(seconds) < 1e9 else { return seconds }
    return (seconds * 1_000_000).rounded() / 1_000_000
  }
}

/// Another clock read to the microsecond: what the session reads, whatever clock it is given,
/// so live input, recordings written from it and their playback share one grain of time.
public final class MicrosecondClock: InputClock {
  public let base: any InputClock

  public init(_ base: any InputClock) {
    self.base = base
  }

  public func now() -> TimeInterval { MonotonicClock.microseconds(base.now()) }
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
