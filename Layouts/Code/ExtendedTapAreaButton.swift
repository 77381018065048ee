// ExtendedTapAreaButton: a small button that is easy to hit.
//
// Teaches (§1): hit testing asks `point(inside:with:)`, never the frame directly. A button that
// answers yes for points a little outside its bounds is the hit view for a touch that lands
// beside it: how iOS code gives a 24 pt icon button Apple's 44 × 44 pt tap target.
//
// The iOS pattern it stands for (Stack Overflow, "UIButton: Making the hit area larger than
// the default hit area"):
//
//     override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
//         return bounds.insetBy(dx: -10, dy: -10).contains(point)
//     }
//
// Its limit (§8 #1): the superview is asked first, so the margin only works where it lies
// inside the superview's bounds.

import UIKit

class ExtendedTapAreaButton: UIButton {
  /// How far beyond every edge a touch still hits the button.
  var tapMargin: CGFloat = 10

  /// Extra room for some edges only (negative insets grow the area, as in UIKit), for a
  /// button whose neighbours leave more space on one side.
  var extraTapInsets: UIEdgeInsets = .zero

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let tapArea = bounds.insetBy(dx: -tapMargin, dy: -tapMargin).inset(by: extraTapInsets)
    return tapArea.contains(point)
  }
}
