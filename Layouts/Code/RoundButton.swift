// RoundButton: a round button's tap area, the override README's "two minutes" opens with.
//
// Teaches (§1): hit testing asks `point(inside:with:)`, so a button that is round on screen is
// only round to touches if it says so. The corners of its square frame are outside the circle:
// a tap there goes to whatever is behind.

import UIKit

class RoundButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let radius = min(bounds.width, bounds.height) / 2
    let dx = point.x - bounds.midX
    let dy = point.y - bounds.midY
    return dx * dx + dy * dy <= radius * radius
  }
}
