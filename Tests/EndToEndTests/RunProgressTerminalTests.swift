import Foundation
import Testing

/// `touchlab run` with stderr a terminal (tmux): a long script's progress line is rewritten in
/// place while it runs (`long.yaml: step N/M`), and erased before the summary.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct RunProgressTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// Taps on the default layout's save: about a second of run in a debug build, long enough
  /// for the screen to be caught showing the progress.
  static let steps = 10_000

  @Test func longRunShowsProgressThenErasesIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-e2e-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try ("steps:\n" + String(repeating: "  - tap: save\n", count: Self.steps)).write(
      to: folder.appendingPathComponent("long.yaml"), atomically: true, encoding: .utf8)
    let layout = E2E.packageRoot.appendingPathComponent("Layouts/default.yaml").path
    // The run waits for a line on stdin, so the pane's output is piped to a file from its first byte.
    let command =
      "sh -c \"read go; cd '\(folder.path)' && '\(E2E.binary)' run '\(layout)' long.yaml; "
      + "echo EXITED \\$?; sleep 60\""
    let tmux = try Tmux(width: 100, height: 10, command: command)
    defer { tmux.kill() }
    let output = folder.appendingPathComponent("output").path
    try tmux.pipeOutput(to: output)
    try tmux.sendLiteral("\r")

    // While it runs, the screen shows the progress line; polled until the run is over.
    let progress = try Regex(#"long\.yaml: step ([0-9]+)/10000"#)
    var seen: [Int] = []
    let screen = try tmux.waitForScreen("the run's end", timeout: 120) { screen in
      if let match = screen.firstMatch(of: progress), let step = Int(match.output[1].substring ?? "") {
        seen.append(step)
      }
      return screen.contains("EXITED")
    }
    #expect(!seen.isEmpty, "the screen never showed the progress line")
    #expect(seen.allSatisfy { (1...Self.steps).contains($0) })
    #expect(seen == seen.sorted())
    // Then it is gone: the summary was written over it, on the same line.
    #expect(screen.contains("long.yaml: 10000 steps, 0 expectations, all hold"))
    #expect(screen.contains("EXITED 0"))
    #expect(screen.firstMatch(of: progress) == nil, "the progress line is still there:\n\(screen)")

    // The bytes: rewritten in place (return, erase line) from step 1 to the last, and erased
    // once more just before the summary.
    var bytes = ""
    let deadline = Date().addingTimeInterval(10)
    while !bytes.contains("EXITED"), Date() < deadline {
      bytes = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
      Thread.sleep(forTimeInterval: 0.05)
    }
    let erase = "\r\u{1B}[2K"
    #expect(bytes.contains("\(erase)long.yaml: step 1/10000\(erase)long.yaml: step 100/10000"))
    #expect(
      bytes.contains("\(erase)long.yaml: step 10000/10000\(erase)long.yaml: 10000 steps, 0 expectations"))
    #expect(bytes.components(separatedBy: "long.yaml: step ").count - 1 == 101)
  }
}
