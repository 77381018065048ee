import Foundation
import TouchKit

/// The entries of gesture recognizers (§3, §4): touches given to them or not, questions asked,
/// state changes, waits, timers, resets and forcing (TraceStep+Entry.swift routes to them).
extension TraceEntry {
  static func recognizerTouches(_ recognizer: String, _ method: TouchMethod, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .recognizerTouches, .recognizer,
      ["recognizer": .string(recognizer), "method": .string(method.rawValue), "touches": .ints(touches)],
      "\(recognizer).\(method.rawValue)(\(Format.touches(touches))), before the view",
      recognizer: recognizer)
  }

  static func recognizerSkipped(_ recognizer: String, _ touch: Int, _ reason: RecognizerSkipReason)
    -> TraceEntry
  {
    TraceEntry(
      .recognizerSkipped, .recognizer,
      ["recognizer": .string(recognizer), "touch": .int(touch)] + reason.traceFields,
      "\(recognizer) does not receive touch \(touch): \(reason.explanation)", recognizer: recognizer)
  }

  static func ask(_ recognizer: String, _ asked: String, _ question: RecognizerQuestion, _ answer: Bool)
    -> TraceEntry
  {
    TraceEntry(
      .ask, .recognizer,
      ["recognizer": .string(recognizer), "asked": .string(asked)] + question.traceFields
        + ["answer": .bool(answer)],
      "\(question.call(recognizer: recognizer, asked: asked)) → \(answer)", recognizer: recognizer)
  }

  static func stateChange(
    _ recognizer: String, _ from: GestureRecognizer.State, _ to: GestureRecognizer.State,
    _ reason: TransitionReason?
  ) -> TraceEntry {
    TraceEntry(
      .stateChange, .recognizer,
      [
        "recognizer": .string(recognizer), "from": .string(from.rawValue), "to": .string(to.rawValue),
        "reason": .optional(reason?.traceFields),
      ],
      "\(recognizer): \(from.rawValue) → \(to.rawValue)" + (reason.map { ": \($0.explanation)" } ?? ""),
      recognizer: recognizer, emphasis: .headline)
  }

  static func invalidTransition(
    _ recognizer: String, _ from: GestureRecognizer.State, _ to: GestureRecognizer.State
  ) -> TraceEntry {
    TraceEntry(
      .invalidTransition, .recognizer,
      ["recognizer": .string(recognizer), "from": .string(from.rawValue), "to": .string(to.rawValue)],
      "\(recognizer): \(from.rawValue) → \(to.rawValue) is not a valid transition (§4); ignored",
      recognizer: recognizer, emphasis: .warning)
  }

  static func waitForFailure(_ recognizer: String, _ requested: GestureRecognizer.State, _ other: String)
    -> TraceEntry
  {
    TraceEntry(
      .waitForFailure, .recognizer,
      [
        "recognizer": .string(recognizer), "requested": .string(requested.rawValue),
        "other": .string(other),
      ],
      "\(recognizer) stays possible, \(requested.rawValue) waits until \(other) fails (require(toFail:))",
      recognizer: recognizer)
  }

  static func ignoreTouch(_ recognizer: String, _ touch: Int) -> TraceEntry {
    TraceEntry(
      .ignoreTouch, .recognizer, ["recognizer": .string(recognizer), "touch": .int(touch)],
      "\(recognizer) ignores touch \(touch) (ignore(_:for:)): no more updates, never cancelled by it",
      recognizer: recognizer)
  }

  static func timerScheduled(_ owner: String, _ purpose: String, _ fireTime: TimeInterval) -> TraceEntry {
    TraceEntry(
      .timerScheduled, .timer,
      ["owner": .string(owner), "purpose": .string(purpose), "fireTime": .number(fireTime)],
      "\(owner) starts a timer for \(purpose), due at \(Format.seconds(fireTime)) s", about: [owner],
      recognizer: owner)
  }

  static func timerFired(_ owner: String, _ purpose: String) -> TraceEntry {
    TraceEntry(
      .timerFired, .timer, ["owner": .string(owner), "purpose": .string(purpose)],
      "\(owner)'s \(purpose) timer fires", about: [owner], recognizer: owner)
  }

  static func reset(_ recognizer: String) -> TraceEntry {
    TraceEntry(
      .reset, .recognizer, ["recognizer": .string(recognizer)], "\(recognizer).reset(): back to possible",
      recognizer: recognizer)
  }

  static func forced(_ recognizer: String, _ outcome: ForcedOutcome, _ applied: Bool) -> TraceEntry {
    TraceEntry(
      .forced, .recognizer,
      ["recognizer": .string(recognizer), "outcome": .string(outcome.rawValue), "applied": .bool(applied)],
      Sentence.forced(recognizer, outcome, applied), recognizer: recognizer)
  }
}
