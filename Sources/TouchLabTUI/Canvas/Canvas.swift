/// The screen as a value: a grid of ``Cell``s that the renderer fills and tests read.
///
/// Everything the terminal UI shows is decided here, without a terminal: the ncurses layer only
/// copies cells out, and `touchlab render` prints ``plainText``. Every write is sanitized and
/// clipped (to the canvas and to ``clip``), so no string can leave the box it was meant for.
public struct Canvas: Equatable, Sendable {
  public let columns: Int
  public let rows: Int
  public private(set) var cells: [Cell]
  /// Writes outside this rectangle are dropped: how `clipsToBounds` and panes are honoured.
  public var clip: CellRect

  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
    clip = CellRect(column: 0, row: 0, columns: self.columns, rows: self.rows)
  }

  /// Copies the cells of `rows` (clamped to both canvases) from `other`, a canvas of the same
  /// width; the clip is not consulted. How a drawing made in bands is put together
  /// (``LayoutRenderer/drawWhole(_:into:)``).
  mutating func copyRows(_ rows: Range<Int>, from other: Canvas) {
    let rows = rows.clamped(to: 0..<min(self.rows, other.rows))
    guard other.columns == columns, !rows.isEmpty else { return }
    let cellRange = rows.lowerBound * columns..<rows.upperBound * columns
    cells.replaceSubrange(cellRange, with: other.cells[cellRange])
  }

  /// The whole canvas: the clip a pane puts back when it has drawn within its own.
  public var bounds: CellRect { CellRect(column: 0, row: 0, columns: columns, rows: rows) }

  public subscript(column: Int, row: Int) -> Cell {
    guard column >= 0, column < columns, row >= 0, row < rows else { return .blank }
    return cells[row * columns + column]
  }

  /// Sets one cell (a width-1 character), if it is inside the canvas and the clip.
  public mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard isWritable(column: column, row: row) else { return }
    clearWide(column: column, row: row)
    cells[row * columns + column] = cell
  }

  /// Writes sanitized `text` from (`column`, `row`), at most `maxColumns` wide; a wide character
  /// that would not fit entirely is not written. Returns the columns used.
  @discardableResult
  public mutating func put(
    _ text: String, column: Int, row: Int, maxColumns: Int = .max, style: Cell.Style = .normal,
    role: Cell.Role = .plain
  ) -> Int {
    var x = column
    let limit = maxColumns == .max ? Int.max : column + max(0, maxColumns)
    for character in Sanitizer.sanitize(text) {
      let width = TextWidth.width(of: character)
      guard width > 0 else { continue }
      if x + width > limit { break }
      if width == 2 {
        guard isWritable(column: x, row: row), isWritable(column: x + 1, row: row) else {
          x += 2
          continue
        }
        clearWide(column: x, row: row)
        clearWide(column: x + 1, row: row)
        cells[row * columns + x] = Cell(character, style: style, role: role)
        cells[row * columns + x + 1] = Cell(" ", style: style, role: role, isContinuation: true)
      } else {
        set(Cell(character, style: style, role: role), column: x, row: row)
      }
      x += width
    }
    return x - column
  }

  /// Fills a rectangle (within the clip) with `cell`. Only the cells on the canvas are
  /// visited: a view may span far more cells than the screen has.
  public mutating func fill(_ rect: CellRect, with cell: Cell = .blank) {
    let area = rect.intersection(clip).intersection(bounds)
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn { set(cell, column: column, row: row) }
    }
  }

  /// The rows as text, continuation cells skipped and trailing spaces trimmed: what a person
  /// would see, and what golden tests and `touchlab render` compare and print.
  public var plainText: [String] {
    (0..<rows).map { row in
      var line = ""
      for column in 0..<columns where !self[column, row].isContinuation {
        line.append(self[column, row].character)
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  private func isWritable(column: Int, row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows && clip.contains(column: column, row: row)
  }

  /// Overwriting half of a wide character blanks its other half, so none is left split.
  private mutating func clearWide(column: Int, row: Int) {
    let index = row * columns + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = .blank
    } else if column + 1 < columns, cells[index + 1].isContinuation {
      cells[index + 1] = .blank
    }
  }
}
