/// Where things go on the terminal: title row, canvas area, divider, side pane, status row.
public struct ScreenLayout: Equatable, Sendable {
  /// Below this the UI shows a message instead of a squashed canvas.
  public static let minimumColumns = 60
  public static let minimumRows = 16

  public let columns: Int
  public let rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  public var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

  /// The pane takes two fifths of the width, between 28 and 72 columns: trace lines are long.
  public var paneColumns: Int { min(72, max(28, columns * 2 / 5)) }
  public var dividerColumn: Int { columns - paneColumns - 1 }

  /// Left of the divider, between the title and status rows.
  public var canvasArea: CellRect {
    CellRect(column: 0, row: 1, columns: dividerColumn, rows: rows - 2)
  }

  /// Right of the divider: one header row, then trace lines.
  public var paneArea: CellRect {
    CellRect(column: dividerColumn + 1, row: 1, columns: paneColumns, rows: rows - 2)
  }

  /// Trace lines the pane shows at once.
  public var paneLines: Int { max(1, paneArea.rows - 1) }
  public var statusRow: Int { rows - 1 }
}
