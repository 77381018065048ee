import Foundation

/// Why a view's touch method is held back (§3), so the trace can tell a recognizer's
/// `delaysTouchesBegan` or `delaysTouchesEnded` from an end that only waits its turn.
public enum DelayReason: String, Equatable, Sendable {
  /// The recognizer is possible and `delaysTouchesBegan`: the view gets touchesBegan late if
  /// it fails, never if it recognizes.
  case delaysTouchesBegan
  /// The recognizer is possible and `delaysTouchesEnded`: the view gets touchesEnded late if it
  /// fails, touchesCancelled instead if it recognizes.
  case delaysTouchesEnded
  /// No recognizer delays the end, but the touch's touchesBegan is still held: a view gets a
  /// touch's calls in order, so the end waits behind it.
  case waitsForDelayedBegan
}

extension DelayReason {
  /// Why, in a sentence's words; `recognizer` is the one holding the call. What becomes of the
  /// call is told when it goes (``DelayRelease``) or is discarded.
  public func explanation(recognizer: String) -> String {
    switch self {
    case .delaysTouchesBegan:
      "while \(recognizer) is possible (delaysTouchesBegan)"
    case .delaysTouchesEnded:
      "while \(recognizer) is possible (delaysTouchesEnded), until it fails or recognizes"
    case .waitsForDelayedBegan:
      "behind its touchesBegan, which \(recognizer) still delays (delaysTouchesBegan)"
    }
  }

  /// The `delayTouches` record's fields for this reason.
  public var traceFields: TraceFields { ["reason": .string(rawValue)] }
}
