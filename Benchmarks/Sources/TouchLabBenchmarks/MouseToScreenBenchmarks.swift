import Benchmark
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// Benchmark 6: from a mouse report's bytes to the updated screen, in-process, on the 5,001-view
/// layout of benchmark 3 at 200×60 cells. Goal: under 16 ms (one frame at 60 Hz), so that a
/// flood of mode-1003 motion never leaves the UI behind.
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
  let fixture = MouseFixture()
  // Sessions are made once, outside the measurements: swift-benchmark calls a benchmark's
  // closure once per iteration, and each iteration goes on from where the last one left off.
  let hover = fixture.hoverDriver()
  let drag = fixture.dragDriver(flood: false)
  let flood = fixture.dragDriver(flood: true)
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
    suite.benchmark("5k hover: report → screen") { state in
      var changed = 0
      try state.measure {
        hover.next(fixture.hoverBytes)
        changed = hover.draw()
      }
      precondition(changed > 0, "the hover changed nothing")
      hover.check()
      state.counters["cells"] = Double(changed)
    }
    suite.benchmark("5k drag: report → screen") { state in
      var changed = 0
      drag.prepare()
      try state.measure {
        drag.next()
        changed = drag.draw()
      }
      drag.check()
      state.counters["cells"] = Double(changed)
    }
    suite.benchmark("5k hover flood x100 in one read → screen") { state in
      try state.measure {
        hover.next(fixture.hoverFlood)
        _ = hover.draw()
      }
      hover.check()
    }
    suite.benchmark("5k drag flood x100 in one read → screen") { state in
      flood.prepare()
      try state.measure {
        flood.next()
        _ = flood.draw()
      }
      flood.check()
    }
  }
}
