import Foundation
import TouchKit
import TouchTrace

/// A script's `never:` entries, checked on each step's part of the trace as the step closes
/// (so a streamed run checks them too, keeping nothing): each entry that happened is a failure
/// in that step's result, at the entry's position, so the message names the step.
extension ScriptRunner {
  static func absenceFailures(
    _ never: [Script.Absence], _ step: Script.Step, _ gesture: Gesture?, _ part: ArraySlice<TraceRecord>
  ) -> [ScriptFailure] {
    guard !never.isEmpty else { return [] }
    let records = Array(part)
    let outcome = ClaimCheck.Outcome(Trace(records: records))
    let phrase = phrase(of: step, gesture)
    return never.compactMap { absence in
      message(absence.kind, outcome, records, phrase).map {
        ScriptFailure(line: absence.line, column: absence.column, message: "never: " + $0)
      }
    }
  }

  /// What the step did that `kind` says must never happen, or nil when it did not.
  private static func message(
    _ kind: Script.Absence.Kind, _ outcome: ClaimCheck.Outcome, _ records: [TraceRecord], _ phrase: String
  ) -> String? {
    switch kind {
    case .sends(let action):
      return outcome.actions.first(where: action.matches).map {
        "expected no step to send \(ClaimCheck.phrase(action)); \(phrase) sent \(ClaimCheck.phrase($0))"
      }
    case .recognizes(let recognizer):
      guard outcome.recognized(recognizer) else { return nil }
      return "expected \(recognizer) never to recognize; during \(phrase) \(outcome.history(of: recognizer))"
    case .receivesTouches(let responder):
      let received = outcome.methods(receivedBy: responder)
      guard !received.isEmpty else { return nil }
      return "expected \(responder) never to receive a touch; from \(phrase) it received "
        + ClaimCheck.phrase(received, none: "none")
    case .traceContains(let pattern):
      return match(pattern, in: records).map {
        "expected the trace never to contain \(article(pattern.kind)) \(describe(pattern)); "
          + "\(phrase) has one: \($0.step.entry.sentence)"
      }
    }
  }
}
