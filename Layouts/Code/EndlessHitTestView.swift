// EndlessHitTestView: a hitTest override that never returns.
//
// Teaches (docs/reliability.md, "A stuck explorer"): an override is code like any other, and a
// bug in it — here a walk up to the root view whose `?? current` keeps it at the root for
// ever — hangs whatever calls it. In
// TouchLab the explorer stays quittable: `q` or Ctrl-C ends it within a tenth of a second, the
// terminal restored and a recording kept, where an app on a device would freeze.

import UIKit

class EndlessHitTestView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Meant to find the root view; at the root, `superview` is nil and `?? current` stays there.
    var view: UIView? = self
    while let current = view { view = current.superview ?? current }
    return super.hitTest(point, with: event)
  }
}
