import Foundation
import TouchKit
import TouchLayout
import TouchTrace

/// A step's expectations, checked on its part of the trace and on the layout once it is over.
/// A claim's expectations are checked by ``ClaimCheck``'s code, with its messages; `hits` and
/// `receives` failures carry ``WhyNot``'s explanation.
extension ScriptRunner {
  static func check(
    _ step: Script.Step, _ gesture: Gesture?, _ part: ArraySlice<TraceRecord>, _ layout: Layout
  )
    -> [ScriptFailure]
  {
    guard !step.expectations.isEmpty else { return [] }
    let records = Array(part)
    let trace = Trace(records: records)
    let outcome = ClaimCheck.Outcome(trace)
    let phrase = phrase(of: step, gesture)
    return step.expectations.flatMap { expectation -> [ScriptFailure] in
      func failure(_ message: String, whyNot: String? = nil) -> ScriptFailure {
        ScriptFailure(line: expectation.line, column: expectation.column, message: message, whyNot: whyNot)
      }
      switch expectation.kind {
      case .claim(.hits(let view?)):
        return ClaimCheck.failures(of: .hits(view), outcome, phrase).map {
          failure($0, whyNot: WhyNot.explain(view, in: records, layout: layout))
        }
      case .claim(.receives(let entries)):
        return entries.flatMap { entry in
          ClaimCheck.failures(of: .receives([entry]), outcome, phrase).map {
            let whyNot =
              entry.methods.isEmpty ? nil : WhyNot.explain(entry.responder, in: records, layout: layout)
            return failure($0, whyNot: whyNot)
          }
        }
      case .claim(let claimExpectation):
        return ClaimCheck.failures(of: claimExpectation, outcome, phrase).map { failure($0) }
      case .value(let values):
        return values.compactMap { valueFailure($0, layout, phrase) }.map { failure($0) }
      case .states(let expected):
        return expected.compactMap { statesFailure($0, outcome, phrase) }.map { failure($0) }
      case .traceContains(let patterns):
        return patterns.compactMap { patternFailure($0, records, phrase) }.map { failure($0) }
      case .traceDoesNotContain(let patterns):
        return patterns.compactMap { pattern in
          match(pattern, in: records).map {
            "expected the trace of \(phrase) to contain no \(describe(pattern)); it has one: \($0.step.entry.sentence)"
          }
        }.map { failure($0) }
      }
    }
  }

  /// "the tap at (230, 60)", "the 1.5 s wait", "forcing cardTap to recognize": a step in a message.
  static func phrase(of step: Script.Step, _ gesture: Gesture?) -> String {
    switch step.action {
    case .wait(let seconds): "the \(Format.number(seconds)) s wait"
    case .gesture: gesture.map(ClaimCheck.phrase) ?? "the step"
    case .force(let id, let outcome, _): "forcing \(id) to \(outcome.rawValue)"
    case .pointer(let pointer): "the \(ScriptRunner.describe(pointer))"
    case .type(let text, _): "typing \(Format.typedText(text))"
    case .appearance(let style): "switching to the \(style == .dark ? "dark" : "light") appearance"
    }
  }

  /// The first record that matches `pattern`, if any.
  static func match(_ pattern: TracePattern, in records: [TraceRecord]) -> TraceRecord? {
    records.first { $0.step.kind == pattern.kind && RecordFields($0).matches(pattern) }
  }

  /// "withhold record with view save": a pattern in a message.
  static func describe(_ pattern: TracePattern) -> String {
    let with = pattern.fields.map { "\($0.name) \(TracePattern.describe($0.value))" }.joined(separator: ", ")
    return "\(pattern.kind) record" + (with.isEmpty ? "" : " with \(with)")
  }

  /// "expected toggle's isOn to be true after the tap at (…); it is false". The view's value
  /// is read as its class declares it (``ScriptedValue``).
  private static func valueFailure(_ expected: ExpectedValue, _ layout: Layout, _ phrase: String) -> String? {
    guard let view = layout.application.view(withID: expected.view),
      let actual = BuiltInClass.of(view)?.value?.read(view), !expected.isMet(by: actual)
    else { return nil }
    return "expected \(expected.view)'s \(expected.property) to be \(ExpectedValue.describe(expected.value)) "
      + "after \(phrase); it is \(ExpectedValue.describe(actual))"
  }

  /// "expected cardTap to go to began, ended during the tap …; it went to failed". A run of
  /// `changed` counts as one, on both sides: a pan changes state once per frame.
  private static func statesFailure(
    _ expected: ExpectedStates, _ outcome: ClaimCheck.Outcome, _ phrase: String
  )
    -> String?
  {
    func collapsed(_ states: [GestureRecognizer.State]) -> [GestureRecognizer.State] {
      states.enumerated().filter { index, state in
        !(state == .changed && index > 0 && states[index - 1] == .changed)
      }.map(\.element)
    }
    let actual = collapsed(outcome.transitions.filter { $0.recognizer == expected.recognizer }.map(\.to))
    guard actual != collapsed(expected.states) else { return nil }
    func list(_ states: [GestureRecognizer.State]) -> String {
      states.map(\.rawValue).joined(separator: ", ")
    }
    let wanted = expected.states.isEmpty ? "not to change state" : "to go to " + list(expected.states)
    let went = actual.isEmpty ? "it never changed state" : "it went to " + list(actual)
    return "expected \(expected.recognizer) \(wanted) during \(phrase); \(went)"
  }

  /// "expected the trace of … to contain a stateChange record with recognizer cardTap; …".
  private static func patternFailure(_ pattern: TracePattern, _ records: [TraceRecord], _ phrase: String)
    -> String?
  {
    let candidates = records.filter { $0.step.kind == pattern.kind }.map(RecordFields.init)
    if candidates.contains(where: { $0.matches(pattern) }) { return nil }
    let wanted = "expected the trace of \(phrase) to contain \(article(pattern.kind)) \(describe(pattern))"
    guard let first = candidates.first else { return wanted + "; it has none" }
    let count = candidates.count == 1 ? "one" : "\(candidates.count)"
    let missing = pattern.fields.map(\.name).filter { first.fields[$0] == nil }
    if !missing.isEmpty {
      let names = first.fields.keys.sorted().joined(separator: ", ")
      return wanted
        + "; it has \(count), but \(pattern.kind) records have no field \(missing.joined(separator: ", ")) "
        + "(their fields: \(names))"
    }
    // The record closest to the pattern: the one that matches the most of its fields.
    let closest = candidates.max { lhs, rhs in lhs.matchCount(pattern) < rhs.matchCount(pattern) } ?? first
    let seen = pattern.fields.map {
      "\($0.name) \(closest.fields[$0.name].map(RecordFields.describe) ?? "?")"
    }
    return wanted + "; it has \(count), none like that (the closest has \(seen.joined(separator: ", ")))"
  }

  static func article(_ word: String) -> String {
    word.first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a"
  }
}
