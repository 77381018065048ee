// `Timer`, on the application's clock.
//
// A `Timer` scheduled on a run loop fires when the run loop runs, and TouchLab runs none:
// time is the application's scheduler's (TouchKit's Scheduler), which headless runs advance
// virtually and the explorer with its clock. So scheduling a timer — `Timer.scheduledTimer(…)`
// in either form, or `RunLoop.main.add(timer, forMode:)` — starts it on that scheduler
// instead: it fires first one `timeInterval` after it was scheduled, then every `timeInterval`
// while it repeats and is valid, each firing traced as a delayed call (`delayedCallScheduled`,
// `delayedCallFired`, what it did nested under it). `invalidate()`, `isValid` and `fire()` are Foundation's own.
// A timer's own fire date is not used: it is a wall-clock date, and the trace must not depend
// on when it was run.
//
// Foundation on Linux lacks the target/selector forms (they need Objective-C): here the timer
// sends the selector's method of the target with the timer itself, as target-action calls a
// method (TouchKit's ActionMethods), and holds its target strongly, as iOS does. These
// declarations of Foundation's names are found before Foundation's own (a module's
// declarations shadow those of the modules it imports), so the person's code needs no change.

/// A scheduled target/selector timer that keeps its `userInfo`, which Foundation on Linux's
/// `Timer` has no initializer to set.
final class SelectorTimer: Timer {
  private var info: Any?

  convenience init(interval: TimeInterval, message: TimerMessage, userInfo: Any?, repeats: Bool) {
    self.init(fire: Date(), interval: interval, repeats: repeats) { message($0) }
    info = userInfo
  }

  override var userInfo: Any? { info }
}

/// What a target/selector timer does when it fires: calls its target's method with itself.
/// Unchecked: the engine, its timers and the person's code all run on one thread.
struct TimerMessage: @unchecked Sendable {
  let target: AnyObject
  let selector: String

  func callAsFunction(_ timer: Timer) {
    DelayedCalls.of(target)?.call(selector, on: target, with: timer, sender: "Timer")
  }
}

#if !canImport(ObjectiveC)
  extension Timer {
    /// A timer that calls `selector`'s method on `target` with the timer (not yet scheduled:
    /// `RunLoop.main.add(_:forMode:)` schedules it). Its `userInfo` is nil on Linux, where
    /// Foundation's `Timer` cannot keep one: `scheduledTimer(timeInterval:…)` keeps it.
    public convenience init(
      timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
      let send = TimerMessage(target: target as AnyObject, selector: selector.actionName)
      self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { send($0) }
    }

    /// A timer that calls `selector`'s method on `target` with the timer, scheduled.
    public class func scheduledTimer(
      timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
      let message = TimerMessage(target: target as AnyObject, selector: selector.actionName)
      let timer = SelectorTimer(interval: interval, message: message, userInfo: userInfo, repeats: repeats)
      TimerSchedule.start(
        timer, interval: interval, api: .timer, target: target as AnyObject, method: selector.actionName)
      return timer
    }
  }
#endif

extension Timer {
  /// A block timer, scheduled on the application's clock.
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    TimerSchedule.start(timer, interval: interval, api: .timer)
    return timer
  }
}

extension RunLoop {
  /// Starts `timer` on the application's clock, whatever the run loop and the mode: TouchLab
  /// has one clock, and its engine one thread.
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    TimerSchedule.start(timer, interval: nil, api: .runLoopTimer)
  }
}

/// Runs a Foundation `Timer` on the application's scheduler.
enum TimerSchedule {
  /// Fires `timer` `interval` seconds after now and, while it repeats, every `interval`;
  /// traced as a call of `api`, naming `target` and `method` for a target/selector timer
  /// scheduled with them (one started by `RunLoop.main.add` names neither: Foundation's
  /// `Timer` on Linux keeps no target that could be read back). A timer made
  /// elsewhere (`RunLoop.main.add`) has no interval given: a repeating one has its
  /// `timeInterval`; one that does not repeat reports 0 there, so its delay is read off its fire
  /// date, set when it was made a moment ago, rounded up to the millisecond, so that the moment
  /// between does not show in the trace.
  static func start(
    _ timer: Timer, interval given: TimeInterval?, api: DelayedCall.API, target: AnyObject? = nil,
    method: String? = nil
  ) {
    guard let calls = DelayedCalls.of(target) else { return }
    let call = DelayedCall(api: api, target: target.map { calls.traceName(of: $0) }, method: method)
    let delay =
      given
      ?? (timer.timeInterval > 0
        ? timer.timeInterval : (timer.fireDate.timeIntervalSinceNow * 1000).rounded(.up) / 1000)
    // iOS fires a repeating timer of interval 0 or less every 0.1 ms.
    let interval = delay > 0 ? delay : 0.0001
    let box = TimerBox(timer: timer)
    func next() {
      calls.schedule(call, after: interval, while: { box.timer.isValid }) {
        // A timer that does not repeat is invalidated by its firing, ending the loop.
        box.timer.fire()
        if box.timer.isValid { next() }
      }
    }
    next()
  }
}

/// A timer carried into the scheduler's actions. Unchecked: one thread runs them.
private struct TimerBox: @unchecked Sendable {
  let timer: Timer
}
