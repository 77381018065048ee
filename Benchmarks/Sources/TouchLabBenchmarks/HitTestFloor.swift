import Foundation
import TouchKit

/// The least work any hit test of `layout.tapPoint` can do: one `CGRect.contains` per view the
/// engine's hit test asks `point(inside:with:)`, in the same order, with no conversions, no
/// dynamic dispatch, no recursion and no allocation.
///
/// The views come from a traced tap (its `pointInside` records), so the floor follows the
/// engine exactly instead of re-implementing its traversal. The rectangles are the views'
/// bounds converted once, here, to screen coordinates, so the loop tests the tap point itself.
struct HitTestFloor {
  /// Screen-space rectangles of the views the hit test tests, in test order.
  let rects: [CGRect]
  /// The views those rectangles belong to, same order.
  let views: [View]
  /// What the engine's hit test returns for the tap point.
  let hitView: View

  init(_ layout: BenchmarkLayout) {
    let trace = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: trace)
    for pointer in Gesture.tap(layout.tapPoint).pointerEvents(startingAt: 0) {
      synthesizer.send(pointer)
    }
    var byID: [String: View] = [:]
    for view in layout.window.allViews { byID[view.traceID] = view }
    var views: [View] = []
    for record in trace.records {
      guard case .pointInside(let id, _, _, _, _, _) = record.step else { continue }
      guard let view = byID[id] else { preconditionFailure("\(layout.name): no view with id \(id)") }
      views.append(view)
    }
    let origin = layout.window.frame.origin
    self.views = views
    rects = views.map { view in
      view.convert(view.bounds, to: nil).offsetBy(dx: origin.x, dy: origin.y)
    }
    guard let hit = layout.application.hitTest(layout.tapPoint, with: nil) else {
      preconditionFailure("\(layout.name): the tap point hits nothing")
    }
    hitView = hit
    let index = Self.hitIndex(rects, layout.tapPoint)
    precondition(index >= 0 && views[index] === hit, "\(layout.name): the floor disagrees with the engine")
  }

  /// The floor itself: the index of the last rectangle containing `point`. Hit testing only
  /// goes on past a view that contains the point into that view's subviews, and stops at the
  /// hit view, so the last containing rectangle in test order is the hit view's.
  @inline(never)
  static func hitIndex(_ rects: [CGRect], _ point: CGPoint) -> Int {
    var hit = -1
    for index in rects.indices where rects[index].contains(point) { hit = index }
    return hit
  }
}
