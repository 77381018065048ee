import Foundation

/// A path as polygons, for `contains(_:)`: straight segments stay as they are, arcs and curves
/// become short chords (``PathOutline/segmentsPerQuarterTurn`` to a quarter turn, a few hundredths of
/// a point from the true curve at the sizes views have). Each subpath is closed for filling, as
/// Core Graphics closes open subpaths when it fills.
struct PathOutline: Equatable, Sendable {
  /// The polygons, each the points of one subpath in order.
  var subpaths: [[CGPoint]] = []

  /// Chords per quarter turn of an arc or ellipse.
  static let segmentsPerQuarterTurn = 16

  var bounds: CGRect {
    let points = subpaths.joined()
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
      (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the filled polygons: its winding number is not zero (or, with
  /// `evenOdd`, odd), Core Graphics' two fill rules.
  func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
    var winding = 0
    for polygon in subpaths where polygon.count > 2 {
      winding += Self.winding(of: polygon, around: point)
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// The winding number of the closed polygon around `point` (Sunday's crossing rule: upward
  /// edges that pass left of the point count +1, downward ones -1).
  private static func winding(of polygon: [CGPoint], around point: CGPoint) -> Int {
    var result = 0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
      if a.y <= point.y {
        if b.y > point.y, side > 0 { result += 1 }
      } else if b.y <= point.y, side < 0 {
        result -= 1
      }
    }
    return result
  }

  // MARK: Curves as chords

  /// The points of an arc around `center` from `start` to `end` radians, turning by increasing
  /// angle when `clockwise` (clockwise on a y-down screen, as UIKit draws), the first excluded.
  static func arc(
    center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat, clockwise: Bool
  ) -> [CGPoint] {
    var sweep = end - start
    let fullTurn = 2 * CGFloat.pi
    if clockwise, sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
    if !clockwise, sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
    guard sweep.isFinite, radius.isFinite else { return [] }
    let steps = max(1, Int((abs(sweep) / (CGFloat.pi / 2) * CGFloat(segmentsPerQuarterTurn)).rounded(.up)))
    return (1...min(steps, 4096)).map { step in
      let angle = start + sweep * CGFloat(step) / CGFloat(steps)
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// The ellipse inscribed in `rect`, clockwise from its rightmost point.
  static func ellipse(in rect: CGRect) -> [CGPoint] {
    let steps = 4 * segmentsPerQuarterTurn
    return (0..<steps).map { step in
      let angle = 2 * CGFloat.pi * CGFloat(step) / CGFloat(steps)
      return CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
    }
  }

  /// A cubic Bézier from `p0` as chords, the first point excluded.
  static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    let steps = 2 * segmentsPerQuarterTurn
    return (1...steps).map { step in
      let t = CGFloat(step) / CGFloat(steps)
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }
  }

  /// A quadratic Bézier, raised to the cubic with the same curve.
  static func quadratic(_ p0: CGPoint, _ control: CGPoint, _ p2: CGPoint) -> [CGPoint] {
    let c1 = CGPoint(x: p0.x + 2 / 3 * (control.x - p0.x), y: p0.y + 2 / 3 * (control.y - p0.y))
    let c2 = CGPoint(x: p2.x + 2 / 3 * (control.x - p2.x), y: p2.y + 2 / 3 * (control.y - p2.y))
    return cubic(p0, c1, c2, p2)
  }
}
