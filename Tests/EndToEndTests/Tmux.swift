import Foundation
import Testing

/// A private tmux server running one command in a detached session: the real terminal the
/// end-to-end tests drive. Every test kills its server (`defer { tmux.kill() }`).
final class Tmux {
  let socket: String
  let session = "app"

  init(width: Int, height: Int, command: String) throws {
    socket = "touchlab-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    let result = try Tmux.run([
      "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
      "-s", session, command,
    ])
    guard result.status == 0 else { throw E2EError("tmux new-session failed: \(result.output)") }
  }

  /// Sends one literal argument: one whole mouse report, so ESC and the rest arrive together.
  func sendLiteral(_ text: String) throws {
    _ = try Tmux.run(["-L", socket, "send-keys", "-t", session, "-l", text])
  }

  /// Appends everything the pane's program writes from now on, escape sequences and all, to
  /// `path`: what the screen cannot show, such as a line written and erased in between two
  /// captures.
  func pipeOutput(to path: String) throws {
    let result = try Tmux.run(["-L", socket, "pipe-pane", "-t", session, "-o", "cat >> '\(path)'"])
    guard result.status == 0 else { throw E2EError("tmux pipe-pane failed: \(result.output)") }
  }

  /// Resizes the window; the app gets SIGWINCH, which ncurses turns into KEY_RESIZE.
  func resize(width: Int, height: Int) throws {
    _ = try Tmux.run(["-L", socket, "resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  func capture() throws -> String {
    try Tmux.run(["-L", socket, "capture-pane", "-p", "-t", session]).output
  }

  func display(_ format: String) throws -> String {
    try Tmux.run(["-L", socket, "display", "-p", "-t", session, format]).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Polls until `condition` holds for the pane text, or fails the test after `timeout` seconds.
  ///
  /// A capture can land in the middle of a frame: ncurses writes a big frame in several writes,
  /// and tmux shows what it has read so far, so the top rows are new and the rest still old (a
  /// CI run under load once matched "Hierarchy" in a tree pane whose other rows were still the
  /// inspector's). So a match counts once the next capture is the same screen; a screen that
  /// keeps changing (an animation) is taken after ``settleAttempts`` matches in a row.
  @discardableResult
  func waitForScreen(
    _ what: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    var screen = ""
    var matched: String?
    var matches = 0
    while Date() < deadline {
      screen = try capture()
      if condition(screen) {
        if screen == matched || matches >= Self.settleAttempts { return screen }
        matched = screen
        matches += 1
        Thread.sleep(forTimeInterval: 0.02)
        continue
      }
      matched = nil
      matches = 0
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("timed out waiting for \(what); the pane shows:\n\(screen)", sourceLocation: sourceLocation)
    throw E2EError("timed out waiting for \(what)")
  }

  /// How many matching captures in a row ``waitForScreen`` takes before it accepts a screen
  /// that never stays the same between two of them.
  static let settleAttempts = 25

  /// Polls a `display -p` format until it equals `expected`.
  func waitForFormat(_ format: String, toBe expected: String, timeout: TimeInterval = 10) throws -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if try display(format) == expected { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Kills the pane's process group first (the pane lingers in `sleep` to keep its last screen,
  /// and the server would wait for it), then the server.
  func kill() {
    if let pane = try? display("#{pane_pid}"), let pid = Int32(pane), pid > 1 {
      _ = Foundation.kill(-pid, SIGKILL)
    }
    _ = try? Tmux.run(["-L", socket, "kill-server"])
  }

  /// Runs tmux with `arguments`, returning its exit status and standard output.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let result = try E2E.run(E2E.tmuxPath ?? "/usr/bin/tmux", arguments)
    return (result.status, result.output + result.errors)
  }
}

struct E2EError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
