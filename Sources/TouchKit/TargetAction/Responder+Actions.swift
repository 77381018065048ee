import Foundation

/// Target-action's half of the responder chain (§6): which responder takes an action that was
/// sent without a target.
///
/// `canPerformAction(_:withSender:)` and `target(forAction:withSender:)` are declared in the class
/// body (Swift cannot override methods declared in extensions); their defaults live here.
extension Responder {
  /// Whether this responder implements `action`: in UIKit, whether it responds to the selector.
  /// A layout's responders say so with ``handledActions``; classes from a person's code have
  /// the action methods their compile registered (``ActionMethods``).
  public func implementsAction(_ action: String) -> Bool {
    handledActions.contains(action) || ActionMethods.method(action, on: self) != nil
  }

  /// Whether `object`, any target-action target, implements `action`.
  static func object(_ object: AnyObject, implements action: String) -> Bool {
    if let responder = object as? Responder { return responder.implementsAction(action) }
    if object is Action { return action == Action.handlerName }
    return ActionMethods.method(action, on: object) != nil
  }

  /// `canPerformAction`'s default: true if this responder implements the action. Chameleon's
  /// default also asks `next`, which would make `target(forAction:)` stop at the first
  /// responder whenever anyone later in the chain implements the action; UIKit's observed
  /// behaviour (the action reaches the responder that implements it) needs this one.
  func defaultCanPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
    implementsAction(action)
  }

  /// `target(forAction:)`'s default: self if it can perform the action, else `next`'s answer,
  /// so an override anywhere up the chain takes part. Each responder asked is recorded with its
  /// answer, one level deeper per hop, and the walk stops after ``maximumChainLength`` hops.
  func defaultTarget(forAction action: String, withSender sender: AnyObject?) -> Responder? {
    guard let lookup = ActionLookup.current else {
      // Called directly rather than by `Application.sendAction`: an untraced lookup, so that
      // the chain bound still holds.
      return ActionLookup.$current.withValue(ActionLookup(trace: nil)) {
        defaultTarget(forAction: action, withSender: sender)
      }
    }
    let canPerform = canPerformAction(action, withSender: sender)
    lookup.trace?.record(.actionAsk(responder: traceID, action: action, canPerform: canPerform))
    if canPerform { return self }
    guard let next else { return nil }
    guard lookup.hops < Self.maximumChainLength else {
      lookup.reachedLimit = true
      return nil
    }
    lookup.hops += 1
    guard let trace = lookup.trace else { return next.target(forAction: action, withSender: sender) }
    return trace.nested { next.target(forAction: action, withSender: sender) }
  }
}

/// One walk up the chain for a nil-target action: where its asks are recorded and how far it went.
///
/// `target(forAction:withSender:)` has UIKit's signature, which has no room for a trace, and it
/// is overridable, so the walk cannot be a loop that passes one along. The lookup travels in a
/// task-local instead: scoped to one synchronous `sendAction` call, invisible to overrides, and
/// gone when the call returns.
final class ActionLookup: @unchecked Sendable {
  // @unchecked: the engine is single-threaded, and a lookup lives for one synchronous call.
  @TaskLocal static var current: ActionLookup?

  let trace: TraceRecorder?
  var hops = 0
  /// The walk stopped at ``Responder/maximumChainLength``, not at the end of the chain.
  var reachedLimit = false

  init(trace: TraceRecorder?) {
    self.trace = trace
  }
}
