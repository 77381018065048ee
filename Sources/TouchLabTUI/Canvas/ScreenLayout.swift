import Foundation
import TouchKit

/// Where things go on the terminal: title row, canvas area, divider, side pane, status row.
public struct ScreenLayout: Equatable, Sendable {
  /// Below this the UI shows a message instead of a squashed canvas.
  public static let minimumColumns = 60
  public static let minimumRows = 16

  public let columns: Int
  public let rows: Int
  /// The layout's screen in points: its proportions decide how wide the canvas needs to be.
  public let screenSize: CGSize
  /// Rows at the top of the side pane taken by the inspector (``InspectorPane``), above the
  /// trace: ``paneArea`` is what is left. Set after every update from the state.
  public var inspectorRows = 0

  public init(columns: Int, rows: Int, screenSize: CGSize) {
    self.columns = columns
    self.rows = rows
    self.screenSize = screenSize
  }

  public var isTooSmall: Bool { columns < Self.minimumColumns || rows < Self.minimumRows }

  /// The pane's share of the width at least: two fifths, between 28 and 72 columns, since
  /// trace lines are long.
  var minimumPaneColumns: Int { min(72, max(28, columns * 2 / 5)) }

  /// The canvas takes the columns the screen needs at the largest scale that fits beside the
  /// pane's share (a cell is twice as tall as wide); the pane gets everything else.
  public var paneColumns: Int {
    let available = max(1, columns - minimumPaneColumns - 1)
    let width = max(screenSize.width, 1)
    let height = max(screenSize.height, 1)
    let scale = min(CGFloat(available) / width, 2 * CGFloat(max(1, rows - 2)) / height)
    let needed = Int(saturating: width * scale, rounding: .up, within: 0...available)
    return columns - needed - 1
  }
  public var dividerColumn: Int { columns - paneColumns - 1 }

  /// Left of the divider, between the title and status rows.
  public var canvasArea: CellRect {
    CellRect(column: 0, row: 1, columns: dividerColumn, rows: rows - 2)
  }

  /// Right of the divider, below the inspector: one header row, then trace lines.
  public var paneArea: CellRect {
    CellRect(
      column: dividerColumn + 1, row: 1 + inspectorRows, columns: paneColumns, rows: rows - 2 - inspectorRows)
  }

  /// Right of the divider, above the trace: the inspector's rows (empty when none).
  public var inspectorArea: CellRect {
    CellRect(column: dividerColumn + 1, row: 1, columns: paneColumns, rows: inspectorRows)
  }

  /// The whole side pane, inspector and trace together.
  public var sidePaneArea: CellRect {
    CellRect(column: dividerColumn + 1, row: 1, columns: paneColumns, rows: rows - 2)
  }

  /// Trace lines the pane shows at once.
  public var paneLines: Int { max(1, paneArea.rows - 1) }
  public var statusRow: Int { rows - 1 }
}
