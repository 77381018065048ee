// HitSlopButton: the "make the small icon button easier to hit" subclass most apps carry.
//
// Stands for: a design-system button (open, so feature modules can subclass it) whose tap area
// grows by an inset set in Interface Builder. Exercises `bounds.inset(by: UIEdgeInsets)` with
// negative insets in `point(inside:with:)`, `@IBDesignable`, `@IBInspectable`, `open`/`public`.
// On iOS: a tap up to `touchAreaPadding` points outside the button's frame hits the button
// (§1: hit testing asks `point(inside:with:)`), as long as its superview contains the point.

import UIKit

@IBDesignable
open class HitSlopButton: UIButton {

    /// How far, in points, the tappable area reaches beyond each edge.
    @IBInspectable public var touchAreaPadding: CGFloat = 12

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard isEnabled, !isHidden, touchAreaPadding > 0 else {
            return super.point(inside: point, with: event)
        }
        let insets = UIEdgeInsets(
            top: -touchAreaPadding,
            left: -touchAreaPadding,
            bottom: -touchAreaPadding,
            right: -touchAreaPadding
        )
        return bounds.inset(by: insets).contains(point)
    }
}
