import CTerminalRestore
import Foundation

/// Keeps `q` and Ctrl-C working while the input loop is stuck: in an endless loop in a
/// `hitTest` override, in a layout that takes long to draw. The loop tells it when it is busy
/// and when it waits for input; while it is busy a C thread reads the input for it, hands the
/// bytes back when it is idle again, and ends the process — recording kept, terminal restored —
/// when a quit byte has waited ``grace`` without the loop becoming idle (docs/reliability.md,
/// "A stuck explorer").
public struct Watchdog: Sendable {
  /// How long a quit byte typed while the loop is busy waits for the loop before the watchdog
  /// ends the process. Long enough for any finite step of the loop (a redraw, a what-if re-run
  /// takes milliseconds), short enough that quitting feels immediate (under 100 ms with the
  /// watchdog's 10 ms poll; measured in Benchmarks, docs/performance.md).
  public static let grace: Int32 = 50

  static let message =
    "touchlab: quit while the explorer was busy: it did not answer within \(grace) ms "
    + "(an endless loop in an override?); the terminal is restored\n"

  /// Starts watching standard input; the loop starts busy.
  public static func start(input: Int32 = STDIN_FILENO) -> Watchdog? {
    touchlab_watchdog_start(input, grace, message) == 0 ? Watchdog() : nil
  }

  public func busy() { touchlab_watchdog_busy() }

  /// The loop is about to wait: the bytes read for it while it was busy.
  public func idle() -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 65536)
    let count = bytes.withUnsafeMutableBufferPointer { touchlab_watchdog_idle($0.baseAddress, $0.count) }
    return Array(bytes.prefix(count))
  }

  public func stop() { touchlab_watchdog_stop() }

  /// For tests and benchmarks: `hook` is called where the process would end (nil: end it).
  public static func setExitHook(_ hook: (@convention(c) () -> Void)?) {
    touchlab_watchdog_set_exit_hook(hook)
  }

  /// For tests: `hook` runs on the watchdog's thread when its poll finds input, before it takes
  /// its lock again, so a test can let the loop read that input first (nil: nothing).
  static func setPollHook(_ hook: (@convention(c) () -> Void)?) {
    touchlab_watchdog_set_poll_hook(hook)
  }
}
