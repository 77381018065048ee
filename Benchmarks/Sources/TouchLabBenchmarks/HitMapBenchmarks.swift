import Benchmark
import Foundation
import TouchKit

/// Issue 41: the hit-region map of a 10,000-view layout at 200×60 cells, 12,000 real hit
/// tests (untraced, as the map runs them) plus the drawn view of every cell. Goal: under 50 ms.
///
/// The grid is 200 × 60 samples spread over the whole window (not fitted with the canvas's
/// aspect, which would leave columns empty), so every iteration is 12,000 hit tests.
func hitMapSuite(_ layouts: [BenchmarkLayout]) -> BenchmarkSuite {
  BenchmarkSuite(name: "hitMap") { suite in
    for layout in layouts where layout.viewCount >= 9_000 {
      let size = layout.window.bounds.size
      let grid = HitMapGrid(
        columns: .uniform(from: 0, step: size.width / 200, count: 200),
        rows: .uniform(from: 0, step: size.height / 60, count: 60))
      suite.benchmark("\(layout.name) 200x60") { state in
        var map: HitRegionMap?
        try state.measure { map = HitRegionMap(application: layout.application, grid: grid) }
        precondition(map?.hits.contains(-1) == false, "\(layout.name): a cell hit nothing")
        state.counters["hitTests"] = Double(grid.count)
      }
    }
  }
}
