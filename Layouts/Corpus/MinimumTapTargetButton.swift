// MinimumTapTargetButton: a button that is small on screen but always 44 × 44 pt to a finger.
//
// Stands for: the Human Interface Guidelines fix for a 24 pt glyph button, written with
// `insetBy(dx:dy:)`. Exercises `final class`, `import Foundation` beside `import UIKit`,
// `max`/`CGFloat` arithmetic, `insetBy(dx:dy:)` in `point(inside:with:)`.
// On iOS: a 24 × 24 button takes taps within 10 pt of each edge (44 pt in all), and a 60 pt
// wide one takes taps only inside its own width (the growth is never negative) (§1).

import Foundation
import UIKit

final class MinimumTapTargetButton: UIButton {

    static let minimumTapTarget: CGFloat = 44

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let extraWidth = max(0, Self.minimumTapTarget - bounds.width)
        let extraHeight = max(0, Self.minimumTapTarget - bounds.height)
        let hitArea = bounds.insetBy(dx: -extraWidth / 2, dy: -extraHeight / 2)
        return hitArea.contains(point)
    }
}
