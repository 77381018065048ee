import Foundation

/// UIKit's springs and struts: when a view's size changes, each subview that translates its
/// autoresizing mask into constraints is moved and resized by its `autoresizingMask`, before
/// the view's `layoutSubviews()` ("Whenever the size of a view changes, UIKit applies the
/// autoresizing behaviors of that view's subviews and then calls the layoutSubviews method",
/// View Programming Guide for iOS).
///
/// Per axis, the change of the superview's size is shared among the flexible parts of the
/// subview (left margin, width, right margin; or top, height, bottom) in proportion to their
/// current lengths ("If you specify more than one option along the same axis, the default
/// behavior is to distribute the size difference proportionally among the flexible portions",
/// `UIView.AutoresizingMask`), equally when those lengths are all zero. A mask with no flexible
/// part on an axis leaves the subview where it is on that axis.
extension View {
  /// Applies the subviews' masks for a change of this view's size from `oldSize`.
  func resizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      if mask.isEmpty { continue }
      let frame = subview.untransformedFrame
      let (x, width) = Self.share(
        newSize.width - oldSize.width, start: frame.minX, length: frame.width,
        end: oldSize.width - frame.maxX,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.share(
        newSize.height - oldSize.height, start: frame.minY, length: frame.height,
        end: oldSize.height - frame.maxY,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      if frame.width != width || frame.height != height {
        subview.bounds.size = CGSize(width: width, height: height)
      }
      let anchor = subview.anchorPoint
      subview.center = CGPoint(x: x + width * anchor.x, y: y + height * anchor.y)
    }
  }

  /// The new start and length on one axis when `change` is shared among the flexible parts.
  private static func share(
    _ change: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat, flexible: (Bool, Bool, Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [(flexible.0, start), (flexible.1, length), (flexible.2, end)].filter(\.0)
    if parts.isEmpty || change == 0 { return (start, length) }
    let total = parts.reduce(0) { $0 + max(0, $1.1) }
    func portion(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? change * max(0, value) / total : change / CGFloat(parts.count)
    }
    let newStart = start + portion(flexible.0, start)
    let newLength = max(0, length + portion(flexible.1, length))
    return (newStart, newLength)
  }
}

extension View.AutoresizingMask {
  /// How UIKit's descriptions of `NSAutoresizingMaskLayoutConstraint` show the mask:
  /// `h=` and `v=` then, for the leading margin, the size and the trailing margin, `&` where it
  /// is flexible and `-` where it is fixed. With no flexible part on an axis, UIKit shows the
  /// trailing margin as `&` (the frame fixes the start and the size): `h=--& v=--&`.
  var constraintCode: String {
    func axis(_ start: Self, _ size: Self, _ end: Self) -> String {
      if !contains(start) && !contains(size) && !contains(end) { return "--&" }
      return [start, size, end].map { contains($0) ? "&" : "-" }.joined()
    }
    return "h=" + axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin) + " v="
      + axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
  }
}
