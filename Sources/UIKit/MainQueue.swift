// The main dispatch queue, on the application's clock.
//
// `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)`
// run when the main queue is drained, which TouchLab never does: its engine runs on its own
// thread, and time is the application's scheduler's (TouchKit's Scheduler). So for the main
// queue these run on that scheduler instead — `async` once the current work is done (a delay
// of zero), `asyncAfter` at its deadline — each traced as a delayed call of its own API
// (`delayedCallScheduled`, `delayedCallFired`), the same on every run. `DispatchTime.now()` is the application's clock too, so `.now() + 0.3` is
// exactly 0.3 s of it. Any other queue is Dispatch's own, untouched.
//
// How: these declarations have Dispatch's names and are found before Dispatch's own (a
// module's declarations shadow those of the modules it imports), so a person's file that
// imports UIKit reaches them unchanged; TouchLab's own modules do not import UIKit.

extension DispatchQueue {
  /// Whether this is the main queue (a new `DispatchQueue` value each time it is asked for,
  /// so it is known by its label).
  fileprivate var isMainQueue: Bool { label == DispatchQueue.main.label }

  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard isMainQueue, let calls = DelayedCalls.of(nil) else {
      async(group: nil, qos: .unspecified, flags: [], execute: work)
      return
    }
    calls.schedule(DelayedCall(api: .mainQueueAsync), after: 0, work)
  }

  public func async(execute item: DispatchWorkItem) {
    guard isMainQueue, let calls = DelayedCalls.of(nil) else {
      let box = WorkItemBox(item: item)
      async(group: nil, qos: .unspecified, flags: []) { box.performUnlessCancelled() }
      return
    }
    calls.schedule(DelayedCall(api: .mainQueueAsync), after: 0, while: { !item.isCancelled }) {
      item.perform()
    }
  }

  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    guard isMainQueue, let calls = DelayedCalls.of(nil) else {
      asyncAfter(
        deadline: DispatchTime.onDispatchClock(deadline), qos: .unspecified, flags: [], execute: work)
      return
    }
    calls.schedule(
      DelayedCall(api: .mainQueueAsyncAfter), after: deadline.secondsFromNow(calls), work)
  }

  public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
    guard isMainQueue, let calls = DelayedCalls.of(nil) else {
      let box = WorkItemBox(item: item)
      asyncAfter(deadline: DispatchTime.onDispatchClock(deadline), qos: .unspecified, flags: []) {
        box.performUnlessCancelled()
      }
      return
    }
    calls.schedule(
      DelayedCall(api: .mainQueueAsyncAfter), after: deadline.secondsFromNow(calls),
      while: { !item.isCancelled }
    ) { item.perform() }
  }
}

/// A work item carried to another queue. Unchecked: a `DispatchWorkItem` is made to be run on
/// another thread; Swift's annotations do not say so.
private struct WorkItemBox: @unchecked Sendable {
  let item: DispatchWorkItem

  func performUnlessCancelled() {
    if !item.isCancelled { item.perform() }
  }
}

extension DispatchTime {
  /// Where the application's clock starts on Dispatch's: one second, so that no time is the
  /// zero Dispatch reads as "now".
  private static let origin: UInt64 = 1_000_000_000

  /// The application's time now (Dispatch's own outside an application).
  public static func now() -> DispatchTime {
    guard let calls = DelayedCalls.of(nil) else { return systemNow }
    return DispatchTime(uptimeNanoseconds: origin + UInt64(max(0, calls.now) * 1e9))
  }

  /// Dispatch's clock, read without this module's `now()`.
  private static var systemNow: DispatchTime {
    DispatchTime(uptimeNanoseconds: UInt64(ProcessInfo.processInfo.systemUptime * 1e9))
  }

  /// How far this deadline, made from ``now()``, is past the application's time now.
  fileprivate func secondsFromNow(_ calls: DelayedCalls) -> TimeInterval {
    let now = DispatchTime.now().uptimeNanoseconds
    return uptimeNanoseconds > now ? Double(uptimeNanoseconds - now) / 1e9 : 0
  }

  /// `deadline`, made from ``now()``, as the same delay on Dispatch's clock: for a queue that
  /// is not the main one.
  fileprivate static func onDispatchClock(_ deadline: DispatchTime) -> DispatchTime {
    let now = DispatchTime.now().uptimeNanoseconds
    let delay = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
    return DispatchTime(uptimeNanoseconds: systemNow.uptimeNanoseconds + delay)
  }
}
