// HorizontalSwipeCardView: a swipe-to-dismiss card that must not steal vertical scrolls.
//
// Stands for: the Tinder-style card or the swipe-to-archive row: a pan recognizer on the view,
// and `gestureRecognizerShouldBegin(_:)` overridden on the view so the pan begins only when
// the finger moves more sideways than up or down. Exercises `override func
// gestureRecognizerShouldBegin(_:)` on a `UIView`, `as? UIPanGestureRecognizer`,
// `translation(in:)`, `setTranslation(_:in:)`, `transform` with `CGAffineTransform`, `superview?`,
// `removeFromSuperview()` from a recognizer's action.
// On iOS: a horizontal drag begins the pan (its action moves the card); released more than a
// third of the superview's width away the card is removed, less and it springs back; a vertical
// drag is refused by `gestureRecognizerShouldBegin` and the pan fails (§4: leaving possible
// asks the view).

import UIKit

class HorizontalSwipeCardView: UIView {

    private(set) var horizontalOffset: CGFloat = 0
    private(set) var panUpdates = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 14
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let translation = pan.translation(in: superview)
        return abs(translation.x) > abs(translation.y)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            panUpdates += 1
            horizontalOffset += pan.translation(in: superview).x
            pan.setTranslation(.zero, in: superview)
            transform = CGAffineTransform(translationX: horizontalOffset, y: 0)
        case .ended, .cancelled:
            let dismissDistance = (superview?.bounds.width ?? bounds.width) / 3
            if pan.state == .ended && abs(horizontalOffset) > dismissDistance {
                removeFromSuperview()
            } else {
                horizontalOffset = 0
                transform = .identity
            }
        default:
            break
        }
    }
}
