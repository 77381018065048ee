import Foundation

/// A pointer gesture described by its shape (tap here, pinch around there), expanded into the
/// timed ``PointerEvent`` stream the fingers would produce.
///
/// Headless commands, scripts and keyboard-driven taps all synthesize input through this, so a
/// tap means the same thing everywhere and the same gesture always gives the same stream: no
/// randomness and no wall clock, and moves sampled on a fixed 60 Hz grid.
///
/// Durations must satisfy ``isValidDuration(_:)``; counts, distances and radii must be positive
/// and finite. Front ends check their input against these rules and say what is wrong; here a
/// violation is a programming error.
public enum Gesture: Equatable, Sendable {
  /// A press and a release at one point, ``tapDuration`` apart.
  case tap(CGPoint)
  /// `count` taps at one point, each starting ``multiTapGap`` after the previous release: close
  /// enough that `Touch.tapCount` counts 1, 2, 3… (`count: 2` is a double tap).
  case multiTap(CGPoint, count: Int)
  /// A press held still for `duration`, then released: a long press when long enough.
  case hold(CGPoint, duration: TimeInterval = Gesture.holdDuration)
  /// A press at `from`, a straight move at steady speed to `to` over `duration`, a release there.
  case drag(from: CGPoint, to: CGPoint, duration: TimeInterval = Gesture.dragDuration)
  /// Two fingers on a horizontal line through `center`, one each side of it, moving apart or
  /// together at steady speed from `fromDistance` to `toDistance` points between them.
  case pinch(
    center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat,
    duration: TimeInterval = Gesture.dragDuration)
  /// Two fingers opposite each other on a circle of `radius` around `center`, starting on its
  /// horizontal diameter and turning together by `degrees` at steady speed.
  ///
  /// Positive `degrees` turn clockwise on screen, where y grows downwards: the sign UIKit gives
  /// rotation angles (`CGAffineTransform(rotationAngle:)`, `UIRotationGestureRecognizer`).
  case rotate(
    center: CGPoint, radius: CGFloat, degrees: Double, duration: TimeInterval = Gesture.dragDuration)
  /// A press at a point that the system interrupts `after` seconds later (an incoming call): a
  /// ``PointerEvent/Kind/cancel`` instead of a release, so the touch ends `cancelled`.
  case interrupted(CGPoint, after: TimeInterval = Gesture.interruptionDelay)
  /// Several fingers, anywhere (on different views), that press together, each move along its
  /// ``FingerPath`` at steady speed over `duration`, and lift together: a two-finger tap on two
  /// buttons, a two-finger drag. Finger `i` is pointer `pointer + i`; at most
  /// ``maximumFingers``.
  case fingers([FingerPath], duration: TimeInterval = Gesture.tapDuration)

  /// How long a synthesized tap holds the finger down. UNSOURCED: a quick human tap.
  public static let tapDuration: TimeInterval = 0.1
  /// Pause between the release of one tap of a ``multiTap(_:count:)`` and the next press.
  /// UNSOURCED: a brisk double tap, well inside `Tunables.maximumTapInterval`, so every tap
  /// continues the series.
  public static let multiTapGap: TimeInterval = 0.15
  /// How long a ``hold(_:duration:)`` lasts unless told otherwise. UNSOURCED: twice a long-press
  /// recognizer's default `minimumPressDuration` (0.5 s), so a default hold is clearly long.
  public static let holdDuration: TimeInterval = 1
  /// How long a drag, pinch or rotation takes from press to release unless told otherwise.
  /// UNSOURCED: a deliberate half-second movement.
  public static let dragDuration: TimeInterval = 0.5
  /// How long an ``interrupted(_:after:)`` press lasts before the system cancels it, unless told
  /// otherwise. UNSOURCED: long enough for a touch to have begun, short of a long press.
  public static let interruptionDelay: TimeInterval = 0.2
  /// Interval between move events: one per frame, as UIKit delivers touches (the engine's
  /// own frame, so a synthesized gesture needs no resampling).
  public static let moveInterval: TimeInterval = Tunables.touchDeliveryInterval
  /// Pause between consecutive gestures: longer than `Tunables.maximumTapInterval`, so
  /// consecutive taps are separate taps, not a double tap.
  public static let pauseBetweenGestures: TimeInterval = 1
  /// The most fingers a ``fingers(_:duration:)`` gesture puts down: ten, a person's.
  public static let maximumFingers = 10

  /// The longest duration a gesture may have. It bounds the stream (a minute at 60 Hz is 3600
  /// moves per finger), and anything longer is a typo rather than a gesture.
  public static let maximumDuration: TimeInterval = 60

  /// The longest distance a gesture's fingers keep between them or from its centre (a pinch's,
  /// a rotation's radius): a million points, the coordinate limit of layouts.
  public static let maximumDistance: CGFloat = 1_000_000

  /// Whether `distance` is one a gesture can have: positive, finite, at most ``maximumDistance``.
  /// The command line and scripts both ask this, so they accept the same gestures.
  public static func isValidDistance(_ distance: CGFloat) -> Bool {
    distance.isFinite && distance > 0 && distance <= maximumDistance
  }

  /// Whether `duration` is one a gesture can last: positive, finite, at most ``maximumDuration``.
  public static func isValidDuration(_ duration: TimeInterval) -> Bool {
    duration.isFinite && duration > 0 && duration <= maximumDuration
  }

  /// The pointer events of this gesture, the first at `start`. One-finger gestures use
  /// `pointer`; two-finger gestures use `pointer` and `pointer + 1`.
  public func pointerEvents(startingAt start: TimeInterval, pointer: Int = 0) -> [PointerEvent] {
    switch self {
    case .tap(let point):
      return Self.press(at: point, for: Self.tapDuration, startingAt: start, pointer: pointer)
    case .multiTap(let point, let count):
      return Self.taps(at: point, count: count, startingAt: start, pointer: pointer)
    case .hold(let point, let duration):
      return Self.press(at: point, for: duration, startingAt: start, pointer: pointer)
    case .drag(let from, let to, let duration):
      return Self.drag(from: from, to: to, duration: duration, startingAt: start, pointer: pointer)
    case .pinch(let center, let fromDistance, let toDistance, let duration):
      return Self.pinch(
        center: center, from: fromDistance, to: toDistance, duration: duration, startingAt: start,
        pointers: (pointer, pointer + 1))
    case .rotate(let center, let radius, let degrees, let duration):
      return Self.rotation(
        center: center, radius: radius, degrees: degrees, duration: duration, startingAt: start,
        pointers: (pointer, pointer + 1))
    case .interrupted(let point, let delay):
      return Self.interruptedPress(at: point, after: delay, startingAt: start, pointer: pointer)
    case .fingers(let paths, let duration):
      return Self.fingerStream(
        duration: duration, startingAt: start, pointers: paths.indices.map { pointer + $0 },
        moves: paths.contains(where: \.moves)
      ) { fraction in
        paths.map { Self.interpolate($0.from, $0.to, fraction) }
      }
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
