import Foundation

/// Where a person's `print`, `debugPrint` and `NSLog` go: TouchLab's compile gives their code
/// its own versions of the three, which call ``write(_:)`` (TouchCode's entry point source).
///
/// Output while the engine dispatches goes into that dispatch's trace as an `output` record,
/// so it reads in the story of the touch that caused it and cannot reach the terminal or a
/// JSON trace on standard output raw. The driver (``TouchSynthesizer``) names the trace for the
/// span of each input it sends; outside any (a view's `init` while a layout loads) output waits
/// in the thread's current application (``Application/current``: the one the layout's builder
/// made) for the synthesizer that drives it, whose trace it opens: the explorer's log, the
/// `trace` command's first records. Held by that application, not by the process, so two
/// layouts loaded side by side (tests, the explorer's reload) keep their output apart; output
/// with no application to hold it (none made on this thread yet) is dropped.
public enum UserOutput {
  /// The trace that output goes to now; nil outside the engine's dispatch.
  @TaskLocal static var destination: Destination?

  /// At most this many lines wait for a reader; later ones are dropped (a loop printing in a
  /// view's `init` must not fill memory before anyone looks). UNSOURCED: TouchLab's choice.
  public static let maximumPendingLines = 1_000

  /// Records one call's output: in the current dispatch's trace, else among the current
  /// application's pending lines.
  public static func write(_ text: String) {
    if let destination {
      destination.recorder.record(.output(text: text))
      return
    }
    guard let application = Application.current else { return }
    if application.pendingOutput.count < maximumPendingLines { application.pendingOutput.append(text) }
  }

  /// The output written outside any dispatch while `application` was current, oldest first,
  /// taken: a second call returns only what came since.
  public static func takePending(from application: Application) -> [String] {
    defer { application.pendingOutput.removeAll() }
    return application.pendingOutput
  }

  /// Runs `body` with the output of a person's code dropped: for calls that are no touch's,
  /// such as the explorer asking what is under a hovering pointer.
  public static func discarding<T>(_ body: () throws -> T) rethrows -> T {
    try writing(to: TraceRecorder(), body)
  }

  /// Runs `body` with output going to `recorder` (nil: no change).
  static func writing<T>(to recorder: TraceRecorder?, _ body: () throws -> T) rethrows -> T {
    guard let recorder else { return try body() }
    return try $destination.withValue(Destination(recorder: recorder), operation: body)
  }

  /// A trace as a task-local value. Unchecked: the engine is single-threaded, and the value
  /// lives only for one synchronous call on the thread that set it.
  final class Destination: @unchecked Sendable {
    let recorder: TraceRecorder
    init(recorder: TraceRecorder) { self.recorder = recorder }
  }
}

extension UserOutput {
  /// What `print(items, separator:, terminator:)` would have written, as one record's text:
  /// a line's own newline is the record's end, not part of its text.
  public static func text(_ items: [Any], separator: String, terminator: String) -> String {
    var text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
