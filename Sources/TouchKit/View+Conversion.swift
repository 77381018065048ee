import Foundation

extension View {
  /// Converts a rectangle from `view`'s coordinates into this view's; nil means this view's
  /// window. Like UIKit, a transformed view gives the bounding box of the converted corners.
  ///
  /// The counterpart of `convert(_:to:)` for rectangles, which code pasted from an iOS project
  /// uses as often (`convert(subview.frame, from: container)`).
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    guard let source = view ?? window else { return rect }
    return source.convert(rect, to: self)
  }
}
