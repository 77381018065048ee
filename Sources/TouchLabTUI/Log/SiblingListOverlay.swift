/// Draws the ``SiblingList`` over the screen: its title in the box's edge, a line per
/// subview, and the keys in the footer.
enum SiblingListOverlay {
  static func draw(_ list: SiblingList, in layout: ScreenLayout, into canvas: inout Canvas) {
    let room = OverlayBox.maximumContent(in: layout)
    let widest = list.lines.map { TextWidth.width(of: $0) }.max() ?? 0
    let box = OverlayBox(
      contentColumns: max(widest, TextWidth.width(of: list.title) + 2),
      rows: min(room.rows, list.lines.count),
      in: layout)
    let rows = box.content.rows
    let footer =
      list.lines.count > rows
      ? "\(list.scroll + 1)–\(min(list.lines.count, list.scroll + rows)) of \(list.lines.count) · ↑/↓ · Esc"
      : "X / Esc: close"
    box.draw(title: list.title, footer: footer, into: &canvas)
    for (offset, line) in list.lines.dropFirst(list.scroll).prefix(rows).enumerated() {
      _ = canvas.put(
        line, column: box.content.column, row: box.content.row + offset, maxColumns: box.content.columns)
    }
  }

  /// Content rows the overlay has on this screen.
  static func rows(_ list: SiblingList, in layout: ScreenLayout) -> Int {
    min(OverlayBox.maximumContent(in: layout).rows, list.lines.count)
  }
}
