import Foundation

/// Runs work on a thread with a stack of ``LayoutLimits/parserStackBytes``.
///
/// The builder reads (and Swift frees) the node tree recursively, one level per YAML nesting
/// level, up to ``LayoutLimits/maximumYAMLNesting``. Callers may be on a thread with a small
/// stack (a task, a dispatch queue), so parsing gets its own thread whose stack is known to
/// be enough, and a deeply nested file is an error message instead of a crash.
public enum LargeStack {
  package static func run<Result>(_ work: @escaping () -> Result) -> Result {
    run(stackBytes: LayoutLimits.parserStackBytes, work)
  }

  /// Runs `work` on a thread with a stack of `stackBytes` (one that waits between runs, see
  /// ``LargeStackThread``), and waits for it. Public
  /// for the command line, which runs every command so (its walks of the views recurse once
  /// per level, as UIKit's hit testing does, and a layout may nest 20,000 deep).
  public static func run<Result>(stackBytes: Int, _ work: @escaping () -> Result) -> Result {
    let box = Box(work: work)
    LargeStackThread.perform(stackBytes: stackBytes) { box.result = box.work() }
    // `work` ran to completion before `perform` returned, so the result is there.
    guard let result = box.result else { return work() }
    return result
  }

  /// Lets `value` go on a thread of its own with a stack of `stackBytes`, without waiting: a
  /// large node tree takes a tenth of a second to free at a million views, which the first
  /// screen need not wait for (issue 17), and freeing it recurses once per nesting level, so
  /// not on a small-stack queue. The caller passes its last reference (`consume`).
  package static func release<Value>(_ value: consuming Value, stackBytes: Int) {
    let box = ReleaseBox(value: value)
    let thread = Thread { box.value = nil }
    thread.stackSize = stackBytes
    thread.start()
  }

  /// What ``release(_:stackBytes:)`` hands its thread: no one else sees the box.
  private final class ReleaseBox<Value>: @unchecked Sendable {
    var value: Value?
    init(value: consuming Value) { self.value = value }
  }

  /// Hands the work to the thread and the result back. The thread's semaphores order the
  /// accesses: it writes `result` before signalling, the caller reads it after waiting, and
  /// no one else sees the box. That is why it can be `@unchecked Sendable`.
  private final class Box<Result>: @unchecked Sendable {
    let work: () -> Result
    var result: Result?

    init(work: @escaping () -> Result) {
      self.work = work
    }
  }
}
