import Foundation

/// Why a control did nothing with a touch method (reference §5).
public enum ControlIgnoredReason: Equatable, Sendable {
  /// `isEnabled` is false. The control still is the hit view and does not forward the touch:
  /// ``Tunables/disabledControlKeepsTouches`` (UNSOURCED).
  case disabled
}

extension ControlIgnoredReason {
  /// Why, in a sentence's words.
  public var explanation: String {
    switch self {
    case .disabled:
      Tunables.disabledControlKeepsTouches
        ? "isEnabled is false; it stays the hit view and keeps the touch (UNSOURCED choice)"
        : "isEnabled is false; the touch goes on up the chain (UNSOURCED choice)"
    }
  }

  /// The `controlIgnored` record's fields for this reason.
  public var traceFields: TraceFields {
    switch self {
    case .disabled: ["reason": .string("disabled")]
    }
  }
}
