import Foundation

/// Target-action (§5 last rule, §6 last two rules): `UIApplication.sendAction(_:to:from:for:)`.
extension Application {
  /// Sends `action` from `sender` to `target`, or up the responder chain when `target` is nil.
  /// Returns whether a responder received it.
  ///
  /// - An explicit target receives the action if it implements it, whatever its
  ///   `canPerformAction` says (UIKit sends the message directly); if it does not, UIKit crashes
  ///   with "unrecognized selector", which the trace records as unhandled.
  /// - A nil target: the walk starts at ``firstResponder`` (Apple's documentation), else at the
  ///   sender if it is a responder (Chameleon's observation when there is no first responder),
  ///   and asks each responder's `target(forAction:withSender:)`.
  ///
  /// Steps are recorded in the event's trace, or in ``trace`` when there is no event (a control
  /// can send actions outside dispatch).
  @discardableResult
  public func sendAction(_ action: String, to target: Responder?, from sender: AnyObject?, for event: Event?)
    -> Bool
  {
    let recorder = event?.trace ?? trace
    let senderName = traceName(of: sender)
    func unhandled(_ reason: ActionUnhandledReason) -> Bool {
      recorder?.record(.actionUnhandled(action: action, sender: senderName, reason: reason))
      return false
    }
    let receiver: Responder
    if let target {
      guard target.implementsAction(action) else {
        return unhandled(.targetDoesNotRespond(target: target.traceID))
      }
      receiver = target
    } else {
      // A recognizer is not a responder (UIKit insists on a target for it); TouchLab starts
      // its nil-target walk at the recognizer's view.
      let start = firstResponder ?? (sender as? Responder) ?? (sender as? GestureRecognizer)?.view
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
    recorder?.record(.actionSent(action: action, sender: senderName, target: receiver.traceID))
    UserCode.run(.action, of: receiver) { receiver.perform(action, sender: sender) }
    return true
  }
}
