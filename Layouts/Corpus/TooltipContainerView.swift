// TooltipContainerView: a container whose subviews (a tooltip, a badge) stick out of its
// bounds and must still be tappable there.
//
// Stands for: the "button outside its superview" fix of §8 #1, written the long way: walk
// `subviews.reversed()` (front to back, as UIKit does), convert the point with
// `convert(_:from:)`, and ask each subview's `hitTest`. Exercises `subviews.reversed()`,
// `convert(_:from:)`, `isHidden`, `isUserInteractionEnabled`, `alpha`.
// On iOS: a tap on the part of a subview outside the container hits the subview; a tap on
// empty space outside the container hits nothing of it; inside, the frontmost subview wins.

import UIKit

class TooltipContainerView: UIView {

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        for subview in subviews.reversed() {
            let subviewPoint = subview.convert(point, from: self)
            if let hit = subview.hitTest(subviewPoint, with: event) {
                return hit
            }
        }
        return super.hitTest(point, with: event)
    }
}
