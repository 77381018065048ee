import Foundation

/// UIKit's hit-testing algorithm (reference §1, after Apple's `hitTest(_:with:)` documentation
/// and the WWDC 2014 session 235 pseudo-code):
///
/// ```
/// hitTest(p): if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return nil }
///             if !point(inside: p) { return nil }
///             for sub in subviews.reversed() {          // frontmost first
///                 if let v = sub.hitTest(sub.convert(p, from: self)) { return v } }
///             return self
/// ```
///
/// A skipped view takes its whole subtree with it, and a point outside a view never reaches its
/// subviews, whatever `clipsToBounds` says. Apple does not document the order of the first two
/// checks, so both are recorded. The function has no side effects: UIKit may call hitTest more
/// than once per touch.
extension View {
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let trace = event?.trace else { return untracedHitTest(point, with: event) }
    trace.record(.hitTestVisit(view: traceID, point: point))
    if let reason = hitTestSkipReason {
      trace.record(.hitTestSkip(view: traceID, reason: reason))
      trace.record(.hitTestReturn(view: traceID, result: nil))
      return nil
    }
    let inside = self.point(inside: point, with: event)
    trace.record(.pointInside(view: traceID, point: point, bounds: bounds, inside: inside))
    guard inside else {
      trace.record(.hitTestReturn(view: traceID, result: nil))
      return nil
    }
    for subview in subviews.reversed() {
      let converted = subview.convertFromSuperview(point)
      if let hit = trace.nested({ subview.hitTest(converted, with: event) }) {
        trace.record(.hitTestReturn(view: traceID, result: hit.traceID))
        return hit
      }
    }
    trace.record(.hitTestReturn(view: traceID, result: traceID))
    return self
  }

  /// The same algorithm without recording: what runs when tracing is off.
  private func untracedHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= Tunables.minimumHitTestAlpha,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
    }
    return self
  }

  /// Why hit testing ignores this view (and its subtree), or nil if it does not.
  public var hitTestSkipReason: HitTestSkipReason? {
    if isHidden { return .hidden }
    if !isUserInteractionEnabled { return .userInteractionDisabled }
    if alpha < Tunables.minimumHitTestAlpha {
      return .alphaBelowMinimum(alpha: alpha, minimum: Tunables.minimumHitTestAlpha)
    }
    return nil
  }
}
