import Foundation
import TouchKit

/// What came of a touch sequence, in a few words, for the status bar: which view each touch
/// hit (`touch → save`, as the trace's `touch 1 → hit view save`), and the one thing that
/// happened that a person looks for first (`sent pay to settingsVC`, `zoom ended`, `homeVC
/// handled touchesEnded`).
///
/// The status bar keeps it when the terminal is narrow (``StatusBar``): the trace pane says
/// everything, but at 80×24 its lines are cut, and the canvas marks the hit view only, so
/// this is where the result of a click is read at a glance.
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
    var scan = Scan()
    scan.add(records)
    guard let outcome = scan.outcome else { return nil }
    self = outcome
  }

  /// The outcome read so far, record by record. The state keeps one for the live trace and
  /// reads on from where it stopped as records arrive (``read(_:)``), so a long drag costs its
  /// new records per frame, not the whole trace: read from the start, the 6,600 records of ten
  /// seconds of dragging took 1–2 ms a frame in a debug build, read on about 1 µs.
  struct Scan: Equatable, Sendable {
    /// How many records were read, and the first and last of them: a trace that does not
    /// begin and go on with them is another one, read afresh.
    private(set) var consumed = 0
    private var first: TraceRecord?
    private var last: TraceRecord?
    private var hits: [String] = []
    private var action: String?
    private var recognizer: String?
    private var delivery: String?

    var outcome: TouchOutcome? {
      hits.isEmpty
        ? nil
        : TouchOutcome(
          hit: "touch → " + hits.joined(separator: ", "), detail: action ?? recognizer ?? delivery)
    }

    /// Whether this scan has read exactly `trace`.
    func covers(_ trace: Trace) -> Bool {
      consumed == trace.records.count && first == trace.records.first && last == trace.records.last
    }

    /// Reads on through `trace` when it goes on from the records read, else reads it afresh.
    mutating func read(_ trace: Trace) {
      let records = trace.records
      let goesOn =
        consumed > 0 && consumed <= records.count && records[0] == first && records[consumed - 1] == last
      if !goesOn { self = Scan() }
      add(records[consumed...])
    }

    mutating func add(_ records: ArraySlice<TraceRecord>) {
      guard let final = records.last else { return }
      if consumed == 0 { first = records.first }
      consumed += records.count
      last = final
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
    }
  }
}
