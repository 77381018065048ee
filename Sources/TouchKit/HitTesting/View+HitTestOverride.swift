import Foundation

/// The Swift each ``HitTestOverride`` stands for, run as that Swift would run: `super.hitTest`
/// is UIKit's algorithm, recorded as a `[super]` call, and calls to subviews go through the
/// same recorded calls as UIKit's own, marked as made by this view's override.
extension View {
  func runDeclarativeOverride(_ override: HitTestOverride, _ point: CGPoint, with event: Event?) -> View? {
    guard let trace = event?.trace else { return declarativeBody(override, point, with: event) }
    return trace.nested { trace.calling(as: traceID) { declarativeBody(override, point, with: event) } }
  }

  private func declarativeBody(_ override: HitTestOverride, _ point: CGPoint, with event: Event?) -> View? {
    switch override {
    case .passThrough:
      let hit = superHitTest(point, with: event)
      return hit === self ? nil : hit
    case .redirect(let id):
      let hit = superHitTest(point, with: event)
      return hit === self ? redirectTarget(id) : hit
    case .outsideBounds:
      guard hitTestSkipReason(at: event?.timestamp) == nil else { return nil }
      return hitSubviewsOrSelf(point, converting: true, with: event)
    case .buggyOutsideBoundsNoChecks:
      return hitSubviewsOrSelf(point, converting: true, with: event)
    case .buggyOutsideBoundsNoConversion:
      guard hitTestSkipReason(at: event?.timestamp) == nil else { return nil }
      return hitSubviewsOrSelf(point, converting: false, with: event)
    case .buggyAlwaysSelf:
      return self
    }
  }

  /// `super.hitTest(point, with: event)`: UIKit's algorithm on this view, recorded as a call
  /// this view's override made to its superclass.
  private func superHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard let trace = event?.trace else { return defaultHitTest(point, with: event) }
    trace.record(.hitTestVisit(view: traceID, point: point, implementation: .uikit, caller: traceID))
    let result = defaultHitTest(point, with: event)
    recordReturn(result, in: trace)
    return result
  }

  /// The loop of the "outside bounds" override: each subview front to back with the point
  /// (converted, unless this is the buggy version), then `point(inside:)` on the view itself.
  private func hitSubviewsOrSelf(_ point: CGPoint, converting: Bool, with event: Event?) -> View? {
    for subview in subviews.reversed() {
      let asked = converting ? subview.convertFromSuperview(point) : point
      if let hit = subview.tracedHitTest(asked, with: event) { return hit }
    }
    return tracedPointInside(point, with: event) ? self : nil
  }

  /// The view a redirect names: searched in this view's window first, then in the other
  /// windows, so a redirect may cross windows as a real override's stored reference could.
  private func redirectTarget(_ id: String) -> View? {
    if let found = window?.view(withID: id) { return found }
    return window?.application?.windows.lazy.compactMap { $0.view(withID: id) }.first
  }
}
