import Foundation

/// UIKit's reverse walk over a wide parent's subviews (§1), asking only the subviews the
/// parent's ``SubviewIndex`` names as candidates: every other subview would have answered nil
/// (the point is outside the rectangle its `point(inside:)` tests), so the walk returns what
/// the full walk returns, in time that does not grow with the number of subviews.
///
/// Candidates are asked in the full walk's order, frontmost first. The trace reports each run
/// of subviews passed over as one `hitTestSiblingsOutside` record where the full walk would
/// have had three records for each. Should a candidate's code change this view's subviews or a
/// subview's geometry while it is asked (an override with side effects), its index is dropped
/// (``View/dropSubviewIndex()``), so the rest of the walk asks every subview, as UIKit would.
extension View {
  /// Whether this view's subviews are walked through an index: it has enough of them.
  @inline(__always)
  var walksSubviewsThroughIndex: Bool {
    subviews.count >= Tunables.minimumSubviewsForIndex && SubviewIndexCache.isEnabled
  }

  /// The untraced walk: the first subview, front to back, whose `hitTest` answers.
  func indexedSubviewHit(_ point: CGPoint, with event: Event?) -> View? {
    let subviews = self.subviews
    let index = SubviewIndexCache.index(for: self)
    var hit: View?
    var rest = -1
    index.forEachCandidate(at: point) { position in
      let subview = subviews[position]
      if let found = subview.hitTest(subview.convertFromSuperview(point), with: event) {
        hit = found
        return false
      }
      if extras?.subviewIndex !== index {
        rest = position - 1
        return false
      }
      return true
    }
    if hit != nil || rest < 0 { return hit }
    for subview in subviews[...rest].reversed() {
      if let found = subview.hitTest(subview.convertFromSuperview(point), with: event) { return found }
    }
    return nil
  }

  /// The traced walk: each candidate's call recorded as the full walk records it, and each run
  /// of subviews in between as one summary.
  func indexedTracedSubviewHit(_ point: CGPoint, with event: Event?, _ trace: TraceRecorder) -> View? {
    let subviews = self.subviews
    let index = SubviewIndexCache.index(for: self)
    // The highest position the full walk would ask next.
    var next = subviews.count - 1
    var hit: View?
    var stale = false
    index.forEachCandidate(at: point) { position in
      recordPassedOver(from: next, to: position + 1, point, trace)
      next = position - 1
      let subview = subviews[position]
      let converted = subview.convertFromSuperview(point)
      if let found = trace.nested({ subview.tracedHitTest(converted, with: event) }) {
        hit = found
        return false
      }
      stale = extras?.subviewIndex !== index
      return !stale
    }
    if hit != nil || next < 0 { return hit }
    guard stale else {
      recordPassedOver(from: next, to: 0, point, trace)
      return nil
    }
    for subview in subviews[...next].reversed() {
      let converted = subview.convertFromSuperview(point)
      if let found = trace.nested({ subview.tracedHitTest(converted, with: event) }) { return found }
    }
    return nil
  }

  /// One record for the subviews at positions `from` down to `to`, if there are any.
  private func recordPassedOver(from: Int, to: Int, _ point: CGPoint, _ trace: TraceRecorder) {
    guard from >= to else { return }
    trace.nested {
      trace.record(
        .hitTestSiblingsOutside(view: traceID, point: point, count: from - to + 1, from: from, to: to))
    }
  }
}
