import CPseudoTerminal
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process run on a pseudo-terminal of its own, as a person's terminal runs `touchlab`: what
/// the first-screen benchmark needs to time a real start, from `posix_spawn` to the bytes of
/// the first frame, with the real ncurses writing them. The size is the pseudo-terminal's own
/// (`TIOCSWINSZ`), so `LINES` and `COLUMNS` are taken out of the environment, where they would
/// override it.
final class PseudoTerminal {
  let pid: pid_t
  private let master: Int32
  /// Everything the process has written so far.
  private(set) var output: [UInt8] = []

  /// Starts `executable` with `arguments` on a new pseudo-terminal of `columns`×`rows` cells.
  init(executable: String, arguments: [String], columns: Int, rows: Int) throws {
    var name = [CChar](repeating: 0, count: 256)
    master = benchmark_open_pseudo_terminal(UInt16(columns), UInt16(rows), &name, name.count)
    guard master >= 0 else { throw PseudoTerminalError("no pseudo-terminal: errno \(errno)") }
    let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["LINES"] = nil  // ncurses prefers them to the terminal's size
    environment["COLUMNS"] = nil
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
    guard status == 0 else {
      close(master)
      throw PseudoTerminalError("could not start \(executable): error \(status)")
    }
    pid = child
  }

  /// Reads until `marker` has been written (or `timeout` seconds pass); false on a timeout or
  /// when the process closed the terminal first.
  func waitFor(_ marker: [UInt8], timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var searchedUpTo = 0
    while Date() < deadline {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 50) >= 0 else { return false }
      guard descriptor.revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return false }
      output.append(contentsOf: buffer[0..<count])
      // Only the new bytes (and a marker's length before them) can complete a match.
      let start = max(0, searchedUpTo - marker.count)
      if output[start...].firstRange(of: marker) != nil { return true }
      searchedUpTo = output.count
    }
    return false
  }

  /// Types `bytes` as a person would.
  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits for the process to end, reading what it writes so it never blocks on a full
  /// terminal; its exit status.
  @discardableResult
  func waitForExit() -> Int32 {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count <= 0 { break }
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    close(master)
    return status
  }
}

struct PseudoTerminalError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
