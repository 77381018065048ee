import Foundation
import TouchKit

/// What came of a touch sequence, in a few words, for the status bar: which view each touch
/// hit (`touch → save`, as the trace's `touch 1 → hit view save`), and the one thing that happened that a person looks for first (`sent pay
/// to settingsVC`, `zoom ended`, `homeVC handled touchesEnded`).
///
/// The status bar keeps it when the terminal is narrow (``StatusBar``): the trace pane says
/// everything, but at 80×24 its lines are cut, and the canvas marks the hit view only, so
/// this is where the result of a click is read at a glance. Read from the records directly
/// (one pass, no summary built), since the status bar is drawn on every frame of a drag.
struct TouchOutcome: Equatable {
  /// `touch → save`, `touch → photo, map` (two fingers on two views), `touch → nothing`. Not
  /// "hit", which the status bar's hover part uses for the view a touch would hit now.
  var hit: String
  /// The outcome: the last action sent, else the last recognizer that recognized (or was
  /// cancelled), else who handled the last touch method; nil when none of these happened yet.
  var detail: String?

  /// Both parts, `touch → save · save handled touchesEnded`.
  var text: String { detail.map { "\(hit) · \($0)" } ?? hit }

  init(hit: String, detail: String?) {
    self.hit = hit
    self.detail = detail
  }

  /// The outcome of `records`; nil before any touch was hit-tested (nothing to say yet).
  init?(_ records: ArraySlice<TraceRecord>) {
    var hits: [String] = []
    var action: String?
    var recognizer: String?
    var delivery: String?
    for record in records {
      switch record.step {
      case .hitView(_, let view, _):
        let name = view ?? "nothing"
        if !hits.contains(name) { hits.append(name) }
      case .actionSent(let name, _, let target): action = "sent \(name) to \(target)"
      case .actionUnhandled(let name, _, _): action = "\(name) unhandled"
      case .stateChange(let name, _, let to, _) where to.hasRecognized || to == .cancelled:
        recognizer = "\(name) \(to.rawValue)"
      case .handle(let responder, let method, _): delivery = "\(responder) handled \(method.rawValue)"
      case .drop(_, let method, _), .chainLimit(_, let method, _, _):
        delivery = "\(method.rawValue) unhandled"
      default: break
      }
    }
    guard !hits.isEmpty else { return nil }
    hit = "touch → " + hits.joined(separator: ", ")
    detail = action ?? recognizer ?? delivery
  }
}

extension UIState {
  /// The outcome of the sequence the pane shows, up to the selected step when one is selected:
  /// stepping, the status bar says no more than the steps reached so far.
  var touchOutcome: TouchOutcome? {
    let records = shownSequence.trace.records
    guard let cursor = log.cursor else { return TouchOutcome(records[...]) }
    return TouchOutcome(records.prefix(max(0, cursor + 1)))
  }
}
