import Foundation

extension GestureRecognizer {
  /// Fails the recognizer when a touch has moved farther than `allowed` from where it began:
  /// the rule a tap and a long press share (`allowableMovement`, §4). Distances are straight
  /// lines in screen points from each touch's first location; touches are checked in id order
  /// so the trace names the same touch for the same input.
  func failIfMoved(_ touches: Set<Touch>, fartherThan allowed: CGFloat, from starts: [Int: CGPoint]) {
    for touch in touches.sorted(by: { $0.id < $1.id }) {
      guard let start = starts[touch.id] else { continue }
      let distance = start.distance(to: touch.location(in: nil))
      if distance > allowed {
        return requestState(.failed, reason: .movedTooFar(distance: distance, allowed: allowed))
      }
    }
  }
}
