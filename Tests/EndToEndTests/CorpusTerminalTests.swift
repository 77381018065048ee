import Foundation
import Testing

/// Issue 14's loop in a real terminal: open a corpus layout whose custom view builds its
/// subviews in code (Layouts/Corpus/ModalCardView.swift: `UIButton(type: .system)`,
/// `layoutSubviews`, `addTarget(self, action: #selector(closeTapped), for: .touchUpInside)`),
/// click the Close button the code made, and read the action, sent to the card itself, in the
/// trace pane. The layout is shipped under Layouts/, so its code runs without a question.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct CorpusTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static let layout = E2E.packageRoot.appendingPathComponent("Layouts/Corpus/ModalCardView.yaml").path

  /// The 1-based SGR cell at `fraction` of the way across and down the box whose top border
  /// starts with `id`: where a subview the code placed (not named in the layout) is drawn.
  static func cell(in id: String, at fraction: (x: Double, y: Double), on screen: String) -> (x: Int, y: Int)?
  {
    let lines = E2E.canvas(of: screen).components(separatedBy: "\n").map { Array($0) }
    for (row, line) in lines.enumerated() {
      for column in line.indices where line[column] == "┌" {
        guard String(line[(column + 1)...]).hasPrefix(id) else { continue }
        guard let right = line[column...].firstIndex(of: "┐"),
          let bottom = lines[row...].firstIndex(where: { column < $0.count && $0[column] == "└" })
        else { return nil }
        let x = column + Int((Double(right - column) * fraction.x).rounded())
        let y = row + Int((Double(bottom - row) * fraction.y).rounded())
        return (x + 1, y + 1)
      }
    }
    return nil
  }

  @Test("§5 a click on the Close button ModalCardView builds in code sends closeTapped to the card")
  func clickTheCodeBuiltButton() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "corpus-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tmux = try Tmux(
      width: 200, height: 60,
      command: E2E.paneCommand(
        term: "xterm-256color", layout: Self.layout,
        environment: ["TOUCHLAB_CACHE_DIR": folder.appendingPathComponent("cache").path]))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the card the layout places", timeout: 90) {
      $0.contains("TouchLab — Corpus: ModalCardView") && $0.contains("┌card")
    }
    // Close is 60 × 32 pt at (274, 16) in the 350 × 220 pt card: its centre is 87% across
    // and 15% down the card.
    let close = try #require(Self.cell(in: "card", at: (0.869, 0.145), on: screen), "no card box:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(close.x);\(close.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(close.x);\(close.y)m")
    let clicked = try tmux.waitForScreen("the action in the trace pane") {
      $0.contains("action closeTapped") && $0.contains("→ card")
    }
    #expect(clicked.contains("sequence ends (touch 1)"))
    // print in the action goes to the trace pane, not raw onto the terminal.
    #expect(clicked.contains("print: ModalCardView: close tapped"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
