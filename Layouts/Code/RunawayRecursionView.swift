// RunawayRecursionView: a hitTest override that recurses until the stack overflows.
//
// Teaches (docs/reliability.md, "A crash in your code"): recursion that never reaches TouchLab
// — an override calling itself — cannot be stopped by the engine's recursion guard (which
// counts the hitTest calls that go through UIKit's implementation), so it ends in a stack
// overflow, as it would on a device. TouchLab reports even that: its signal handlers run on an
// alternate stack, restore the terminal and name `RunawayRecursionView.hitTest(_:with:)`.
//
// The bug: a "forgiving" tap area that retries a miss with the point moved towards the
// centre — but the step is the wrong way round, so the point moves away and never lands:
//
//     let retry = CGPoint(x: point.x * 2 - bounds.midX, y: point.y * 2 - bounds.midY)
//     return hitTest(retry, with: event)        // meant: halfway towards the centre

import UIKit

class RunawayRecursionView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard bounds.contains(point) else {
      // Meant to move the point halfway towards the centre; moves it twice as far away.
      let retry = CGPoint(x: point.x * 2 - bounds.midX, y: point.y * 2 - bounds.midY)
      return hitTest(retry, with: event)
    }
    return super.hitTest(point, with: event)
  }
}
