import Foundation

/// A run of the built binary that the test signals itself, once the person's code has written
/// `marker` (an endless loop has started): spawned with `posix_spawn`, as ``E2E/run(_:_:stdinPath:)``
/// is, but left running. The test's threads block most signals and a spawned process inherits
/// the mask, so the child gets an empty one, or a SIGTERM would wait, pending, forever.
struct SignalledRun {
  let pid: pid_t
  /// Whether the marker appeared before the process ended or `timeout` ran out.
  let started: Bool

  /// Starts `arguments` (the first is the program's path), standard input and output on
  /// /dev/null, standard error to `errors` (or /dev/null), and waits for `marker`.
  init(_ arguments: [String], errors: String? = nil, marker: String, timeout: TimeInterval) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    if let errors {
      posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ) == 0 else {
      self.pid = 0
      started = false
      return
    }
    self.pid = pid
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while !FileManager.default.fileExists(atPath: marker), Date() < deadline,
      waitpid(pid, &status, WNOHANG) == 0
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    started = FileManager.default.fileExists(atPath: marker)
  }

  /// Sends `signal` and reaps the process: its wait status.
  func signal(_ signal: Int32) -> Int32 {
    guard pid > 0 else { return -1 }
    kill(pid, signal)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return status
  }
}
