import Foundation
import TouchKit

/// The entries of what recognizers do to their views' touches (§3): `cancelsTouchesInView`
/// cancelling them, `delaysTouchesBegan`/`delaysTouchesEnded` holding them and their release,
/// late or discarded (TraceStep+Entry.swift routes to them). Each is delivery, and the
/// recognizer's doing.
extension TraceEntry {
  static func cancelTouches(_ recognizer: String, _ view: String, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .cancelTouches, .delivery,
      ["recognizer": .string(recognizer), "view": .string(view), "touches": .ints(touches)],
      "\(recognizer) cancels \(Format.touches(touches)) in \(view) (cancelsTouchesInView)", about: [view],
      recognizer: recognizer, also: .recognizer)
  }

  static func delayTouches(
    _ recognizer: String, _ view: String, _ method: TouchMethod, _ touches: [Int], _ reason: DelayReason
  ) -> TraceEntry {
    TraceEntry(
      .delayTouches, .delivery,
      ["recognizer": .string(recognizer)] + viewFields(view, method, touches) + reason.traceFields,
      "\(view).\(method.rawValue)(\(Format.touches(touches))) delayed "
        + reason.explanation(recognizer: recognizer),
      about: [view], recognizer: recognizer, also: .recognizer)
  }

  static func sendDelayed(_ view: String, _ method: TouchMethod, _ touches: [Int], _ reason: DelayRelease)
    -> TraceEntry
  {
    TraceEntry(
      .sendDelayed, .delivery, viewFields(view, method, touches) + reason.traceFields,
      "delayed \(method.rawValue)(\(Format.touches(touches))) goes to \(view) now: \(reason.explanation)",
      about: [view], also: .recognizer)
  }

  static func discardDelayed(_ recognizer: String, _ view: String, _ method: TouchMethod, _ touches: [Int])
    -> TraceEntry
  {
    TraceEntry(
      .discardDelayed, .delivery,
      ["recognizer": .string(recognizer)] + viewFields(view, method, touches),
      Sentence.discardDelayed(recognizer, view, method, touches), about: [view], recognizer: recognizer,
      also: .recognizer)
  }
}
