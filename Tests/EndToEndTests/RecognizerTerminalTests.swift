import Foundation
import Testing

/// Gesture recognizers and scroll views in a real terminal: timers that fire on real time with
/// no input, and a drag that scrolls content on screen.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct RecognizerTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// The button goes down on `pad` and nothing else is sent: only the app's own wake-up for
  /// the press timer can bring `hold` to began.
  @Test func holdingTheButtonBeginsALongPress() throws {
    let layout = E2E.fixture(named: "longpress")
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Hold") && $0.contains("pad ✦1")
    }
    let target = try #require(E2E.cellInside(box: "pad", on: screen), "no pad box on screen:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.waitForScreen("the press") { $0.contains("touch 1 began") }
    let held = try tmux.waitForScreen("the long press", timeout: 5) { $0.contains("hold: possible → began") }
    #expect(held.contains("minimumPressDuration timer fires"))
    #expect(held.contains("touching"), "the button is still down")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)m")
    try tmux.waitForScreen("the release") { $0.contains("hold: began → ended") }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// Press on the content, drag up with the button held, release: the scroll view's pan sets
  /// contentOffset and the rows are drawn higher, cut at the scroll view's edge.
  @Test func draggingAScrollViewScrollsItsContent() throws {
    let layout = E2E.fixture(named: "scroll")
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Scroll") && $0.contains("row3")
    }
    let before = try #require(E2E.row(of: "row3", on: E2E.canvas(of: screen)))
    let start = try #require(E2E.cellInside(box: "row3", on: screen))
    try tmux.sendLiteral("\u{1B}[<0;\(start.x);\(start.y)M")
    for step in 1...10 {
      try tmux.sendLiteral("\u{1B}[<32;\(start.x);\(start.y - step)M")
    }
    try tmux.sendLiteral("\u{1B}[<0;\(start.x);\(start.y - 10)m")
    // Wait for the whole drag to be drawn: the pane may show an intermediate frame first.
    let scrolled = try tmux.waitForScreen("the content to move up by the drag") {
      E2E.row(of: "row3", on: E2E.canvas(of: $0)).map { before - $0 >= 4 } ?? false
    }
    let canvas = E2E.canvas(of: scrolled)
    let after = try #require(E2E.row(of: "row3", on: canvas))
    #expect(before - after >= 4, "row3 moved from row \(before) to row \(after):\n\(scrolled)")
    #expect(!canvas.contains("row1"), "row1 scrolled out of the clipped scroll view:\n\(scrolled)")
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
