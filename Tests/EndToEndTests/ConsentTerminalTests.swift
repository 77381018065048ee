import Foundation
import Testing

/// The consent question once the explorer runs, in a real terminal (issue 34): asked on the
/// explorer's own screen, never on the terminal under curses; answered only by a key pressed
/// after it is drawn; `q` and Ctrl-C still work while it is up.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct ConsentTerminalTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  static func layout(title: String, code: String? = nil, viewClass: String = "View") -> String {
    (code.map { "code: \($0)\n" } ?? "") + """
      title: \(title)
      screen: {width: 200, height: 120}
      windows:
        - id: main
          views:
            - {id: round, class: \(viewClass), frame: [40, 20, 120, 80]}

      """
  }

  /// A folder with the code, a `Layouts` gallery of a layout without code and one with it,
  /// and the environment keeping the cache and the consent list in it.
  static func folder() throws -> (URL, [String: String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "consent-explorer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Layouts"), withIntermediateDirectories: true)
    try Data(CodeTerminalTests.roundButton("true").utf8).write(
      to: folder.appendingPathComponent("RoundButton.swift"))
    try Data(layout(title: "Plain").utf8).write(to: folder.appendingPathComponent("Layouts/01-plain.yaml"))
    try Data(layout(title: "With code", code: "../RoundButton.swift", viewClass: "RoundButton").utf8).write(
      to: folder.appendingPathComponent("Layouts/02-code.yaml"))
    let environment = [
      "TOUCHLAB_CACHE_DIR": folder.appendingPathComponent("cache").path,
      "TOUCHLAB_CONFIG_DIR": folder.appendingPathComponent("config").path,
    ]
    return (folder, environment)
  }

  static func question(_ screen: String) -> Bool {
    screen.contains("Run this layout's code?") && screen.contains("RoundButton.swift")
  }

  /// A hot reload that adds `code:`: the question on screen, keys and clicks that are not an
  /// answer do nothing, `n` refuses (the old layout runs on), a later save asks again, `y`
  /// allows: remembered in the list, compiled, reloaded.
  @Test func hotReloadAddingCodeAsksOnScreen() throws {
    let (folder, environment) = try Self.folder()
    let layout = folder.appendingPathComponent("round.yaml")
    try Data(Self.layout(title: "Round").utf8).write(to: layout)
    let tmux = try Tmux(
      width: 160, height: 36,
      command: E2E.paneCommand(term: "xterm-256color", layout: layout.path, environment: environment))
    defer { tmux.kill() }
    try tmux.waitForScreen("the explorer") { $0.contains("TouchLab — Round") }
    try Data(Self.layout(title: "Round with code", code: "RoundButton.swift", viewClass: "RoundButton").utf8)
      .write(to: layout)
    try tmux.waitForScreen("the question, armed", timeout: 20) {
      Self.question($0) && $0.contains("y runs it")
    }
    // Not answers: a letter, Enter, a click.
    try tmux.sendLiteral("x\r")
    try tmux.sendLiteral("\u{1B}[<0;20;10M\u{1B}[<0;20;10m")
    Thread.sleep(forTimeInterval: 1)
    let still = try tmux.capture()
    #expect(Self.question(still), "the question went away:\n\(still)")
    try tmux.sendLiteral("n")
    try tmux.waitForScreen("the refusal in the status bar") {
      $0.contains("round.yaml not reloaded: its code (RoundButton.swift) was not run")
        && $0.contains("TouchLab — Round")
    }
    let list = folder.appendingPathComponent("config/allowed-code").path
    #expect(!FileManager.default.fileExists(atPath: list))
    // Saved again: asked again; yes this time.
    try Data(
      (Self.layout(title: "Round with code", code: "RoundButton.swift", viewClass: "RoundButton")
        + "# saved\n")
        .utf8
    ).write(to: layout)
    try tmux.waitForScreen("the question again", timeout: 20) {
      Self.question($0) && $0.contains("y runs it")
    }
    try tmux.sendLiteral("y")
    try tmux.waitForScreen("the layout reloaded with its code", timeout: 120) {
      $0.contains("TouchLab — Round with code") && $0.contains("reloaded round.yaml")
    }
    let text = try String(contentsOfFile: list, encoding: .utf8)
    #expect(text.hasPrefix("touchlab-allowed-code 2\n{\"hash\":\""))
    #expect(text.contains("RoundButton.swift\"]}"))
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// `n` to a layout whose code was never allowed, with a `y` typed right after it (before the
  /// question could be seen): the question stays up, unanswered; Esc refuses; `g` and its number
  /// ask again, and `y` then opens it.
  @Test func galleryMoveAsksAndTypeaheadDoesNotAnswer() throws {
    let (folder, environment) = try Self.folder()
    let first = folder.appendingPathComponent("Layouts/01-plain.yaml")
    let tmux = try Tmux(
      width: 160, height: 36,
      command: E2E.paneCommand(term: "xterm-256color", layout: first.path, environment: environment))
    defer { tmux.kill() }
    try tmux.waitForScreen("the first scenario") {
      $0.contains("TouchLab — Plain") && $0.contains("(1 of 2)")
    }
    try tmux.sendLiteral("ny")
    try tmux.waitForScreen("the question", timeout: 20) { Self.question($0) && $0.contains("y runs it") }
    Thread.sleep(forTimeInterval: 1)
    let still = try tmux.capture()
    #expect(Self.question(still), "the y typed with n answered the question:\n\(still)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("config/allowed-code").path))
    try tmux.sendLiteral("\u{1B}")
    try tmux.waitForScreen("the refusal") {
      $0.contains("02-code.yaml not opened: its code (RoundButton.swift) was not run")
        && $0.contains("TouchLab — Plain")
    }
    try tmux.sendLiteral("g")
    try tmux.waitForScreen("the layout picker") { $0.contains("Layouts · Enter opens") }
    try tmux.sendLiteral("2")
    try tmux.waitForScreen("the question again", timeout: 20) {
      Self.question($0) && $0.contains("y runs it")
    }
    try tmux.sendLiteral("y")
    try tmux.waitForScreen("the scenario with its code", timeout: 120) { $0.contains("TouchLab — With code") }
    try tmux.sendLiteral("q")
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
  }

  /// `q` and Ctrl-C end the explorer while the question is up (they did nothing while the
  /// question was read from the terminal).
  @Test(arguments: ["q", "\u{03}"])
  func quitWhileAsked(_ key: String) throws {
    let (folder, environment) = try Self.folder()
    let first = folder.appendingPathComponent("Layouts/01-plain.yaml")
    let tmux = try Tmux(
      width: 160, height: 36,
      command: E2E.paneCommand(term: "xterm-256color", layout: first.path, environment: environment))
    defer { tmux.kill() }
    try tmux.waitForScreen("the first scenario") { $0.contains("TouchLab — Plain") }
    try tmux.sendLiteral("n")
    try tmux.waitForScreen("the question", timeout: 20) { Self.question($0) && $0.contains("y runs it") }
    try tmux.sendLiteral(key)
    try tmux.waitForScreen("the exit status") { $0.contains("EXITED 0") }
    #expect(try tmux.waitForFormat("#{alternate_on} #{mouse_any_flag}", toBe: "0 0"))
  }
}
