import Foundation

extension View {
  /// The records of hit testing this view's subtree alone at `point` (in this view's
  /// coordinates), as UIKit would run it for a touch at `time` (§1): what the subtree would
  /// have answered had it been asked. Why-not asks it of a view that a view in front kept from
  /// being asked, to tell "it covers the point" from "the point was not in it anyway".
  ///
  /// Nil when a view of the subtree overrides hit testing in Swift: that code may have side
  /// effects, and UIKit never ran it for this touch. UIKit's algorithm and the layout's
  /// declarative overrides have none, so the probe leaves the views as it found them.
  public func probeHitTest(_ point: CGPoint, at time: TimeInterval) -> [TraceRecord]? {
    guard !allViews.contains(where: \.overridesHitTesting) else { return nil }
    let recorder = TraceRecorder()
    recorder.time = time
    let event = Event(trace: recorder)
    event.timestamp = time
    _ = tracedHitTest(point, with: event)
    return recorder.trace.records
  }
}
