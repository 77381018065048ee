import Foundation

/// The streams of several fingers: pinch, rotation, and any fingers (``Gesture/fingers(_:duration:)``).
///
/// The fingers press at the same timestamp, first pointer first; each frame moves them all at
/// the same timestamp, first pointer first; they lift at the same timestamp in the same order. A
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
    return fingerStream(duration: duration, startingAt: start, pointers: [pointers.0, pointers.1]) {
      fraction in
      let half = interpolate(from, to, fraction) / 2
      return [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
    }
  }

  /// Two fingers opposite each other on a circle around `center`, the first starting on the
  /// left, the second on the right, turning by `degrees` (positive: clockwise on a y-down screen).
  static func rotation(
    center: CGPoint, radius: CGFloat, degrees: Double, duration: TimeInterval, startingAt start: TimeInterval,
    pointers: (Int, Int)
  ) -> [PointerEvent] {
    precondition(radius > 0 && radius.isFinite && degrees.isFinite, "rotation needs a positive radius")
    return fingerStream(duration: duration, startingAt: start, pointers: [pointers.0, pointers.1]) {
      fraction in
      // With y down, an angle growing from +x towards +y turns clockwise on screen.
      let angle = degrees * fraction * .pi / 180
      let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
      return [
        CGPoint(x: center.x - offset.x, y: center.y - offset.y),
        CGPoint(x: center.x + offset.x, y: center.y + offset.y),
      ]
    }
  }

  /// Presses the fingers where `positions(0)` puts them, moves them each frame to
  /// `positions(fraction of the duration)` (unless none `moves`: a still press has no moves),
  /// and lifts them where `positions(1)` puts them. Finger `i` is `pointers[i]`.
  static func fingerStream(
    duration: TimeInterval, startingAt start: TimeInterval, pointers: [Int], moves: Bool = true,
    positions: (CGFloat) -> [CGPoint]
  ) -> [PointerEvent] {
    func all(_ kind: PointerEvent.Kind, at fraction: CGFloat, time: TimeInterval) -> [PointerEvent] {
      zip(pointers, positions(fraction)).map { PointerEvent(kind, at: $1, time: time, pointer: $0) }
    }
    let frames = moves ? frameTimes(over: duration) : []
    let stream = frames.flatMap { time in all(.move, at: CGFloat(time / duration), time: start + time) }
    return all(.down, at: 0, time: start) + stream + all(.up, at: 1, time: start + duration)
  }
}
