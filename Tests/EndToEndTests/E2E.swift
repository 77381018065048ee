import Foundation
import Testing

/// Paths and preconditions shared by the end-to-end tests.
enum E2E {
  /// The package root, from this file's path (Tests/EndToEndTests/E2E.swift).
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The binary `swift test` built (this target depends on it): next to the test bundle.
  static var binary: String {
    if let custom = ProcessInfo.processInfo.environment["TOUCHLAB_BINARY"] { return custom }
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("touchlab").path,
      packageRoot.appendingPathComponent(".build/debug/touchlab").path,
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
  }

  static let fixture = fixture(named: "e2e")

  /// A layout in `Tests/EndToEndTests/Fixtures`, by file name without `.yaml`.
  static func fixture(named name: String) -> String {
    packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/\(name).yaml").path
  }

  static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  static var isCI: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

  /// Run the terminal tests when tmux exists. Without tmux they run anyway under CI, so that
  /// they fail there instead of skipping.
  static var canRunInTerminal: Bool { tmuxPath != nil || isCI }

  static let skipReason: Comment =
    "skipped: tmux is not installed (apt-get install tmux); under CI this fails instead"

  /// Runs a program to completion.
  @discardableResult
  static func run(_ program: String, _ arguments: [String], stdinPath: String? = nil) throws
    -> (status: Int32, output: String, errors: String)
  {
    // Output goes to files, not pipes: `tmux new-session` forks a server that inherits them,
    // and a pipe would then never reach end-of-file.
    let folder = FileManager.default.temporaryDirectory
    let outURL = folder.appendingPathComponent("touchlab-e2e-\(UUID().uuidString).out")
    let errURL = folder.appendingPathComponent("touchlab-e2e-\(UUID().uuidString).err")
    for url in [outURL, errURL] where !FileManager.default.createFile(atPath: url.path, contents: nil) {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    // posix_spawn + waitpid rather than Foundation's Process, whose waitUntilExit can hang
    // when called from Swift Testing's concurrent threads.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_TRUNC, 0o600)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else { throw E2EError("cannot run \(program): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let out = (try? Data(contentsOf: outURL)) ?? Data()
    let err = (try? Data(contentsOf: errURL)) ?? Data()
    return (exitStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }

  /// The shell command a pane runs: the app under `term` (with `environment` added), then its
  /// exit status, kept on screen.
  static func paneCommand(
    term: String, layout: String = fixture, arguments: [String] = [], environment: [String: String] = [:]
  ) -> String {
    let args = ([layout] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let extra = environment.sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)' " }.joined()
    return "sh -c \"env \(extra)TERM=\(term) LANG=C.UTF-8 '\(binary)' \(args); echo EXITED \\$?; sleep 60\""
  }

  /// The screen left of the divider: the canvas alone, without the trace pane (which names
  /// views too). The divider is the last column drawn `│` on every row between the title and
  /// the status bar.
  static func canvas(of screen: String) -> String {
    let lines = screen.components(separatedBy: "\n").map { Array($0) }
    let body = lines.dropFirst().prefix(max(0, lines.count - 3))
    let width = body.map(\.count).max() ?? 0
    let divider = (0..<width).last { column in
      body.allSatisfy { column < $0.count && $0[column] == "│" }
    }
    guard let divider else { return screen }
    return lines.map { String($0.prefix(divider)) }.joined(separator: "\n")
  }

  /// The 0-based row of the first line of `screen` containing `text`.
  static func row(of text: String, on screen: String) -> Int? {
    screen.components(separatedBy: "\n").firstIndex { $0.contains(text) }
  }

  /// The 1-based SGR coordinates of a cell inside the box whose top border carries `id`.
  static func cellInside(box id: String, on screen: String) -> (x: Int, y: Int)? {
    let lines = screen.components(separatedBy: "\n")
    for (row, line) in lines.enumerated() {
      let characters = Array(line)
      for column in characters.indices where column + 1 < characters.count {
        let corner = characters[column]
        guard ["┌", "┏"].contains(corner) else { continue }
        let rest = String(characters[(column + 1)...])
        if rest.hasPrefix(id) || rest.hasPrefix("▶\(id)") || rest.hasPrefix("»\(id)") {
          return (column + 3, row + 2)
        }
      }
    }
    return nil
  }
}
