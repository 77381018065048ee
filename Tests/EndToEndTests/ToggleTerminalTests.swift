import Foundation
import Testing

/// Toggles and hot reload in a real terminal: a toggle re-runs the last tap and the hit view
/// changes; the layout file, edited while the UI runs, reloads, and broken, shows its error.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct ToggleTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// §1: hit testing skips a view whose isUserInteractionEnabled is false. Tap save, select it
  /// (right-click), press u: the tap runs again and card is hit; the next click hits card too.
  @Test("u on the selected save re-runs the tap: the hit view becomes card")
  func toggleChangesTheHitView() throws {
    let tmux = try Tmux(width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    let save = try #require(E2E.cellInside(box: "save", on: screen), "no save box on screen:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)m")
    try tmux.waitForScreen("the tap on save") {
      $0.contains("touch 1 → hit view save") && $0.contains("sequence ends (touch 1)")
    }
    // Select save: the pointer moves there, then a right-click (press and release).
    try tmux.sendLiteral("\u{1B}[<35;\(save.x);\(save.y)M")
    try tmux.sendLiteral("\u{1B}[<2;\(save.x);\(save.y)M")
    try tmux.sendLiteral("\u{1B}[<2;\(save.x);\(save.y)m")
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.sendLiteral("u")
    // The status bar first (always shown), then the pane: the new trace, the parting marked.
    try tmux.waitForScreen("the re-run's status") {
      $0.contains("toggled: save.isUserInteractionEnabled = false") && $0.contains("hit: save → card;")
    }
    let toggled = try tmux.waitForScreen("the re-run's trace") {
      $0.contains("What if: hit save → card · ≠ step") && $0.contains("save skipped with its subtree")
    }
    #expect(toggled.contains("│≠"))
    // The re-run is the live engine: the next click on save's box hits card.
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)m")
    let again = try tmux.waitForScreen("the next tap") {
      $0.contains("touch 2 → hit view card") && $0.contains("sequence ends (touch 2)")
        && !$0.contains("What if:")
    }
    #expect(again.contains("toggled: save.isUserInteractionEnabled = false"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// A temporary copy of the fixture is edited while the UI runs: the change is drawn; broken,
  /// the pane shows the loader's file:line:column and the canvas keeps the last good layout;
  /// fixed, it reloads.
  @Test("Saving the layout file reloads it; a broken file shows its error and the layout stays")
  func hotReload() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tl-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("reload.yaml").path
    let original = try String(contentsOfFile: E2E.fixture, encoding: .utf8)
    try original.write(toFile: path, atomically: false, encoding: .utf8)
    let tmux = try Tmux(
      width: 120, height: 40, command: E2E.paneCommand(term: "xterm-256color", layout: path))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("Hello") }
    // Saved in place, as an editor does: the new text is drawn.
    let edited = original.replacingOccurrences(of: "text: Hello", with: "text: Again")
    try edited.write(toFile: path, atomically: false, encoding: .utf8)
    let reloaded = try tmux.waitForScreen("the reloaded layout") {
      E2E.canvas(of: $0).contains("Again") && $0.contains("reloaded reload.yaml")
    }
    #expect(!reloaded.contains("Hello"))
    // Saved broken (by renaming a new file over it, as other editors do): the error, the
    // layout still drawn.
    let broken = edited.replacingOccurrences(of: "frame: [60, 40, 80, 30]", with: "framee: [60, 40, 80, 30]")
    let line = try #require(broken.components(separatedBy: "\n").firstIndex { $0.contains("framee") }) + 1
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    let failed = try tmux.waitForScreen("the loader's error") {
      $0.contains("reload.yaml does not load") && $0.contains("reload.yaml:\(line):13: unknown key 'framee'")
        && $0.contains("The last good layout runs on.")
    }
    let canvas = E2E.canvas(of: failed)
    #expect(canvas.contains("save"))
    #expect(canvas.contains("Again"))
    #expect(failed.contains("reload.yaml does not load (2 problems): last good layout"))
    // Fixed: it reloads, and the error is gone.
    try original.write(toFile: path, atomically: false, encoding: .utf8)
    try tmux.waitForScreen("the fixed layout") {
      E2E.canvas(of: $0).contains("Hello") && $0.contains("reloaded reload.yaml")
        && !$0.contains("does not load")
    }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// A click, then the file saved: the trace stays in the pane with the reload's mark after it,
  /// and the next click's lines come after the mark.
  @Test("Saving the layout file keeps the trace in the pane, marks the reload, and the next touch follows it")
  func reloadKeepsTheTrace() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tl-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("reload.yaml").path
    let original = try String(contentsOfFile: E2E.fixture, encoding: .utf8)
    try original.write(toFile: path, atomically: false, encoding: .utf8)
    let tmux = try Tmux(
      width: 120, height: 50, command: E2E.paneCommand(term: "xterm-256color", layout: path))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    let save = try #require(E2E.cellInside(box: "save", on: screen), "no save box:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)m")
    try tmux.waitForScreen("the tap") { $0.contains("sequence ends (touch 1)") }
    try original.replacingOccurrences(of: "text: Hello", with: "text: Again")
      .write(toFile: path, atomically: false, encoding: .utf8)
    let reloaded = try tmux.waitForScreen("the reload's mark") {
      E2E.canvas(of: $0).contains("Again") && $0.contains("── reloaded reload.yaml at ")
    }
    let lines = reloaded.components(separatedBy: "\n")
    let mark = try #require(lines.firstIndex { $0.contains("── reloaded reload.yaml at ") })
    let ended = try #require(lines.firstIndex { $0.contains("sequence ends (touch 1)") }, "the trace stays")
    #expect(ended < mark, "the old lines above the mark")
    #expect(reloaded.contains("save.touchesEnded(touch 1)"))
    #expect(!E2E.canvas(of: reloaded).contains("▶save◀"), "the old hit view is not marked on the new layout")
    // The next touch: its lines after the mark.
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(save.x);\(save.y)m")
    let next = try tmux.waitForScreen("the next tap, after the mark") {
      $0.contains("── reloaded reload.yaml at ") && $0.contains("sequence ends (touch 1)")
        && $0.contains("sequence 2 of 2") && E2E.canvas(of: $0).contains("▶save◀")
    }
    let after = next.components(separatedBy: "\n")
    let newMark = try #require(after.firstIndex { $0.contains("── reloaded reload.yaml at ") })
    let newDown = try #require(after.firstIndex { $0.contains("pointer 0 down at") })
    #expect(newMark < newDown)
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
