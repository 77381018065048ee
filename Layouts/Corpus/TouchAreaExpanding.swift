// TouchAreaExpanding: one tap-area rule shared by several view classes through a protocol.
//
// Stands for: the protocol-oriented helper a team writes instead of subclassing: a protocol
// with a default implementation in `extension … where Self: UIView`, adopted by a button and a
// plain icon view. Exercises protocols with `where Self: UIView` extensions, `bounds`,
// `inset(by:)` from a protocol extension, `public` protocol requirements, `final`.
// On iOS: each adopting view takes taps `touchAreaInsets` beyond its frame (§1).

import UIKit

public protocol TouchAreaExpanding: AnyObject {
    var touchAreaInsets: UIEdgeInsets { get }
}

extension TouchAreaExpanding where Self: UIView {
    func expandedPointInside(_ point: CGPoint) -> Bool {
        guard !isHidden, isUserInteractionEnabled else { return false }
        return bounds.inset(by: touchAreaInsets).contains(point)
    }
}

final class ExpandedIconButton: UIButton, TouchAreaExpanding {
    var touchAreaInsets = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        expandedPointInside(point)
    }
}

final class ExpandedIconView: UIView, TouchAreaExpanding {
    var touchAreaInsets = UIEdgeInsets(top: -20, left: 0, bottom: -20, right: 0)

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        expandedPointInside(point)
    }
}
