import Foundation

/// Core Animation's `CATransaction`: groups layer changes and runs a completion block when the
/// animations added inside it would have finished.
///
/// Changes apply at once here (nothing animates), so `begin`/`commit` only delimit which
/// animations a completion block waits for: at `commit` it is scheduled on the application's
/// clock for when the longest of them would end (at once, after the current work, if none
/// was added), traced as a delayed call. A block set with no `begin` belongs to the implicit
/// transaction, which commits after the current work, as the run loop's does on iOS.
public enum Transaction {
  /// One open transaction.
  final class Open {
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
    var ends: [TimeInterval] = []
    let calls: DelayedCalls?
    init(calls: DelayedCalls?) { self.calls = calls }

    func added(_ animation: Animation) {
      guard let calls else { return }
      let begin = animation.beginTime > 0 ? max(0, animation.beginTime - calls.now) : 0
      ends.append(calls.now + begin + animation.activeDuration)
    }

    /// Schedules the completion block for the last end.
    func commit() {
      guard let completion, let calls else { return }
      let end = ends.max() ?? calls.now
      guard end.isFinite else { return }
      calls.schedule(DelayedCall(api: .transactionCompletion), after: end - calls.now, completion)
    }
  }

  /// The stack of open transactions, per thread as the current application is.
  private final class Stack {
    var open: [Open] = []
    var implicit: Open?
  }

  private static let stackKey = "TouchKit.Transaction.stack"

  private static var stack: Stack {
    if let stack = Thread.current.threadDictionary[stackKey] as? Stack { return stack }
    let stack = Stack()
    Thread.current.threadDictionary[stackKey] = stack
    return stack
  }

  /// The innermost explicit transaction, else the implicit one if a block made it.
  static var current: Open? { stack.open.last ?? stack.implicit }

  /// The transaction a setting goes to: the innermost, or the implicit one, made on demand
  /// and committed after the current work.
  private static var target: Open {
    if let open = stack.open.last { return open }
    if let implicit = stack.implicit { return implicit }
    let implicit = Open(calls: DelayedCalls.of(nil))
    let stack = self.stack
    stack.implicit = implicit
    if let calls = implicit.calls {
      calls.schedule(DelayedCall(api: .transactionCommit), after: 0) {
        stack.implicit = nil
        implicit.commit()
      }
    } else {
      stack.implicit = nil
    }
    return implicit
  }

  public static func begin() { stack.open.append(Open(calls: DelayedCalls.of(nil))) }

  public static func commit() { stack.open.popLast()?.commit() }

  /// Nothing to flush: changes apply at once.
  public static func flush() {}

  public static func lock() {}

  public static func unlock() {}

  public static func setCompletionBlock(_ block: (() -> Void)?) { target.completion = block }

  public static func completionBlock() -> (() -> Void)? { current?.completion }

  public static func setAnimationDuration(_ duration: TimeInterval) {
    setValue(duration, forKey: "animationDuration")
  }

  public static func animationDuration() -> TimeInterval {
    value(forKey: "animationDuration") as? TimeInterval ?? 0.25
  }

  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
    setValue(function as Any, forKey: "animationTimingFunction")
  }

  public static func animationTimingFunction() -> MediaTimingFunction? {
    value(forKey: "animationTimingFunction") as? MediaTimingFunction
  }

  public static func setDisableActions(_ flag: Bool) { setValue(flag, forKey: "disableActions") }

  public static func disableActions() -> Bool { value(forKey: "disableActions") as? Bool ?? false }

  public static func setValue(_ value: Any?, forKey key: String) { target.values[key] = value }

  public static func value(forKey key: String) -> Any? { current?.values[key] }
}
