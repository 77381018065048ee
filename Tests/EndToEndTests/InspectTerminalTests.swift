import Foundation
import Testing

/// Selecting and inspecting in a real terminal: a right-click (SGR button 2) selects the view
/// under the pointer without touching it, the inspector shows it, Tab and Shift-Tab (`ESC [ Z`)
/// move the selection, `t` shows the tree.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct InspectTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  @Test func rightClickInspectsAndTabMovesOn() throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    let target = try #require(E2E.cellInside(box: "save", on: screen), "no save box on screen:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<2;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<2;\(target.x);\(target.y)m")
    let inspected = try tmux.waitForScreen("the inspector of save") {
      $0.contains("Inspector: save") && $0.contains("class View") && $0.contains("frame (60, 40, 80, 30)")
        && $0.contains("selected: save")
    }
    #expect(inspected.contains("chain save → card → main → application"))
    #expect(E2E.canvas(of: inspected).contains("╭[save]"), "the canvas marks the selection")
    #expect(inspected.contains("Trace: click a view to touch it"), "selecting does not touch")

    try tmux.sendLiteral("\t")
    let next = try tmux.waitForScreen("Tab to note") {
      $0.contains("Inspector: note") && $0.contains("class Label") && $0.contains("frame (140, 10, 50, 20)")
    }
    #expect(next.contains("selected: note"))
    try tmux.sendLiteral("\u{1B}[Z")
    try tmux.waitForScreen("Shift-Tab back to save") { $0.contains("Inspector: save") }

    try tmux.sendLiteral("t")
    let tree = try tmux.waitForScreen("the tree") {
      $0.contains("Hierarchy: 4 views") && $0.contains("save View")
    }
    #expect(tree.contains("▶    save View"), "the selection is marked in the tree")
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
