import Foundation

#if !canImport(Darwin)
  /// Core Graphics' affine transform, which Foundation on Linux does not ship.
  ///
  /// Views carry one (`View.transform`), hit testing inverts it, and code pasted from an iOS
  /// project uses it by this name, so it keeps Core Graphics' layout and API:
  /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init() { self = .identity }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (sin(angle), cos(angle))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`, as Core Graphics defines concatenation.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse; like Core Graphics, a transform that cannot be inverted is returned unchanged.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle that contains the transformed corners, as Core Graphics returns.
    /// Computed without arrays: the terminal UI snapshots every view's frame this way after each
    /// touch, and four heap allocations a view were half the cost of a 5,000-view snapshot.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      let corners = (
        CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
        CGPoint(x: minX, y: maxY).applying(t), CGPoint(x: maxX, y: maxY).applying(t)
      )
      // As Array.min() and max() compare: the first corner, replaced by each later one that is
      // smaller (larger).
      func least(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        var result = a
        if b < result { result = b }
        if c < result { result = c }
        if d < result { result = d }
        return result
      }
      func greatest(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
        var result = a
        if result < b { result = b }
        if result < c { result = c }
        if result < d { result = d }
        return result
      }
      let minX = least(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
      let maxX = greatest(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
      let minY = least(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
      let maxY = greatest(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }
#endif
