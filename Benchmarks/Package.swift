// swift-tools-version: 6.0
// TouchLab's benchmarks: a separate package, so the main build and tests never compile them.
// Run with `swift run -c release --package-path Benchmarks TouchLabBenchmarks` (see
// docs/performance.md).
import PackageDescription

let package = Package(
  name: "TouchLabBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // The engine, by path: benchmarks always measure the checkout they sit in.
    .package(name: "TouchLab", path: ".."),
    // Small, and enough: adaptive iteration counts, medians, --filter.
    .package(url: "https://github.com/google/swift-benchmark", exact: "0.1.2"),
  ],
  targets: [
    .executableTarget(
      name: "TouchLabBenchmarks",
      dependencies: [
        .product(name: "TouchKit", package: "TouchLab"),
        .product(name: "TouchTrace", package: "TouchLab"),
        .product(name: "TouchFoundation", package: "TouchLab"),
        .product(name: "TouchLayout", package: "TouchLab"),
        .product(name: "TouchScript", package: "TouchLab"),
        .product(name: "TouchImport", package: "TouchLab"),
        .product(name: "TouchOpening", package: "TouchLab"),
        .product(name: "TouchLabTUI", package: "TouchLab"),
        .product(name: "Benchmark", package: "swift-benchmark"),
        "CPseudoTerminal",
      ]
    ),
    // A pseudo-terminal for the first-screen benchmark (C: see its header).
    .target(name: "CPseudoTerminal"),
    // Issue 17's memory figure: one generated layout per process (getrusage's peak only grows),
    // the engine alone, so its baseline is not the explorer's or the loader's.
    .executableTarget(
      name: "TouchLabMemory",
      dependencies: [.product(name: "TouchKit", package: "TouchLab")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
