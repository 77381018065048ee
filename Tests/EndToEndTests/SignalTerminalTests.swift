import Foundation
import Testing

/// SIGQUIT restores the terminal like the other signals (issue 16, item 6; docs/reliability.md,
/// "Hostile input"): it dumps core by default, and before it was handled the Swift runtime's
/// crash report was drawn over the UI in raw mode, the terminal left in the alternate screen
/// with mouse reporting on.
///
/// Both tests also compare the shell's termios before and after (`stty -g`): they were saved
/// after ncurses had already turned ICRNL and ONLCR off, so every exit, `q` included, left the
/// shell printing without carriage returns.
@Suite("Signals")
struct SignalTerminalTests {
  /// The app in a shell that notes its termios before the app starts and compares them after
  /// it ends: `STTY-RESTORED` or `STTY-CHANGED` under `EXITED n`.
  static let command =
    "sh -c \"before=\\$(stty -g); env TERM=tmux-256color LANG=C.UTF-8 '\(E2E.binary)' '\(E2E.fixture)'; "
    + "echo EXITED \\$?; [ \\\"\\$(stty -g)\\\" = \\\"\\$before\\\" ] && echo STTY-RESTORED || echo STTY-CHANGED; "
    + "sleep 60\""

  @Test("q puts the shell's termios back as they were")
  func quitKeyRestoresTheTermios() throws {
    let tmux = try Tmux(width: 120, height: 40, command: Self.command)
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") }
    try tmux.sendLiteral("q")
    let screen = try tmux.waitForScreen("the shell's lines") { $0.contains("STTY-") }
    #expect(screen.contains("EXITED 0"))
    #expect(screen.contains("STTY-RESTORED"))
  }

  @Test("SIGQUIT: the shell gets back its screen, its mouse and its termios, and the status says SIGQUIT")
  func quitSignalRestoresTheTerminal() throws {
    let tmux = try Tmux(width: 120, height: 40, command: Self.command)
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") }
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag}", toBe: "1 1"))
    let shell = try tmux.display("#{pane_pid}")
    let children = try E2E.run("/usr/bin/pgrep", ["-P", shell]).output
    let pid = try #require(children.split(separator: "\n").first.flatMap { Int32($0) }, "no app process")
    #expect(kill(pid, SIGQUIT) == 0)
    let screen = try tmux.waitForScreen("the shell's lines") { $0.contains("STTY-") }
    #expect(screen.contains("EXITED \(128 + SIGQUIT)"))
    #expect(screen.contains("STTY-RESTORED"))
    // No crash report drawn over the UI: the shell's own lines are all the screen holds.
    #expect(!screen.contains("Backtrac") && !screen.contains("Program crashed"))
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}", toBe: "0 0 0"))
  }
}
