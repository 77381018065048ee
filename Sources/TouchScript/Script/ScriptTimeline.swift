import Foundation
import TouchKit
import TouchLayout

/// When each step of a script happens and what it sends: the rules of docs/script-format.md
/// ("Time"), kept in one place so that `touchlab run` (``ScriptRunner``, virtual time) and the
/// terminal UI's playback (real time, watched) send the same events at the same script times.
///
/// Times are seconds since the script started. A gesture starts
/// `Gesture.pauseBetweenGestures` after the previous touch, unless `wait:` steps replaced the
/// pause; a pointer step, or a force step with `time:`, at its own time (or at once, when the
/// script is already past it).
public struct ScriptTimeline: Sendable {
  /// Where the script is: the last input's time, or the end of the last wait.
  public private(set) var time: TimeInterval = 0
  private var hasTouched = false
  private var waited = false

  public init() {}

  /// What a step does once it has begun.
  public enum Inputs: Equatable {
    /// Pointer events, stamped with script times; the gesture they came from, for messages.
    case pointers([PointerEvent], Gesture?)
    /// Time moves on to this script time; timers due meanwhile fire.
    case wait(until: TimeInterval)
    case force(recognizer: String, ForcedOutcome)
    /// Keys typed to the first responder, now.
    case type(String)
    /// The application's appearance switches, now.
    case appearance(TraitCollection.UserInterfaceStyle)
    /// A target the layout no longer has (the reader checked them all against the layout as it
    /// was loaded).
    case failed(String)
  }

  /// The script time `step` begins at; what fires before it belongs to the step before.
  public mutating func begin(_ step: Script.Step) -> TimeInterval {
    switch step.action {
    case .gesture: if hasTouched, !waited { time += Gesture.pauseBetweenGestures }
    case .pointer(let pointer): time = max(time, pointer.time)
    case .force(_, _, let forceTime?), .type(_, let forceTime?): time = max(time, forceTime)
    case .wait, .force, .type, .appearance: break
    }
    return time
  }

  /// The inputs of `step`, begun with ``begin(_:)``, with its targets found on `layout` as it
  /// is now (a view that moved is touched where it is).
  public mutating func inputs(
    of step: Script.Step, on layout: Layout, resolver: ViewTargetResolver = .standard
  ) -> Inputs {
    switch step.action {
    case .wait(let seconds):
      time += seconds
      waited = true
      return .wait(until: time)
    case .force(let id, let outcome, let forceTime):
      // A timed force is placed as a pointer step is: a gesture after it waits the pause.
      if forceTime != nil { touched(until: time) }
      return .force(recognizer: id, outcome)
    case .type(let text, let typeTime):
      // A timed one is placed as a pointer step is, as a timed force is.
      if typeTime != nil { touched(until: time) }
      return .type(text)
    case .appearance(let style):
      return .appearance(style)
    case .gesture(let spec):
      var problem: String?
      let gesture = spec.map { target -> CGPoint in
        switch ScriptRunner.point(of: target, in: layout, resolver) {
        case .success(let point): return point
        case .failure(let failure):
          problem = problem ?? failure.message
          return .zero
        }
      }.gesture
      if let problem {
        touched(until: time)
        return .failed(problem)
      }
      let events = gesture.pointerEvents(startingAt: time)
      touched(until: events.last?.timestamp ?? time)
      return .pointers(events, gesture)
    case .pointer(let pointer):
      switch ScriptRunner.point(of: pointer.target, in: layout, resolver) {
      case .failure(let failure): return .failed(failure.message)
      case .success(let point):
        touched(until: time)
        return .pointers([PointerEvent(pointer.kind, at: point, time: time, pointer: pointer.finger)], nil)
      }
    }
  }

  private mutating func touched(until end: TimeInterval) {
    time = end
    hasTouched = true
    waited = false
  }
}
