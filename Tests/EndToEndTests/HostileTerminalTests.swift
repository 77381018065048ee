import Foundation
import Testing

/// Layouts no screen was made for, in a real terminal (issue 16; docs/reliability.md, "Hostile
/// input"): each once hung the explorer or crashed it; each now draws and answers `q`.
@Suite("Hostile layouts in the terminal")
struct HostileTerminalTests {
  @Test("A view scaled by 1e5 draws, and q quits (once a blank screen at 100% CPU, deaf to q)")
  func hugeScale() throws {
    let command = E2E.paneCommand(term: "tmux-256color", layout: E2E.fixture(named: "huge-scale"))
    let tmux = try Tmux(width: 120, height: 40, command: command)
    defer { tmux.kill() }
    // The view covers the whole canvas, its edges far beyond it: a blank canvas, drawn.
    try tmux.waitForScreen("the screen") { $0.contains("TouchLab — Huge scale") && $0.contains("Trace:") }
    try tmux.sendLiteral("q")
    let screen = try tmux.waitForScreen("the exit status") { $0.contains("EXITED") }
    #expect(screen.contains("EXITED 0"))
  }

  @Test(
    "§5 UISegmentedControl 1e-300 wide: dragged from it into its slop, it selects the last segment (once SIGILL)"
  )
  func thinSegmentedControl() throws {
    let command = E2E.paneCommand(term: "tmux-256color", layout: E2E.fixture(named: "thin-segments"))
    let tmux = try Tmux(width: 120, height: 40, command: command)
    defer { tmux.kill() }
    // The control is a line one cell wide just inside the window's left edge: `││`. Waited
    // for, not read off the first screen with the title: a loaded machine may show the title
    // before the rest of the frame.
    func controlRow(_ screen: String) -> Int? {
      let rows: [[Character]] = screen.components(separatedBy: "\n").map { Array($0) }
      return rows.firstIndex { (row: [Character]) -> Bool in row.count > 2 && row[0] == "│" && row[1] == "│" }
    }
    let screen = try tmux.waitForScreen("the control") {
      $0.contains("TouchLab — Thin segments") && controlRow($0) != nil
    }
    let row = try #require(controlRow(screen), "no control drawn")
    try tmux.sendLiteral("\u{1B}[<0;2;\(row + 1)M")
    try tmux.sendLiteral("\u{1B}[<32;4;\(row + 1)M")
    try tmux.sendLiteral("\u{1B}[<0;4;\(row + 1)m")
    try tmux.waitForScreen("the selection") { $0.contains("range value → segment 2") }
    try tmux.sendLiteral("q")
    let ended = try tmux.waitForScreen("the exit status") { $0.contains("EXITED") }
    #expect(ended.contains("EXITED 0"))
  }
}
