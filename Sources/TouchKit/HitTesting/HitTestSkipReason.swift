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

extension View {
  /// Why hit testing ignores this view (and its subtree), or nil if it does not.
  public var hitTestSkipReason: HitTestSkipReason? { hitTestSkipReason(at: nil) }

  /// Why hit testing ignores this view at `time` (an event's timestamp), or nil if it does not.
  /// Inlined: the untraced hit test asks only whether it is nil, for every view it visits, and
  /// inlined that question is a few tests of flags, with no reason made.
  @inline(__always)
  public func hitTestSkipReason(at time: TimeInterval?) -> HitTestSkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    if isTransparentToHitTesting {
      return .alphaBelowMinimum(alpha: alpha, minimum: Tunables.minimumHitTestAlpha)
    }
    if hasAnimation, let animation, animation.blocksInteraction(at: time) {
      return .animating(until: animation.endTime)
    }
    if !hasFiniteGeometry { return .nonFiniteGeometry }
    return nil
  }

  /// Whether the view's center, bounds and frame are finite numbers, which every geometry
  /// reader (`CGRect.contains` traps on a NaN edge) and the drawing need. Checked last, where
  /// hit testing asks, and cheaply: six comparisons for the many views with no transform or
  /// anchor point of their own (no extras), the frame worked out only for the others. Inlined
  /// into hit testing (one call a visited view was an eighth of an untraced hit test).
  @inline(__always)
  public var hasFiniteGeometry: Bool {
    let b = bounds
    let c = center
    // One test for the six numbers: `x - x` is 0 for a finite x and NaN for an infinity or a
    // NaN, and a NaN makes the whole sum NaN, which is not 0.
    let zero =
      (c.x - c.x) + (c.y - c.y) + (b.origin.x - b.origin.x) + (b.origin.y - b.origin.y)
      + (b.size.width - b.size.width) + (b.size.height - b.size.height)
    guard zero == 0 else { return false }
    guard extras != nil else { return true }
    let box = frame
    return box.origin.x.isFinite && box.origin.y.isFinite && box.maxX.isFinite && box.maxY.isFinite
  }
}
