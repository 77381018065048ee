// DragThresholdGestureRecognizer: a drag that begins only after the finger has moved far
// enough vertically, so a horizontal scroll or a tap is left alone.
//
// Stands for: the custom "pull down to dismiss" recognizer of a sheet or a photo viewer.
// Exercises `import UIKit.UIGestureRecognizerSubclass`, keeping the start point from
// `location(in: view)`, setting `state` in `touchesMoved` (`.began`, then `.changed`, or
// `.failed` when the finger goes sideways first), `.ended` in `touchesEnded`, `reset()`.
// On iOS: a vertical drag of more than 20 pt makes it begin and its action is sent for began,
// each change and the end; a tap (no movement) fails it; a horizontal drag fails it (§4).

import UIKit
import UIKit.UIGestureRecognizerSubclass

final class DragThresholdGestureRecognizer: UIGestureRecognizer {

    var threshold: CGFloat = 20
    private var startPoint: CGPoint = .zero
    private(set) var verticalTranslation: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        startPoint = touch.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        let dx = location.x - startPoint.x
        let dy = location.y - startPoint.y
        verticalTranslation = dy

        switch state {
        case .possible:
            if abs(dx) > threshold && abs(dx) > abs(dy) {
                state = .failed
            } else if abs(dy) > threshold {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .began || state == .changed {
            state = .ended
        } else {
            state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        startPoint = .zero
        verticalTranslation = 0
    }
}
