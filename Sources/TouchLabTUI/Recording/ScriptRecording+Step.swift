import Foundation
import TouchKit
import TouchLayout
import TouchScript

extension ScriptRecording {
  /// One step of a recording: a pointer event, a recognizer forced with `f`/`F`, or keys typed, each at
  /// its time since recording started, so a playback sends both in the order and at the times
  /// the session did.
  public enum Step: Equatable, Sendable {
    case pointer(Script.Pointer)
    /// `force: {recognizer: ID, outcome: …, time: …}`: a forced recognizer has no place on
    /// screen, only a time among the pointer steps.
    case force(recognizer: String, ForcedOutcome, time: TimeInterval)
    /// `type: {text: …, time: …}`: keys typed into the editing text input, one read's run.
    case type(String, time: TimeInterval)

    public var time: TimeInterval {
      switch self {
      case .pointer(let pointer): pointer.time
      case .force(_, _, let time), .type(_, let time): time
      }
    }

    /// The pointer event, for a pointer step.
    public var pointer: Script.Pointer? {
      if case .pointer(let pointer) = self { return pointer }
      return nil
    }

    /// What the step's line reads back as.
    public var action: Script.Action {
      switch self {
      case .pointer(let pointer): .pointer(pointer)
      case .force(let id, let outcome, let time): .force(recognizer: id, outcome, time: time)
      case .type(let text, let time): .type(text, time: time)
      }
    }
  }
}
