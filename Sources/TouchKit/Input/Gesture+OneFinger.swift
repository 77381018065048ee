import Foundation

/// The one-finger streams: presses, tap series, drags and interrupted presses.
extension Gesture {
  /// A press at `point` released `duration` later, without moving: a still finger reports no moves.
  static func press(
    at point: CGPoint, for duration: TimeInterval, startingAt start: TimeInterval, pointer: Int
  ) -> [PointerEvent] {
    precondition(
      isValidDuration(duration), "a press's duration must satisfy isValidDuration, got \(duration)")
    return [
      PointerEvent(.down, at: point, time: start, pointer: pointer),
      PointerEvent(.up, at: point, time: start + duration, pointer: pointer),
    ]
  }

  /// `count` taps at `point`, each pressed ``multiTapGap`` after the previous release.
  static func taps(at point: CGPoint, count: Int, startingAt start: TimeInterval, pointer: Int)
    -> [PointerEvent]
  {
    precondition(count >= 1, "a multi-tap needs at least one tap, got \(count)")
    return (0..<count).flatMap { index in
      let time = start + Double(index) * (tapDuration + multiTapGap)
      return press(at: point, for: tapDuration, startingAt: time, pointer: pointer)
    }
  }

  /// A press at `from`, one move per frame along the straight line to `to`, a release at `to`
  /// at the time of the last move.
  static func drag(
    from: CGPoint, to: CGPoint, duration: TimeInterval, startingAt start: TimeInterval, pointer: Int
  ) -> [PointerEvent] {
    let moves = frameTimes(over: duration).map { time in
      PointerEvent(
        .move, at: interpolate(from, to, CGFloat(time / duration)), time: start + time, pointer: pointer)
    }
    return [PointerEvent(.down, at: from, time: start, pointer: pointer)] + moves + [
      PointerEvent(.up, at: to, time: start + duration, pointer: pointer)
    ]
  }

  /// A press at `point` that the system cancels `delay` later, where the finger still is.
  static func interruptedPress(
    at point: CGPoint, after delay: TimeInterval, startingAt start: TimeInterval, pointer: Int
  ) -> [PointerEvent] {
    precondition(isValidDuration(delay), "an interruption's delay must satisfy isValidDuration, got \(delay)")
    return [
      PointerEvent(.down, at: point, time: start, pointer: pointer),
      PointerEvent(.cancel, at: point, time: start + delay, pointer: pointer),
    ]
  }
}
