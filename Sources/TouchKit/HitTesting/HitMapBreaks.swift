import Foundation

/// Where, across the screen, the answer of a tap can change: the whole-point coordinates at
/// which the precise map (``HitMapGrid/points(in:of:splitAt:)``) starts a new run of points.
///
/// UIKit's hit test asks rectangles: `point(inside:)` tests the bounds (or the declarative hit
/// area's rectangle), carried through axis-aligned transforms. So between two consecutive edges
/// of those rectangles, on both axes, every point gets the same answer, and one test stands for
/// the run. Where that cannot be told — a person's `hitTest`/`point(inside:)` override, a
/// rotated view, a round hit area — every point there is its own run, as before. A 390 × 844
/// window with a dozen views is a few hundred runs instead of 329,160 points.
struct HitMapBreaks {
  /// Whole-point x and y coordinates where a run must start.
  private(set) var columns: [Int] = []
  private(set) var rows: [Int] = []
  /// Set when some view's answer is not bounded by rectangles anywhere on screen: every point
  /// is tested.
  private(set) var needsEveryPoint = false
  /// The screen boxes where every point is tested.
  private(set) var densely: [CGRect] = []

  /// The edges of `rect` (screen points): no run straddles one, whatever its fraction.
  mutating func split(at rect: CGRect) {
    guard !rect.isNull else { return }
    for x in [rect.minX, rect.maxX] { split(atX: x) }
    for y in [rect.minY, rect.maxY] { split(atY: y) }
  }

  mutating func split(atX x: CGFloat) { Self.isolate(x, into: &columns) }
  mutating func split(atY y: CGFloat) { Self.isolate(y, into: &rows) }

  /// Every point of `rect` is a run of its own.
  mutating func splitEveryPoint(in rect: CGRect) {
    guard !rect.isNull else { return }
    densely.append(rect)
  }

  mutating func splitEveryPoint() { needsEveryPoint = true }

  /// Adds the breaks of one view, given how its bounds reach the screen.
  mutating func add(_ view: View, toScreen: CGAffineTransform, frame: CGRect) {
    let hitTestOverridden = OverriddenMethods.overrides(.hitTest, in: type(of: view)) != false
    let pointInsideOverridden = OverriddenMethods.overrides(.pointInside, in: type(of: view)) != false
    if hitTestOverridden || pointInsideOverridden || view.hitTestOverride == .buggyOutsideBoundsNoConversion {
      // The person's code (or a conversion left out on purpose) may test any shape, anywhere.
      return splitEveryPoint()
    }
    split(at: frame)
    let area = view.testedArea
    guard !area.isNull else { return }
    let onScreen = area.applying(toScreen).clampedToFinite
    let isAxisAligned = toScreen.b == 0 && toScreen.c == 0
    if isAxisAligned && (view.hitArea?.shape ?? .rectangle) == .rectangle {
      split(at: onScreen)
    } else {
      splitEveryPoint(in: onScreen.union(frame))
    }
  }

  /// Breaks where the answer to "is this point's middle at or past `value`?" changes: at the
  /// first whole point whose middle (p + 0.5) is at or past it, as `CGRect.contains` reads an
  /// edge. An edge within a rounding of a point's middle (conversions round) breaks on both
  /// sides of that point, so either reading of it is a run of its own.
  private static func isolate(_ value: CGFloat, into breaks: inout [Int]) {
    guard value.isFinite else { return }
    let bounded = min(max(value, -Self.limit), Self.limit)
    let first = (bounded - 0.5).rounded(.up)
    breaks.append(Int(first))
    if abs(bounded - 0.5 - (bounded - 0.5).rounded()) < Self.rounding {
      let middle = Int((bounded - 0.5).rounded())
      breaks.append(middle)
      breaks.append(middle + 1)
    }
  }

  /// How near a point's middle an edge counts as on it: conversions through transforms and
  /// superviews round in the last bits (``View/reachInSuperview`` grows boxes by 1e-9 for the
  /// same reason). UNSOURCED: a choice of this project, far above rounding, far below a point.
  static let rounding: CGFloat = 1e-6

  /// Coordinates beyond any screen: breaks further out are clamped here, before `Int` conversion.
  static let limit: CGFloat = 1_099_511_627_776  // 2⁴⁰

  /// The runs of whole points from `lower` to `upper` on one axis: cut at each break, and at
  /// every point of the dense boxes' extent (`extent` reads a box's range on this axis).
  func axis(from lower: Int, to upper: Int, breaks: [Int], extent: (CGRect) -> (CGFloat, CGFloat))
    -> HitMapAxis
  {
    var cuts = breaks.filter { $0 > lower && $0 < upper } + [lower, upper]
    for box in densely {
      let (minimum, maximum) = extent(box)
      guard minimum.isFinite, maximum.isFinite else {
        cuts += Array(lower...upper)
        continue
      }
      let first = max(lower, Int(min(max(minimum, -Self.limit), Self.limit).rounded(.down)))
      let last = min(upper, Int(min(max(maximum, -Self.limit), Self.limit).rounded(.up)))
      if first < last { cuts += Array(first...last) }
    }
    let edges = Array(Set(cuts)).sorted()
    return HitMapAxis(
      samples: edges.dropLast().map { CGFloat($0) + 0.5 }, edges: edges.map { CGFloat($0) })
  }
}
