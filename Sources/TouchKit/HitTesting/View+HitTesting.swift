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
/// The skip rules (the first line) are ``View/hitTestSkipReason(at:)``, in View+HitTestSkipReason.swift
/// with the reasons they give. A skipped view takes its whole subtree with it, and a point outside a view never reaches its
/// subviews, whatever `clipsToBounds` says. Apple does not document the order of the first two
/// checks, so both are recorded. The function has no side effects: UIKit may call hitTest more
/// than once per touch (`Application.callsHitTestTwice`).
extension View {
  /// What `View.hitTest(_:with:)` runs, directly or as an override's `super.hitTest`: the
  /// recursion guard, then the layout's declarative override if there is one, else UIKit's
  /// algorithm. Inlined into `View.hitTest(_:with:)`, its one caller.
  @inline(__always)
  func uikitHitTest(_ point: CGPoint, with event: Event?) -> View? {
    // Overrides are user code, and one that calls the window's hitTest from its own recurses
    // for ever. UIKit would crash; TouchLab stops at a documented depth and says so.
    if hitTestRecursionStopped { return nil }
    hitTestNesting += 1
    defer {
      hitTestNesting -= 1
      if hitTestNesting == 0 { hitTestRecursionStopped = false }
    }
    guard Int(hitTestNesting) <= Tunables.maximumNestedHitTests else { return stopRecursion(event) }
    // The untraced path stays small: the traced one, with its records, is a call of its own.
    if let trace = event?.trace { return tracedUIKitHitTest(point, with: event, trace) }
    if hasHitTestOverride { return hitTestBody(point, with: event) }
    return untracedHitTest(point, with: event)
  }

  @inline(never)
  private func stopRecursion(_ event: Event?) -> View? {
    hitTestRecursionStopped = true
    if let trace = event?.trace {
      trace.record(
        .hitTestRecursionLimit(
          view: traceID, limit: Tunables.maximumNestedHitTests, caller: trace.currentCaller))
    }
    return nil
  }

  @inline(never)
  private func tracedUIKitHitTest(_ point: CGPoint, with event: Event?, _ trace: TraceRecorder) -> View? {
    guard !trace.takeAnnouncedHitTest(self) else { return hitTestBody(point, with: event) }
    // Unannounced: an override made this call (its `super.hitTest`, or this view's directly).
    let implementation: HitTestImplementation =
      hasHitTestOverride ? hitTestOverride.map { .declarative($0.name) } ?? .uikit : .uikit
    trace.record(
      .hitTestVisit(view: traceID, point: point, implementation: implementation, caller: trace.currentCaller))
    let result = hitTestBody(point, with: event)
    recordReturn(result, in: trace)
    return result
  }

  private func hitTestBody(_ point: CGPoint, with event: Event?) -> View? {
    if hasHitTestOverride, let hitTestOverride {
      return runDeclarativeOverride(hitTestOverride, point, with: event)
    }
    return defaultHitTest(point, with: event)
  }

  /// UIKit's algorithm proper. Its calls to subviews are TouchKit's calls, whoever called it.
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let trace = event?.trace else { return untracedHitTest(point, with: event) }
    // Calls from here are UIKit's own; say so only when an override's code was the caller.
    guard trace.currentCaller == nil else {
      return trace.calling(as: nil) { defaultHitTest(point, with: event) }
    }
    if let reason = hitTestSkipReason(at: event?.timestamp) {
      trace.record(.hitTestSkip(view: traceID, reason: reason))
      if reason == .nonFiniteGeometry { notice(.nonFiniteGeometry) }
      return nil
    }
    guard tracedPointInside(point, with: event) else { return nil }
    if walksSubviewsThroughIndex { return indexedTracedSubviewHit(point, with: event, trace) ?? self }
    for subview in subviews.reversed() {
      let converted = subview.convertFromSuperview(point)
      if let hit = trace.nested({ subview.tracedHitTest(converted, with: event) }) { return hit }
    }
    return self
  }

  /// The same algorithm without recording: what runs when tracing is off. Its calls are not
  /// announced to `UserCode.observer` either: this is the hot path of an untraced hit test
  /// (performance goal 2), and the command line runs the user's overrides traced (the explorer's
  /// hover probe skips layouts with Swift overrides).
  ///
  /// Inlined into `hitTest(_:with:)`, so a level of the walk is one call, not three, and the
  /// skip rules are tested in place (issue 42: these calls were a third of a hit test's
  /// instructions). The subviews are walked by `plainSubviewHit` (View+PlainHitTesting.swift):
  /// one with no detours directly, any other through its `hitTest(_:with:)`, so a subclass's
  /// `hitTest` and `point(inside:)` are still called.
  @inline(__always)
  private func untracedHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard hitTestSkipReason(at: event?.timestamp) == nil, self.point(inside: point, with: event) else {
      return nil
    }
    if walksSubviewsThroughIndex { return indexedSubviewHit(point, with: event) ?? self }
    return plainSubviewHit(point, with: event) ?? self
  }

  /// What `View.point(inside:with:)` runs: `bounds.contains(point)`, which includes
  /// `bounds.origin` so scrolled content hit-tests correctly (§1), or the layout's declarative
  /// hit area. Inlined into `View.point(inside:with:)`, its one caller: without a hit area or
  /// an event (an untraced hit test) it is the bounds test alone, with no call and no stack
  /// frame, since hit testing calls it for every view it visits.
  @inline(__always)
  func uikitPointInside(_ point: CGPoint, with event: Event?) -> Bool {
    guard hasHitArea || event != nil else { return boundsContain(point) }
    return pointInsideWithEvent(point, with: event)
  }

  /// The same with a hit area or an event, which may record the call.
  @inline(never)
  private func pointInsideWithEvent(_ point: CGPoint, with event: Event?) -> Bool {
    let inside: Bool
    if hasHitArea, let hitArea {
      inside = hitArea.contains(point, bounds: bounds)
    } else {
      inside = boundsContain(point)
    }
    if let trace = event?.trace { recordUnannouncedPointInside(point, inside, trace) }
    return inside
  }

  /// CGRect.contains, spelled out: min edges inside, max edges outside. Bounds sizes are
  /// never negative here, so the rectangle needs no standardizing.
  @inline(__always)
  func boundsContain(_ point: CGPoint) -> Bool {
    let b = bounds
    return point.x >= b.origin.x && point.x < b.origin.x + b.size.width
      && point.y >= b.origin.y && point.y < b.origin.y + b.size.height
  }

  /// Records a `point(inside:with:)` call TouchKit did not announce: an override asked (its
  /// `super.point(inside:with:)`, or another view's directly).
  @inline(never)
  private func recordUnannouncedPointInside(_ point: CGPoint, _ inside: Bool, _ trace: TraceRecorder) {
    guard !trace.takeAnnouncedPointInside(self) else { return }
    trace.record(
      .pointInside(
        view: traceID, point: point, bounds: testedArea, inside: inside,
        implementation: hasHitArea ? hitArea.map { .declarative($0.name) } ?? .uikit : .uikit,
        caller: trace.currentCaller))
  }
}
