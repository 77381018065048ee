import Foundation

/// Target-action (§5 last rule, §6 last two rules): `UIApplication.sendAction(_:to:from:for:)`.
extension Application {
  /// Sends `action` from `sender` to `target`, or up the responder chain when `target` is nil.
  /// Returns whether a responder received it.
  ///
  /// - An explicit target receives the action if it implements it, whatever its
  ///   `canPerformAction` says (UIKit sends the message directly); if it does not, UIKit crashes
  ///   with "unrecognized selector", which the trace records as unhandled. The target may be any
  ///   object, as in UIKit (a plain `NSObject` handler), not only a responder.
  /// - A method from a person's code (``ActionMethods``) is called with the sender and event its
  ///   parameters take; a responder with no such method runs ``Responder/perform(_:sender:)``.
  /// - A nil target: the walk starts at ``firstResponder`` (Apple's documentation), else at the
  ///   sender if it is a responder (Chameleon's observation when there is no first responder),
  ///   and asks each responder's `target(forAction:withSender:)`.
  ///
  /// Steps are recorded in the event's trace, or in ``trace`` when there is no event (a control
  /// can send actions outside dispatch).
  @discardableResult
  public func sendAction(_ action: String, to target: AnyObject?, from sender: AnyObject?, for event: Event?)
    -> Bool
  {
    let recorder = event?.trace ?? trace
    let senderName = traceName(of: sender)
    func unhandled(_ reason: ActionUnhandledReason) -> Bool {
      recorder?.record(.actionUnhandled(action: action, sender: senderName, reason: reason))
      return false
    }
    let receiver: AnyObject
    if let target {
      guard Responder.object(target, implements: action) else {
        return unhandled(.targetDoesNotRespond(target: traceName(of: target)))
      }
      receiver = target
    } else {
      // A recognizer is not a responder (UIKit insists on a target for it); TouchLab starts
      // its nil-target walk at the recognizer's view.
      let start = firstResponder ?? (sender as? Responder) ?? (sender as? any ViewBoundSender)?.view
      guard let start else {
        return unhandled(.noStartingResponder)
      }
      let lookup = ActionLookup(trace: recorder)
      let found = ActionLookup.$current.withValue(lookup) {
        UserCode.run(.targetForAction, of: start) { start.target(forAction: action, withSender: sender) }
      }
      guard let found else {
        return unhandled(
          lookup.reachedLimit ? .chainLimit(limit: Responder.maximumChainLength) : .noResponderHandles)
      }
      receiver = found
    }
    recorder?.record(.actionSent(action: action, sender: senderName, target: traceName(of: receiver)))
    if let handler = receiver as? Action {
      // The closure's work (its output, the actions it sends) reads as inside the action.
      let call = { UserCode.run(.action, of: handler) { handler.perform(sender: sender) } }
      if let recorder { recorder.nested(call) } else { call() }
      return true
    }
    guard let method = ActionMethods.method(action, on: receiver) else {
      UserCode.run(.action, of: receiver) { (receiver as? Responder)?.perform(action, sender: sender) }
      return true
    }
    // What the method does (its output, the actions it sends) reads as inside the action.
    let call = { UserCode.run(.action, of: receiver) { method(receiver, sender: sender, event: event) } }
    let outcome = recorder.map { $0.nested(call) } ?? call()
    if case .argumentMismatch(let expected) = outcome {
      return unhandled(.argumentMismatch(target: traceName(of: receiver), expected: expected))
    }
    return true
  }
}
