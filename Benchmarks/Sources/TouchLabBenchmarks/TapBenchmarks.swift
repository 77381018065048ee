import Benchmark
import Foundation
import TouchKit

/// Benchmark 1: one tap, as the terminal UI and the headless commands dispatch it — a fresh
/// `TraceRecorder` and `TouchSynthesizer` (the explorer keeps one trace per sequence), then a
/// down and an up `PointerEvent`. Goal: under 1 ms with the trace on.
///
/// The untraced variant is the same tap with `trace: nil`: the difference between the two is
/// what recording costs. The hit view's next responders do not handle touches, so both
/// phases walk the whole responder chain to the application, as an unhandled tap does.
func tapSuite(_ layouts: [BenchmarkLayout]) -> BenchmarkSuite {
  BenchmarkSuite(name: "tap") { suite in
    for layout in layouts {
      let pointers = Gesture.tap(layout.tapPoint).pointerEvents(startingAt: 0)
      let expected = layout.application.hitTest(layout.tapPoint, with: nil)?.traceID

      suite.benchmark("\(layout.name) traced") { state in
        var trace: TraceRecorder?
        try state.measure {
          let recorder = TraceRecorder()
          let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
          for pointer in pointers { synthesizer.send(pointer) }
          trace = recorder
        }
        let records = trace?.records ?? []
        let hit = records.lazy.compactMap { record -> String? in
          guard case .hitView(_, let view, _) = record.step else { return nil }
          return view
        }.first
        precondition(hit == expected, "\(layout.name): the tap hit \(String(describing: hit))")
        state.counters["records"] = Double(records.count)
      }

      suite.benchmark("\(layout.name) untraced") { state in
        var active = -1
        try state.measure {
          let synthesizer = TouchSynthesizer(application: layout.application, trace: nil)
          for pointer in pointers { synthesizer.send(pointer) }
          active = synthesizer.activeTouches.count
        }
        precondition(active == 0, "\(layout.name): the tap did not end")
      }
    }
  }
}
