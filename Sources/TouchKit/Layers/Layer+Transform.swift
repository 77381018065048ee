import Foundation

/// A layer's transform, which for a view's layer is the view's `transform`: Core Animation keeps
/// one matrix, and UIKit's `view.transform` is its affine part. So an affine `layer.transform`
/// moves the view's hit area as `view.transform` does (§1), and `view.transform` reads back in
/// `layer.transform`. A transform with perspective or depth cannot be met by a touch in a flat
/// terminal: it is kept and read back, the view keeps its affine transform, and a notice says so.
extension Layer {
  public var transform: Transform3D {
    get {
      if let keptTransform { return keptTransform }
      return Transform3D(owningView?.transform ?? ownAffineTransform)
    }
    set {
      guard newValue.isAffine else {
        keptTransform = newValue
        noticeVisual(.layerTransform3D)
        return
      }
      keptTransform = nil
      setAffineTransform(newValue.affineTransform)
    }
  }

  /// The view's `transform` (`CALayer.affineTransform()`).
  public func affineTransform() -> CGAffineTransform {
    owningView?.transform ?? ownAffineTransform
  }

  public func setAffineTransform(_ transform: CGAffineTransform) {
    keptTransform = nil
    if let owningView { owningView.transform = transform } else { ownAffineTransform = transform }
  }
}
