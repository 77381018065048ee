// ButtonScrollView: a scroll view full of buttons that still scrolls when a drag starts on one.
//
// Stands for: the horizontal "chips" or carousel scroller. With `delaysContentTouches = false`
// the buttons highlight at once, and the override of `touchesShouldCancel(in:)` lets a drag
// that starts on a button scroll anyway (the fix for §8 #9 and #10). Exercises a `UIScrollView`
// subclass, `delaysContentTouches`, `canCancelContentTouches`, `override func
// touchesShouldCancel(in view: UIView) -> Bool` with `view is UIButton`, `super`.
// On iOS: a tap on a button sends its action with no 150 ms delay; a drag that starts on a
// button cancels the button's touch (`touchCancel`, no `touchUpInside`) and scrolls (§7).

import UIKit

class ButtonScrollView: UIScrollView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        delaysContentTouches = false
        canCancelContentTouches = true
        showsHorizontalScrollIndicator = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delaysContentTouches = false
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton {
            return true
        }
        return super.touchesShouldCancel(in: view)
    }
}
