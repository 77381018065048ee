import Foundation
import TouchKit

/// The side pane while the tree is shown (`t`): the whole hierarchy, one view a line in
/// document order, indented by depth, with the selection marked `▶` and in reverse video.
///
/// A row names the view's id and its class (once, when they are the same), then what keeps it
/// from touches or from sight: `hidden` (itself or an ancestor: hidden views are not drawn, so
/// this is where they can be selected), `no interaction`, `alpha` below 0.01; and `✦` with the
/// count of its recognizers, as on the canvas. Deep trees stop indenting at a third of the
/// pane, so ids stay readable at 60 columns.
enum TreePane {
  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.sidePaneArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    canvas.fill(area)
    let rows = state.scene.hierarchy
    let selected = Update.selectedRow(state, in: rows)
    let top = self.top(state)
    let width = area.columns - 1
    let title = "Hierarchy: \(rows.count) view\(rows.count == 1 ? "" : "s")"
    let keys = " · ↑/↓ · t back"
    let fits = TextWidth.width(of: title + keys) <= width
    canvas.put(
      fits ? title + keys : title, column: area.column + 1, row: area.row, maxColumns: width, style: .bold,
      role: .title)
    for (offset, index) in (top..<min(rows.count, top + visibleRows(state))).enumerated() {
      let row = area.row + 1 + offset
      let isSelected = index == selected
      if isSelected {
        canvas.fill(
          CellRect(column: area.column, row: row, columns: area.columns, rows: 1),
          with: Cell(style: .reverse, role: .selected))
      }
      canvas.put(
        clipped(text(of: rows[index], width: width, marked: isSelected), to: area.columns),
        column: area.column,
        row: row,
        maxColumns: area.columns, style: isSelected ? .reverse : rows[index].isHidden ? .dim : .normal,
        role: isSelected ? .selected : .plain)
    }
  }

  /// `text` cut to `columns`, with `…` where it was cut.
  static func clipped(_ text: String, to columns: Int) -> String {
    TextWidth.width(of: Sanitizer.sanitize(text)) <= columns
      ? text : Sanitizer.clip(text, toColumns: columns - 1) + "…"
  }

  /// Rows of views the pane shows at once (below its header).
  static func visibleRows(_ state: UIState) -> Int { max(1, state.layout.sidePaneArea.rows - 1) }

  /// The first row shown: the scroll, kept within the hierarchy.
  static func top(_ state: UIState) -> Int { clampedTop(state.inspector.treeScroll, state) }

  static func clampedTop(_ scroll: Int, _ state: UIState) -> Int {
    ScrollWindow.clamped(scroll, count: state.scene.viewCount, visible: visibleRows(state))
  }

  /// One row: the mark column, the indent, then `id Class` and the view's notes.
  static func text(of row: HierarchyRow, width: Int, marked: Bool) -> String {
    let indent = String(repeating: " ", count: min(row.depth * 2, width / 3))
    var text = row.id
    if row.className != row.id { text += " \(row.className)" }
    // Hidden under a hidden superview too (it is not drawn); else the engine's own reason.
    if row.isHidden {
      text += " · hidden"
    } else if let reason = row.skipReason {
      text += " · \(reason.note)"
    }
    if row.recognizerCount > 0 { text += " \(LayoutRenderer.recognizerGlyph)\(row.recognizerCount)" }
    return (marked ? "▶" : " ") + indent + text
  }
}
