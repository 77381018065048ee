// NSObject's delayed and main-thread performs, on the application's clock.
//
// `perform(#selector(hideHint), with: nil, afterDelay: 2)` and
// `NSObject.cancelPreviousPerformRequests(withTarget: self)` need Objective-C's run loop, so
// Foundation on Linux lacks them; on iOS they are NSObject's, and every view and recognizer is
// one. Here they are the engine's delayed calls (TouchKit's DelayedCalls): the method the
// selector names runs when the application's scheduler reaches the delay, traced as a delayed
// call (`delayedCallScheduled`, then `delayedCallFired` with what the method did nested under
// it), the same on every run.

/// What can be sent a delayed perform: views, view controllers, the application and other
/// responders, gesture recognizers, and on Linux any `NSObject`.
public protocol DelayedPerforming: AnyObject {}

extension DelayedPerforming {
  /// Calls the method `selector` names on this object with `argument` once `delay` seconds of
  /// the application's time have passed.
  public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
    DelayedCalls.of(self)?.perform(selector.actionName, on: self, with: argument, after: delay)
  }

  /// The run-loop modes mean nothing here: TouchLab has one clock.
  public func perform(
    _ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]
  ) {
    perform(selector, with: argument, afterDelay: delay)
  }

  /// The engine runs on one thread, the main one: with `waitUntilDone` the method runs now, as
  /// iOS runs it when called on the main thread; without, once the current work is done (a
  /// delay of zero on the application's clock), as iOS queues it on the main run loop.
  public func performSelector(onMainThread selector: Selector, with argument: Any?, waitUntilDone wait: Bool)
  {
    guard let calls = DelayedCalls.of(self) else { return }
    if wait {
      calls.call(
        selector.actionName, on: self, with: argument.map { $0 as AnyObject },
        sender: "performSelector(onMainThread:with:waitUntilDone:)")
    } else {
      calls.perform(selector.actionName, on: self, with: argument, after: 0, api: .performOnMainThread)
    }
  }

  public func performSelector(
    onMainThread selector: Selector, with argument: Any?, waitUntilDone wait: Bool, modes: [String]?
  ) {
    performSelector(onMainThread: selector, with: argument, waitUntilDone: wait)
  }

  /// Cancels every pending delayed perform to `target`.
  public static func cancelPreviousPerformRequests(withTarget target: Any) {
    let object = target as AnyObject
    DelayedCalls.of(object)?.cancelPerformRequests(target: object)
  }

  /// Cancels the pending delayed performs of `selector` to `target` with the argument
  /// `object` (the same object; two nil arguments match).
  public static func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
    let targetObject = target as AnyObject
    DelayedCalls.of(targetObject)?.cancelPerformRequests(
      target: targetObject, selector: selector.actionName, argument: object)
  }
}

extension Responder: DelayedPerforming {}

extension GestureRecognizer: DelayedPerforming {}

#if !canImport(ObjectiveC)
  // On Apple systems NSObject has its own (Objective-C's); on Linux it has none.
  extension NSObject: DelayedPerforming {}
#endif
