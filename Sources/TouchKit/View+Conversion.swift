import Foundation

extension View {
  /// Converts a rectangle from `view`'s coordinates into this view's; nil means this view's
  /// window. Like UIKit, a transformed view gives the bounding box of the converted corners.
  ///
  /// The counterpart of `convert(_:to:)` for rectangles, which code pasted from an iOS project
  /// uses as often (`convert(subview.frame, from: container)`).
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, from: view) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return rect
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
