import Foundation
import Testing

/// The person's loop from issue 13, in a real terminal: open a layout with `--code` on a file
/// of their own, click, read the `[override]` mark and the hit view; edit the override and see
/// the reload and the new outcome without restarting; break the file and read the compiler's
/// line:column in the side pane while the old code runs on; fix it.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct CodeTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static func roundButton(_ answer: String) -> String {
    """
    import UIKit

    class RoundButton: UIButton {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        \(answer.hasPrefix("fatalError") ? answer : "return " + answer)
      }
    }

    """
  }

  static let layout = """
    title: Round button
    screen: {width: 200, height: 120}
    windows:
      - id: main
        views:
          - {id: round, class: RoundButton, frame: [40, 20, 120, 80]}
    """

  @Test func clickEditBreakAndFixTheOverride() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "code-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let code = folder.appendingPathComponent("RoundButton.swift")
    let layout = folder.appendingPathComponent("round.yaml")
    try Data(Self.roundButton("dx * dx / 3600 + dy * dy / 1600 <= 1").utf8).write(to: code)
    try Data(Self.layout.utf8).write(to: layout)
    let tmux = try Tmux(
      width: 200, height: 36,
      command: E2E.paneCommand(
        term: "xterm-256color", layout: layout.path,
        arguments: ["--code", code.path, "--trace-file", folder.appendingPathComponent("trace.jsonl").path],
        environment: ["TOUCHLAB_CACHE_DIR": folder.appendingPathComponent("cache").path]))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the layout with the person's class", timeout: 90) {
      $0.contains("round")
    }
    // The box's top-left inside corner: outside the ellipse the override draws.
    let corner = try #require(E2E.cellInside(box: "round", on: screen), "no round box:\n\(screen)")
    func click() throws {
      try tmux.sendLiteral("\u{1B}[<0;\(corner.x);\(corner.y)M")
      try tmux.sendLiteral("\u{1B}[<0;\(corner.x);\(corner.y)m")
    }
    try click()
    try tmux.waitForScreen("the override's answer, false in the corner (§1)") {
      $0.contains("[override RoundButton] → false") && $0.contains("hit view main")
    }
    // Saved: recompiled and reloaded in place, the trace kept with a mark.
    try Data(Self.roundButton("true").utf8).write(to: code)
    try tmux.waitForScreen("the reload mark", timeout: 90) { $0.contains("reloaded RoundButton.swift") }
    try click()
    try tmux.waitForScreen("the new override's answer") {
      $0.contains("[override RoundButton] → true") && $0.contains("hit view round")
    }
    // Broken: the compiler's place in the side pane; the last good code runs on.
    try Data(Self.roundButton("true +").utf8).write(to: code)
    try tmux.waitForScreen("the compile error at its line and column", timeout: 90) {
      $0.contains("RoundButton.swift does not compile") && $0.contains("RoundButton.swift:8:3:")
        && $0.contains("The last good code runs on.")
    }
    try click()
    try tmux.waitForScreen("the last good code still answering") {
      $0.contains("[override RoundButton] → true") && !$0.contains("The last good code runs on.")
    }
    // Fixed: it reloads again.
    try Data(Self.roundButton("false").utf8).write(to: code)
    try tmux.waitForScreen("the second reload", timeout: 90) { $0.contains("reloaded RoundButton.swift") }
    try click()
    try tmux.waitForScreen("the fixed override's answer") { $0.contains("[override RoundButton] → false") }
    // A crash in the override: the terminal comes back, the message names the method, and the
    // streamed trace holds every record before the crash.
    try Data(Self.roundButton("fatalError(\"broken override\")").utf8).write(to: code)
    try tmux.waitForScreen("the third reload", timeout: 90) {
      $0.components(separatedBy: "reloaded RoundButton.swift").count > 1 && !$0.contains("does not compile")
    }
    Thread.sleep(forTimeInterval: 1)
    try tmux.sendLiteral("\u{1B}[<0;\(corner.x);\(corner.y)M")
    let crashed = try tmux.waitForScreen("the crash report") { $0.contains("EXITED") }
    #expect(crashed.contains("crashed in your code: RoundButton.point(inside:with:)"))
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}", toBe: "0 0 0"))
    let partial = folder.appendingPathComponent(".trace.jsonl.partial").path
    let trace = try CrashTrace(contentsOf: partial)
    #expect(trace.hasHeader && trace.idsAreConsecutive)
    #expect(trace.last["kind"] as? String == "hitTestVisit")
    #expect(trace.last["view"] as? String == "round")
  }

  /// Issue 36: code that does not compile at the start opens the explorer anyway, its errors in
  /// the side pane at their line and column, the layout's views shown with the class as the
  /// UIKit class it descends from (none of its code running); saved fixed, the code loads
  /// (docs/code.md, "Compile errors").
  @Test func opensOnACompileErrorAndLoadsTheFix() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "code-broken-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let code = folder.appendingPathComponent("RoundButton.swift")
    let layout = folder.appendingPathComponent("round.yaml")
    try Data(Self.roundButton("true +").utf8).write(to: code)
    try Data(Self.layout.utf8).write(to: layout)
    let tmux = try Tmux(
      width: 200, height: 36,
      command: E2E.paneCommand(
        term: "xterm-256color", layout: layout.path, arguments: ["--code", code.path],
        environment: ["TOUCHLAB_CACHE_DIR": folder.appendingPathComponent("cache").path]))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the explorer on the compile error", timeout: 90) {
      $0.contains("RoundButton.swift does not compile") && $0.contains("RoundButton.swift:8:3:")
    }
    #expect(screen.contains("RoundButton as UIButton"), "\(screen)")
    #expect(screen.contains("no code runs"), "the status bar's mark:\n\(screen)")
    let corner = try #require(E2E.cellInside(box: "round", on: screen), "no round box:\n\(screen)")
    func click() throws {
      try tmux.sendLiteral("\u{1B}[<0;\(corner.x);\(corner.y)M")
      try tmux.sendLiteral("\u{1B}[<0;\(corner.x);\(corner.y)m")
    }
    // The stand-in is a plain button: no override is asked, the corner hits it (§1).
    try click()
    try tmux.waitForScreen("the stand-in's hit, no override") {
      $0.contains("hit view round") && !$0.contains("[override RoundButton]")
    }
    // Saved fixed: compiled, loaded, and the override answers.
    try Data(Self.roundButton("dx * dx / 3600 + dy * dy / 1600 <= 1").utf8).write(to: code)
    try tmux.waitForScreen("the reload", timeout: 90) { $0.contains("reloaded RoundButton.swift") }
    try click()
    try tmux.waitForScreen("the override's answer, false in the corner (§1)") {
      $0.contains("[override RoundButton] → false") && $0.contains("hit view main")
    }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// A layout's `code:` is asked about once, before the explorer starts; the yes is kept by
  /// the files' hash, so the next start does not ask (docs/code.md, "Consent").
  @Test func consentIsAskedOnceAndRemembered() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "consent-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(Self.roundButton("true").utf8).write(to: folder.appendingPathComponent("RoundButton.swift"))
    let layout = folder.appendingPathComponent("round.yaml")
    try Data(("code: RoundButton.swift\n" + Self.layout).utf8).write(to: layout)
    let environment = [
      "TOUCHLAB_CACHE_DIR": folder.appendingPathComponent("cache").path,
      "TOUCHLAB_CONFIG_DIR": folder.appendingPathComponent("config").path,
    ]
    let command = E2E.paneCommand(term: "xterm-256color", layout: layout.path, environment: environment)
    do {
      let tmux = try Tmux(width: 200, height: 36, command: command)
      defer { tmux.kill() }
      try tmux.waitForScreen("the question, naming the file") {
        $0.contains("this layout names Swift code") && $0.contains("RoundButton.swift")
          && $0.contains("Run it? Only say yes to code you trust. [y/N]")
      }
      try tmux.sendLiteral("y\r")
      try tmux.waitForScreen("the explorer", timeout: 90) { $0.contains("TouchLab — Round button") }
      try tmux.sendLiteral("q")
      try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
    }
    let tmux = try Tmux(width: 200, height: 36, command: command)
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the explorer, without a question") {
      $0.contains("TouchLab — Round button")
    }
    #expect(!screen.contains("Run it?"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
