import Foundation
import Testing

/// The hit-region map in a real terminal (`m`, issue 41), on the tap-area scenario: `close`
/// has a 12 pt hitSlop, so it is hit beyond what is drawn; selected, its region is outlined
/// with its area and share of its frame, and the inspector gives the same figures in points.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct HitMapTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Layouts/21-hit-slop-and-shapes.yaml").path

  @Test func mapPaintsCellsAndOutlinesTheSelection() throws {
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Extending a tap area") && $0.contains("┌home")
    }
    try tmux.sendLiteral("m")
    let mapped = try tmux.waitForScreen("the map") { $0.contains("hit map (m: boxes)") }
    let canvas = E2E.canvas(of: mapped)
    #expect(canvas.contains("aaaa"), "home's cells carry its letter:\n\(canvas)")
    #expect(canvas.contains("B"), "close's grown area is a reach zone, in capitals:\n\(canvas)")
    // Tab: main, home, close.
    for _ in 0..<3 { try tmux.sendLiteral("\t") }
    let selected = try tmux.waitForScreen("close selected, its region measured") {
      $0.contains("Inspector: close") && $0.contains("hit map: close: tappable 2304 pt² (400% of its frame)")
    }
    #expect(E2E.canvas(of: selected).contains("close 2304 pt² 400%"), "the outline's title:\n\(selected)")
    #expect(selected.contains("(288, 58, 48, 48) pt"), "the tappable rectangle in points")
    try tmux.sendLiteral("m")
    let boxes = try tmux.waitForScreen("the boxes again") { !$0.contains("hit map (m: boxes)") }
    #expect(E2E.canvas(of: boxes).contains("┌home"), "the boxes are back")
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
