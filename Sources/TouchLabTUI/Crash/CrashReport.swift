import CTerminalRestore
import Foundation
import TouchKit

/// What a crash in the user's code says, and what it keeps (docs/reliability.md, "A crash in
/// your code"): the C handlers (`CTerminalRestore/crash.c`) print the user's class and method
/// that was running, what the signal means and the `.partial` trace file, then re-raise, so the
/// exit status is 128 + the signal's number. Everything they print is prepared here in advance:
/// a signal handler may not run Swift.
public enum CrashReport {
  /// Installs the handlers (on an alternate signal stack, so a stack overflow is reported
  /// too) and starts announcing the user's methods to them. The command line calls it once,
  /// before any engine runs; the explorer's own handlers (``Terminal``) report the same way.
  public static func install() {
    _ = touchlab_crash_install()
    UserCode.observer = FrameAnnouncer()
  }

  /// Gives the calling thread its own alternate signal stack (each thread needs one), so a
  /// stack overflow on it is reported: for a thread that runs the engine, other than the one
  /// that called ``install()``.
  public static func prepareThread() {
    _ = touchlab_crash_alternate_stack()
  }

  /// The `.partial` trace file a crash now would leave (a trace being streamed), for the
  /// message to name; nil when none is.
  nonisolated(unsafe) public static var tracePartial: String? {
    didSet { _ = touchlab_crash_set_trace(tracePartial) }
  }

  /// The frame a crash now would name ("RoundButton.hitTest(_:with:)"), for tests.
  public static var currentFrame: String? {
    touchlab_crash_current_frame().map { String(cString: $0) }
  }
}
