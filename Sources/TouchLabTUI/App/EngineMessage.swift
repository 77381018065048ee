import TouchKit

/// News of the engine after an effect ran (``Message/engine(_:)``).
public enum EngineMessage: Equatable, Sendable {
  /// The trace recorder's records after an effect ran.
  case traced(Trace)
  /// The session cleared the trace for a new touch sequence (``Effect/clearTrace``): the log
  /// keeps the one that ended.
  case newSequence
  /// The engine's views after an effect ran.
  case sceneChanged(Scene)
  /// The current sequence's step changes so far (``StepStateRecorder``), when they moved.
  case stepped(StepTimeline)
  /// The answer to ``Effect/hover(_:)``: the view under the pointer, and the recognizers a touch
  /// beginning there would be given (its own and its superviews', innermost first, enabled).
  case hovered(String?, recognizers: [String])
  /// The selected view's snapshot, after the selection or the engine changed (nil: none).
  case inspected(Inspection?)
  /// The hit-region map for the state's map mode (``Session/refreshedHitMap()``).
  case hitMapped(HitMapPaint?)

  /// Whether the message brings news of the engine that an inspection shows (its views, its
  /// recognizers' states, the trace): the inspection is then rebuilt.
  var mayChangeInspection: Bool {
    switch self {
    case .traced, .sceneChanged: true
    case .newSequence, .stepped, .hovered, .inspected, .hitMapped: false
    }
  }
}

extension Message {
  public static func traced(_ trace: Trace) -> Message { .engine(.traced(trace)) }
  public static let newSequence = Message.engine(.newSequence)
  public static func sceneChanged(_ scene: Scene) -> Message { .engine(.sceneChanged(scene)) }
  public static func stepped(_ timeline: StepTimeline) -> Message { .engine(.stepped(timeline)) }
  public static func hovered(_ view: String?, recognizers: [String]) -> Message {
    .engine(.hovered(view, recognizers: recognizers))
  }
  public static func inspected(_ inspection: Inspection?) -> Message { .engine(.inspected(inspection)) }
  public static func hitMapped(_ paint: HitMapPaint?) -> Message { .engine(.hitMapped(paint)) }
}
