/// A box drawn over the screen (the help, the layout picker): cleared inside, a light border with
/// a title in its top edge and a footer in its bottom edge, and its content inset by a column.
///
/// Overlays leave the title and status rows alone, so what the status bar says (a layout that
/// did not load, the recording mark) stays in view while one is open.
struct OverlayBox: Equatable {
  /// The box, border included.
  var frame: CellRect

  /// Where content goes: inside the border, a column of padding on each side.
  var content: CellRect {
    CellRect(column: frame.column + 2, row: frame.row + 1, columns: frame.columns - 4, rows: frame.rows - 2)
  }

  /// The most room an overlay gets: every row between the title and the status bar, and the
  /// whole width but for a margin of two columns each side once the screen is 80 wide.
  static func available(in layout: ScreenLayout) -> CellRect {
    let margin = layout.columns >= 80 ? 2 : 0
    return CellRect(column: margin, row: 1, columns: layout.columns - 2 * margin, rows: layout.rows - 2)
  }

  /// The most content an overlay can hold on this screen (``available(in:)`` less the border
  /// and padding).
  static func maximumContent(in layout: ScreenLayout) -> (columns: Int, rows: Int) {
    let room = available(in: layout)
    return (max(1, room.columns - 4), max(1, room.rows - 2))
  }

  /// A box for `columns` × `rows` of content (at most what the screen has), centred.
  init(contentColumns columns: Int, rows: Int, in layout: ScreenLayout) {
    let room = Self.available(in: layout)
    let width = min(room.columns, columns + 4)
    let height = min(room.rows, rows + 2)
    frame = CellRect(
      column: room.column + (room.columns - width) / 2, row: room.row + (room.rows - height) / 2,
      columns: width, rows: height)
  }

  /// Clears the box and draws its border, `title` in the top edge and `footer` (when there is
  /// one) right-aligned in the bottom edge.
  func draw(title: String, footer: String?, into canvas: inout Canvas) {
    canvas.clip = CellRect(column: 0, row: 0, columns: canvas.columns, rows: canvas.rows)
    canvas.fill(frame)
    BoxStyle.light.draw(frame, into: &canvas, style: .normal, role: .border)
    canvas.put(
      " \(title) ", column: frame.column + 2, row: frame.row, maxColumns: frame.columns - 4, style: .bold,
      role: .title)
    guard let footer else { return }
    let text = " \(footer) "
    let width = min(TextWidth.width(of: text), frame.columns - 4)
    canvas.put(
      text, column: frame.endColumn - 2 - width, row: frame.endRow - 1, maxColumns: width, role: .hint)
  }
}
