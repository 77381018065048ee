import Foundation
import TouchKit

/// The entries of what a person's code said while the engine ran it, and of what it asked to
/// run later (TraceStep+Entry.swift routes to them). Calls later are the code's own category,
/// not the recognizers' timers: every log filter shows them, as it shows the code's output.
extension TraceEntry {
  static func output(_ text: String) -> TraceEntry {
    TraceEntry(.output, .code, ["text": .string(text)], "print: \(text)", emphasis: .headline)
  }

  static func delayedCallScheduled(_ call: DelayedCall, _ fireTime: TimeInterval) -> TraceEntry {
    TraceEntry(
      .delayedCallScheduled, .code, call.traceFields + ["fireTime": .number(fireTime)],
      "\(call.api.rawValue) will run \(call.callee) at \(Format.seconds(fireTime)) s",
      about: call.target.map { [$0] } ?? [])
  }

  static func delayedCallFired(_ call: DelayedCall) -> TraceEntry {
    TraceEntry(
      .delayedCallFired, .code, call.traceFields, "\(call.api.rawValue) runs \(call.callee)",
      about: call.target.map { [$0] } ?? [], emphasis: .headline)
  }
}
