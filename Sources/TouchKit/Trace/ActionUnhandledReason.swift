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
  /// The target's method takes a parameter of type `expected`, and the sender (or the event)
  /// is not one. iOS would call it anyway and fail when the method used it.
  case argumentMismatch(target: String, expected: String)
}

extension ActionUnhandledReason {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .noResponderHandles: "no responder in the chain can perform it"
    case .targetDoesNotRespond(let target):
      "its target \(target) does not implement it (UIKit crashes: unrecognized selector)"
    case .noStartingResponder: "no target, no first responder, and the sender is not a responder"
    case .noApplication: "the sender is not in a window of an application"
    case .chainLimit(let limit): "the walk passed \(limit) responders (a cycle in next?)"
    case .argumentMismatch(let target, let expected):
      "\(target)'s method takes a \(expected), which the sender is not (iOS would pass it anyway)"
    }
  }

  /// The `actionUnhandled` record's fields for this reason.
  public var traceFields: TraceFields {
    switch self {
    case .noResponderHandles: ["reason": .string("noResponderHandles")]
    case .targetDoesNotRespond(let target):
      ["reason": .string("targetDoesNotRespond"), "target": .string(target)]
    case .noStartingResponder: ["reason": .string("noStartingResponder")]
    case .noApplication: ["reason": .string("noApplication")]
    case .chainLimit(let limit): ["reason": .string("chainLimit"), "limit": .int(limit)]
    case .argumentMismatch(let target, let expected):
      ["reason": .string("argumentMismatch"), "target": .string(target), "expected": .string(expected)]
    }
  }
}
