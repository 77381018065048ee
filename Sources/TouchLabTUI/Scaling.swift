import Foundation

/// Points ↔ cells: how the screen (in points) is fitted into the canvas area (in cells).
///
/// One scale for both axes, with a cell counted as twice as tall as it is wide, so boxes keep
/// their proportions; the screen sits at the area's top-left corner. A cell maps back to the
/// point at its centre, so `cell(for: point(forColumn:row:))` is the identity.
public struct Scaling: Equatable, Sendable {
  public let screenSize: CGSize
  public let area: CellRect
  /// Columns per point; rows per point is half of it.
  public let columnsPerPoint: CGFloat

  public init(screenSize: CGSize, area: CellRect) {
    self.screenSize = screenSize
    self.area = area
    let width = max(screenSize.width, 1)
    let height = max(screenSize.height, 1)
    let scale = min(CGFloat(area.columns) / width, 2 * CGFloat(area.rows) / height)
    columnsPerPoint = max(scale, 0.0001)
  }

  public var rowsPerPoint: CGFloat { columnsPerPoint / 2 }

  /// The cell containing `point` (screen points); may lie outside the area.
  public func cell(for point: CGPoint) -> CellPosition {
    CellPosition(
      column: area.column + Self.cellIndex(point.x * columnsPerPoint, .down),
      row: area.row + Self.cellIndex(point.y * rowsPerPoint, .down))
  }

  /// The screen point at the centre of a cell: the inverse of ``cell(for:)``.
  public func point(forColumn column: Int, row: Int) -> CGPoint {
    CGPoint(
      x: (CGFloat(column - area.column) + 0.5) / columnsPerPoint,
      y: (CGFloat(row - area.row) + 0.5) / rowsPerPoint)
  }

  /// The cells a rectangle covers, at least one by one; edges round to the nearest cell line
  /// so that nested and adjacent boxes line up.
  public func cellRect(for rect: CGRect) -> CellRect {
    let left = Self.cellIndex(rect.minX * columnsPerPoint, .toNearestOrAwayFromZero)
    let right = Self.cellIndex(rect.maxX * columnsPerPoint, .toNearestOrAwayFromZero)
    let top = Self.cellIndex(rect.minY * rowsPerPoint, .toNearestOrAwayFromZero)
    let bottom = Self.cellIndex(rect.maxY * rowsPerPoint, .toNearestOrAwayFromZero)
    return CellRect(
      column: area.column + left, row: area.row + top, columns: max(1, right - left),
      rows: max(1, bottom - top))
  }

  /// A cell index from a scaled coordinate; layouts are untrusted, so huge or NaN values are
  /// clamped rather than trapping in `Int(_:)`.
  static func cellIndex(_ value: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
    guard value.isFinite else { return 0 }
    return Int(min(max(value.rounded(rule), -100_000), 100_000))
  }
}
