import Foundation
import TouchKit

/// The entries of delivery and the responder chain (§3, §6): events sent, touch methods
/// delivered, withheld, forwarded, handled or dropped, and the sequence's end
/// (TraceStep+Entry.swift routes to them).
extension TraceEntry {
  static func sendEvent(_ responder: String, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .sendEvent, .delivery, ["responder": .string(responder), "touches": .ints(touches)],
      "\(responder).sendEvent(\(Format.touches(touches)))", about: [responder])
  }

  static func deliver(_ responder: String, _ method: TouchMethod, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .deliver, .delivery, methodFields(responder, method, touches),
      "\(responder).\(method.rawValue)(\(Format.touches(touches)))", about: [responder])
  }

  static func withhold(_ view: String, _ method: TouchMethod, _ touch: Int, _ reason: WithholdReason)
    -> TraceEntry
  {
    TraceEntry(
      .withhold, .delivery,
      ["view": .string(view), "method": .string(method.rawValue), "touch": .int(touch)]
        + reason.traceFields,
      "\(view) does not get \(method.rawValue) for touch \(touch): \(reason.explanation)", about: [view])
  }

  static func forward(_ from: String, _ to: String, _ method: TouchMethod, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .forward, .responder,
      [
        "from": .string(from), "to": .string(to), "method": .string(method.rawValue),
        "touches": .ints(touches),
      ],
      "\(from) → \(to): \(method.rawValue) forwarded to next responder", about: [to, from])
  }

  static func handle(_ responder: String, _ method: TouchMethod, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .handle, .responder, methodFields(responder, method, touches),
      "\(responder) handles \(method.rawValue)", about: [responder])
  }

  static func drop(_ responder: String, _ method: TouchMethod, _ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .drop, .responder, methodFields(responder, method, touches),
      "\(responder) has no next responder: \(method.rawValue) is dropped", about: [responder])
  }

  static func chainLimit(_ responder: String, _ method: TouchMethod, _ touches: [Int], _ limit: Int)
    -> TraceEntry
  {
    TraceEntry(
      .chainLimit, .responder, methodFields(responder, method, touches) + ["limit": .int(limit)],
      "\(responder): \(method.rawValue) not forwarded: the chain passed \(limit) responders (a cycle in next?)",
      about: [responder])
  }

  static func sequenceEnd(_ touches: [Int]) -> TraceEntry {
    TraceEntry(
      .sequenceEnd, .sequence, ["touches": .ints(touches)], "sequence ends (\(Format.touches(touches)))",
      emphasis: .headline)
  }
}
