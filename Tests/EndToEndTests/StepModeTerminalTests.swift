import Foundation
import Testing

/// Step mode in a real terminal: `s`, a click, `j` and `J` walk the recorded dispatch in the pane
/// (the lines ahead hidden, counted) and on the canvas, `G` runs to the end.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct StepModeTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// The status bar's `STEP n/N`, read back.
  static func step(on screen: String) -> (step: Int, of: Int)? {
    guard let status = screen.components(separatedBy: "\n").last(where: { $0.contains("STEP") }),
      let range = status.range(of: #"STEP \d+/\d+"#, options: .regularExpression)
    else { return nil }
    let numbers = status[range].dropFirst(5).split(separator: "/").compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  /// The pane line the step cursor (`▶` after the divider) is on.
  static func selectedLine(on screen: String) -> String? {
    screen.components(separatedBy: "\n").first { $0.contains("│▶") }
      .map { $0.components(separatedBy: "│▶").last ?? "" }
  }

  @Test("§1 hitTest: s, a click on save, j and J walk its dispatch; G runs to the end")
  func stepThroughATap() throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    let target = try #require(E2E.cellInside(box: "save", on: screen), "no save box on screen:\n\(screen)")
    try tmux.sendLiteral("s")
    try tmux.waitForScreen("step mode") {
      $0.contains("Step mode: click a view to step through it") && $0.contains("STEP · ")
        && $0.contains("j step · J over · G end")
    }
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)m")
    // Released (the status bar no longer says touching): the whole tap is recorded.
    let first = try tmux.waitForScreen("the first step") {
      Self.step(on: $0)?.step == 1 && $0.contains("more steps (j shows the next)") && !$0.contains("touching")
    }
    let total = try #require(Self.step(on: first)?.of)
    // The steps ahead are not shown, only counted: the learner guesses the next one.
    #expect(first.contains("… \(total - 1) more steps"))
    #expect(!first.contains("sequence ends (touch 1)"))
    #expect(!first.contains("hit view save"))
    #expect(Self.selectedLine(on: first)?.hasPrefix("pointer 0 down at") == true)
    #expect(!E2E.canvas(of: first).contains("▶save◀"), "nothing is hit at the first step")
    for _ in 0..<3 { try tmux.sendLiteral("j") }
    let asking = try tmux.waitForScreen("the window asked") { Self.step(on: $0)?.step == 4 }
    #expect(Self.selectedLine(on: asking)?.hasPrefix("  main.point(inside:") == true)
    #expect(asking.contains("… \(total - 4) more steps"), "each j reveals one line")
    #expect(E2E.canvas(of: asking).contains("┌◆main"), "the window being asked is marked")
    try tmux.sendLiteral("J")
    let over = try tmux.waitForScreen("the step over main's subviews") {
      Self.selectedLine(on: $0)?.hasPrefix("  main.hitTest → save") == true
    }
    #expect((Self.step(on: over)?.step ?? 0) > 8, "J stepped over card's and save's calls")
    #expect(E2E.canvas(of: over).contains("◆»main"))
    #expect(E2E.canvas(of: over).contains("»card"))
    #expect(Self.step(on: over)?.of == total)
    try tmux.sendLiteral("j")
    let decided = try tmux.waitForScreen("the hit view") {
      Self.selectedLine(on: $0)?.hasPrefix("touch 1 → hit view save") == true
    }
    #expect(E2E.canvas(of: decided).contains("◆▶save◀"))
    try tmux.sendLiteral("G")
    let live = try tmux.waitForScreen("live again") {
      Self.step(on: $0) == nil && $0.contains("STEP · ") && $0.contains("sequence ends (touch 1)")
    }
    #expect(!live.contains("more steps"))
    #expect(Self.selectedLine(on: live) == nil)
    #expect(E2E.canvas(of: live).contains("▶save◀"))
    #expect(!E2E.canvas(of: live).contains("◆"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
