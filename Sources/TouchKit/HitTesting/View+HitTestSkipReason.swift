import Foundation

/// The §1 skip rules, asked of a view: kept with hit testing, while the reason they give
/// (`HitTestSkipReason`) is a plain value the trace's records carry.
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
