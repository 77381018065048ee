import Foundation
import TouchKit

/// A thread with a large stack that, between runs, waits for the next one.
///
/// Starting a thread maps its stack, faults in the pages it touches and unmaps them all when
/// it ends. For a small layout or script that costs more than reading it: a fifth of what the
/// recording fuzz target did was the kernel mapping and unmapping stacks (issue 16). So a
/// finished thread waits, up to ``maximumIdleThreads`` of them, for ``LargeStack`` to hand it
/// the next work of the same stack size.
///
/// Only stacks up to ``LayoutLimits/parserStackBytes`` wait: an idle thread keeps the pages
/// its deepest run touched, which that size bounds. Larger stacks (a layout allowed to nest
/// ten thousand deep, the command line's own) are used once and unmapped as before.
package final class LargeStackThread: @unchecked Sendable {
  /// Idle threads kept per stack size: one per core a test run or a fuzzer uses at once is
  /// plenty; a burst beyond it starts threads that end after their run. UNSOURCED: chosen.
  package static let maximumIdleThreads = 2

  /// The waiting threads, by stack size. Guarded by `lock`.
  nonisolated(unsafe) private static var idle: [Int: [LargeStackThread]] = [:]
  private static let lock = NSLock()

  package let stackBytes: Int
  /// Signalled when `job` is set: the thread runs it, or ends if it is nil.
  private let start = DispatchSemaphore(value: 0)
  /// Signalled when the thread has run `job`.
  private let finish = DispatchSemaphore(value: 0)
  /// Written by the caller before `start`, read by the thread after it: the semaphores order
  /// the two, which is why the class is `@unchecked Sendable`.
  private var job: (() -> Void)?

  private init(stackBytes: Int) {
    self.stackBytes = stackBytes
    let thread = Thread { [self] in loop() }
    thread.stackSize = stackBytes
    thread.start()
  }

  /// Runs `job` on a thread with a stack of `stackBytes` and waits for it to finish.
  package static func perform(stackBytes: Int, _ job: @escaping () -> Void) {
    start(stackBytes: stackBytes, job).join()
  }

  /// Starts `job` on a thread with a stack of `stackBytes`; ``join()`` waits for it. The
  /// caller must join (once), or the thread never waits for another run.
  package static func start(stackBytes: Int, _ job: @escaping () -> Void) -> LargeStackThread {
    let thread = takeIdle(stackBytes: stackBytes) ?? LargeStackThread(stackBytes: stackBytes)
    thread.job = job
    thread.start.signal()
    return thread
  }

  /// Waits for the job ``start(stackBytes:_:)`` gave this thread; what it wrote is then
  /// visible to the caller.
  package func join() {
    finish.wait()
    Self.park(self)
  }

  /// The thread's life: run each job it is given, until it is given none.
  private func loop() {
    while true {
      start.wait()
      guard runJob() else { return }
      // What the run left in the thread's dictionary, and the application it made "current",
      // must not reach the next run, which a fresh thread would not show them to.
      Thread.current.threadDictionary.removeAllObjects()
      Application.resignCurrent()
      finish.signal()
    }
  }

  /// Runs the job and lets go of it before returning, so before `finish` is signalled: what
  /// the job holds (the caller's box, with a whole layout in it) must not be freed on this
  /// thread after the caller has moved on, running deinits beside the caller's next work.
  /// False when there is no job: the thread is to end.
  @inline(never)
  private func runJob() -> Bool {
    guard let job else { return false }
    self.job = nil
    job()
    return true
  }

  /// How many threads of this stack size wait (for tests).
  package static func idleCount(stackBytes: Int) -> Int {
    lock.withLock { idle[stackBytes]?.count ?? 0 }
  }

  private static func takeIdle(stackBytes: Int) -> LargeStackThread? {
    guard stackBytes <= LayoutLimits.parserStackBytes else { return nil }
    return lock.withLock { idle[stackBytes]?.popLast() }
  }

  /// Keeps `thread` for the next run, or ends it when enough wait already.
  private static func park(_ thread: LargeStackThread) {
    let keeps = lock.withLock {
      guard thread.stackBytes <= LayoutLimits.parserStackBytes,
        idle[thread.stackBytes, default: []].count < maximumIdleThreads
      else { return false }
      idle[thread.stackBytes, default: []].append(thread)
      return true
    }
    if !keeps { thread.start.signal() }
  }
}
