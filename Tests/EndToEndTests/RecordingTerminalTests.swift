import Foundation
import Testing

/// Issue 6, record and playback, with the built binary in a real terminal (tmux): `r` records
/// a click, the file is there after `q` and after SIGTERM, SIGHUP or SIGSEGV, `touchlab run`
/// plays it back, and `--play` plays it where the person can watch.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct RecordingTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-e2e-rec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Opens the fixture recording into `folder`, presses `r` and clicks save: two events.
  static func recordAClick(into folder: String) throws -> Tmux {
    let command = E2E.paneCommand(term: "xterm-256color", environment: ["TOUCHLAB_RECORDINGS": folder])
    let tmux = try Tmux(width: 120, height: 40, command: command)
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("TouchLab — E2E") && $0.contains("save") }
    let target = try #require(E2E.cellInside(box: "save", on: screen), "no save box on screen:\n\(screen)")
    try tmux.sendLiteral("r")
    try tmux.waitForScreen("recording") { $0.contains("● REC 0 events") }
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)m")
    try tmux.waitForScreen("two events recorded") { $0.contains("● REC 2 events") }
    return tmux
  }

  /// `touchlab run` on the recording: it loads and plays back.
  static func expectItPlaysBack(_ path: String) throws {
    let run = try E2E.run(E2E.binary, ["run", E2E.fixture, path])
    #expect(run.status == 0, "touchlab run: \(run.errors)")
    #expect(run.output.contains("2 steps"))
  }

  @Test func qKeepsTheRecordingAndRunPlaysItBack() throws {
    let folder = try Self.folder()
    let tmux = try Self.recordAClick(into: folder)
    defer { tmux.kill() }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
    let path = "\(folder)/recording-1.yaml"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("- pointer: {kind: down, at: {view: save, at: ["))
    try Self.expectItPlaysBack(path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["recording-1.yaml"])
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGSEGV])
  func aSignalWhileRecordingKeepsTheRecording(signal: Int32) throws {
    let folder = try Self.folder()
    let tmux = try Self.recordAClick(into: folder)
    defer { tmux.kill() }
    let shell = try tmux.display("#{pane_pid}")
    let children = try E2E.run("/usr/bin/pgrep", ["-P", shell]).output
    let pid = try #require(children.split(separator: "\n").first.flatMap { Int32($0) }, "no app process")
    #expect(kill(pid, signal) == 0)
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED \(128 + signal)") }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["recording-1.yaml"])
    try Self.expectItPlaysBack("\(folder)/recording-1.yaml")
  }

  @Test func playShowsTheTouchesGoIn() throws {
    let folder = try Self.folder()
    let script = "\(folder)/click.yaml"
    try """
    steps:
      - pointer: {kind: down, at: {view: save, at: [10, 10]}, time: 0.2}
      - pointer: {kind: up, at: [80, 60], time: 0.3}
    """.write(toFile: script, atomically: true, encoding: .utf8)
    let command = E2E.paneCommand(term: "xterm-256color", arguments: ["--play", script])
    let tmux = try Tmux(width: 120, height: 40, command: command)
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the playback's end") { $0.contains("▶ click.yaml played (2 steps)") }
    #expect(screen.contains("save.touchesEnded(touch 1)"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
