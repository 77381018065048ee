import Benchmark
import Foundation
import TouchKit
import TouchLabTUI

/// Benchmark 3: a full redraw of the terminal UI's screen for a 5,001-view layout at 200×60
/// cells. Goal: under 5 ms.
///
/// `render-5k scene+screen` is what the UI does after every touch: snapshot the engine's views
/// into a `Scene` (the value the renderer draws) and render the whole screen (`Screen.render`,
/// canvas, trace pane and status bar) from the state. `render-5k screen` is the drawing alone.
func canvasRenderSuite() -> BenchmarkSuite {
  let layout = BenchmarkLayout.renderable5k()
  let screenSize = layout.window.bounds.size
  let state = UIState(
    title: layout.name, scene: Scene(application: layout.application, screenSize: screenSize),
    columns: 200, rows: 60)
  return BenchmarkSuite(name: "render") { suite in
    suite.benchmark("render-5k scene+screen") { benchmark in
      var canvas: Canvas?
      try benchmark.measure {
        var next = state
        next.scene = Scene(application: layout.application, screenSize: screenSize)
        canvas = Screen.render(next)
      }
      // The layout's views are 2×1-pt boxes: most draw as single `▫` cells.
      precondition(canvas?.plainText.dropFirst().first?.contains("▫") == true, "the render drew no view")
    }
    suite.benchmark("render-5k screen") { benchmark in
      var canvas: Canvas?
      try benchmark.measure { canvas = Screen.render(state) }
      precondition(canvas?.columns == 200 && canvas?.rows == 60, "wrong canvas size")
    }
  }
}
