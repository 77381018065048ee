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

  /// The slider's value as the canvas draws it (`tip: Slider = 4.2`, marked or not).
  static func tipValue(on screen: String) -> String? {
    let canvas = E2E.canvas(of: screen)
    guard let range = canvas.range(of: #"tip: Slider◀? = [0-9.]+"#, options: .regularExpression) else {
      return nil
    }
    return canvas[range].components(separatedBy: "= ").last
  }

  @Test(
    "§5 UISlider: a selected step shows the slider's value at that step; going back restores it (issue 41)")
  func stepBackRestoresTheSlidersValue() throws {
    let layout = E2E.packageRoot.appendingPathComponent("Layouts/controls.yaml").path
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("tip: Slider = 0") }
    let tipRow = try #require(E2E.row(of: "tip: Slider", on: screen))
    let thumb = try #require(
      ControlsTerminalTests.cell(of: "●", on: screen, from: tipRow), "no thumb:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(thumb.x);\(thumb.y)M")
    for step in 1...6 { try tmux.sendLiteral("\u{1B}[<32;\(thumb.x + 3 * step);\(thumb.y)M") }
    try tmux.sendLiteral("\u{1B}[<0;\(thumb.x + 18);\(thumb.y)m")
    let dragged = try tmux.waitForScreen("the drag") {
      $0.contains("sequence ends (touch 1)") && Self.tipValue(on: $0).map { $0 != "0" } == true
    }
    let moved = try #require(Self.tipValue(on: dragged))
    // The last line selected: the end of the drag, with its value.
    try tmux.sendLiteral("/")
    try tmux.sendLiteral("sequence ends")
    try tmux.sendLiteral("\r")
    let end = try tmux.waitForScreen("the last step") { $0.contains("(End: live)") }
    #expect(Self.tipValue(on: end) == moved)
    // Back to the drag's first change of value (wrapping round): the canvas shows the value
    // the step sets, not the value the dispatch ends with (moves that arrive within a frame
    // are resampled, so a dispatch may move the thumb several times).
    try tmux.sendLiteral("/")
    try tmux.sendLiteral("tip value →")
    try tmux.sendLiteral("\r")
    let change = try tmux.waitForScreen("the first change of value") {
      Self.selectedLine(on: $0)?.contains("tip value → ") == true
    }
    let first = try #require(Self.selectedLine(on: change)?.components(separatedBy: "tip value → ").last)
    #expect(Self.tipValue(on: change) == first.trimmingCharacters(in: .whitespaces), "\(change)")
    #expect(first != moved)
    // One step back: the step before the value changed shows the value before it.
    try tmux.sendLiteral("\u{1B}[A")
    let before = try tmux.waitForScreen("the step before") {
      Self.selectedLine(on: $0)?.contains("tip.continueTracking") == true
    }
    #expect(Self.tipValue(on: before) == "0", "the value before the drag's first change:\n\(before)")
    try tmux.sendLiteral("\u{1B}[F")
    let live = try tmux.waitForScreen("live again") { !$0.contains("(End: live)") }
    #expect(Self.tipValue(on: live) == moved)
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
