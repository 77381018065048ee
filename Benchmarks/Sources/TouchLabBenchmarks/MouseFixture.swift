import Foundation
import TouchKit
import TouchLabTUI
import TouchLayout

/// The layout, the screen size and the reports the mouse benchmarks send.
struct MouseFixture {
  static let columns = 200
  static let rows = 60
  /// Two hover reports over different views, as the bytes a terminal sends (SGR, 1-based).
  let hoverBytes: [[UInt8]]
  /// Two floods of 100 hover reports each, ending over different views.
  let hoverFlood: [[UInt8]]
  /// Press at the start of a drag, then two drag reports that alternate, and the release.
  let press: [UInt8]
  let drags: [[UInt8]]
  let dragFloods: [[UInt8]]
  let release: [UInt8]
  /// Containers of 100 views (``BenchmarkLayout/renderable(containers:)``): 50 is the 5,001-view
  /// layout, 1,000 the 100,001-view one.
  let containers: Int

  init(containers: Int = 50) {
    self.containers = containers
    // Cells of the canvas: the container c11 is at (20…40, 12…24) pt; at this size a point is
    // about half a column, so these cells are inside it, over different children.
    func report(_ code: Int, _ column: Int, _ row: Int, _ final: String = "M") -> [UInt8] {
      Array("\u{1B}[<\(code);\(column);\(row)\(final)".utf8)
    }
    hoverBytes = [report(35, 15, 5), report(35, 19, 7)]
    hoverFlood = [0, 1].map { end in
      (0..<100).flatMap { step in report(35, 10 + (step + end) % 20, 4 + (step + end) % 4) }
    }
    press = report(0, 14, 5)
    drags = [report(32, 16, 6), report(32, 18, 7)]
    dragFloods = [0, 1].map { end in (0..<100).flatMap { step in report(32, 14 + (step + end) % 6, 5 + end) }
    }
    release = report(0, 14, 5, "m")
  }

  /// A session on a fresh copy of the layout, drawn at 200×60, with a clock that moves 1 ms a
  /// report.
  func session() -> Session {
    let benchmark = BenchmarkLayout.renderable(containers: containers)
    let layout = Layout(
      source: benchmark.name, title: benchmark.name, screenSize: benchmark.window.bounds.size,
      application: benchmark.application)
    return Session(layout: layout, columns: Self.columns, rows: Self.rows, clock: StepClock())
  }

  func hoverDriver() -> HoverDriver { HoverDriver(session: session()) }

  func dragDriver(flood: Bool) -> DragDriver {
    DragDriver(fixture: self, session: session(), flood: flood)
  }
}

/// A clock that moves a millisecond each time it is read: drags get increasing timestamps.
final class StepClock: InputClock {
  private var time: TimeInterval = 0
  func now() -> TimeInterval {
    time += 0.001
    return time
  }
}

/// Moves the pointer without a button: each `next` sends one of two reports (or floods), in
/// turn, so every one changes the view under the pointer.
final class HoverDriver {
  let session: Session
  var decoder = InputDecoder()
  var shown: Canvas
  var index = 0

  init(session: Session) {
    self.session = session
    shown = session.canvas
  }

  @inline(never)  // a symbol of its own, for callgrind (Scripts/mouse-instructions.sh)
  func next(_ reports: [[UInt8]]) {
    session.handle(bytes: reports[index % 2], decoder: &decoder)
    index += 1
  }

  /// Renders as the terminal app does (``Session/canvas``: the layout kept between frames) and
  /// diffs against the previous frame; returns the cells that changed.
  @inline(never)  // a symbol of its own, for callgrind (Scripts/mouse-instructions.sh)
  func draw() -> Int {
    let canvas = session.canvas
    let changed = CanvasDiff.changedCells(from: shown, to: canvas).count
    shown = canvas
    return changed
  }

  func check() {
    precondition(session.state.hoverView != nil && !session.state.isPressed, "the hover hit nothing")
  }
}

/// Drives a drag: press once, then a drag report (or a flood of them) per `next()`, restarting
/// the touch after 500 moves outside the measured part.
final class DragDriver {
  let fixture: MouseFixture
  let session: Session
  let flood: Bool
  var decoder = InputDecoder()
  var shown: Canvas
  var moves = 0
  var index = 0

  init(fixture: MouseFixture, session: Session, flood: Bool) {
    self.fixture = fixture
    self.session = session
    self.flood = flood
    shown = session.canvas
    session.handle(bytes: fixture.press, decoder: &decoder)
  }

  /// Ends the touch and begins another after 500 moves: called before the measured part.
  func prepare() {
    guard moves >= 500 else { return }
    session.handle(bytes: fixture.release, decoder: &decoder)
    session.handle(bytes: fixture.press, decoder: &decoder)
    shown = session.canvas
    moves = 0
  }

  /// The next drag report or flood.
  @inline(never)  // a symbol of its own, for callgrind (Scripts/mouse-instructions.sh)
  func next() {
    session.handle(bytes: (flood ? fixture.dragFloods : fixture.drags)[index % 2], decoder: &decoder)
    index += 1
    moves += flood ? 100 : 1
  }

  /// Renders as the terminal app does (``Session/canvas``: the layout kept between frames) and
  /// diffs against the previous frame; returns the cells that changed.
  @inline(never)  // a symbol of its own, for callgrind (Scripts/mouse-instructions.sh)
  func draw() -> Int {
    let canvas = session.canvas
    let changed = CanvasDiff.changedCells(from: shown, to: canvas).count
    shown = canvas
    return changed
  }

  func check() {
    precondition(session.state.isPressed, "the touch is not down")
    let moved = session.state.trace.records.contains {
      if case .touch(_, let phase, _, _) = $0.step { return phase == .moved }
      return false
    }
    precondition(moved || moves == 0, "no touchesMoved in the trace")
  }
}

/// A fixture's three drivers (hover, drag, drag flood), each on a session of its own, made the
/// first time one is asked for, so that a run that never reaches a fixture's rows never builds
/// its layouts.
@dynamicMemberLookup
final class MouseDrivers {
  let fixture: MouseFixture
  private var made: (hover: HoverDriver, drag: DragDriver, flood: DragDriver)?

  init(_ fixture: MouseFixture, lazily: Bool = false) {
    self.fixture = fixture
    if !lazily { _ = drivers }
  }

  private var drivers: (hover: HoverDriver, drag: DragDriver, flood: DragDriver) {
    if let made { return made }
    let drivers = (fixture.hoverDriver(), fixture.dragDriver(flood: false), fixture.dragDriver(flood: true))
    made = drivers
    return drivers
  }

  var hover: HoverDriver { drivers.hover }
  var drag: DragDriver { drivers.drag }
  var flood: DragDriver { drivers.flood }

  subscript<Value>(dynamicMember keyPath: KeyPath<MouseFixture, Value>) -> Value { fixture[keyPath: keyPath] }
}
