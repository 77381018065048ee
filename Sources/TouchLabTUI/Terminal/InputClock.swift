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

/// Another clock read to the microsecond: what the session reads, whatever clock it is given,
/// so live input, recordings written from it and their playback share one grain of time, and a
/// recording reads `0.306209`, not `0.3062089280000002`.
public final class MicrosecondClock: InputClock {
  public let base: any InputClock

  public init(_ base: any InputClock) {
    self.base = base
  }

  public func now() -> TimeInterval { Self.rounded(base.now()) }

  /// `seconds` to the nearest microsecond: the grain of the session's time and of recordings.
  public static func rounded(_ seconds: TimeInterval) -> TimeInterval {
    guard seconds.isFinite, abs(seconds) < 1e9 else { return seconds }
    return (seconds * 1_000_000).rounded() / 1_000_000
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
