@preconcurrency import Benchmark
import TouchFoundation
import TouchLayout

// TouchLab's benchmarks. Run them with
//
//     swift run -c release --package-path Benchmarks TouchLabBenchmarks [--filter <regex>] ...
//
// docs/performance.md describes the layouts, the tap points and the goals, and records figures.

// The heap's growth as `touchlab` sets it, so in-process loads measure what the command does.
HeapGrowth.configure()

let layouts = BenchmarkLayout.standard()

// The 99th percentile of the measured iterations, for goals about every frame, not the typical
// one (`--columns name,median,p99,max,iterations`).
BenchmarkColumn.registry["p99"] = BenchmarkColumn(
  name: "p99",
  value: { result in
    let sorted = result.measurements.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
  },
  unit: .time)

// Counters as columns `--columns` can name (without it, the default columns show them all).
for counter in ["cellsMade", "visibleRows", "records", "views", "lines", "bytesPerRow", "bytesPerRowHeights"]
{
  BenchmarkColumn.registry[counter] = BenchmarkColumn(name: counter, value: { $0.counters[counter] ?? 0 })
}

Benchmark.main([
  tapSuite(layouts),
  hitTestSuite(layouts),
  hitMapSuite(layouts),
  canvasRenderSuite(),
  recognizerTapSuite(),
  scriptSuite(),
  traceTableSuite(),
  mouseToScreenSuite(),
  quitLatencySuite(),
  importSuite(),
  flatSuite(BenchmarkLayout.flatLayouts()),
  loadSuite(),
  parseConcurrencySuite(),
  firstScreenSuite(),
  solverSuite(),
  peerSuite(),
  stepSuite(),
  tableSuite(),
  interfaceBuilderSuite(),
  firstScreenCodeSuite(),
])
