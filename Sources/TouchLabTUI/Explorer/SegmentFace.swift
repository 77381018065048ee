import Foundation

/// Draws a segmented control's segments where the engine's segments are: the engine divides
/// the control's width equally (`SegmentedControl.segmentIndex(at:)`), so each title is
/// centred in the cells of its own share, with `│` between them and the selected one in
/// brackets. Written one after the other from the left, `Month` would sit over the middle
/// segment, and a click on it would select `Week`.
///
/// On the box's first inner row, or on its last row when it has none (the border is then the
/// line the segments sit on); a box of one row shows them in its title instead
/// (``ControlFace``).
enum SegmentFace {
  static let divider: Character = "│"

  /// The columns of segment `index` of `count` in a control of screen frame `frame`, within
  /// `inside` (the columns the box has to draw in).
  static func columns(
    of index: Int, count: Int, frame: CGRect, inside: ClosedRange<Int>, scaling: Scaling
  ) -> Range<Int> {
    let width = frame.width / CGFloat(max(1, count))
    let share = CGRect(
      x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
    let cells = scaling.cellRect(for: share)
    let first = max(cells.column, inside.lowerBound)
    let end = min(cells.endColumn, inside.upperBound + 1)
    return first..<max(first, end)
  }

  static func draw(
    _ node: SceneNode, in box: CellRect, scaling: Scaling, style: Cell.Style, into canvas: inout Canvas
  ) {
    guard case .segments(let titles, let selected) = node.control?.value, !titles.isEmpty, box.rows >= 2,
      box.columns >= 3
    else { return }
    let row = box.rows >= 3 ? box.row + 1 : box.endRow - 1
    let inside = (box.column + 1)...(box.endColumn - 2)
    for (index, title) in titles.enumerated() {
      var columns = columns(
        of: index, count: titles.count, frame: node.frame, inside: inside, scaling: scaling)
      if index > 0, let first = columns.first {
        canvas.set(Cell(divider, style: style, role: .label), column: first, row: row)
        columns = columns.dropFirst()
      }
      let text = index == selected ? "[\(title)]" : title
      let room = columns.count
      guard room > 0 else { continue }
      let shown = Sanitizer.ellipsized(text, toColumns: room)
      let left = columns.lowerBound + (room - TextWidth.width(of: Sanitizer.sanitize(shown))) / 2
      canvas.put(shown, column: left, row: row, maxColumns: room, style: style, role: .label)
    }
  }
}
