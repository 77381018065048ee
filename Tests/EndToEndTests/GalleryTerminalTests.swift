import Foundation
import Testing

/// The gallery in a real terminal: a scenario opened by name, its lesson on `l`, the next
/// scenario on `n`.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct GalleryTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  @Test func lessonKeyAndNextScenario() throws {
    let folder = E2E.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/gallery").path
    let command =
      "sh -c \"env TERM=xterm-256color LANG=C.UTF-8 TOUCHLAB_LAYOUTS='\(folder)' '\(E2E.binary)' first; "
      + "echo EXITED \\$?; sleep 60\""
    let tmux = try Tmux(width: 120, height: 32, command: command)
    defer { tmux.kill() }
    // Each wait asks for everything the test then checks, so a frame caught half-drawn under
    // load is waited past rather than failed on.
    let opened = try tmux.waitForScreen("the first scenario") {
      $0.contains("TouchLab — First scenario") && $0.contains("01-first.yaml (1 of 2)")
        && $0.contains("l lesson · n/p next/prev")
    }
    #expect(opened.contains("01-first.yaml (1 of 2) · l shows its lesson"))
    #expect(opened.contains("l lesson · n/p next/prev"))
    try tmux.sendLiteral("l")
    let lesson = try tmux.waitForScreen("the lesson") {
      $0.contains("Lesson · l: back to the trace") && $0.contains("hitTest(_:with:): the deepest view")
    }
    #expect(lesson.contains("Tap the box."))
    #expect(lesson.contains("hitTest(_:with:): the deepest view"))
    try tmux.sendLiteral("n")
    let next = try tmux.waitForScreen("the second scenario") {
      $0.contains("TouchLab — Second scenario") && $0.contains("02-second.yaml (2 of 2)")
        && $0.contains("Trace: click a view to touch it")
    }
    #expect(next.contains("02-second.yaml (2 of 2)"))
    #expect(next.contains("Trace: click a view to touch it"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
