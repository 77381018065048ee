import TouchKit
import TouchTrace

/// Which kinds of record the log pane shows (`v` cycles them). Inputs and sequence ends show
/// under every filter: they are the headings the other lines hang under, and they say when.
public enum LogFilter: CaseIterable, Equatable, Sendable {
  case all
  /// Every window and view hit testing asked, what it answered, and the hit view (§1).
  case hitTest
  /// Recognizers: the touches they get, their questions, state changes and timers, and what
  /// their recognition does to the view's touches (§3, §4).
  case recognizers
  /// Touch delivery and the responder chain: touch phases, `sendEvent`, the touch methods and
  /// their way up through `next` (§3, §6).
  case responders
  /// Controls (tracking, highlight, events, value) and target-action (§5, §6).
  case actions

  /// The pane header's name for what it shows.
  public var title: String {
    switch self {
    case .all: "Trace"
    case .hitTest: "Hit test"
    case .recognizers: "Recognizers"
    case .responders: "Responders"
    case .actions: "Actions"
    }
  }

  /// The filter `v` moves to.
  public var next: LogFilter {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? 0
    return all[(index + 1) % all.count]
  }

  public func includes(_ step: TraceStep) -> Bool {
    switch step.category {
    case .input, .sequence: return true
    case .hitTest: return self == .all || self == .hitTest
    case .recognizer, .timer: return self == .all || self == .recognizers
    case .control, .action: return self == .all || self == .actions
    case .touch:
      if case .hitView = step { return self == .all || self == .hitTest || self == .responders }
      return self == .all || self == .responders
    case .delivery, .responder:
      switch step {
      // What a recognizer's recognition or delay does to the view's touches is the
      // recognizer's doing: shown with both.
      case .cancelTouches, .delayTouches, .discardDelayed, .sendDelayed:
        return self == .all || self == .recognizers || self == .responders
      default: return self == .all || self == .responders
      }
    }
  }
}
