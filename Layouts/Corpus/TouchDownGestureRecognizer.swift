// TouchDownGestureRecognizer: a recognizer that fires the moment a finger lands.
//
// Stands for: the "immediate press feedback" recognizer apps add to cards and cells (a tap
// recognizer only recognizes on lift). Exercises `import UIKit.UIGestureRecognizerSubclass`,
// overriding `touchesBegan`/`touchesMoved`/`touchesEnded`/`touchesCancelled` and `reset`,
// setting `state` to `.began`, `.ended`, `.cancelled` and `.failed`, `numberOfTouches`.
// On iOS: a finger down makes it `.began` at once (its action is sent before the finger
// lifts); lifting ends it; a second finger cancels it (§4: continuous recognizer transitions).

import UIKit
import UIKit.UIGestureRecognizerSubclass

class TouchDownGestureRecognizer: UIGestureRecognizer {

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, numberOfTouches == 1 else {
            state = state == .possible ? .failed : .cancelled
            return
        }
        if state == .possible {
            state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .began || state == .changed {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
    }
}
