import Foundation
import Testing

/// `touchlab --code App`, no layout, in a real terminal: the explorer opens the app the scene
/// delegate built (Layouts/Apps/Notes), and a click on the button its home screen made in code
/// sends the action, shown in the trace pane.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct AppLaunchTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  @Test("touchlab --code Notes opens the launched app; a click on its New note button adds a note")
  func openTheApp() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let tmux = try Tmux(
      width: 200, height: 60,
      command: E2E.paneCommand(
        term: "xterm-256color", layout: "--code", arguments: [AppLaunchTests.notes],
        environment: ["TOUCHLAB_CACHE_DIR": folder.appendingPathComponent("cache").path]))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the app's home screen", timeout: 90) {
      $0.contains("TouchLab — Notes") && $0.contains("New note") && $0.contains("Groceries")
    }
    // The button's title, drawn inside its box: a click there is a click on the button.
    let lines = screen.components(separatedBy: "\n")
    let row = try #require(lines.firstIndex { $0.contains("New note") }, "no button:\n\(screen)")
    let column = try #require(lines[row].range(of: "New note"), "no button:\n\(screen)")
    let button = (x: lines[row].distance(from: lines[row].startIndex, to: column.lowerBound) + 3, y: row + 1)
    try tmux.sendLiteral("\u{1B}[<0;\(button.x);\(button.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(button.x);\(button.y)m")
    try tmux.waitForScreen("the action in the trace pane, the new row in the table") {
      $0.contains("print: added Note 4") && $0.contains("│Note 4")
    }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  @Test(
    "An app folder outside Layouts/ opened without --code asks first, naming its files; a yes launches it")
  func askedFirst() throws {
    let app = try AppLaunchTests.notesCopy()
    let tmux = try Tmux(
      width: 200, height: 60,
      command: E2E.paneCommand(
        term: "xterm-256color", layout: app,
        environment: ["TOUCHLAB_CACHE_DIR": app + "/.cache", "TOUCHLAB_CONFIG_DIR": app + "/.config"]))
    defer { tmux.kill() }
    try tmux.waitForScreen("the question") {
      $0.contains("this app folder is Swift code") && $0.contains("HomeViewController.swift")
    }
    try tmux.sendLiteral("y\r")
    try tmux.waitForScreen("the launched app", timeout: 90) {
      $0.contains("New note") && $0.contains("Groceries")
    }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }
}
