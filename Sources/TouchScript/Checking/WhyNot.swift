import Foundation
import TouchKit
import TouchLayout
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
    let hitTesting = records[passStart(before: hitIndex, in: records)..<hitIndex]
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

  /// Where the hit testing that counts begins: its last pass when UIKit hit-tested more than
  /// once (§1, `hitTestRepeat`), since the touch goes to the last pass's view.
  static func passStart(before hitIndex: Int, in records: [TraceRecord]) -> Int {
    let repeated = records[..<hitIndex].lastIndex { if case .hitTestRepeat = $0.step { true } else { false } }
    let first = records[..<hitIndex].firstIndex { if case .hitTestWindow = $0.step { true } else { false } }
    return repeated ?? first ?? hitIndex
  }

  static func find(_ id: String, in layout: Layout) -> View? {
    layout.application.view(withID: id)
  }
}
