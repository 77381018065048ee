import Foundation
import TouchKit

/// Selecting a view and looking at it: right-click or Ctrl-click, Tab / Shift-Tab, the tree
/// pane (`t`) and the why-not answer (`w`). Pure, like the rest of ``Update``: the session
/// follows the selection with a fresh ``Inspection``.
extension Update {
  /// The session's snapshot of the selection. Nil while a view is selected means no view has
  /// its id any more (another layout is open): the selection goes with it.
  static func inspected(_ inspection: Inspection?, _ state: inout UIState) {
    state.inspector.inspection = inspection
    guard inspection == nil, state.inspector.selectedView != nil else { return }
    state.inspector.selectedView = nil
    state.inspector.selectedIndex = nil
    if state.inspector.pane == .whyNot { state.inspector.pane = .inspector }
  }

  /// Whether a mouse report selects instead of touching: a right-click, a Ctrl-click (unless
  /// it ends a touch the left button began), or a click on a row of the tree pane.
  static func selects(_ report: MouseReport, _ state: UIState) -> Bool {
    guard report.action == .press || report.action == .release else { return false }
    if report.button == .right { return true }
    guard report.button == .left, !state.isPressed else { return false }
    if report.modifiers.contains(.control) { return true }
    return report.action == .press && state.inspector.pane == .tree && !state.lesson.isShown
      && state.scriptPicker == nil
      && state.layout.sidePaneArea.contains(column: report.column, row: report.row)
  }

  /// Selects what is under a selecting press: in the canvas, the view drawn on top there (what
  /// the person sees, which hit testing may not pick: a view that takes no touches can be
  /// inspected too); nothing there deselects. In the tree, the row. Releases do nothing.
  static func select(_ report: MouseReport, _ state: inout UIState) {
    guard report.action == .press else { return }
    let cell = CellPosition(column: report.column, row: report.row)
    if state.layout.canvasArea.contains(column: cell.column, row: cell.row) {
      let drawn = state.drawnNode(at: cell)
      select(drawn.flatMap { state.scene.hierarchyIndex(ofPath: $0.path) }, &state)
    } else if state.inspector.pane == .tree {
      let area = state.layout.sidePaneArea
      let rows = state.scene.hierarchy
      let row = TreePane.top(state) + cell.row - area.row - 1
      guard cell.row > area.row, rows.indices.contains(row) else { return }
      select(row, in: rows, &state)
    }
  }

  /// Selects the view at `index` in document order (``Scene/hierarchy``, passed as `rows` when
  /// the caller has it), or nothing.
  static func select(_ index: Int?, in rows: [HierarchyRow]? = nil, _ state: inout UIState) {
    let rows = rows ?? state.scene.hierarchy
    guard let index, rows.indices.contains(index) else {
      if state.inspector.selectedView != nil { state.status = "selection cleared" }
      state.inspector.selectedView = nil
      state.inspector.selectedIndex = nil
      if state.inspector.pane == .whyNot { state.inspector.pane = .inspector }
      return
    }
    state.inspector.selectedView = rows[index].id
    state.inspector.selectedIndex = index
    state.inspector.scroll = 0
    reveal(index, &state)
  }

  /// The selected view's position in document order: ``InspectorState/selectedIndex`` while it still
  /// names that view, else the first view with the selected id.
  static func selectedRow(_ state: UIState, in rows: [HierarchyRow]) -> Int? {
    guard let id = state.inspector.selectedView else { return nil }
    if let index = state.inspector.selectedIndex, rows.indices.contains(index), rows[index].id == id {
      return index
    }
    return rows.firstIndex { $0.id == id }
  }

  /// Tab (1) and Shift-Tab (-1): the next or previous view in document order. Past either end
  /// the selection is cleared (the trace gets the whole pane back), and the next press starts
  /// again from the other end: a keyboard-only way to deselect.
  static func moveSelection(by step: Int, _ state: inout UIState) {
    let rows = state.scene.hierarchy
    guard !rows.isEmpty else { return }
    guard let current = selectedRow(state, in: rows) else {
      return select(step > 0 ? 0 : rows.count - 1, in: rows, &state)
    }
    let next = current + step
    select(rows.indices.contains(next) ? next : nil, in: rows, &state)
    if state.inspector.selectedView == nil {
      state.status = "selection cleared · Tab selects the first view again"
    }
  }

  /// `t`: the hierarchy tree in the side pane, or back to the inspector and trace.
  static func toggleTree(_ state: inout UIState) {
    if state.inspector.pane == .tree && !state.lesson.isShown {
      state.inspector.pane = .inspector
      return
    }
    state.inspector.pane = .tree
    state.lesson.isShown = false
    if let row = selectedRow(state, in: state.scene.hierarchy) { reveal(row, &state) }
  }

  /// `w`: why the selected view did (not) get the last touch, above the trace; again: back.
  static func toggleWhyNot(_ state: inout UIState) {
    guard state.inspector.selectedView != nil else {
      state.status = "w: select a view first (right-click or Ctrl-click it, or Tab)"
      return
    }
    state.inspector.pane = state.inspector.pane == .whyNot && !state.lesson.isShown ? .inspector : .whyNot
    state.lesson.isShown = false
    state.inspector.scroll = 0
  }

  /// A scrolling key in the tree pane: ↑/↓ move the selection, PgUp/PgDn by a page,
  /// Home/End to either end.
  static func moveInTree(_ key: Key, _ state: inout UIState) {
    let rows = state.scene.hierarchy
    let page = max(1, TreePane.visibleRows(state) - 1)
    guard let step = scrollLines(for: key, page: page), !rows.isEmpty else { return }
    let current = selectedRow(state, in: rows) ?? (step > 0 ? -1 : rows.count)
    select(min(max(0, current + step), rows.count - 1), in: rows, &state)
  }

  /// Scrolls the tree so that row `index` is shown.
  static func reveal(_ index: Int, _ state: inout UIState) {
    state.inspector.treeScroll = ScrollWindow.top(
      revealing: index, from: TreePane.top(state), visible: TreePane.visibleRows(state))
  }

  /// The wheel over the inspector or the tree scrolls it; false when the pointer is elsewhere.
  static func scrollInspecting(at report: MouseReport, by lines: Int, _ state: inout UIState) -> Bool {
    let (column, row) = (report.column, report.row)
    if state.inspector.pane == .tree, !state.lesson.isShown, state.scriptPicker == nil,
      state.layout.sidePaneArea.contains(column: column, row: row)
    {
      state.inspector.treeScroll = TreePane.clampedTop(TreePane.top(state) + lines, state)
      return true
    }
    guard state.layout.inspectorArea.contains(column: column, row: row) else { return false }
    state.inspector.scroll = InspectorPane.clampedTop(InspectorPane.top(state) + lines, state)
    return true
  }
}
