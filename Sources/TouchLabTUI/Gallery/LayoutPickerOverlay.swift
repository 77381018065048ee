import Foundation

/// The layout picker (`g`) drawn over the screen: one layout a row, as `touchlab list` prints
/// them (number, name, title), the cursor's row reversed and marked `>`, the open layout marked
/// `●`, a page of rows at a time; under them, why the layout last chosen did not load. Names and
/// titles come from files, so they are drawn through the canvas, which sanitizes them.
enum LayoutPickerOverlay {
  /// The widest a name column gets; longer names are cut.
  static let maximumNameWidth = 28
  /// Lines kept for a problem under the list.
  static let problemLines = 3

  static func draw(_ picker: LayoutPicker, in layout: ScreenLayout, into canvas: inout Canvas) {
    let room = OverlayBox.maximumContent(in: layout)
    let names = picker.entries.map { Sanitizer.sanitize($0.name) }
    let nameWidth = min(maximumNameWidth, names.map { TextWidth.width(of: $0) }.max() ?? 0)
    let rows = zip(picker.entries, names).map { entry, name in
      let number = entry.number.map { String(format: "%2d", $0) } ?? "  "
      let padded = Sanitizer.clip(name, toColumns: nameWidth)
      let padding = String(repeating: " ", count: max(0, nameWidth - TextWidth.width(of: padded)))
      return "\(number)  \(padded)\(padding)  \(entry.title ?? "(no title)")"
    }
    let problem = picker.problem.map { LessonPane.wrap("did not load: \($0)", width: room.columns) } ?? []
    let shownProblem = Array(problem.prefix(problemLines))
    // Rows start with two columns of marks.
    let natural = (rows + shownProblem).map { TextWidth.width(of: Sanitizer.sanitize($0)) + 2 }.max() ?? 0
    let listRows = pageRows(picker, in: layout)
    let box = OverlayBox(
      contentColumns: max(natural, 44), rows: listRows + (problem.isEmpty ? 0 : shownProblem.count + 1),
      in: layout)
    let top = picker.selected / listRows * listRows
    let pages = (picker.entries.count + listRows - 1) / max(1, listRows)
    let page = pages > 1 ? " · \(top / listRows + 1)/\(pages)" : ""
    box.draw(
      title: "Layouts · Enter opens · Esc closes", footer: "↑/↓ choose · type a number\(page)", into: &canvas)
    let area = box.content
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    if picker.entries.isEmpty {
      canvas.put(
        "No layouts (*.yaml) in the Layouts folder.", column: area.column, row: area.row, role: .plain)
    }
    for (offset, index) in (top..<min(top + listRows, rows.count)).enumerated() {
      let isSelected = index == picker.selected
      let mark = (isSelected ? ">" : " ") + (index == picker.current ? "●" : " ")
      let row = area.row + offset
      if isSelected {
        canvas.fill(
          CellRect(column: area.column, row: row, columns: area.columns, rows: 1), with: Cell(style: .reverse)
        )
      }
      canvas.put(
        "\(mark)\(rows[index])", column: area.column, row: row, maxColumns: area.columns,
        style: isSelected ? [.reverse, .bold] : .normal, role: .plain)
    }
    for (offset, line) in shownProblem.enumerated() {
      canvas.put(line, column: area.column, row: area.row + listRows + 1 + offset, role: .warning)
    }
  }

  /// Rows of layouts the picker shows at once on this screen (the page `PgUp`/`PgDn` turn).
  static func pageRows(_ picker: LayoutPicker, in layout: ScreenLayout) -> Int {
    let room = OverlayBox.maximumContent(in: layout)
    let problem = picker.problem == nil ? 0 : problemLines + 1
    return max(1, min(picker.entries.count, room.rows - problem))
  }
}
