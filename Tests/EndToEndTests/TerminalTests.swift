import Foundation
import Testing

/// The built binary in a real terminal (tmux): SGR mouse reports injected with `send-keys -l`,
/// the screen read back with `capture-pane -p`.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct TerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  @Test(arguments: ["xterm-256color", "tmux-256color", "screen-256color"])
  func pressDragReleaseIsTracedAndHighlighted(term: String) throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: term))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    #expect(try tmux.display("#{mouse_sgr_flag} #{mouse_any_flag} #{mouse_all_flag}") == "1 1 1")
    let target = try #require(E2E.cellInside(box: "save", on: screen), "no save box on screen:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<32;\(target.x + 2);\(target.y + 1)M")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x + 2);\(target.y + 1)m")
    let traced = try tmux.waitForScreen("the tap's trace") { $0.contains("sequence ends (touch 1)") }
    #expect(traced.contains("┏▶save◀"))
    #expect(traced.contains("save.touchesMoved(touch 1)"))
    #expect(traced.contains("save.touchesEnded(touch 1)"))
    #expect(traced.contains("over: save"))
    // The drag may arrive as more moves than the pane has lines (a loaded machine reads the
    // reports apart): the trace's start is read from its first line (Home), not the live end.
    try tmux.sendLiteral("\u{1B}[H")
    _ = try tmux.waitForScreen("the trace's first lines") { $0.contains("save.touchesBegan(touch 1)") }
    try quitAndExpectRestored(tmux)
  }

  /// X10 reports cannot say column 224 or beyond; SGR can. A drag from the save view out past
  /// column 223 (into the side pane) still moves the touch, and the touch stays with save.
  @Test func dragBeyondColumn223() throws {
    let tmux = try Tmux(width: 250, height: 40, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    let target = try #require(E2E.cellInside(box: "save", on: screen))
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<32;240;\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<0;240;\(target.y)m")
    let traced = try tmux.waitForScreen("the drag's trace") { $0.contains("sequence ends (touch 1)") }
    #expect(traced.contains("save.touchesMoved(touch 1)"))
    #expect(traced.contains("save.touchesEnded(touch 1)"))
    // Column 240 (1-based) maps back to x ≈ 378 pt at this size: far right of the layout.
    let line = try #require(traced.components(separatedBy: "\n").first { $0.contains("pointer 0 up at (") })
    let x = line.components(separatedBy: "pointer 0 up at (").last?.split(separator: ",").first.flatMap {
      Double($0)
    }
    #expect((x ?? 0) > 350, "the release was decoded at \(line)")
    try quitAndExpectRestored(tmux)
  }

  /// Quit, interrupt, hang-up and crash signals all restore the terminal before the process
  /// ends the way the signal means (status 128 + n).
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT])
  func signalsRestoreTheTerminal(signal: Int32) throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: "tmux-256color"))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") }
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag}", toBe: "1 1"))
    let shell = try tmux.display("#{pane_pid}")
    let children = try E2E.run("/usr/bin/pgrep", ["-P", shell]).output
    let pid = try #require(children.split(separator: "\n").first.flatMap { Int32($0) }, "no app process")
    #expect(kill(pid, signal) == 0)
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED \(128 + signal)") }
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}", toBe: "0 0 0"))
  }

  /// Shrinking below the minimum shows a message instead of a squashed canvas; growing back
  /// lays the canvas out again.
  @Test func resizeRelaysOut() throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    try tmux.resize(width: 50, height: 12)
    try tmux.waitForScreen("the too-small message") { $0.contains("terminal too small") }
    try tmux.resize(width: 100, height: 30)
    let screen = try tmux.waitForScreen("the canvas again") {
      $0.contains("save") && !$0.contains("too small")
    }
    #expect(screen.components(separatedBy: "\n").first?.count ?? 0 <= 100)
    try quitAndExpectRestored(tmux)
  }

  /// ncurses' initscr would print its own message and exit 1; TouchLab says what to do.
  @Test func unknownTerminalTypeIsAClearErrorWithExitTwo() throws {
    let tmux = try Tmux(width: 120, height: 20, command: E2E.paneCommand(term: "no-such-terminal"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the exit status") { $0.contains("EXITED") }
    #expect(screen.contains("EXITED 2"))
    #expect(screen.contains("does not know the terminal type 'no-such-terminal'"))
    #expect(try tmux.display("#{alternate_on} #{mouse_any_flag}") == "0 0")
  }

  private func quitAndExpectRestored(_ tmux: Tmux) throws {
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}", toBe: "0 0 0"))
  }
}

/// Without a terminal the UI refuses to start and names the headless commands.
@Test func notATerminalExitsWithTwo() throws {
  let result = try E2E.run(E2E.binary, [E2E.fixture])
  #expect(result.status == 2)
  #expect(result.errors.contains("needs a terminal"))
  #expect(result.errors.contains("touchlab render LAYOUT --size 100x30"))
  #expect(result.errors.contains("touchlab trace LAYOUT --tap X,Y"))
  #expect(result.errors.contains("touchlab check LAYOUT"))
}
