import Foundation

/// A pointer gesture described by its shape (tap here, drag from there to there), expanded into
/// the timed ``PointerEvent`` stream a finger would produce.
///
/// Headless commands, scripts and keyboard-driven taps all synthesize input through this, so a
/// tap means the same thing everywhere and the same gesture always gives the same stream.
public enum Gesture: Equatable, Sendable {
  case tap(CGPoint)
  case drag(from: CGPoint, to: CGPoint)

  /// How long a synthesized tap holds the finger down. UNSOURCED: a quick human tap.
  public static let tapDuration: TimeInterval = 0.1
  /// How long a synthesized drag takes from press to release. UNSOURCED.
  public static let dragDuration: TimeInterval = 0.5
  /// Interval between a drag's move events: one per frame at 60 Hz, as a display samples touches.
  public static let moveInterval: TimeInterval = 1.0 / 60
  /// Pause between consecutive gestures: longer than `Tunables.maximumTapInterval`, so
  /// consecutive taps are separate taps, not a double tap.
  public static let pauseBetweenGestures: TimeInterval = 1

  /// The pointer events of this gesture, the first at `start`.
  public func pointerEvents(startingAt start: TimeInterval, pointer: Int = 0) -> [PointerEvent] {
    switch self {
    case .tap(let point):
      return [
        PointerEvent(.down, at: point, time: start, pointer: pointer),
        PointerEvent(.up, at: point, time: start + Self.tapDuration, pointer: pointer),
      ]
    case .drag(let from, let to):
      let steps = max(1, Int((Self.dragDuration / Self.moveInterval).rounded()))
      var events = [PointerEvent(.down, at: from, time: start, pointer: pointer)]
      for step in 1...steps {
        let fraction = CGFloat(step) / CGFloat(steps)
        let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        events.append(
          PointerEvent(.move, at: point, time: start + Double(step) * Self.moveInterval, pointer: pointer))
      }
      let end = start + Double(steps) * Self.moveInterval
      events.append(PointerEvent(.up, at: to, time: end, pointer: pointer))
      return events
    }
  }

  /// Several gestures one after another, separated by ``pauseBetweenGestures``.
  public static func pointerEvents(for gestures: [Gesture], startingAt start: TimeInterval = 0)
    -> [PointerEvent]
  {
    var time = start
    var events: [PointerEvent] = []
    for gesture in gestures {
      let stream = gesture.pointerEvents(startingAt: time)
      events += stream
      time = (stream.last?.timestamp ?? time) + pauseBetweenGestures
    }
    return events
  }
}
