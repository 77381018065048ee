import Benchmark
import Foundation
import TouchKit
import TouchTrace

/// JSON Lines of the kinds written from the record table (recognizer, control and action
/// records, skips with numbers), against `JSONEncoder`, which wrote them before the table
/// (docs/performance.md, "A hand-written record encoder").
func traceTableSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "traceTable") { suite in
    let records = tableRecords(count: 10_000)
    suite.benchmark("10k table records, jsonl") { state in
      var bytes = 0
      // The writer throws only for values `JSONEncoder` rejects; these records have none.
      try state.measure {
        var writer = TraceLinesWriter(bytes: { bytes += $0.count })
        try? writer.write(records)
      }
      state.counters["bytes"] = Double(bytes)
    }
    suite.benchmark("10k table records, JSONEncoder") { state in
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
      var bytes = 0
      try state.measure {
        for record in records { bytes += ((try? encoder.encode(record))?.count ?? 0) + 1 }
      }
      state.counters["bytes"] = Double(bytes)
    }
  }
}

/// Records of the kinds JSON Lines does not write by hand, as a recognizer-heavy run makes them.
func tableRecords(count: Int) -> [TraceRecord] {
  let steps: [TraceStep] = [
    .recognizerTouches(recognizer: "cardTap", method: .touchesBegan, touches: [1]),
    .ask(recognizer: "cardTap", asked: "delegate", question: .shouldReceive(touch: 1), answer: true),
    .timerScheduled(owner: "cardTap", purpose: "maximumTapInterval", fireTime: 0.35),
    .stateChange(recognizer: "cardTap", from: .possible, to: .ended, reason: .tapsCompleted(count: 1)),
    .stateChange(
      recognizer: "cardPan", from: .possible, to: .failed, reason: .movedTooFar(distance: 12.5, allowed: 10)),
    .controlEvents(control: "save", events: ["touchUpInside", "primaryActionTriggered"]),
    .actionSent(action: "save:", sender: "save", target: "controller"),
    .hitTestSkip(view: "ghost", reason: .alphaBelowMinimum(alpha: 0.005, minimum: 0.01)),
  ]
  return (0..<count).map { TraceRecord(id: $0 + 1, time: 0.1, depth: 3, step: steps[$0 % steps.count]) }
}
