import Foundation

/// What was asked of the first responder: that a responder become it, or let go of it.
public enum FirstResponderRequest: String, Equatable, Sendable {
  case become, resign
}

/// Why a responder did not become, or did not stop being, first responder (UIResponder's
/// `becomeFirstResponder()` documentation, A-fr, unless a case says otherwise).
public enum FirstResponderRefusal: Equatable, Sendable {
  /// The view is in no window of an application: "never call this method on a view that is not
  /// part of an active view hierarchy" (A-fr). UIKit returns false; so does TouchLab.
  case notInWindow
  /// Its `canBecomeFirstResponder` said no (false is UIResponder's default, A-fr).
  case cannotBecome
  /// The current first responder's `canResignFirstResponder` said no, so it was not asked.
  case currentCannotResign(current: String)
  /// The current first responder's `resignFirstResponder()` returned false (A-fr: "which it
  /// might not").
  case currentRefusedToResign(current: String)
  /// A text field's delegate answered `method` with false (UITextFieldDelegate).
  case delegateRefused(method: String)
  /// The first responder's `canResignFirstResponder` said no to `endEditing(false)`.
  case cannotResign
  /// The responder's own `resignFirstResponder()` returned false: it stays first responder.
  case refusedToResign
  /// `becomeFirstResponder()` was entered again from inside itself more than `limit` times
  /// (two fields that make each other first responder as they begin editing): refused, so the
  /// loop ends (UNSOURCED: on a device it overflows the stack).
  case nestingLimit(limit: Int)
}

extension FirstResponderRefusal {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .notInWindow: "it is in no window"
    case .cannotBecome: "its canBecomeFirstResponder is false"
    case .currentCannotResign(let current):
      "the first responder \(current)'s canResignFirstResponder is false"
    case .currentRefusedToResign(let current): "the first responder \(current) refused to resign"
    case .delegateRefused(let method): "its delegate's \(method) returned false"
    case .cannotResign: "its canResignFirstResponder is false"
    case .refusedToResign: "its resignFirstResponder() returned false"
    case .nestingLimit(let limit):
      "becomeFirstResponder() was called inside itself \(limit) times (a loop between responders?)"
    }
  }

  /// The `firstResponderRefused` record's fields for this reason.
  public var traceFields: TraceFields {
    switch self {
    case .notInWindow: ["reason": .string("notInWindow")]
    case .cannotBecome: ["reason": .string("cannotBecome")]
    case .currentCannotResign(let current):
      ["reason": .string("currentCannotResign"), "current": .string(current)]
    case .currentRefusedToResign(let current):
      ["reason": .string("currentRefusedToResign"), "current": .string(current)]
    case .delegateRefused(let method): ["reason": .string("delegateRefused"), "method": .string(method)]
    case .cannotResign: ["reason": .string("cannotResign")]
    case .refusedToResign: ["reason": .string("refusedToResign")]
    case .nestingLimit(let limit): ["reason": .string("nestingLimit"), "limit": .int(limit)]
    }
  }
}
