import Foundation
import TouchKit
import TouchLayout
import TouchTrace

/// What each step of a run did, stated as the expectations a script would write for it: the
/// view a press hit and the actions the step sent. A recording saved with them is a regression
/// test at once (docs/script-format.md, "Recordings"): played back on the same layout it holds,
/// and it fails, naming the step, when a change to the layout or the engine sends the touch or
/// the action elsewhere.
///
/// Only what the trace says outright is stated: the hit view of the touch a press began (not
/// of a press that hit nothing: `hits` names a view), and every action of the step, in order,
/// with its receiver (`to: none` when no responder handled it).
public enum ObservedExpectations {
  /// For each step of `result` (in order), its observed expectations; empty for a step that
  /// did nothing a script states. `receivers: false` leaves out who received each action.
  public static func of(_ result: ScriptResult, receivers: Bool = true) -> [[Claim.Expectation]] {
    result.steps.map { step in
      let records = Array(result.trace.records[clamped(step.records, to: result.trace.records.count)])
      var expectations: [Claim.Expectation] = []
      if case .pointer(let pointer) = step.step.action, pointer.kind == .down,
        let view = hitView(in: records)
      {
        expectations.append(.hits(view))
      }
      let actions = Trace(records: records).summary.actions.map { sent in
        let receiver: Claim.ExpectedAction.Receiver =
          !receivers ? .any : sent.receiver.map { .responder($0) } ?? .nobody
        return Claim.ExpectedAction(sent.action, to: receiver)
      }
      if !actions.isEmpty { expectations.append(.sends(actions)) }
      return expectations
    }
  }

  /// The view of the first touch that began in `records` (a press begins one touch).
  private static func hitView(in records: [TraceRecord]) -> String? {
    for record in records {
      if case .hitView(_, let view, _) = record.step { return view }
    }
    return nil
  }

  private static func clamped(_ range: Range<Int>, to count: Int) -> Range<Int> {
    min(range.lowerBound, count)..<min(range.upperBound, count)
  }
}
