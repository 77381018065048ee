import Foundation

/// Why hit testing skipped a view and its subtree (reference §1): each reason's case, its phrase
/// and its trace fields, in this file. Its rule is ``View/hitTestSkipReason(at:)``
/// (`View+HitTestSkipReason.swift`, the one place the §1 skip rules are written, which hit
/// testing, the inspector and why-not all ask); the reason is a plain value the trace's records
/// carry, so it sits with them.
public enum HitTestSkipReason: Equatable, Sendable {
  case hidden
  case userInteractionDisabled
  case alphaBelowMinimum(alpha: CGFloat, minimum: CGFloat)
  /// A `UIView.animate` without `.allowUserInteraction` runs on the view until `until` (§1).
  case animating(until: TimeInterval)
  /// The view's frame is not finite: a person's code set its `transform`, `frame`, `center`,
  /// `bounds` or `anchorPoint` to an infinity or NaN, or to numbers whose frame overflows.
  /// Core Animation refuses such geometry on a device (`CALayerInvalidGeometry`, an
  /// exception); TouchLab cannot stop the program, so the view and its subtree are never hit
  /// and a notice says why (``Notice/nonFiniteGeometry``). A layout's numbers are bounded so
  /// that it never states one (docs/layout-format.md). Issue 34.
  case nonFiniteGeometry
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
    case .nonFiniteGeometry: "its frame is not finite (an infinite or NaN transform, frame, center or bounds)"
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
    case .nonFiniteGeometry: "frame not finite"
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
    case .nonFiniteGeometry: ["reason": .string("nonFiniteGeometry")]
    }
  }
}
