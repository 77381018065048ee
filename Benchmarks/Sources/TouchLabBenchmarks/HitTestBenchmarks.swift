import Benchmark
import Foundation
import TouchKit

/// Benchmark 2: `Application.hitTest(_:with:)` without a trace, against the floor
/// (``HitTestFloor``). Goal: within 2× the floor.
///
/// One measured iteration runs ``hitTestBatch`` hit tests: a single one takes well under a
/// microsecond on the deep layouts, close to the cost of reading the clock, which would pull
/// the ratio towards 1. Divide the reported time by the batch size for one hit test.
///
/// Each repetition reads its point from an array, so the optimizer cannot prove two calls
/// alike and fold them into one; engine and floor pay that read alike.
func hitTestSuite(_ layouts: [BenchmarkLayout]) -> BenchmarkSuite {
  BenchmarkSuite(name: "hitTest") { suite in
    for layout in layouts {
      let floor = HitTestFloor(layout)
      let points = [CGPoint](repeating: layout.tapPoint, count: hitTestBatch)
      let expected = floor.views.firstIndex { $0 === floor.hitView } ?? -1

      suite.benchmark("\(layout.name) engine x\(hitTestBatch)") { state in
        let application = layout.application
        var last: View?
        try state.measure {
          for point in points { last = application.hitTest(point, with: nil) }
        }
        precondition(last === floor.hitView, "\(layout.name): unexpected hit view")
        state.counters["tests"] = Double(floor.rects.count)
      }

      suite.benchmark("\(layout.name) floor x\(hitTestBatch)") { state in
        let rects = floor.rects
        var last = -1
        try state.measure {
          for point in points { last = HitTestFloor.hitIndex(rects, point) }
        }
        precondition(last == expected, "\(layout.name): unexpected floor answer")
        state.counters["tests"] = Double(rects.count)
      }
    }
  }
}

/// Hit tests per measured iteration in ``hitTestSuite(_:)``.
let hitTestBatch = 100
