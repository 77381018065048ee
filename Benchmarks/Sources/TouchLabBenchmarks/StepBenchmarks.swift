import Benchmark
import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 41's figures for the explorer: the hit-region map's toggle (`m`) on a 1,000-view layout
/// (goal: within a frame, 16 ms), and what step mode's snapshots of a 1,000-step drag over 5,000
/// views hold (goal: under 50 MiB).
///
/// `1k m toggle → screen`: the `m` key's bytes through `Session.handle(bytes:decoder:)` (the
/// update, then the session's map of every cell: ``HitMapPaint``, one real hit test a cell)
/// and the whole screen rendered, on the 1,001-view layout of ``BenchmarkLayout/renderable(containers:)``
/// at 200×60 cells. The map is turned off again outside the measurement, so each iteration
/// computes it afresh. `1k m off → screen` is the way back.
///
/// `5k scroll drag 1000 steps`: a session on 5,000 views inside a scroll view, a press, 1,000
/// moves that each scroll it (a zigzag, so every move changes the offset) and a release, as
/// the explorer dispatches them (a scene snapshot after each). Counters: the step changes kept
/// (``StepTimeline``: `changes`, `timelineBytes`), the scene snapshots kept and their views
/// (`scenes`, `sceneNodes`, `sceneMiB` at ``SceneNode``'s stride a view), and the resident
/// memory the drag added (`rssGrowthMiB`, from /proc/self/statm, Linux).
func stepSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "step") { suite in
    let mapSession = Session(
      layout: BenchmarkLayout.renderable(containers: 10).layout, columns: 200, rows: 60, clock: StepClock())
    let toggle = Array("m".utf8)
    suite.benchmark("1k m toggle → screen") { state in
      var decoder = InputDecoder()
      if mapSession.state.hitMap != nil { mapSession.handle(bytes: toggle, decoder: &decoder) }
      var canvas: Canvas?
      try state.measure {
        mapSession.handle(bytes: toggle, decoder: &decoder)
        canvas = mapSession.canvas
      }
      precondition(mapSession.state.hitMap != nil && canvas != nil, "the map was not painted")
    }
    suite.benchmark("1k m off → screen") { state in
      var decoder = InputDecoder()
      if mapSession.state.hitMap == nil { mapSession.handle(bytes: toggle, decoder: &decoder) }
      var canvas: Canvas?
      try state.measure {
        mapSession.handle(bytes: toggle, decoder: &decoder)
        canvas = mapSession.canvas
      }
      precondition(mapSession.state.hitMap == nil && canvas != nil, "the map stayed")
    }
    suite.benchmark("5k scroll drag 1000 steps", settings: Iterations(1)) { state in
      let session = Session(
        layout: BenchmarkLayout.scrolling5k(), columns: 200, rows: 60, clock: StepClock())
      let before = residentMiB()
      try state.measure {
        session.handle(.pointer(.down, CGPoint(x: 100, y: 50)))
        for step in 0..<1_000 {
          session.handle(.pointer(.move, CGPoint(x: 100, y: step % 2 == 0 ? 20 : 10)))
        }
        session.handle(.pointer(.up, CGPoint(x: 100, y: 10)))
      }
      let history = session.state.log.history
      let timeline = history.steps
      precondition(timeline.changes.count >= 1_000, "the drag did not scroll at every step")
      let nodes = history.scenes.reduce(0) { $0 + $1.nodes }
      state.counters["changes"] = Double(timeline.changes.count)
      state.counters["timelineBytes"] = Double(timeline.bytes)
      state.counters["scenes"] = Double(history.scenes.count)
      state.counters["sceneNodes"] = Double(nodes)
      state.counters["sceneMiB"] = Double(nodes * MemoryLayout<SceneNode>.stride) / 1_048_576
      state.counters["rssGrowthMiB"] = residentMiB() - before
    }
  }
}

/// The resident memory now, in MiB (Linux: /proc/self/statm's second field, in pages; 0
/// elsewhere).
func residentMiB() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
  return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

extension BenchmarkLayout {
  /// As a layout the explorer opens.
  var layout: Layout {
    Layout(source: name, title: name, screenSize: window.bounds.size, application: application)
  }

  /// 5,001 views (50 containers of 99 children, as ``renderable(containers:)``) inside a scroll
  /// view that fills the 200×60 window, its content ten screens tall; no content delay, so a
  /// drag scrolls from its first moves.
  static func scrolling5k() -> Layout {
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let scroll = ScrollView(id: "scroll", frame: window.bounds)
    scroll.contentSize = CGSize(width: 200, height: 600)
    scroll.delaysContentTouches = false
    for c in 0..<50 {
      let container = View(
        id: "c\(c)", frame: CGRect(x: CGFloat(c % 10) * 20, y: CGFloat(c / 10) * 12, width: 20, height: 12))
      for k in 0..<99 {
        container.addSubview(
          View(
            id: "c\(c).\(k)", frame: CGRect(x: CGFloat(k % 11) * 2, y: CGFloat(k / 11), width: 2, height: 1)))
      }
      scroll.addSubview(container)
    }
    window.addSubview(scroll)
    let application = Application()
    application.addWindow(window)
    return Layout(
      source: "scroll-5k", title: "scroll-5k", screenSize: window.bounds.size, application: application)
  }
}
