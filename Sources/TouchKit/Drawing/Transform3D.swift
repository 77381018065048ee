import Foundation

/// Core Animation's `CATransform3D`: a 4×4 matrix in Core Animation's row-vector convention (a
/// point is a row multiplied on the left, so `m41`, `m42`, `m43` are the translation), the same
/// convention as `CGAffineTransform`, whose `a b c d tx ty` are `m11 m12 m21 m22 m41 m42`.
///
/// A view's transform *is* its layer's, so a layer transform that is affine (no perspective,
/// no depth) moves the view's hit area exactly as `view.transform` does (§1); one that is not is
/// kept, and touches meet the view as if it were not there (a notice says so: Layer+Transform.swift).
public struct Transform3D: Equatable, Hashable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity (`CATransform3DIdentity`); also what `CATransform3D()` makes.
  public init() { self = .identity }

  public static let identity = Transform3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

  /// The affine transform as a 3D one (`CATransform3DMakeAffineTransform`).
  public init(_ affine: CGAffineTransform) {
    self.init(
      rows: [
        [affine.a, affine.b, 0, 0], [affine.c, affine.d, 0, 0], [0, 0, 1, 0], [affine.tx, affine.ty, 0, 1],
      ])
  }

  init(rows: [[CGFloat]]) {
    self.init(
      m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
      m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
      m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
      m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3])
  }

  var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  public static func translation(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
  }

  public static func scale(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rows: [[x, 0, 0, 0], [0, y, 0, 0], [0, 0, z, 0], [0, 0, 0, 1]])
  }

  /// A rotation of `angle` radians about the axis (x, y, z), as `CATransform3DMakeRotation`; a
  /// zero axis gives the identity, as Core Animation's does.
  public static func rotation(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return Transform3D(rows: [
      [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
      [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
      [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
      [0, 0, 0, 1],
    ])
  }

  /// `self`, then `other` (`CATransform3DConcat(self, other)`): the product self × other.
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let (a, b) = (rows, other.rows)
    return Transform3D(
      rows: (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } })
  }

  /// Whether it maps the plane to itself with no perspective (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The affine part (`CATransform3DGetAffineTransform`): exact when ``isAffine``.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// The inverse (`CATransform3DInvert`), or `self` unchanged when there is none, as Core
  /// Animation returns it.
  public func inverted() -> Transform3D {
    var a = rows
    var inverse = Transform3D.identity.rows
    for column in 0..<4 {
      guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        a[pivot][column] != 0, a[pivot][column].isFinite
      else { return self }
      a.swapAt(column, pivot)
      inverse.swapAt(column, pivot)
      let scale = a[column][column]
      a[column] = a[column].map { $0 / scale }
      inverse[column] = inverse[column].map { $0 / scale }
      for row in 0..<4 where row != column {
        let factor = a[row][column]
        a[row] = zip(a[row], a[column]).map { $0 - factor * $1 }
        inverse[row] = zip(inverse[row], inverse[column]).map { $0 - factor * $1 }
      }
    }
    return Transform3D(rows: inverse)
  }
}
