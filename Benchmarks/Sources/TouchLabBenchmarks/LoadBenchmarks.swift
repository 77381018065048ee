import Benchmark
import Foundation
import TouchKit
import TouchLayout
import TouchOpening

/// Benchmark 10: loading a layout (issue 17, goal: 10,000 views parsed and built in ≤ 30 ms,
/// ≤ 3 µs per view). `LayoutLoader.load(yaml:source:)`: the YAML composed into nodes, checked
/// and built into views, as every command and the explorer do before anything else. Freeing
/// the layout afterwards is not counted.
///
/// The layouts (``loadLayoutText(views:)``) are written as people write them: block style, one
/// window of containers of 100 views each, each view a flow mapping with an id and a frame.
/// `deep-10k flow` is ten thousand views each inside the last, in flow style, as the tests'
/// depth case is written (an indented file that deep would be about 200 MB).
func loadSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "load") { suite in
    for views in [1_000, 5_000, 10_000, 100_000, 1_000_000] {
      let name = views >= 1_000_000 ? "\(views / 1_000_000)m" : "\(views / 1_000)k"
      suite.benchmark("\(name) views, block style") { state in
        // Made here, not when the suite is built, so other runs never pay for it.
        let text = loadLayoutText(views: views)
        // What the goal counts: parsing and building. The layout is counted and freed after
        // the clock stops (a loaded layout is kept, not freed, by whoever loaded it).
        state.start()
        let layout = try? LayoutLoader.load(yaml: text, source: "load.yaml")
        try state.end()
        state.counters["views"] = Double(layout.map(\.application.windows).map(viewCount) ?? 0)
        state.counters["bytes"] = Double(text.utf8.count)
      }
    }
    // One `*` anywhere (a comment, a quoted text, a query such as `//*`) once cost a whole
    // second parse: the alias check composed a copy with every `*` defused first.
    suite.benchmark("10k views, block style, a '*' in a comment") { state in
      let text = "# *\n" + loadLayoutText(views: 10_000)
      state.start()
      let layout = try? LayoutLoader.load(yaml: text, source: "load.yaml")
      try state.end()
      state.counters["views"] = Double(layout.map(\.application.windows).map(viewCount) ?? 0)
      state.counters["bytes"] = Double(text.utf8.count)
    }
    // Past the default depth (1,000 since issue 34), as `--max-depth 10000` loads it.
    suite.benchmark("deep-10k flow style") { state in
      let deep = deepLayoutText(depth: 10_000)
      state.start()
      let layout = try? LayoutLoader.load(
        yaml: deep, source: "deep.yaml", registry: .standard, options: deepOptions)
      try state.end()
      state.counters["views"] = Double(layout.map(\.application.windows).map(viewCount) ?? 0)
      state.counters["bytes"] = Double(deep.utf8.count)
    }
    // Issue 34: loading and a traced tap on views nested to the default depth, then ten times
    // deeper. Linear in the depth but for libyaml's parse of deep flow nesting (quadratic).
    for depth in [1_000, 10_000] {
      suite.benchmark("deep-\(depth / 1_000)k load and traced tap") { state in
        let deep = deepLayoutText(depth: depth)
        state.start()
        guard
          let layout = try? LayoutLoader.load(
            yaml: deep, source: "deep.yaml", registry: .standard, options: deepOptions)
        else { preconditionFailure("deep-\(depth) does not load") }
        let recorder = TraceRecorder()
        let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
        for pointer in Gesture.tap(CGPoint(x: 1, y: 1)).pointerEvents(startingAt: 0) {
          synthesizer.send(pointer)
        }
        try state.end()
        state.counters["records"] = Double(recorder.trace.records.count)
      }
    }
  }
}

/// Room for the deep layouts: `--max-depth 10000`.
let deepOptions = LayoutLoadOptions(maximumViewDepth: 10_000)

/// The views of `windows`, windows included.
func viewCount(_ windows: [Window]) -> Int { windows.reduce(0) { $0 + $1.allViews.count } }

/// `views` views (window excluded) in containers of 100 (each container counted as a view).
func loadLayoutText(views: Int) -> String {
  var text = "screen: {width: 1000, height: 1000}\nwindows:\n  - id: main\n    views:\n"
  var made = 0
  var container = 0
  while made < views {
    text +=
      "      - id: c\(container)\n        frame: [\(container % 10 * 100), \(container / 10 % 10 * 100), 100, 100]\n"
    made += 1
    if made < views { text += "        subviews:\n" }
    var child = 0
    while child < 99, made < views {
      text +=
        "          - {id: v\(container).\(child), frame: [\(child % 10 * 10), \(child / 10 * 10), 10, 10]}\n"
      child += 1
      made += 1
    }
    container += 1
  }
  return text
}

/// Views nested `depth` deep, in flow style (the scale tests' depth case).
func deepLayoutText(depth: Int) -> String {
  var views = "{id: v\(depth), frame: [0, 0, 100, 100]}"
  for level in stride(from: depth - 1, through: 1, by: -1) {
    views = "{id: v\(level), frame: [0, 0, 100, 100], subviews: [\(views)]}"
  }
  return "screen: {width: 390, height: 844}\nwindows: [{id: main, views: [\(views)]}]\n"
}
