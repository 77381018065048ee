// FlipFlopView: a hitTest with a side effect, which shows that hitTest can run twice.
//
// Teaches (§8 #17, §1): UIKit may call `hitTest(_:with:)` more than once for the same touch
// (observed, "for unknown reasons"), so `hitTest` and `point(inside:with:)` must have no side
// effects. This view breaks that rule on purpose: every call flips a stored flag, and the view
// takes the touch only when the flag is now on. Called once per touch it alternates (hit, miss,
// hit…); called twice per touch, the second call always undoes the first.
//
// The iOS pattern it stands for: state changed inside `hitTest`, the bug in questions like
// "hitTest:withEvent: called twice" —
//
//     override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
//         isSelected.toggle()          // a side effect: runs on every call, not every touch
//         ...
//     }
//
// The fix: do the work in `touchesBegan(_:with:)` or a gesture recognizer's action, which run
// once per touch.

import UIKit

class FlipFlopView: UIView {
  /// Flipped by every call of `hitTest`: the bug this class demonstrates.
  private(set) var acceptsTouches = false

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    acceptsTouches.toggle()
    return acceptsTouches ? super.hitTest(point, with: event) : nil
  }
}
