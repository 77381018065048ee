import Foundation

/// Where the canvas draws a slider's thumb: at the engine's thumb (``ControlSnapshot/thumb``,
/// `Slider.thumbRect(for:)` in screen points), so that a click on the drawn thumb grabs it and
/// a click on the bare track away from it does not, as on a device (UISlider tracks only a
/// touch that lands in its thumb's touch area).
///
/// The thumb is drawn on one row of the slider's box: of the rows a touch there can grab it
/// from (whose points meet the touch area), the one nearest the thumb's middle, keeping off
/// the title row when another will do, and inside the border when the box has an inside. Its
/// columns are those whose centre the thumb covers; when a cell is wider than the thumb, the
/// one nearest its middle. A cell is larger than a point, so its centre may miss the touch
/// area: a click on a thumb cell touches the point of the cell nearest the centre that is in
/// the touch area (``touchPoint(_:cell:on:scaling:)``), as a click on a view smaller than a
/// cell touches that view.
enum SliderThumb {
  static let glyph: Character = "●"
  /// The track left of the thumb (the value's side) and right of it.
  static let filled: Character = "━"
  static let empty: Character = "─"

  /// The row and the columns the thumb is drawn in.
  typealias Cells = (row: Int, columns: Range<Int>)

  /// The thumb's row and columns in `box` (the slider's cells), on the canvas; nil when `node`
  /// has no thumb, or no cell of the box there reaches its touch area.
  static func cells(of node: SceneNode, in box: CellRect, scaling: Scaling) -> Cells? {
    guard let thumb = node.control?.thumb, let area = grabArea(node), !box.isEmpty, thumb.midX.isFinite,
      thumb.midY.isFinite
    else { return nil }
    let middle = scaling.cell(for: CGPoint(x: thumb.midX, y: thumb.midY))
    let origin = scaling.bounds(ofColumn: box.column, row: box.row)
    // Whether a cell in the row (the column) has points in the touch area.
    func reaches(row: Int) -> Bool {
      let minY = origin.minY + CGFloat(row - box.row) * origin.height
      return minY < area.maxY && area.minY < minY + origin.height
    }
    func reaches(column: Int) -> Bool {
      let minX = origin.minX + CGFloat(column - box.column) * origin.width
      return minX < area.maxX && area.minX < minX + origin.width
    }
    // Rows and columns inside the border (off the title row), else any of the box's, that
    // reach; on the canvas only (a slider scaled up is far wider than the terminal).
    let canvas = scaling.area
    let boxRows = (box.row..<box.endRow).clamped(to: canvas.row..<canvas.endRow)
    let boxColumns = (box.column..<box.endColumn).clamped(to: canvas.column..<canvas.endColumn)
    let inner = (box.rows >= 3 ? (box.row + 1)..<(box.endRow - 1) : (box.row + 1)..<box.endRow)
    let rows = inner.clamped(to: boxRows).filter(reaches(row:)).nonEmpty ?? boxRows.filter(reaches(row:))
    guard let row = rows.min(by: { abs($0 - middle.row) < abs($1 - middle.row) }) else { return nil }
    let inside = (box.columns >= 3 ? (box.column + 1)..<(box.endColumn - 1) : boxColumns).clamped(
      to: boxColumns)
    let covered = inside.filter { column in
      let x = scaling.point(forColumn: column, row: row).x
      return thumb.minX <= x && x < thumb.maxX
    }
    if let first = covered.first, let last = covered.last { return (row, first..<(last + 1)) }
    let columns = inside.filter(reaches(column:)).nonEmpty ?? boxColumns.filter(reaches(column:))
    guard let column = columns.min(by: { abs($0 - middle.column) < abs($1 - middle.column) }) else {
      return nil
    }
    return (row, column..<(column + 1))
  }

  /// Draws the thumb, and the track across the box's inside when the thumb is on an inner row
  /// (on a border row, the border is the track).
  static func draw(
    _ node: SceneNode, in box: CellRect, scaling: Scaling, style: Cell.Style, into canvas: inout Canvas
  ) {
    guard let (row, columns) = cells(of: node, in: box, scaling: scaling) else { return }
    if box.rows >= 3, box.columns >= 3, row > box.row, row < box.endRow - 1 {
      let track = ((box.column + 1)..<(box.endColumn - 1)).clamped(
        to: canvas.clip.column..<canvas.clip.endColumn)
      for column in track where !columns.contains(column) {
        let character = column < columns.lowerBound ? filled : empty
        canvas.set(Cell(character, style: style, role: .label), column: column, row: row)
      }
    }
    for column in columns {
      canvas.set(Cell(glyph, style: style.union(.bold), role: .label), column: column, row: row)
    }
  }

  /// The point a click on the thumb cell `cell` touches: its centre when the thumb's touch
  /// area holds it, else the point of the cell, on each axis the centre misses, in the middle
  /// of the part of the cell in the touch area.
  static func touchPoint(_ centre: CGPoint, cell: CellPosition, on node: SceneNode, scaling: Scaling)
    -> CGPoint?
  {
    guard let area = grabArea(node) else { return nil }
    let reach = area.intersection(scaling.bounds(ofColumn: cell.column, row: cell.row))
    guard !reach.isNull, !reach.isEmpty else { return nil }
    return CGPoint(
      x: reach.minX <= centre.x && centre.x < reach.maxX ? centre.x : reach.midX,
      y: reach.minY <= centre.y && centre.y < reach.maxY ? centre.y : reach.midY)
  }

  /// Where a touch grabs the thumb and stays in the slider: its touch area within its frame.
  private static func grabArea(_ node: SceneNode) -> CGRect? {
    guard let area = node.control?.thumbTouchArea?.intersection(node.frame), !area.isNull, !area.isEmpty
    else {
      return nil
    }
    return area
  }
}

extension Array {
  /// Nil when empty: `a.nonEmpty ?? b` falls back to `b`.
  fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
