import Foundation

/// Alignment rectangles (UIKit's `alignmentRectInsets`, `alignmentRect(forFrame:)`,
/// `frame(forAlignmentRect:)`): the engine's variables are each view's **alignment rectangle**,
/// not its frame, as UIKit's are ("Auto Layout uses alignment rectangles", Auto Layout Guide,
/// "Alignment Rect"). A view's frame becomes its alignment rectangle on the way in (its
/// autoresizing-mask constraints) and a solved alignment rectangle its frame on the way out,
/// each through the view's own two methods, so an override of either is obeyed. Margins,
/// the safe area and baselines are measured from the frame (the bounds), not the alignment
/// rectangle. With the default zero insets every expression is what it was without them.
extension AutoLayoutEngine {
  /// The insets from a view's frame to its alignment rectangle, as the view's
  /// `alignmentRect(forFrame:)` answers for the frame it has; its `alignmentRectInsets` when
  /// that answer is not a rectangle (a frame too small for the insets), zero for a guide.
  static func alignmentInsets(of item: AnyObject) -> EdgeInsets {
    guard let view = item as? View else { return .zero }
    let frame = view.untransformedFrame
    let rect = view.alignmentRect(forFrame: frame)
    let answer = EdgeInsets(
      top: rect.minY - frame.minY, left: rect.minX - frame.minX, bottom: frame.maxY - rect.maxY,
      right: frame.maxX - rect.maxX)
    if !rect.isNull, [answer.top, answer.left, answer.bottom, answer.right].allSatisfy(\.isFinite) {
      return answer
    }
    let insets = view.alignmentRectInsets
    return [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) ? insets : .zero
  }

  /// The frame, in `reference`'s coordinates and snapped to 1/64 pt, of an item whose solved
  /// variables are `values` (minX, minY, width, height of its alignment rectangle, then
  /// `reference`'s minX and minY, all in the top's coordinates).
  static func frame(of item: AnyObject, solved values: [Double], in reference: View) -> CGRect {
    let alignment = CGRect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    var frame = alignment
    if let view = item as? View {
      let answer = view.frame(forAlignmentRect: alignment)
      if !answer.isNull, answer.minX.isFinite, answer.minY.isFinite, answer.width.isFinite,
        answer.height.isFinite
      {
        frame = answer
      }
    }
    let origin = alignmentInsets(of: reference)
    func snap(_ value: Double) -> CGFloat { CGFloat((value * 64).rounded() / 64) }
    return CGRect(
      x: snap(frame.minX - (values[4] - origin.left)), y: snap(frame.minY - (values[5] - origin.top)),
      width: snap(max(0, frame.width)), height: snap(max(0, frame.height)))
  }
}
