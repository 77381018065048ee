import Foundation
import Testing

/// The status bar in a real terminal keeps the result of the last touch at every width: at
/// 80×24, at 110 and 120 columns (where it used to be cut off) and wider.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct StatusBarTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Layouts/default.yaml").path

  @Test(
    "A click on save: the status bar says what it hit and what happened, at 80×24, 110, 120 and 200 columns")
  func resultAtEveryWidth() throws {
    for (width, height) in [(80, 24), (110, 40), (120, 40), (200, 50)] {
      let tmux = try Tmux(
        width: width, height: height, command: E2E.paneCommand(term: "xterm-256color", layout: Self.layout))
      defer { tmux.kill() }
      let screen = try tmux.waitForScreen("the canvas at \(width)×\(height)") {
        $0.contains("TouchLab — Checkout") && E2E.cellInside(box: "save", on: $0) != nil
      }
      let save = try #require(E2E.cellInside(box: "save", on: screen))
      try tmux.sendLiteral("\u{1B}[<0;\(save.x + 1);\(save.y)M")
      try tmux.sendLiteral("\u{1B}[<0;\(save.x + 1);\(save.y)m")
      let tapped = try tmux.waitForScreen("the tap at \(width)×\(height)") {
        $0.contains("sequence ends (touch 1)")
      }
      let status = tapped.components(separatedBy: "\n").last { !$0.isEmpty } ?? ""
      #expect(status.contains("touch → save · save handled touchesEnded"), "\(width)×\(height): \(status)")
      #expect(status.contains("? help"), "\(width)×\(height): \(status)")
      #expect(status.contains("over: save"), "\(width)×\(height): the view under the pointer, too: \(status)")
      if width >= 110 { #expect(status.contains("pt · over: save"), "\(width)×\(height): \(status)") }
      try tmux.sendLiteral("q")
      try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
    }
  }
}
