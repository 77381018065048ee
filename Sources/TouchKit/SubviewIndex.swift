import Foundation

/// A uniform grid over one wide parent's subviews, in the parent's coordinates: which subviews
/// a point could possibly hit, so hit testing a parent of 10,000 children need not ask all of
/// them (issue 17). Built by ``SubviewIndexCache``, only for parents with at least
/// ``Tunables/minimumSubviewsForIndex`` subviews.
///
/// It must never leave out a subview whose answer could differ from nil, so that the indexed
/// walk returns exactly what UIKit's reverse walk returns (a property test compares them):
///
/// - A *plain* subview (no Swift override of `hitTest`/`point(inside:)`, no declarative
///   `hitTest` override) answers nil for any point outside the rectangle its
///   `point(inside:)` tests (its bounds, or its hit area's rectangle with the slop), mapped
///   into the parent by its transform: that box, grown by a margin for rounding, goes into
///   the cells it covers. One whose transform has no inverse contains no point and is left out.
/// - Every other subview (an override could observe the call, or the box is not finite or
///   covers too many cells) is in ``always``: a candidate at every point.
///
/// Hidden, transparent or non-interactive subviews are indexed like the others: the index is
/// geometry only, and a candidate's skip rules run as in the full walk, so those properties
/// need not invalidate it.
final class SubviewIndex: Sendable {
  /// How many subviews the parent had when the index was built.
  let count: Int
  private let originX: Double
  private let originY: Double
  private let cellWidth: Double
  private let cellHeight: Double
  private let columns: Int
  private let rows: Int
  /// Cell `c`'s subview indices are `members[cellStarts[c]..<cellStarts[c + 1]]`, ascending.
  private let cellStarts: [Int32]
  private let members: [Int32]
  /// Candidates at every point, ascending.
  let always: [Int32]

  /// A box covering more cells than this goes into ``always`` instead: one large subview
  /// must not fill every cell.
  private static let maximumCellsPerBox = 16

  init(boxes: [CGRect?], always: [Int32]) {
    count = boxes.count
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    var gridded = 0
    for case let box? in boxes {
      minX = min(minX, box.minX)
      minY = min(minY, box.minY)
      maxX = max(maxX, box.maxX)
      maxY = max(maxY, box.maxY)
      gridded += 1
    }
    let width = max(maxX - minX, 1e-9)
    let height = max(maxY - minY, 1e-9)
    // About one cell per subview, shaped like the area they cover.
    let cells = Double(max(gridded, 1))
    let columns =
      gridded == 0 ? 1 : min(4096, max(1, Int((cells * width / height).squareRoot().rounded(.up))))
    let rows = gridded == 0 ? 1 : min(4096, max(1, Int((cells / Double(columns)).rounded(.up))))
    self.columns = columns
    self.rows = rows
    originX = gridded == 0 ? 0 : minX
    originY = gridded == 0 ? 0 : minY
    cellWidth = width / Double(columns)
    cellHeight = height / Double(rows)

    var ranges: [(Int, Int, Int, Int)?] = []
    ranges.reserveCapacity(boxes.count)
    var counts = [Int32](repeating: 0, count: columns * rows + 1)
    var extra: [Int32] = []
    for (index, box) in boxes.enumerated() {
      guard let box else {
        ranges.append(nil)
        continue
      }
      let range = (
        Self.cell(box.minX, originX, cellWidth, columns), Self.cell(box.maxX, originX, cellWidth, columns),
        Self.cell(box.minY, originY, cellHeight, rows), Self.cell(box.maxY, originY, cellHeight, rows)
      )
      if (range.1 - range.0 + 1) * (range.3 - range.2 + 1) > Self.maximumCellsPerBox {
        extra.append(Int32(index))
        ranges.append(nil)
        continue
      }
      ranges.append(range)
      for row in range.2...range.3 {
        for column in range.0...range.1 { counts[row * columns + column + 1] += 1 }
      }
    }
    for cell in 0..<(columns * rows) { counts[cell + 1] += counts[cell] }
    var next = counts
    var members = [Int32](repeating: 0, count: Int(counts[columns * rows]))
    for (index, range) in ranges.enumerated() {
      guard let range else { continue }
      for row in range.2...range.3 {
        for column in range.0...range.1 {
          let cell = row * columns + column
          members[Int(next[cell])] = Int32(index)
          next[cell] += 1
        }
      }
    }
    cellStarts = counts
    self.members = members
    self.always = extra.isEmpty ? always : (always + extra).sorted()
  }

  /// The cell a coordinate falls in, clamped to the grid (boxes lie inside it by construction).
  private static func cell(_ value: Double, _ origin: Double, _ size: Double, _ count: Int) -> Int {
    let position = ((value - origin) / size).rounded(.down)
    guard position >= 0 else { return 0 }
    return position < Double(count) ? Int(position) : count - 1
  }

  /// The grid's candidates at `point` (ascending), not counting ``always``: empty outside the
  /// grid and for a point that is not finite.
  func cellMembers(at point: CGPoint) -> ArraySlice<Int32> {
    let column = ((point.x - originX) / cellWidth).rounded(.down)
    let row = ((point.y - originY) / cellHeight).rounded(.down)
    // Up to one cell past the far edge, clamped as ``cell(_:_:_:_:)`` clamps a box's far edge:
    // dividing can round a point just inside the grid onto its edge.
    guard column >= 0, column <= Double(columns), row >= 0, row <= Double(rows) else { return [] }
    let cell = min(Int(row), rows - 1) * columns + min(Int(column), columns - 1)
    return members[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])]
  }

  /// Calls `body` with each candidate subview index at `point`, from the frontmost (highest)
  /// down, as UIKit's reverse walk would reach them, until `body` returns false.
  @inline(__always)
  func forEachCandidate(at point: CGPoint, _ body: (Int) -> Bool) {
    let cell = cellMembers(at: point)
    var c = cell.endIndex - 1
    var a = always.count - 1
    while c >= cell.startIndex || a >= 0 {
      let next: Int32
      if a < 0 || (c >= cell.startIndex && cell[c] > always[a]) {
        next = cell[c]
        c -= 1
      } else {
        next = always[a]
        a -= 1
      }
      if !body(Int(next)) { return }
    }
  }
}
