import Foundation

/// A rectangle of a ``HitMapGrid``'s samples, all with one label (a view's index).
public struct SampleRect: Equatable, Sendable {
  public var column: Int
  public var row: Int
  public var columns: Int
  public var rows: Int
  public var label: Int32

  public var count: Int { columns * rows }
}

/// Labelled samples cut into rectangles, and the largest rectangle of one label: how a
/// region of samples becomes rectangles of points, and a region its best tap point.
enum SampleRectangles {
  /// The rectangles of every label but -1 in `box` (columns × rows of a grid `width` wide):
  /// each row cut into runs of one label, and a run that repeats the previous row's run
  /// exactly (same columns, same label) extends its rectangle down. One pass: the rectangles
  /// of every view at once. `label(sample)` gives a sample's label.
  static func rectangles(
    columns: Range<Int>, rows: Range<Int>, width: Int, label: (Int) -> Int32
  ) -> [SampleRect] {
    var rectangles: [SampleRect] = []
    var open: [RunKey: Int] = [:]
    for row in rows {
      var next: [RunKey: Int] = [:]
      var column = columns.lowerBound
      while column < columns.upperBound {
        let value = label(row * width + column)
        var end = column + 1
        while end < columns.upperBound, label(row * width + end) == value { end += 1 }
        if value >= 0 {
          let key = RunKey(start: column, end: end, label: value)
          if let index = open[key] {
            rectangles[index].rows += 1
            next[key] = index
          } else {
            rectangles.append(
              SampleRect(column: column, row: row, columns: end - column, rows: 1, label: value))
            next[key] = rectangles.count - 1
          }
        }
        column = end
      }
      open = next
    }
    return rectangles
  }

  private struct RunKey: Hashable {
    let start: Int
    let end: Int
    let label: Int32
  }

  /// The largest rectangle of samples for which `holds` is true in `box`, by its area in
  /// points (`grid`'s spans): the largest rectangle under a histogram, row by row (each
  /// column's height is how many rows up `holds` has been true), with a stack. O(samples).
  /// Ties: the first found, top to bottom, left to right, so the answer is deterministic.
  static func largest(
    columns: Range<Int>, rows: Range<Int>, in grid: HitMapGrid, holds: (Int, Int) -> Bool
  ) -> SampleRect? {
    guard !columns.isEmpty, !rows.isEmpty else { return nil }
    let columnEdges = grid.columns.edges
    let rowEdges = grid.rows.edges
    var heights = [Int](repeating: 0, count: columns.count)
    var best: (rectangle: SampleRect, area: CGFloat)?
    for row in rows {
      for offset in 0..<columns.count {
        heights[offset] = holds(columns.lowerBound + offset, row) ? heights[offset] + 1 : 0
      }
      var stack: [Int] = []
      for offset in 0...columns.count {
        let height = offset < columns.count ? heights[offset] : 0
        while let last = stack.last, heights[last] >= height {
          stack.removeLast()
          let barHeight = heights[last]
          let left = stack.last.map { $0 + 1 } ?? 0
          guard barHeight > 0 else { continue }
          // In points: a sample may stand for a run of points (HitMapGrid.points(in:of:)).
          let width = columnEdges[columns.lowerBound + offset] - columnEdges[columns.lowerBound + left]
          let tall = rowEdges[row + 1] - rowEdges[row - barHeight + 1]
          let area = width * tall
          if area > (best?.area ?? 0) {
            best = (
              SampleRect(
                column: columns.lowerBound + left, row: row - barHeight + 1, columns: offset - left,
                rows: barHeight, label: 0),
              area
            )
          }
        }
        stack.append(offset)
      }
    }
    return best?.rectangle
  }
}
