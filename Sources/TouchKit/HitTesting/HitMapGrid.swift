import Foundation

/// Where a hit-region map tests: a grid of samples over the screen, each standing for a
/// rectangle of screen points (its span) and tested at one point inside it.
///
/// The explorer's grid is the canvas's cells (each tested at the point a click there would
/// touch); the precise grid is one point a sample, tested at each point's middle. One type for
/// both, so the same map and the same rectangles serve the canvas and the `touchlab map`
/// command's point-resolution regions.
public struct HitMapGrid: Equatable, Sendable {
  public var columns: HitMapAxis
  public var rows: HitMapAxis

  public init(columns: HitMapAxis, rows: HitMapAxis) {
    self.columns = columns
    self.rows = rows
  }

  /// Every point of `rect` (rounded out to whole points) as a sample of 1 × 1 pt, tested at
  /// its middle: a point's worth of precision, whatever the terminal's cell size.
  public static func points(in rect: CGRect) -> HitMapGrid {
    let whole = rect.isNull || !rect.isFinite ? .zero : rect.integral
    return HitMapGrid(
      columns: .uniform(from: whole.minX, step: 1, count: Int(whole.width)),
      rows: .uniform(from: whole.minY, step: 1, count: Int(whole.height)))
  }

  public var count: Int { columns.count * rows.count }

  /// The point sample (`column`, `row`) is tested at.
  public func point(column: Int, row: Int) -> CGPoint {
    CGPoint(x: columns.samples[column], y: rows.samples[row])
  }

  /// The screen points sample (`column`, `row`) stands for.
  public func span(column: Int, row: Int) -> CGRect {
    CGRect(
      x: columns.edges[column], y: rows.edges[row], width: columns.edges[column + 1] - columns.edges[column],
      height: rows.edges[row + 1] - rows.edges[row])
  }

  /// The screen points the samples from (`column`, `row`) spanning `columnCount` × `rowCount`
  /// stand for together.
  public func span(column: Int, row: Int, columnCount: Int, rowCount: Int) -> CGRect {
    CGRect(
      x: columns.edges[column], y: rows.edges[row],
      width: columns.edges[column + columnCount] - columns.edges[column],
      height: rows.edges[row + rowCount] - rows.edges[row])
  }
}

/// One axis of a ``HitMapGrid``: where each sample is tested, and the edges of the spans the
/// samples stand for (one more edge than samples, ascending).
public struct HitMapAxis: Equatable, Sendable {
  public var samples: [CGFloat]
  public var edges: [CGFloat]

  /// `edges` must hold one more value than `samples`, ascending, each sample within its span.
  public init(samples: [CGFloat], edges: [CGFloat]) {
    precondition(edges.count == samples.count + 1, "an axis has one edge more than samples")
    self.samples = samples
    self.edges = edges
  }

  /// `count` spans of `step` points from `start`, each tested at its middle.
  public static func uniform(from start: CGFloat, step: CGFloat, count: Int) -> HitMapAxis {
    let count = max(count, 0)
    return HitMapAxis(
      samples: (0..<count).map { start + (CGFloat($0) + 0.5) * step },
      edges: (0...count).map { start + CGFloat($0) * step })
  }

  public var count: Int { samples.count }

  /// The samples whose test coordinate lies in `minimum..<maximum` (as `CGRect.contains`):
  /// samples ascend, so a binary search finds the first and the end.
  public func indices(from minimum: CGFloat, to maximum: CGFloat) -> Range<Int> {
    let first = firstIndex(atOrAfter: minimum)
    let end = firstIndex(atOrAfter: maximum)
    return first..<max(first, end)
  }

  private func firstIndex(atOrAfter value: CGFloat) -> Int {
    guard !value.isNaN else { return samples.count }
    var low = 0
    var high = samples.count
    while low < high {
      let middle = (low + high) / 2
      if samples[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

extension HitMapGrid {
  /// The points of `rect` as ``points(in:)`` tests them, but each run of points over which no
  /// view's hit geometry changes is one sample standing for the run (``HitMapBreaks``): the
  /// same answers, a run at a time. `cells`: a grid whose spans no run may straddle (the
  /// explorer's cells, so each cell's runs are its own and a mixed cell is found).
  public static func points(in rect: CGRect, of application: Application, splitAt cells: HitMapGrid? = nil)
    -> HitMapGrid
  {
    let whole = rect.isNull || !rect.isFinite ? .zero : rect.integral
    var breaks = MappedViewTable(application: application).breaks
    if breaks.needsEveryPoint { return points(in: whole) }
    for x in cells?.columns.edges ?? [] { breaks.split(atX: x) }
    for y in cells?.rows.edges ?? [] { breaks.split(atY: y) }
    return HitMapGrid(
      columns: breaks.axis(
        from: Int(whole.minX), to: Int(whole.maxX), breaks: breaks.columns, extent: { ($0.minX, $0.maxX) }),
      rows: breaks.axis(
        from: Int(whole.minY), to: Int(whole.maxY), breaks: breaks.rows, extent: { ($0.minY, $0.maxY) }))
  }
}
