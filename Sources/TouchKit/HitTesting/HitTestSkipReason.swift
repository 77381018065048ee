import Foundation

/// Why hit testing skipped a view and its subtree (reference §1): each reason's case, its rule
/// (``View/hitTestSkipReason(at:)``, the one place the §1 skip rules are written, which hit
/// testing, the inspector and why-not all ask), its phrase and its trace fields, in this file.
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

  /// A few words for a list of views (the explorer's tree): `hidden`, `no interaction`,
  /// `alpha 0.005`, `animating`.
  public var note: String {
    switch self {
    case .hidden: "hidden"
    case .userInteractionDisabled: "no interaction"
    case .alphaBelowMinimum(let alpha, _): "alpha \(Format.number(alpha))"
    case .animating: "animating"
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

extension View {
  /// Why hit testing ignores this view (and its subtree), or nil if it does not.
  public var hitTestSkipReason: HitTestSkipReason? { hitTestSkipReason(at: nil) }

  /// Why hit testing ignores this view at `time` (an event's timestamp), or nil if it does not.
  public func hitTestSkipReason(at time: TimeInterval?) -> HitTestSkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    if isTransparentToHitTesting {
      return .alphaBelowMinimum(alpha: alpha, minimum: Tunables.minimumHitTestAlpha)
    }
    if hasAnimation, let animation, animation.blocksInteraction(at: time) {
      return .animating(until: animation.endTime)
    }
    return nil
  }
}
