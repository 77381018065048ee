import Foundation
import TouchKit
import TouchLayout

/// What a traced hit test says about one view (§1), read from the records afresh, for the
/// why-not property test: the words the answer must (and must not) contain.
struct WhyNotOracle {
  let records: [TraceRecord]
  let layout: Layout
  /// The tap's point, in screen points.
  let point: CGPoint

  /// Nil when `answer` agrees with the records about `view`; else what is wrong.
  func disagreement(_ view: View, _ answer: String) -> String? {
    let id = view.traceID
    guard let hitIndex = records.firstIndex(where: { if case .hitView = $0.step { true } else { false } }),
      case .hitView(_, let hitView, _) = records[hitIndex].step
    else { return "the tap has no hitView record" }
    if hitView == id {
      let agrees = answer.hasPrefix("\(id) was the hit view") || answer.hasPrefix("\(id) was hit, but")
      return agrees ? nil : "\(id) is the hit view"
    }
    guard answer.hasPrefix("\(id) was not hit") else { return "\(id) was not hit" }
    // The pass that counts: the last, when UIKit hit-tested more than once.
    let repeated = records[..<hitIndex].lastIndex { if case .hitTestRepeat = $0.step { true } else { false } }
    let start = records[..<hitIndex].firstIndex { if case .hitTestWindow = $0.step { true } else { false } }
    let trace = Array(records[(repeated ?? start ?? hitIndex)..<hitIndex])
    if (answer.contains(", never visited")) == visited(id, trace) {
      return "never visited is \(!visited(id, trace)) in the trace"
    }
    var chain: [View] = []
    var current: View? = view
    while let ancestor = current {
      chain.insert(ancestor, at: 0)
      current = ancestor.superview
    }
    for (index, ancestor) in chain.enumerated() {
      let name = ancestor.traceID
      let subject = label(ancestor, of: view)
      if let reason = skipReason(name, trace) {
        return require(answer, "\(subject) is skipped with its subtree: \(reason.explanation)")
      }
      guard visited(name, trace) else {
        return notAsked(
          ancestor, of: view, parent: index > 0 ? chain[index - 1] : nil, hitView, trace, answer)
      }
      if refused(name, trace) {
        return require(answer, "\(subject) returned false from point(inside:)")
      }
      guard ancestor === view else { continue }
      guard case .some(let result) = returned(id, trace) else { return "\(id)'s hitTest never returned" }
      if let result, result != id, layout.application.view(withID: result)?.isDescendant(of: view) == true {
        return require(answer, "its subview \(result) took the touch")
      }
      return require(answer, "its hitTest(_:with:) returned \(result ?? "nil")")
    }
    return "the trace has \(id) hit, but \(hitView ?? "nil") is"
  }

  /// `ancestor` was not asked: its superview (or, for a window, a window in front) answered
  /// first. If a view in front took the touch, asking `ancestor` alone tells whether it covers.
  private func notAsked(
    _ ancestor: View, of view: View, parent: View?, _ hitView: String?, _ trace: [TraceRecord],
    _ answer: String
  ) -> String? {
    var local = ancestor.convertFromSuperview(point)
    var taker = hitView
    if let parent {
      guard case .some(let result) = returned(parent.traceID, trace),
        let visit = visitPoint(parent.traceID, trace)
      else { return "\(parent.traceID) was asked but never returned" }
      if result == parent.traceID { return require(answer, "\(parent.traceID) itself without asking") }
      guard let result else { return require(answer, "returned nil without asking") }
      taker = result
      local = ancestor.convertFromSuperview(visit)
    }
    guard let taker else { return "nobody took the touch, yet \(ancestor.traceID) was not asked" }
    guard !ancestor.allViews.contains(where: \.overridesHitTesting),
      let probe = ancestor.probeHitTest(local, at: trace.first?.time ?? 0)
    else { return require(answer, "\(taker) took the touch before") }
    let reached = returned(ancestor.traceID, probe) == .some(view.traceID)
    if reached {
      // A taker whose window has gone since (a menu's backdrop: the menu closed) is named alone.
      let interactive = takerInteractive(taker).map { " (isUserInteractionEnabled \($0))" } ?? ""
      return require(answer, "\(taker)\(interactive) covers")
    }
    if answer.contains(" covers ") { return "\(view.traceID) is not reached by its own hit testing" }
    return require(answer, "was not even asked, as \(taker), in front, took the touch first")
  }

  private func takerInteractive(_ id: String) -> Bool? {
    layout.application.view(withID: id)?.isUserInteractionEnabled
  }

  private func require(_ answer: String, _ words: String) -> String? {
    answer.contains(words) ? nil : "the trace says \"\(words)\""
  }

  private func label(_ view: View, of target: View) -> String {
    if view === target { return "it" }
    if view === target.superview { return "its superview \(view.traceID)" }
    if view is Window { return "its window \(view.traceID)" }
    return "its ancestor \(view.traceID)"
  }

  private func skipReason(_ id: String, _ trace: [TraceRecord]) -> HitTestSkipReason? {
    trace.lazy.compactMap { if case .hitTestSkip(id, let reason) = $0.step { reason } else { nil } }.first
  }

  private func visitPoint(_ id: String, _ trace: [TraceRecord]) -> CGPoint? {
    trace.lazy.compactMap { if case .hitTestVisit(id, let point, _, _) = $0.step { point } else { nil } }
      .first
  }

  private func visited(_ id: String, _ trace: [TraceRecord]) -> Bool { visitPoint(id, trace) != nil }

  private func refused(_ id: String, _ trace: [TraceRecord]) -> Bool {
    trace.contains { if case .pointInside(id, _, _, false, _, _) = $0.step { true } else { false } }
  }

  /// What the view's first call returned (at the call's depth, not its `super` call's):
  /// `.some(nil)` when it returned nil, nil when it never returned.
  private func returned(_ id: String, _ trace: [TraceRecord]) -> String?? {
    guard
      let visit = trace.firstIndex(where: {
        if case .hitTestVisit(id, _, _, _) = $0.step { true } else { false }
      })
    else { return nil }
    for record in trace[visit...] where record.depth == trace[visit].depth {
      if case .hitTestReturn(id, let result) = record.step { return .some(result) }
    }
    return nil
  }
}
