import Foundation

/// Why hit testing skipped a view and its subtree (reference §1).
public enum HitTestSkipReason: Equatable, Sendable {
  case hidden
  case userInteractionDisabled
  case alphaBelowMinimum(alpha: CGFloat, minimum: CGFloat)
  /// A `UIView.animate` without `.allowUserInteraction` runs on the view until `until` (§1).
  case animating(until: TimeInterval)
}

extension HitTestSkipReason {
  /// Why, in a sentence's words: what every rendering and the inspector say.
  public var explanation: String {
    switch self {
    case .hidden: "isHidden is true"
    case .userInteractionDisabled: "isUserInteractionEnabled is false"
    case .alphaBelowMinimum(let alpha, let minimum):
      "alpha \(Format.number(alpha)) < \(Format.number(minimum))"
    case .animating(let until):
      "it is animating until \(Format.number(until)) s without .allowUserInteraction"
    }
  }

  /// The `hitTestSkip` record's fields for this reason (docs/trace-format.md).
  public var traceFields: TraceFields {
    switch self {
    case .hidden: ["reason": .string("hidden")]
    case .userInteractionDisabled: ["reason": .string("userInteractionDisabled")]
    case .alphaBelowMinimum(let alpha, let minimum):
      ["reason": .string("alphaBelowMinimum"), "alpha": .number(alpha), "minimum": .number(minimum)]
    case .animating(let until): ["reason": .string("animating"), "until": .number(until)]
    }
  }
}
