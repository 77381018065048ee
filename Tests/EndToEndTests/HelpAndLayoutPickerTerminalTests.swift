import Foundation
import Testing

/// The help overlay (`?`) and the layout picker (`g`) in a real terminal.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct HelpAndLayoutPickerTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// `?` opens the help over the screen; a key meant for the screen (`q`) does nothing while it
  /// is open; Esc closes it and `q` quits again.
  @Test func helpOverlayOpensAndCloses() throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("? help") }
    try tmux.sendLiteral("?")
    let first = try tmux.waitForScreen("the help") {
      $0.contains("Keys · ? or Esc closes") && $0.contains("Touch") && $0.contains("Inspect")
        && $0.contains("page 1 of")
    }
    // Every key does not fit one page even at 120×40: the next pages have the rest.
    let pages = try tmux.helpPages(first: first).joined(separator: "\n")
    #expect(
      pages.contains("Log pane") && pages.contains("Layouts and lessons") && pages.contains("pick a layout"))
    try tmux.sendLiteral("q")
    Thread.sleep(forTimeInterval: 0.3)
    #expect(try tmux.capture().contains("Keys · ? or Esc closes"), "q must not act while the help is open")
    try tmux.sendLiteral("\u{1B}")
    try tmux.waitForScreen("the help closed") {
      !$0.contains("Keys · ? or Esc closes") && $0.contains("save")
    }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// At the smallest size the help is paged, and PgDn turns the page.
  @Test func helpIsPagedOnASmallTerminal() throws {
    let tmux = try Tmux(width: 60, height: 16, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("? help") }
    try tmux.sendLiteral("?")
    let first = try tmux.waitForScreen("the first page") { $0.contains("page 1 of") }
    #expect(first.contains("Touch"))
    try tmux.sendLiteral("\u{1B}[6~")
    try tmux.waitForScreen("the second page") { $0.contains("page 2 of") }
  }

  /// Opened on a file outside the gallery, `g` offers the gallery ($TOUCHLAB_LAYOUTS here);
  /// typing a number opens that scenario, and `n`/`p` then work from it.
  @Test func layoutPickerOpensAScenario() throws {
    let folder = E2E.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/gallery").path
    let tmux = try Tmux(
      width: 120, height: 40,
      command: E2E.paneCommand(term: "xterm-256color", environment: ["TOUCHLAB_LAYOUTS": folder]))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    try tmux.sendLiteral("g")
    let picker = try tmux.waitForScreen("the picker") {
      $0.contains("Layouts · Enter opens · Esc closes") && $0.contains("1  first")
        && $0.contains("2  second")
    }
    #expect(picker.contains("> "), "the cursor is on the first layout")
    try tmux.sendLiteral("2")
    let second = try tmux.waitForScreen("the second scenario") {
      $0.contains("TouchLab — Second scenario") && $0.contains("02-second.yaml (2 of 2)")
        && !$0.contains("Layouts · Enter opens")
    }
    #expect(second.contains("n/p next/prev"))
    try tmux.sendLiteral("p")
    try tmux.waitForScreen("the first scenario") { $0.contains("TouchLab — First scenario") }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
