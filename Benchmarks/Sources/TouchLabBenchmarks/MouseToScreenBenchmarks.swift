import Benchmark
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// Benchmark 6: from a mouse report's bytes to the updated screen, in-process, on the 5,001-view
/// layout of benchmark 3 at 200×60 cells. Goal: under 16 ms (one frame at 60 Hz), so that a
/// flood of mode-1003 motion never leaves the UI behind. The `100k` rows do the same on
/// 100,001 views, all on screen (issue 17's goal: under 16 ms there too).
///
/// What the terminal app does for one read of input, step by step: **decode** the bytes
/// (`InputDecoder.feed`); **dispatch** (`Session.handle(bytes:decoder:)`: coalesce hover runs,
/// then `Update` and the effects: an untraced hit test for a hover; for a drag while a touch is
/// down, a traced `touchesMoved` through the synthesizer, the snapshot of the engine's views
/// and the hover hit test); **render** the whole screen (`Screen.render`); **diff** it against
/// the previous frame (`CanvasDiff.changedCells`, the cells `Terminal.draw` hands to ncurses).
/// The `report → screen` rows do all four; the `flood` rows do it for 100 reports arriving in
/// one read (the screen is drawn once for the read). What is left out is ncurses writing the
/// changed cells to the terminal, which needs a terminal.
///
/// Drags alternate between two points inside the container the touch began in, so every
/// report moves the touch; after 500 moves (outside the measurement) the touch ends and a new
/// one begins, so the trace (which a drag makes longer) stays the length of a long drag.
func mouseToScreenSuite() -> BenchmarkSuite {
  let fixture = MouseDrivers(MouseFixture())
  // Made when a 100k row first runs, so other runs never build 100,000 views.
  let large = MouseDrivers(MouseFixture(containers: 1_000), lazily: true)
  let hover = fixture.hover
  let drag = fixture.drag
  return BenchmarkSuite(name: "mouse") { suite in
    suite.benchmark("5k decode") { state in
      var decoder = InputDecoder()
      var decoded: [InputMessage] = []
      try state.measure { decoded = decoder.feed(fixture.hoverBytes[0]) }
      precondition(decoded.count == 1, "the report did not decode")
    }
    suite.benchmark("5k hover: dispatch") { state in
      try state.measure { hover.next(fixture.hoverBytes) }
      hover.check()
    }
    suite.benchmark("5k drag: dispatch") { state in
      drag.prepare()
      try state.measure { drag.next() }
      drag.check()
    }
    suite.benchmark("5k render") { state in
      var canvas: Canvas?
      try state.measure { canvas = Screen.render(hover.session.state) }
      precondition(canvas?.columns == MouseFixture.columns, "wrong canvas")
    }
    suite.benchmark("5k diff") { state in
      hover.next(fixture.hoverBytes)
      let before = Screen.render(hover.session.state)
      hover.next(fixture.hoverBytes)
      let after = Screen.render(hover.session.state)
      var changed: [Int] = []
      try state.measure { changed = CanvasDiff.changedCells(from: before, to: after) }
      precondition(!changed.isEmpty, "the hover changed nothing")
      state.counters["cells"] = Double(changed.count)
    }
    for (name, sized) in [("5k", fixture), ("100k", large)] {
      suite.benchmark("\(name) hover: report → screen") { state in
        var changed = 0
        try state.measure {
          sized.hover.next(fixture.hoverBytes)
          changed = sized.hover.draw()
        }
        precondition(changed > 0, "the hover changed nothing")
        sized.hover.check()
        state.counters["cells"] = Double(changed)
      }
      suite.benchmark("\(name) drag: report → screen") { state in
        var changed = 0
        sized.drag.prepare()
        try state.measure {
          sized.drag.next()
          changed = sized.drag.draw()
        }
        sized.drag.check()
        state.counters["cells"] = Double(changed)
      }
      suite.benchmark("\(name) hover flood x100 in one read → screen") { state in
        try state.measure {
          sized.hover.next(fixture.hoverFlood)
          _ = sized.hover.draw()
        }
        sized.hover.check()
      }
      suite.benchmark("\(name) drag flood x100 in one read → screen") { state in
        sized.flood.prepare()
        try state.measure {
          sized.flood.next()
          _ = sized.flood.draw()
        }
        sized.flood.check()
      }
    }
  }
}
