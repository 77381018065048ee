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

  /// Whether the filter shows `step`: by its category, or its second one (the record table's
  /// ``TraceEntry/alsoCategory``: the hit view is hit testing's answer and a touch's; a
  /// recognizer's cancelling or delaying a view's touches is delivery and the recognizer's doing).
  public func includes(_ step: TraceStep) -> Bool {
    let entry = step.entry
    return shows(entry.category) || entry.alsoCategory.map(shows) == true
  }

  /// Whether the filter shows records of `category`.
  func shows(_ category: TraceCategory) -> Bool {
    switch category {
    case .input, .sequence, .code: true
    case .hitTest: self == .all || self == .hitTest
    case .recognizer, .timer: self == .all || self == .recognizers
    case .control, .action: self == .all || self == .actions
    case .touch, .delivery, .responder: self == .all || self == .responders
    }
  }
}
