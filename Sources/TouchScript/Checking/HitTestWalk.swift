import Foundation
import TouchKit
import TouchLayout
import TouchTrace

/// The hit testing of one touch, walked along the way from a window down to one view (§1):
/// where the way was closed, in the records' own terms (skipped, outside, not asked, another
/// view returned).
///
/// A view that was never asked because a view in front took the touch first is not, for that,
/// covered: the point may not have been in it at all. So its subtree is asked again, alone
/// (``TouchKit/View/probeHitTest(_:at:)``), and walked as what it *would* have answered: the
/// reason is then the one its own hit testing gives, and "covers" is said only when it would
/// have reached the view.
struct HitTestWalk {
  let records: ArraySlice<TraceRecord>
  let layout: Layout
  /// The touch's point in screen points, as the pointer went down.
  let point: CGPoint
  let hitView: String?
  /// Whether `records` are a probe's: what the views would answer, had they been asked.
  var hypothetical = false

  func explain(_ view: View) -> String? {
    var chain: [View] = []
    var current: View? = view
    while let ancestor = current {
      chain.insert(ancestor, at: 0)
      current = ancestor.superview
    }
    return explain(view, along: chain[...])
  }

  /// The reason along `chain` (from a window, or a probed view, down to `view`), or nil when
  /// the way was open: `view` itself was the result.
  private func explain(_ view: View, along chain: ArraySlice<View>) -> String? {
    for (index, ancestor) in zip(chain.indices, chain) {
      let name = ancestor.traceID
      let subject = label(ancestor, target: view)
      if let reason = skipReason(name) {
        return "\(subject) is skipped with its subtree: \(reason.explanation)"
      }
      if index > chain.startIndex, let passed = passedOver(ancestor, in: chain[index - 1], subject) {
        return passed
      }
      guard visited(name) else { return notAsked(view, along: chain, at: index) }
      if let refusal = refusal(name) {
        let verdict =
          refusal.bounds.isFinite && refusal.bounds.contains(refusal.point)
          ? "although that is inside its bounds \(Format.rect(refusal.bounds))"
          : "outside its bounds \(Format.rect(refusal.bounds))"
        let child = index < chain.endIndex - 1 ? chain[index + 1] : nil
        let layout = refusal.bounds.contains(refusal.point) ? nil : ancestor.layoutExplanation(toward: child)
        return "\(subject) \(verb("returned", "would return")) false from point(inside:) at "
          + "\(Format.point(refusal.point)), \(verdict)" + (layout.map { "; \($0)" } ?? "")
      }
      guard ancestor === view else { continue }
      switch returned(name) {
      case .some(let result?) where result == name: return nil
      case .some(let result?) where find(result)?.isDescendant(of: view) == true:
        return "its subview \(result) \(verb("took", "would take")) the touch "
          + "(hit testing returns the deepest view that contains the point)"
      case .some(let result?): return "its hitTest(_:with:) \(verb("returned", "would return")) \(result)"
      case .some(nil): return "its hitTest(_:with:) \(verb("returned", "would return")) nil"
      case nil: return nil
      }
    }
    return nil
  }

  /// What `view` would have answered had its wide `parent` not passed over it (a
  /// `hitTestSiblingsOutside` record covers it): skipped, or false from `point(inside:)`, as
  /// the full walk's own records would have said.
  private func passedOver(_ view: View, in parent: View, _ subject: String) -> String? {
    guard let position = parent.subviews.firstIndex(where: { $0 === view }) else { return nil }
    let parentName = parent.traceID
    for record in records {
      guard case .hitTestSiblingsOutside(parentName, let point, _, let from, let to) = record.step,
        (to...from).contains(position)
      else { continue }
      if let reason = view.hitTestSkipReason(at: record.time) {
        return "\(subject) is skipped with its subtree: \(reason.explanation)"
      }
      let local = view.convertFromSuperview(point)
      let bounds = view.hitArea?.rect(for: view.bounds) ?? view.bounds
      return "\(subject) \(verb("returned", "would return")) false from point(inside:) at "
        + "\(Format.point(local)), outside its bounds \(Format.rect(bounds)) "
        + "(passed over by \(parentName)'s spatial index, not asked one by one)"
    }
    return nil
  }

  /// Why `chain[index]` was not asked: its superview's hitTest returned before asking it (a
  /// view in front took the touch, or an override answered), or, for a window, a window in
  /// front took the touch.
  private func notAsked(_ view: View, along chain: ArraySlice<View>, at index: Int) -> String {
    let ancestor = chain[index]
    let name = ancestor.traceID
    guard index > chain.startIndex else {
      let taker = hitView
      return inFront(taker, of: view, along: chain[index...], asking: ancestor.convertFromSuperview(point))
        ?? "\(label(ancestor, target: view)) was not asked"
    }
    let parent = chain[index - 1]
    let parentSubject = label(parent, target: view)
    switch returned(parent.traceID) {
    case .some(let result?) where result == parent.traceID:
      return "\(parentSubject)'s hitTest(_:with:) \(verb("returned", "would return")) \(result) itself "
        + "without asking \(name)"
    case .some(let result?):
      let asked = visitPoint(parent.traceID).map { ancestor.convertFromSuperview($0) }
      return inFront(result, of: view, along: chain[index...], asking: asked)
        ?? "\(parentSubject)'s hitTest(_:with:) \(verb("returned", "would return")) \(result)"
    default:
      return
        "\(parentSubject)'s hitTest(_:with:) \(verb("returned", "would return")) nil without asking \(name)"
    }
  }

  /// `taker`, in front of `chain`'s first view, took the touch before that view was asked:
  /// it covers the point if the view's own hit testing would have reached `view`; otherwise
  /// the reason is what that hit testing would have said. Nil when nobody took the touch.
  private func inFront(
    _ taker: String?, of view: View, along chain: ArraySlice<View>, asking local: CGPoint?
  ) -> String? {
    guard let taker, let first = chain.first else { return nil }
    let firstName = first === view ? "it" : first.traceID
    let time = records.first?.time ?? 0
    guard let local, let probed = first.probeHitTest(local, at: time) else {
      return "\(taker) took the touch before \(firstName) was asked"
    }
    let probe = HitTestWalk(
      records: probed[...], layout: layout, point: point, hitView: nil, hypothetical: true)
    guard let reason = probe.explain(view, along: chain) else { return covering(taker) }
    return "\(reason); \(firstName) was not even asked, as \(taker), in front, took the touch first"
  }

  /// "save", "its superview card", "its window main", "its ancestor home".
  private func label(_ view: View, target: View) -> String {
    if view === target { return "it" }
    if view === target.superview { return "its superview \(view.traceID)" }
    if view is Window { return "its window \(view.traceID)" }
    return "its ancestor \(view.traceID)"
  }

  /// The past for what the touch's hit testing did, the conditional for what a probe says.
  private func verb(_ past: String, _ conditional: String) -> String {
    hypothetical ? conditional : past
  }

  /// "overlay (isUserInteractionEnabled true) covers (120, 300)", for the view that took the
  /// touch.
  private func covering(_ taker: String) -> String {
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

  private func visited(_ view: String) -> Bool { visitPoint(view) != nil }

  /// Where the view's first `hitTest` was asked, in its coordinates; nil if it never was.
  private func visitPoint(_ view: String) -> CGPoint? {
    for record in records {
      if case .hitTestVisit(view, let point, _, _) = record.step { return point }
    }
    return nil
  }

  private func refusal(_ view: String) -> (point: CGPoint, bounds: CGRect)? {
    for record in records {
      if case .pointInside(view, let point, let bounds, false, _, _) = record.step { return (point, bounds) }
    }
    return nil
  }

  /// What the view's first `hitTest` call returned: nil when it never returned, `.some(nil)`
  /// for nil. The return at the call's own depth: an override's `super.hitTest`, one level
  /// deeper, returns first, and what it returned is not what the override did.
  private func returned(_ view: String) -> String?? {
    guard
      let visit = records.firstIndex(where: {
        if case .hitTestVisit(view, _, _, _) = $0.step { true } else { false }
      })
    else { return nil }
    let depth = records[visit].depth
    for record in records[visit...] where record.depth == depth {
      if case .hitTestReturn(view, let result) = record.step { return .some(result) }
    }
    return nil
  }
}
