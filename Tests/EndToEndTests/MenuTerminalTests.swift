import Foundation
import Testing

/// Layouts/25-context-menu-beats-long-press.yaml in a real terminal, through the real binary: a
/// click on Share opens its menu (`showsMenuAsPrimaryAction`: at touch down), drawn as a window
/// of rows over the screen, and a click on a drawn row chooses it and closes the menu
/// (docs/menus.md).
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct MenuTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Layouts/25-context-menu-beats-long-press.yaml")
    .path

  @Test("A click on a button opens its menu as a drawn window; a click on a drawn row chooses it")
  func openAndChoose() throws {
    let tmux = try Tmux(
      width: 160, height: 50, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { E2E.cellInside(box: "share", on: $0) != nil }
    let share = try #require(E2E.cellInside(box: "share", on: screen))
    try tmux.sendLiteral("\u{1B}[<0;\(share.x);\(share.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(share.x);\(share.y)m")
    let opened = try tmux.waitForScreen("the menu drawn") {
      $0.contains("sequence ends (touch 1)") && E2E.cellInside(box: "menuItem1", on: $0) != nil
    }
    #expect(opened.contains("menu opened from share: Copy Link, Mail"))
    let row = try #require(E2E.cellInside(box: "menuItem1", on: opened), "no row drawn:\n\(opened)")
    try tmux.sendLiteral("\u{1B}[<0;\(row.x);\(row.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(row.x);\(row.y)m")
    let chosen = try tmux.waitForScreen("the row chosen") { $0.contains("sequence ends (touch 2)") }
    #expect(chosen.contains("touch 2 → hit view menuItem1 in window menuWindow"))
    #expect(chosen.contains("UIAction \"Copy Link\" chosen in menu"))
    #expect(E2E.cellInside(box: "menuItem1", on: chosen) == nil, "the menu closed:\n\(chosen)")
  }
}
