import Foundation
import TouchKit
import TouchTrace

/// Why a view did not get a touch, read from the trace's records (and the layout, for who is
/// whose superview): the line `touchlab run` prints under a failed `hits` or `receives`.
///
/// It follows hit testing down from the view's window to the view (§1) and says where the way
/// was closed: an ancestor or the view itself was skipped (hidden, not interactive, transparent,
/// animating), or said false from `point(inside:with:)`; another view in front took the touch
/// before the view was asked; or the view's own `hitTest` answered something else. When the view
/// was the hit view, it says which recognizer or rule kept the touch from it (§3). No I/O.
public enum WhyNot {
  /// The explanation for the view with `id` and the first touch of `records`, or nil when the
  /// records do not tell (no touch, or nothing kept it from the view).
  public static func explain(_ id: String, in records: [TraceRecord], layout: Layout) -> String? {
    guard let hitIndex = records.firstIndex(where: { if case .hitView = $0.step { true } else { false } }),
      case .hitView(_, let hitView, _) = records[hitIndex].step
    else { return nil }
    if hitView == id { return withheld(id, records[hitIndex...]) }
    guard let view = find(id, in: layout) else { return nil }
    let start = records[..<hitIndex].firstIndex { if case .hitTestWindow = $0.step { true } else { false } }
    let hitTesting = records[(start ?? hitIndex)..<hitIndex]
    var point = CGPoint.zero
    for record in records[..<hitIndex] {
      if case .pointer(let pointer) = record.step, pointer.kind == .down { point = pointer.location }
    }
    let walk = HitTestWalk(records: hitTesting, layout: layout, point: point, hitView: hitView)
    return walk.explain(view).map { "\(id) was not hit: \($0)" }
  }

  /// What kept a touch from its hit view `id`: a recognizer that dropped its delayed touches
  /// or cancelled them, else the first method a window withheld (§3). A delayed touchesBegan
  /// is told by what became of it, not by the delay.
  static func withheld(_ id: String, _ records: ArraySlice<TraceRecord>) -> String? {
    var withholding: (method: TouchMethod, reason: WithholdReason)?
    for record in records {
      switch record.step {
      case .discardDelayed(let recognizer, let view, let method, _) where view == id:
        let delay = method == .touchesBegan ? "delaysTouchesBegan" : "delaysTouchesEnded"
        return "\(id) was hit, but its \(method.rawValue) was delayed, and dropped when \(recognizer) "
          + "recognized (\(delay), cancelsTouchesInView)"
      case .cancelTouches(let recognizer, let view, _) where view == id:
        return "\(id) was hit, but \(recognizer) recognized and cancelled its touches (cancelsTouchesInView)"
      case .withhold(let view, let method, _, let reason) where view == id && reason != .touchesBeganDelayed:
        withholding = withholding ?? (method, reason)
      default: continue
      }
    }
    return withholding.map {
      "\(id) was hit, but its \($0.method.rawValue) was withheld: \($0.reason.explanation)"
    }
  }

  static func find(_ id: String, in layout: Layout) -> View? {
    layout.application.view(withID: id)
  }
}

/// The hit testing of one touch, walked along the way from a window down to one view.
private struct HitTestWalk {
  let records: ArraySlice<TraceRecord>
  let layout: Layout
  let point: CGPoint
  let hitView: String?

  func explain(_ view: View) -> String? {
    var chain: [View] = []
    var current: View? = view
    while let ancestor = current {
      chain.insert(ancestor, at: 0)
      current = ancestor.superview
    }
    for (index, ancestor) in chain.enumerated() {
      let name = ancestor.traceID
      let subject = label(ancestor, target: view)
      if let reason = skipReason(name) {
        return "\(subject) is skipped with its subtree: \(reason.explanation)"
      }
      guard visited(name) else {
        guard index > 0 else { return covering() ?? "its window \(name) was not asked" }
        let parent = chain[index - 1]
        let parentSubject = label(parent, target: view)
        switch returned(parent.traceID) {
        case .some(let result?) where result == parent.traceID:
          return "\(parentSubject)'s hitTest(_:with:) returned \(result) itself without asking \(name)"
        case .some(let result?):
          return covering(result) ?? "\(parentSubject)'s hitTest(_:with:) returned \(result)"
        default:
          return "\(parentSubject)'s hitTest(_:with:) returned nil without asking \(name)"
        }
      }
      if let refusal = refusal(name) {
        let verdict =
          refusal.bounds.contains(refusal.point)
          ? "although that is inside its bounds \(Format.rect(refusal.bounds))"
          : "outside its bounds \(Format.rect(refusal.bounds))"
        return "\(subject) returned false from point(inside:) at \(Format.point(refusal.point)), \(verdict)"
      }
      guard ancestor === view else { continue }
      switch returned(name) {
      case .some(let result?) where find(result)?.isDescendant(of: view) == true:
        return
          "its subview \(result) took the touch (hit testing returns the deepest view that contains the point)"
      case .some(let result?): return "its hitTest(_:with:) returned \(result)"
      case .some(nil): return "its hitTest(_:with:) returned nil"
      case nil: return nil
      }
    }
    return nil
  }

  /// "save", "its superview card", "its window main", "its ancestor home".
  private func label(_ view: View, target: View) -> String {
    if view === target { return "it" }
    if view === target.superview { return "its superview \(view.traceID)" }
    if view is Window { return "its window \(view.traceID)" }
    return "its ancestor \(view.traceID)"
  }

  /// "overlay (isUserInteractionEnabled true) covers (120, 300)", for the view that took the
  /// touch (`taker`, else the hit view).
  private func covering(_ taker: String? = nil) -> String? {
    guard let taker = taker ?? hitView else { return nil }
    let interactive = find(taker).map { " (isUserInteractionEnabled \($0.isUserInteractionEnabled))" } ?? ""
    return "\(taker)\(interactive) covers \(Format.point(point))"
  }

  private func find(_ id: String) -> View? { WhyNot.find(id, in: layout) }

  private func skipReason(_ view: String) -> HitTestSkipReason? {
    for record in records {
      if case .hitTestSkip(view, let reason) = record.step { return reason }
    }
    return nil
  }

  private func visited(_ view: String) -> Bool {
    records.contains { if case .hitTestVisit(view, _, _, _) = $0.step { true } else { false } }
  }

  private func refusal(_ view: String) -> (point: CGPoint, bounds: CGRect)? {
    for record in records {
      if case .pointInside(view, let point, let bounds, false, _, _) = record.step { return (point, bounds) }
    }
    return nil
  }

  /// What the view's first `hitTest` returned: nil when it never returned, `.some(nil)` for nil.
  private func returned(_ view: String) -> String?? {
    for record in records {
      if case .hitTestReturn(view, let result) = record.step { return .some(result) }
    }
    return nil
  }
}
