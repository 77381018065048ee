import Foundation

/// What a person's code asks to run later — `perform(_:with:afterDelay:)`, a target/selector
/// or block `Timer`, `DispatchQueue.main.async`/`asyncAfter` — run on the application's
/// ``Scheduler``, the injected clock the recognizers' timers run on, and not on Foundation's
/// run loop or the main dispatch queue, which TouchLab never runs. So they fire at the same
/// virtual instants on every run, in the order they were asked for when due together, and
/// each is traced with records of its own (a ``DelayedCall``: which API, whose method):
/// `delayedCallScheduled` when asked for, `delayedCallFired` when it runs, with what the call
/// then does (its output, the actions it sends) nested under it.
///
/// UIKit's module (the `import UIKit` of a person's file) gives these calls iOS's names;
/// this is the engine's half, with no Foundation run loop in it.
public final class DelayedCalls {
  /// A pending `perform(_:with:afterDelay:)`, for `cancelPreviousPerformRequests`.
  private struct PerformRequest {
    let token: Scheduler.Token
    weak var target: AnyObject?
    let selector: String
    let argument: AnyObject?
  }

  private unowned let application: Application
  private var requests: [PerformRequest] = []

  init(application: Application) {
    self.application = application
  }

  /// The calls of the application `target` belongs to: a view's window's, else the current
  /// application (``Application/current``); nil outside any application, where nothing runs
  /// later (as on iOS with no run loop running).
  public static func of(_ target: AnyObject?) -> DelayedCalls? {
    ((target as? View)?.window?.application ?? Application.current)?.delayedCalls
  }

  /// The application's time now, in seconds since it started: what `DispatchTime.now()` and a
  /// timer's fire times are measured on.
  public var now: TimeInterval { application.scheduler.now }

  /// Runs `body` once `delay` seconds of the application's time have passed (at once on the
  /// scheduler's next advance for 0 or less), traced as `call`, unless `isLive` then says it
  /// was cancelled meanwhile (an invalidated `Timer`, a cancelled work item): nothing runs and
  /// nothing is traced. Returns the token that cancels it.
  @discardableResult
  public func schedule(
    _ call: DelayedCall, after delay: TimeInterval, while isLive: (() -> Bool)? = nil,
    _ body: @escaping () -> Void
  ) -> Scheduler.Token {
    let scheduler = application.scheduler
    let fireTime = scheduler.now + (delay.isFinite ? max(0, delay) : 0)
    application.trace?.record(.delayedCallScheduled(call: call, fireTime: fireTime))
    return scheduler.schedule(at: fireTime) { [weak application] time in
      guard let application, isLive?() ?? true else { return }
      application.trace?.time = time
      application.trace?.record(.delayedCallFired(call: call))
      if let trace = application.trace { trace.nested(body) } else { body() }
    }
  }

  /// How the trace names `target`: a view's id, else its class.
  public func traceName(of target: AnyObject) -> String {
    TouchKit.traceName(of: target)
  }

  /// Cancels a call ``schedule(_:after:while:_:)`` made that has not run.
  public func cancel(_ token: Scheduler.Token) {
    application.scheduler.cancel(token)
  }

  /// `NSObject.perform(_:with:afterDelay:)`: after `delay`, the method `selector` names is
  /// called on `target` with `argument` (the way target-action finds and calls a method of a
  /// person's class, ``ActionMethods``). A target that has no such method is traced as an
  /// unhandled action, where iOS crashes with "unrecognized selector". The target is held
  /// until then, as iOS retains it.
  ///
  /// `api` is how it was asked for (`performSelector(onMainThread:…)` is a perform after 0).
  public func perform(
    _ selector: String, on target: AnyObject, with argument: Any?, after delay: TimeInterval,
    api: DelayedCall.API = .perform
  ) {
    let object = argument.map { $0 as AnyObject }
    let delayed = DelayedCall(api: api, target: traceName(of: target), method: selector)
    var token: Scheduler.Token?
    token = schedule(delayed, after: delay) { [unowned self] in
      requests.removeAll { $0.token == token }
      call(selector, on: target, with: object, sender: api.rawValue)
    }
    if let token {
      requests.append(PerformRequest(token: token, target: target, selector: selector, argument: object))
    }
  }

  /// `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)`: the pending
  /// ``perform(_:on:with:after:api:)`` calls to `target`; with a selector, only those of that
  /// selector and an argument that is the same object (iOS compares with `isEqual:`; TouchLab
  /// compares identity, and two nil arguments match).
  public func cancelPerformRequests(target: AnyObject, selector: String? = nil, argument: Any? = nil) {
    let object = argument.map { $0 as AnyObject }
    let cancelled = requests.filter { request in
      guard request.target === target else { return false }
      guard let selector else { return true }
      return request.selector == selector && request.argument === object
    }
    for request in cancelled { application.scheduler.cancel(request.token) }
    requests.removeAll { request in cancelled.contains { $0.token == request.token } }
  }

  /// Calls the method `selector` names on `target`, as a timer or a delayed perform does: the
  /// argument is what the method's one parameter receives.
  public func call(_ selector: String, on target: AnyObject, with argument: AnyObject?, sender: String) {
    guard let method = ActionMethods.method(selector, on: target) else {
      application.trace?.record(
        .actionUnhandled(
          action: selector, sender: sender, reason: .targetDoesNotRespond(target: traceName(of: target))))
      return
    }
    let outcome = UserCode.run(.action, of: target) { method(target, sender: argument, event: nil) }
    if case .argumentMismatch(let expected) = outcome {
      application.trace?.record(
        .actionUnhandled(
          action: selector, sender: sender,
          reason: .argumentMismatch(target: traceName(of: target), expected: expected)))
    }
  }
}
