import Foundation

/// The two-finger streams: pinch and rotation.
///
/// Both fingers press at the same timestamp, first pointer first; each frame moves both at the
/// same timestamp, first pointer first; both lift at the same timestamp in the same order. A
/// real touch screen reports the fingers of one frame together, and a fixed order keeps the
/// stream, and so the trace, deterministic.
extension Gesture {
  /// Two fingers on the horizontal line through `center`, the first on the left, `from` then
  /// `to` points apart.
  static func pinch(
    center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval, startingAt start: TimeInterval,
    pointers: (Int, Int)
  ) -> [PointerEvent] {
    precondition(from > 0 && from.isFinite && to > 0 && to.isFinite, "pinch distances must be positive")
    return twoFingerStream(duration: duration, startingAt: start, pointers: pointers) { fraction in
      let half = interpolate(from, to, fraction) / 2
      return (CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y))
    }
  }

  /// Two fingers opposite each other on a circle around `center`, the first starting on the
  /// left, the second on the right, turning by `degrees` (positive: clockwise on a y-down screen).
  static func rotation(
    center: CGPoint, radius: CGFloat, degrees: Double, duration: TimeInterval, startingAt start: TimeInterval,
    pointers: (Int, Int)
  ) -> [PointerEvent] {
    precondition(radius > 0 && radius.isFinite && degrees.isFinite, "rotation needs a positive radius")
    return twoFingerStream(duration: duration, startingAt: start, pointers: pointers) { fraction in
      // With y down, an angle growing from +x towards +y turns clockwise on screen.
      let angle = degrees * fraction * .pi / 180
      let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
      return (
        CGPoint(x: center.x - offset.x, y: center.y - offset.y),
        CGPoint(x: center.x + offset.x, y: center.y + offset.y)
      )
    }
  }

  /// Presses both fingers where `positions(0)` puts them, moves them each frame to
  /// `positions(fraction of the duration)`, and lifts them where `positions(1)` puts them.
  private static func twoFingerStream(
    duration: TimeInterval, startingAt start: TimeInterval, pointers: (Int, Int),
    positions: (CGFloat) -> (CGPoint, CGPoint)
  ) -> [PointerEvent] {
    func both(_ kind: PointerEvent.Kind, at fraction: CGFloat, time: TimeInterval) -> [PointerEvent] {
      let (first, second) = positions(fraction)
      return [
        PointerEvent(kind, at: first, time: time, pointer: pointers.0),
        PointerEvent(kind, at: second, time: time, pointer: pointers.1),
      ]
    }
    let moves = frameTimes(over: duration).flatMap { time in
      both(.move, at: CGFloat(time / duration), time: start + time)
    }
    return both(.down, at: 0, time: start) + moves + both(.up, at: 1, time: start + duration)
  }
}
