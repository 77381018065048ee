// OutsideBoundsView: a view whose subviews stay touchable where they stick out of it.
//
// Teaches (§8 #1, §1): by default a point outside a view never reaches its subviews, whatever
// `clipsToBounds` says — the view's own `point(inside:with:)` says no first, so the part of a
// button that sticks out of its card is dead. Overriding `hitTest` to ask the subviews before
// (and regardless of) its own bounds brings that part back to life.
//
// The iOS pattern it stands for (Stack Overflow, "Capturing touches on a subview outside the
// frame of its superview using hitTest:withEvent:"):
//
//     for subview in subviews.reversed() {
//         let subPoint = subview.convert(point, from: self)
//         if let result = subview.hitTest(subPoint, with: event) { return result }
//     }
//
// Its limit: only this view's own bounds check is bypassed. If the point is also outside this
// view's superview, the superview says no before this view is ever asked (§8 #1 again).

import UIKit

class OutsideBoundsView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // UIKit's own rules for this view still hold: hidden, transparent or disabled means
    // nothing in it takes touches.
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return nil }

    // Frontmost first, like UIKit, but without asking point(inside:) of self.
    for subview in subviews.reversed() {
      if subview.isHidden || subview.alpha < 0.01 || !subview.isUserInteractionEnabled {
        continue
      }
      let subviewPoint = subview.convert(point, from: self)
      if let hitView = subview.hitTest(subviewPoint, with: event) {
        return hitView
      }
    }
    return super.hitTest(point, with: event)
  }
}
