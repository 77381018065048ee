import Benchmark
import Foundation
import TouchKit

/// Benchmark 4: a traced tap on a 10,000-view layout with three recognizers on every view along
/// the hit path, the window included: a single tap, a double tap (which the single requires to
/// fail) and a pan. Goal: under 2 ms. Each iteration is the whole gesture: down, up, and the
/// double tap's 0.35 s wait running out on the scheduler (virtual time), so the single tap
/// recognizes and every recognizer resets.
func recognizerTapSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "recognizers") { suite in
    for layout in [
      BenchmarkLayout.wide(containers: 100, name: "wide-10k"), .deep(levels: 8, name: "deep-10k"),
    ] {
      let path = attachRecognizers(along: layout)
      suite.benchmark("\(layout.name) traced, 3 per view on the path") { state in
        var trace: TraceRecorder?
        try state.measure {
          let recorder = TraceRecorder()
          let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
          let start = layout.application.scheduler.now + 1
          for pointer in Gesture.tap(layout.tapPoint).pointerEvents(startingAt: start) {
            synthesizer.send(pointer)
          }
          synthesizer.runUntilIdle()
          trace = recorder
        }
        let records = trace?.records ?? []
        let recognized = records.filter {
          if case .stateChange(_, .possible, .ended, _) = $0.step { true } else { false }
        }
        precondition(recognized.count == 1, "\(layout.name): \(recognized.count) recognitions")
        state.counters["records"] = Double(records.count)
        state.counters["views on path"] = Double(path)
      }
    }
  }
}

/// Adds the three recognizers to the hit view and each ancestor; returns how many views.
private func attachRecognizers(along layout: BenchmarkLayout) -> Int {
  var view = layout.application.hitTest(layout.tapPoint, with: nil)
  var count = 0
  while let current = view {
    let single = TapGestureRecognizer(id: "\(current.traceID).single")
    let double = TapGestureRecognizer(id: "\(current.traceID).double")
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    current.addGestureRecognizer(single)
    current.addGestureRecognizer(double)
    current.addGestureRecognizer(PanGestureRecognizer(id: "\(current.traceID).pan"))
    count += 1
    view = current.superview
  }
  return count
}
