import Foundation
import TouchFoundation

/// A dump's frame and transform as a layout states them.
///
/// A dump prints `frame`, which for a transformed view is the bounding box of its transformed
/// bounds; a layout gives the untransformed frame and a `transform:` of scale, rotation and
/// translation about the centre. So the bounds' size is solved from the box and the matrix,
/// and the centre is the box's middle less the translation: `describe` of the imported layout
/// then prints the dump's frame again. Values no layout takes (NaN, infinities, negative sizes,
/// beyond ``LayoutLimits/maximumCoordinate``) are replaced by the nearest sound value, with a
/// warning at the dump's line.
struct ImportedGeometry {
  /// `[x, y, width, height]` for the layout's `frame:`.
  var frame: [Double]
  /// `scale`, `rotate` (degrees), `translate`; nil for the identity.
  var transform: (scale: [Double], rotate: Double, translate: [Double])?

  typealias Warn = (String) -> Void

  init(_ view: DumpView, warn: Warn) {
    var box = Self.sanitizedFrame(view, warn: warn)
    transform = nil
    guard let matrix = view.transform, matrix != [1, 0, 0, 1, 0, 0] else {
      frame = box
      return
    }
    guard let decomposed = Self.decompose(matrix, warn: warn) else {
      frame = box
      return
    }
    let (sx, sy, angle) = decomposed
    let (a, b, c, d) = (abs(matrix[0]), abs(matrix[1]), abs(matrix[2]), abs(matrix[3]))
    let determinant = a * d - c * b
    var width = box[2]
    var height = box[3]
    if abs(determinant) > 1e-9 {
      width = max(0, (box[2] * d - c * box[3]) / determinant)
      height = max(0, (a * box[3] - b * box[2]) / determinant)
    } else {
      warn("the bounds' size cannot be told from this frame and transform (a 45° turn); taken as square")
      width = box[2] / max(a + c, 1e-9)
      height = width
    }
    let tx = Self.clamped(matrix[4])
    let ty = Self.clamped(matrix[5])
    let midX = box[0] + box[2] / 2
    let midY = box[1] + box[3] / 2
    box = [midX - tx - width / 2, midY - ty - height / 2, width, height].map(Self.clamped)
    frame = box
    transform = ([sx, sy], angle * 180 / .pi, [tx, ty])
  }

  /// Scale then rotation (what a layout's transform states) from `[a, b, c, d]`; nil when the
  /// matrix cannot be inverted or is not finite (a warning says it is left out). A skew is
  /// approximated, with a warning.
  private static func decompose(_ m: [Double], warn: Warn) -> (Double, Double, Double)? {
    guard m.allSatisfy(\.isFinite) else {
      warn("transform has a value that is not a number; left out (identity)")
      return nil
    }
    let sx = (m[0] * m[0] + m[1] * m[1]).squareRoot()
    let angle = atan2(m[1], m[0])
    let sy = m[3] * cos(angle) - m[2] * sin(angle)
    guard sx > 1e-9, abs(sy) > 1e-9 else {
      warn(
        "transform scales the view to nothing (it cannot be inverted, so nothing inside is ever hit); left out"
      )
      return nil
    }
    let residualC = m[2] + sy * sin(angle)
    let residualD = m[3] - sy * cos(angle)
    if abs(residualC) > 1e-6 || abs(residualD) > 1e-6 {
      warn("transform skews the view, which a layout cannot state; read as its scale and rotation only")
    }
    return (min(sx, 1e6), sy < 0 ? max(sy, -1e6) : min(sy, 1e6), angle)
  }

  /// The dump's frame made sound: a missing frame is (0 0; 0 0), NaN is 0, a negative size
  /// is turned round (as CGRect's functions standardize it), a huge value is clamped.
  private static func sanitizedFrame(_ view: DumpView, warn: Warn) -> [Double] {
    guard let frame = view.frame else {
      warn("this view has no frame; placed at (0 0; 0 0)")
      return [0, 0, 0, 0]
    }
    var values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init)
    if values.contains(where: \.isNaN) {
      warn(
        "frame has NaN; read as an empty frame (no point is inside a NaN rectangle, so nothing here is hit)")
      values = [values[0].isNaN ? 0 : values[0], values[1].isNaN ? 0 : values[1], 0, 0]
    }
    if values.contains(where: { abs($0) > LayoutLimits.maximumCoordinate }) {
      warn("frame has a value beyond \(Int(LayoutLimits.maximumCoordinate)) points; clamped")
      values = values.map(clamped)
    }
    for index in [2, 3] where values[index] < 0 {
      warn("frame has a negative \(index == 2 ? "width" : "height"); standardized, as CGRect's functions do")
      values[index - 2] += values[index]
      values[index] = -values[index]
    }
    return values
  }

  static func clamped(_ value: Double) -> Double {
    guard value.isFinite else {
      return value.isNaN ? 0 : (value > 0 ? LayoutLimits.maximumCoordinate : -LayoutLimits.maximumCoordinate)
    }
    return min(max(value, -LayoutLimits.maximumCoordinate), LayoutLimits.maximumCoordinate)
  }
}
