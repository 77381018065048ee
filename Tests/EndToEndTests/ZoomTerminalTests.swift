import Foundation
import Testing

/// Free zoom in a real terminal (issue 41): on the tap-area scenario at 120×40 the 24 pt button
/// `small` is two columns wide; `+` three times around it (selected) draws it 17 columns wide
/// with the whole hierarchy around it, and a click on its zoomed box taps it: what is drawn at a
/// cell is what a tap there hits, zoomed too. `0` goes back to fit.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct ZoomTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Layouts/21-hit-slop-and-shapes.yaml").path

  @Test func zoomInWithAKeyAndClickASmallView() throws {
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
    defer { tmux.kill() }
    let fitted = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Extending a tap area") && $0.contains("┌home")
    }
    #expect(E2E.cellInside(box: "small", on: fitted) == nil, "at fit small is too narrow for its name")
    // Tab: main, home, close, small.
    for _ in 0..<4 { try tmux.sendLiteral("\t") }
    try tmux.waitForScreen("small selected") { $0.contains("Inspector: small") }
    for _ in 0..<3 { try tmux.sendLiteral("+") }
    try tmux.waitForScreen("zoomed 8×") { $0.contains("zoom 8× (0: fit)") && $0.contains("1 col = ") }
    // Tab on to avatar, so small is drawn with square corners, as cellInside looks for it.
    try tmux.sendLiteral("\t")
    let zoomed = try tmux.waitForScreen("avatar selected, small still zoomed") {
      $0.contains("Inspector: avatar") && $0.contains("zoom 8×")
    }
    let target = try #require(E2E.cellInside(box: "small", on: zoomed), "no small box on screen:\n\(zoomed)")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)m")
    let tapped = try tmux.waitForScreen("the tap on small") { $0.contains("touch → small") }
    #expect(E2E.canvas(of: tapped).contains("▶small"), "small is the hit view:\n\(tapped)")
    try tmux.sendLiteral("0")
    let back = try tmux.waitForScreen("back to fit") {
      !$0.contains("zoom 8×") && $0.contains("fit: the whole screen")
    }
    #expect(E2E.cellInside(box: "small", on: back) == nil, "small is two columns again:\n\(back)")
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
