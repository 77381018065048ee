import Benchmark

// TouchLab's benchmarks. Run them with
//
//     swift run -c release --package-path Benchmarks TouchLabBenchmarks [--filter <regex>] ...
//
// docs/performance.md describes the layouts, the tap points and the goals, and records figures.

let layouts = BenchmarkLayout.standard()

Benchmark.main([
  tapSuite(layouts),
  hitTestSuite(layouts),
  canvasRenderSuite(),
  recognizerTapSuite(),
  scriptSuite(),
])
