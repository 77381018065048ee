// PassthroughOverlayView: a full-screen overlay (a coach mark, a floating toolbar) that takes
// touches only where it has visible, interactive content.
//
// Stands for: the pass-through overlay of §8 #5, written with `point(inside:with:)` instead of
// `hitTest`. Exercises iterating `subviews`, the `isHidden`/`alpha`/`isUserInteractionEnabled`
// checks hit testing makes, and `convert(_:to:)`.
// On iOS: a tap on the overlay's empty area reaches the view behind it; a tap on a visible
// subview that takes touches reaches the subview; a hidden, transparent or non-interactive
// subview is ignored, so the tap passes through there too (§1, §8 #4, #5).

import UIKit

class PassthroughOverlayView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        for subview in subviews {
            guard !subview.isHidden, subview.alpha > 0.01, subview.isUserInteractionEnabled else {
                continue
            }
            let pointInSubview = convert(point, to: subview)
            if subview.point(inside: pointInSubview, with: event) {
                return true
            }
        }
        return false
    }
}
