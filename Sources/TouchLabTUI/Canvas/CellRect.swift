/// A rectangle of cells: column/row of the top-left cell and a size in cells. Used for layout
/// areas (canvas, side pane), view boxes and clipping.
public struct CellRect: Equatable, Sendable {
  public var column: Int
  public var row: Int
  public var columns: Int
  public var rows: Int

  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.column = column
    self.row = row
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// One past the last column.
  public var endColumn: Int { column + columns }
  /// One past the last row.
  public var endRow: Int { row + rows }
  public var isEmpty: Bool { columns == 0 || rows == 0 }

  public func contains(column c: Int, row r: Int) -> Bool {
    c >= column && c < endColumn && r >= row && r < endRow
  }

  /// The cells both rectangles cover (empty when they do not meet).
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(endColumn, other.endColumn)
    let bottom = min(endRow, other.endRow)
    return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
  }
}

/// One cell's position: 0-based column and row.
public struct CellPosition: Equatable, Sendable {
  public var column: Int
  public var row: Int

  public init(column: Int, row: Int) {
    self.column = column
    self.row = row
  }
}
