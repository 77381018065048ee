import Foundation
import TouchKit

/// Two fingers from one mouse (``HeldTouch``): one pointer event per finger, as a touch screen
/// reports the fingers of one frame together.
extension Session {
  /// Sends `kind` for every finger, finger `i` as pointer `i`, all stamped with one clock time,
  /// finger 1 first (the order `Gesture`'s two-finger streams use). Each event is recorded when
  /// a recording is in progress, so playback puts both fingers down again. A cancel goes once:
  /// the synthesizer cancels every touch in flight.
  func sendFingers(_ kind: PointerEvent.Kind, at points: [CGPoint]) -> [Message] {
    let now = clock.now()
    if kind == .cancel, let first = points.first { return send(PointerEvent(.cancel, at: first, time: now)) }
    return points.enumerated().flatMap { finger, point in
      send(PointerEvent(kind, at: point, time: now, pointer: finger))
    }
  }
}
