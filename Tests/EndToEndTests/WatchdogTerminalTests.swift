import Foundation
import Testing

/// Issue 16 #2: `q` and Ctrl-C end the explorer promptly whatever it is doing. A click on a
/// view whose `hitTest` override never returns (CustomViews' EndlessHitTestView) hangs the
/// input loop; the watchdog still ends the process on `q` or Ctrl-C, restores the terminal,
/// settles a recording in progress (the signal handlers' path), and says why. The bound here is generous (10 s, for a
/// loaded CI machine); the latency itself is measured in Benchmarks (docs/performance.md).
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct WatchdogTerminalTests {
  static let layout = E2E.fixture(named: "endless")

  @Test(arguments: ["q", "\u{03}"])
  func aQuitKeyEndsAStuckExplorer(key: String) throws {
    let folder = try RecordingTerminalTests.folder()
    let command = E2E.paneCommand(
      term: "xterm-256color", layout: Self.layout, environment: ["TOUCHLAB_RECORDINGS": folder])
    let tmux = try Tmux(width: 120, height: 40, command: command)
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") {
      $0.contains("TouchLab — Endless") && $0.contains("stuck")
    }
    let target = try #require(E2E.cellInside(box: "stuck", on: screen), "no stuck box on screen:\n\(screen)")
    try tmux.sendLiteral("r")
    try tmux.waitForScreen("recording") { $0.contains("● REC 0 events") }
    // The press hit-tests `stuck`, whose override never returns.
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.sendLiteral(key)
    let after = try tmux.waitForScreen("the exit status") { $0.contains("EXITED 130") }
    #expect(after.contains("touchlab: quit while the explorer was busy"))
    // And whose code was stuck (docs/reliability.md, "A crash in your code").
    #expect(after.contains("touchlab: your code was running: EndlessHitTestView.hitTest(_:with:)"))
    // The terminal is back: mouse reporting off, the normal screen, the cursor shown.
    #expect(try tmux.display("#{alternate_on}") == "0")
    #expect(try tmux.display("#{mouse_any_flag}") == "0")
    #expect(try tmux.display("#{cursor_flag}") == "1")
    // The recording in progress is settled: its press is written once the synthesizer returns,
    // which it never did, so it has no step, and its partial file is removed, not left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }
}
