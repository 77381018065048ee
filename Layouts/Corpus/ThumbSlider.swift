// ThumbSlider: a UISlider that is easier to grab.
//
// Stands for: the volume or scrubber slider whose 31 pt tall track is hard to hit: the
// subclass widens `point(inside:with:)` vertically, a well-known Stack Overflow answer.
// Exercises a `UISlider` subclass, `insetBy(dx:dy:)` with negative values, `var` shadowing
// `bounds` in a local, `minimumTrackTintColor`.
// On iOS: a touch up to 15 pt above or below the slider reaches it (§1); the slider itself
// still moves only when the touch grabs the thumb (§5): a drag from just above the thumb
// moves it.

import UIKit

class ThumbSlider: UISlider {

    override init(frame: CGRect) {
        super.init(frame: frame)
        minimumTrackTintColor = .systemOrange
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        var bounds = self.bounds
        bounds = bounds.insetBy(dx: -10, dy: -15)
        return bounds.contains(point)
    }
}
