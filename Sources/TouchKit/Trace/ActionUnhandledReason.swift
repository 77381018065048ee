import Foundation

/// Why an action reached nobody (reference §6).
public enum ActionUnhandledReason: Equatable, Sendable {
  /// A nil-target walk reached the end of the chain and nobody could perform the action.
  case noResponderHandles
  /// The explicit target does not implement the action: UIKit crashes with "unrecognized
  /// selector sent to instance".
  case targetDoesNotRespond(target: String)
  /// A nil target, no first responder, and a sender that is not a responder: nowhere to start.
  case noStartingResponder
  /// A control sent it outside any window of an application, so there was nobody to send it.
  case noApplication
  /// The walk stopped after `limit` hops: the chain loops (a `next` override makes a cycle).
  case chainLimit(limit: Int)
}
