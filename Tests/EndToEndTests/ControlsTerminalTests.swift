import Foundation
import Testing

/// Layouts/controls.yaml in a real terminal: the slider's thumb is drawn where the engine has
/// it, so dragging the drawn thumb moves it and a click on the bare track does not; a click on
/// a drawn segment title selects that segment.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct ControlsTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Layouts/controls.yaml").path

  /// The 1-based SGR cell of the first `character` on the canvas at or below `row` (0-based).
  static func cell(of character: Character, on screen: String, from row: Int = 0) -> (x: Int, y: Int)? {
    for (index, line) in E2E.canvas(of: screen).components(separatedBy: "\n").enumerated() where index >= row
    {
      if let column = Array(line).firstIndex(of: character) { return (column + 1, index + 1) }
    }
    return nil
  }

  @Test("§5 UISlider: dragging the drawn thumb sends tipChanged; a click on the far track changes nothing")
  func dragTheDrawnThumb() throws {
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("tip: Slider = 0") }
    let tipRow = try #require(E2E.row(of: "tip: Slider", on: screen))
    let thumb = try #require(Self.cell(of: "●", on: screen, from: tipRow), "no thumb:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(thumb.x);\(thumb.y)M")
    for step in 1...6 { try tmux.sendLiteral("\u{1B}[<32;\(thumb.x + 3 * step);\(thumb.y)M") }
    try tmux.sendLiteral("\u{1B}[<0;\(thumb.x + 18);\(thumb.y)m")
    let dragged = try tmux.waitForScreen("the thumb moved") {
      $0.contains("tipChanged") && $0.contains("sequence ends (touch 1)") && !$0.contains("tip: Slider = 0─")
    }
    let moved = try #require(Self.cell(of: "●", on: dragged, from: tipRow))
    #expect(moved.x > thumb.x + 12, "the drawn thumb followed the finger")
    let canvas = E2E.canvas(of: dragged).components(separatedBy: "\n")
    let value = try #require(canvas.first { $0.contains("▶tip: Slider◀ = ") })
    // The far end of the track, well away from the thumb.
    let trackEnd = try #require(Array(canvas[moved.y - 1]).lastIndex(of: "─"))
    try tmux.sendLiteral("\u{1B}[<0;\(trackEnd + 1);\(moved.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(trackEnd + 1);\(moved.y)m")
    let tapped = try tmux.waitForScreen("the tap on the track") { $0.contains("sequence ends (touch 2)") }
    #expect(tapped.contains("touch 2 → hit view tip"))
    #expect(!tapped.contains("tipChanged"), "the bare track does not move the thumb")
    #expect(E2E.canvas(of: tapped).contains(value), "the value is as it was")
    #expect(tapped.contains("tip.beginTracking (touch inside bounds + 70 pt) → false"))
    // The thumb where it is drawn now grabs the touch.
    try tmux.sendLiteral("\u{1B}[<0;\(moved.x);\(moved.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(moved.x);\(moved.y)m")
    let grabbed = try tmux.waitForScreen("a click on the moved thumb") {
      $0.contains("sequence ends (touch 3)")
    }
    #expect(grabbed.contains("tip.beginTracking (touch inside bounds + 70 pt) → true"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  @Test("§5 UISegmentedControl: a click on the drawn Month selects Month")
  func clickADrawnSegment() throws {
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("[Day]") }
    let lines = E2E.canvas(of: screen).components(separatedBy: "\n")
    let row = try #require(lines.firstIndex { $0.contains("Month") })
    let column = try #require(
      lines[row].range(of: "Month").map {
        lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound)
      })
    try tmux.sendLiteral("\u{1B}[<0;\(column + 2);\(row + 1)M")
    try tmux.sendLiteral("\u{1B}[<0;\(column + 2);\(row + 1)m")
    let selected = try tmux.waitForScreen("Month selected") { $0.contains("[Month]") }
    #expect(selected.contains("segment 2"))
    #expect(selected.contains("rangeChanged"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
