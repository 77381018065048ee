import Benchmark
import Foundation
import TouchKit

/// Issue 17's wide parents: hit testing one parent of 1,000 to 100,000 children, untraced
/// (goals: flat-10k under 4 µs, flat-100k under 10 µs) and a traced tap on flat-10k (goal:
/// under 100 µs), each against the floor and against the full reverse walk it replaces.
///
/// The floor is a bare loop over every child's rectangle in screen coordinates (the window's
/// first): what a hit test that asks every child cannot beat. The full walk is the engine with
/// the subview index turned off (`SubviewIndexCache.$isEnabled`), as before issue 17.
/// Untraced figures are for a batch of ``hitTestBatch`` hit tests, as in ``hitTestSuite(_:)``.
func flatSuite(_ layouts: [BenchmarkLayout]) -> BenchmarkSuite {
  BenchmarkSuite(name: "flat") { suite in
    for layout in layouts {
      let points = [CGPoint](repeating: layout.tapPoint, count: hitTestBatch)
      let expected = layout.window.subviews.first
      // Built outside the measurement: the first hit test builds the index.
      precondition(layout.application.hitTest(layout.tapPoint, with: nil) === expected)
      let rects = [layout.window.frame] + layout.window.subviews.reversed().map { $0.frame }

      suite.benchmark("\(layout.name) engine x\(hitTestBatch)") { state in
        let application = layout.application
        var last: View?
        try state.measure {
          for point in points { last = application.hitTest(point, with: nil) }
        }
        precondition(last === expected, "\(layout.name): unexpected hit view")
      }

      suite.benchmark("\(layout.name) full walk x\(hitTestBatch)") { state in
        let application = layout.application
        var last: View?
        try SubviewIndexCache.$isEnabled.withValue(false) {
          try state.measure {
            for point in points { last = application.hitTest(point, with: nil) }
          }
        }
        precondition(last === expected, "\(layout.name): unexpected hit view")
      }

      suite.benchmark("\(layout.name) floor x\(hitTestBatch)") { state in
        var last = -1
        try state.measure {
          for point in points { last = HitTestFloor.hitIndex(rects, point) }
        }
        precondition(last == rects.count - 1, "\(layout.name): unexpected floor answer")
      }
    }
    if let flat10k = layouts.first(where: { $0.name == "flat-10k" }) {
      let pointers = Gesture.tap(flat10k.tapPoint).pointerEvents(startingAt: 0)
      for (name, indexed) in [("traced tap", true), ("traced tap, full walk", false)] {
        suite.benchmark("flat-10k \(name)") { state in
          var records = 0
          try SubviewIndexCache.$isEnabled.withValue(indexed) {
            try state.measure {
              let recorder = TraceRecorder()
              let synthesizer = TouchSynthesizer(application: flat10k.application, trace: recorder)
              for pointer in pointers { synthesizer.send(pointer) }
              records = recorder.records.count
            }
          }
          state.counters["records"] = Double(records)
        }
      }
    }
  }
}
