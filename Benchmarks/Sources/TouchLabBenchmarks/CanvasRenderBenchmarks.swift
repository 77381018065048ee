// TODO(render benchmark): benchmark 3 goes here once the renderer (TouchLabTUI) is merged.
//
// Goal: a full canvas render of 5,000 views at 200×60 cells in under 5 ms.
//
// What to add:
// 1. In Benchmarks/Package.swift, depend on `.product(name: "TouchLabTUI", package: "TouchLab")`.
// 2. Here, a `func canvasRenderSuite() -> BenchmarkSuite` that builds
//    `BenchmarkLayout.renderable5k()` (Layouts.swift: 1 window + 50 containers × 99 children),
//    makes a 200×60 canvas once, and in `state.measure { ... }` renders the whole window into it
//    (clearing it first, as a full redraw does), then checks a cell outside the measured block.
// 3. In main.swift, append `canvasRenderSuite()` to the suites.
// 4. In docs/performance.md, replace the TODO row of the table with the measured median.
