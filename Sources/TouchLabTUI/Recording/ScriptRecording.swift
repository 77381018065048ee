import Foundation
import TouchKit
import TouchLayout
import TouchScript
import TouchYAML

/// A recording in progress: the pointer events a session sent, the recognizers it forced
/// (`f`/`F`) and the keys it typed, as the pointer, force and type steps of a script (docs/script-format.md,
/// "Recordings"). A value, with no I/O: ``RecordingFile`` puts each step's line on disk as it
/// comes.
///
/// Times count from ``origin``, the clock time recording started, so the first step is at the
/// moment of the first touch after `r`. A touch that began on a view with an id is written as
/// `{view: id, at: [x, y]}`, in the view's own coordinates (the view's position in the layout
/// may change, its own spot stays); everything else, and every later event of a touch, as a
/// screen point.
public struct ScriptRecording: Equatable, Sendable {
  /// The clock time that is the script's time 0.
  public let origin: TimeInterval
  public private(set) var steps: [Step] = []
  /// Fingers whose press was recorded: a move or release of a press that began before the
  /// recording did is left out, as playback would ignore it.
  private var fingersDown: Set<Int> = []

  public init(origin: TimeInterval) {
    self.origin = origin
  }

  /// Adds `event` (stamped with the session's clock). For a press, `view` is the view it hit
  /// (the synthesizer's hit view, not a second hit test, which could run overrides twice),
  /// when its id names it in the layout. The view target is used only when its point converts
  /// back to exactly the recorded point, so playback touches the same screen point bit for
  /// bit. Returns the step, or nil when it is left out.
  @discardableResult
  public mutating func record(_ event: PointerEvent, on view: View? = nil) -> Step? {
    switch event.kind {
    case .down: fingersDown.insert(event.pointer)
    case .move: guard fingersDown.contains(event.pointer) else { return nil }
    case .up:
      guard fingersDown.remove(event.pointer) != nil else { return nil }
    case .cancel:
      guard !fingersDown.isEmpty else { return nil }
      fingersDown.removeAll()
    }
    var target = Script.Pointer.Target.point(event.location)
    if event.kind == .down, let view, !view.id.isEmpty,
      let local = view.localPoint(fromScreen: event.location),
      view.screenPoint(fromLocal: local) == event.location
    {
      target = .view(view.id, local)
    }
    let step = Step.pointer(
      Script.Pointer(event.kind, at: target, time: scriptTime(event.timestamp), finger: event.pointer))
    steps.append(step)
    return step
  }

  /// Adds `recognizer` forced to `outcome` when the engine's scheduler was at `time` (the
  /// session's clock), the time playback must force it at for the same trace: the timers due
  /// by then have fired, the later ones have not.
  @discardableResult
  public mutating func record(forcing recognizer: String, to outcome: ForcedOutcome, at time: TimeInterval)
    -> Step
  {
    let step = Step.force(recognizer: recognizer, outcome, time: scriptTime(time))
    steps.append(step)
    return step
  }

  /// Adds keys typed into the editing text input (one read's run, as the session typed them)
  /// at `time` (the session's clock): playback types them at that time, among the touches.
  @discardableResult
  public mutating func record(typing text: String, at time: TimeInterval) -> Step {
    let step = Step.type(text, time: scriptTime(time))
    steps.append(step)
    return step
  }

  /// A clock time as a script time: since ``origin``, never before the step before (a
  /// script's time only goes forward).
  /// Seconds since recording began, to the microsecond (``MicrosecondClock/rounded(_:)``):
  /// the difference of two clock readings carries float noise a file should not.
  private func scriptTime(_ clockTime: TimeInterval) -> TimeInterval {
    max(0, steps.last?.time ?? 0, MicrosecondClock.rounded(clockTime - origin))
  }

  /// The first lines of a recording's file: what it is and how to play it, with no date, so
  /// the same session gives the same file.
  public static func header(layout: String, file: String) -> String {
    let layout = oneLine(layout)
    let file = oneLine(file)
    return """
      # A touchlab recording of \(layout): each pointer event as a pointer step, each f/F as a
      # force step, typed keys as a type step, at its time in seconds since recording started
      # (docs/script-format.md, "Recordings"). Play it back:
      #   touchlab run \(layout) \(file)
      #   touchlab open \(layout) --play \(file)
      steps:

      """
  }

  /// One step as a line of the `steps:` list, complete in itself: a file cut after any line
  /// is still a script.
  public static func line(_ step: Step) -> String {
    switch step {
    case .pointer(let pointer):
      let at =
        switch pointer.target {
        case .point(let location): Self.point(location)
        case .view(let id, let local): "{view: \(YAMLText.scalar(id)), at: \(Self.point(local))}"
        }
      return
        "  - pointer: {kind: \(pointer.kind.rawValue), at: \(at), time: \(YAMLText.number(pointer.time)), "
        + "finger: \(pointer.finger)}\n"
    case .force(let id, let outcome, let time):
      return
        "  - force: {recognizer: \(YAMLText.scalar(id)), outcome: \(outcome.rawValue), time: \(YAMLText.number(time))}\n"
    case .type(let text, let time):
      return "  - type: {text: \(YAMLText.quoted(text)), time: \(YAMLText.number(time))}\n"
    }
  }

  /// The whole file: ``header(layout:file:)`` and a line per step.
  public func text(layout: String, file: String) -> String {
    Self.header(layout: layout, file: file) + steps.map(Self.line).joined()
  }

  private static func point(_ point: CGPoint) -> String {
    "[\(YAMLText.number(point.x)), \(YAMLText.number(point.y))]"
  }

  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
