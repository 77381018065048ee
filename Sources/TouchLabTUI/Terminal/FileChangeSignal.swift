import CTerminalRestore
import Foundation

/// The system's word that a watched file may have changed (inotify on Linux, kqueue on macOS:
/// `CTerminalRestore/file_watch.c`), as a descriptor the app loop waits on beside its input
/// (``Terminal/read(timeout:wakingFor:)``). So a save wakes the loop at once (issue 42: a
/// reload, noticing included, in under 150 ms of TouchLab's time; the 0.5 s look alone took
/// 0.25 s on average to notice), and the loop still sleeps while nothing happens: the session's
/// clock, and the tests' contract on ``Session/nextWakeTime``, do not see it. What changed is
/// still decided by the files' stamps (``LayoutWatch``), which also keep their periodic look for
/// a system without a watch or a change it does not report.
final class FileChangeSignal {
  /// What the loop waits on; -1 when the system gave no watch (then nothing wakes the loop early).
  let descriptor: Int32
  /// The files watched (the layout and its code), as ``LayoutWatch/paths``.
  let paths: [String]
  /// What the watch opened per file (kqueue's descriptors), closed with it.
  private var opened: [Int32] = []

  init(paths: [String]) {
    self.paths = paths
    descriptor = touchlab_file_watch_open()
    guard descriptor >= 0 else { return }
    for path in paths {
      var pair: [Int32] = [-1, -1]
      let count = touchlab_file_watch_add(descriptor, path, &pair)
      opened += pair.prefix(Int(max(count, 0)))
    }
  }

  /// Reads what the watch said, without blocking: whether anything may have changed.
  func drain() -> Bool {
    descriptor >= 0 && touchlab_file_watch_drain(descriptor) != 0
  }

  deinit {
    touchlab_file_watch_close(descriptor, opened, Int32(opened.count))
  }
}
