import Foundation

/// Why a recognizer did not receive a touch that began on its view's subtree (§3).
public enum RecognizerSkipReason: Equatable, Sendable {
  case disabled
  /// It is failed, ended or cancelled and waits for the sequence to end and reset it.
  case awaitingReset(state: GestureRecognizerState)
  /// Its delegate's `gestureRecognizer(_:shouldReceive:)` said false.
  case delegateDeclined
}

extension RecognizerSkipReason {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .disabled: "isEnabled is false"
    case .awaitingReset(let state): "it is \(state.rawValue) until the sequence ends and it resets"
    case .delegateDeclined: "its delegate's shouldReceive said false"
    }
  }

  /// The `recognizerSkipped` record's fields for this reason.
  public var traceFields: TraceFields {
    switch self {
    case .disabled: ["reason": .string("disabled")]
    case .delegateDeclined: ["reason": .string("delegateDeclined")]
    case .awaitingReset(let state): ["reason": .string("awaitingReset"), "state": .string(state.rawValue)]
    }
  }
}
