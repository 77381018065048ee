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

/// Turns each announcement into a C string the handler can print: one per class and method,
/// made the first time and kept for the process's life (the handler may read it at any moment).
final class FrameAnnouncer: UserCodeObserver {
  private struct Key: Hashable {
    var type: ObjectIdentifier
    var method: UserMethod
  }

  private var frames: [Key: UnsafePointer<CChar>] = [:]

  func willRun(_ method: UserMethod, of object: AnyObject) {
    let key = Key(type: ObjectIdentifier(type(of: object)), method: method)
    touchlab_crash_enter(frames[key] ?? frame(for: key, of: object))
  }

  func didReturn() {
    touchlab_crash_leave()
  }

  private func frame(for key: Key, of object: AnyObject) -> UnsafePointer<CChar> {
    let text = TerminalSafety.sanitized("\(type(of: object)).\(key.method.signature)")
    let bytes = Array(text.utf8CString)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    let frame = UnsafePointer(copy)
    frames[key] = frame
    return frame
  }
}
