import Foundation
import Testing

/// Typing in the explorer, in a real terminal through the real binary: a click on a text field
/// makes it first responder (at the touch up inside), and the keys typed then go to it, even
/// the explorer's own (`q`, `?`), as UIKit sends key input to the first responder
/// (`UIKeyInput`); Esc stops typing (docs/text-input.md, "Typing").
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct TypingTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/typing.yaml").path

  @Test(
    "A click on a text field, then keys: the screen shows them typed in its box; Esc stops typing, q quits")
  func clickAndType() throws {
    let tmux = try Tmux(
      width: 160, height: 50, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { E2E.cellInside(box: "email", on: $0) != nil }
    let email = try #require(E2E.cellInside(box: "email", on: screen))
    try tmux.sendLiteral("\u{1B}[<0;\(email.x);\(email.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(email.x);\(email.y)m")
    _ = try tmux.waitForScreen("typing begun") { $0.contains("typing into email") }
    // Keys the explorer answers otherwise, a pasted escape sequence and a bell: typed, or dropped.
    try tmux.sendLiteral("q?a@b.c\u{1B}[2J\u{07}")
    let typed = try tmux.waitForScreen("the text in the box") { $0.contains("q?a@b.c|") }
    #expect(!typed.contains("EXITED"), "q was typed, not a quit:\n\(typed)")
    #expect(typed.contains("Esc stop typing"))
    try tmux.sendLiteral("\u{1B}")
    let stopped = try tmux.waitForScreen("typing stopped") { !$0.contains("typing into email") }
    #expect(stopped.contains("q?a@b.c"))
    #expect(!stopped.contains("q?a@b.c|"), "no caret: the field ended editing")
    try tmux.sendLiteral("q")
    _ = try tmux.waitForScreen("the explorer quit") { $0.contains("EXITED 0") }
  }
}
