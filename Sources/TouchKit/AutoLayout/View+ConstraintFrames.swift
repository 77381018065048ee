import Foundation

extension View {
  /// UIView's own `layoutSubviews()`: each subview whose flag is false takes the frame its
  /// constraints solved to (bounds size and centre, so a transform is kept).
  func applyConstraintFramesToSubviews() {
    guard holdsConstraints, let engine = CodeNames.topmost(self).extras?.autoLayout?.engine else { return }
    for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
      guard let frame = engine.solvedFrames[ObjectIdentifier(subview)] else { continue }
      subview.takeSolvedFrame(frame)
    }
  }

  /// Takes a frame Auto Layout gave, by bounds size and centre, so a transform is kept.
  func takeSolvedFrame(_ frame: CGRect) {
    if bounds.size != frame.size { bounds.size = frame.size }
    let anchor = anchorPoint
    let center = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
    if self.center != center { self.center = center }
  }

  /// The frame without the transform: the rectangle of `bounds` placed by `center`, which is
  /// what UIKit's autoresizing constraints and Auto Layout speak of.
  var untransformedFrame: CGRect {
    let anchor = anchorPoint
    return CGRect(
      x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y, width: bounds.width,
      height: bounds.height)
  }
}
