import Foundation

/// Highlight and selection as UIKit times them, for a table's rows and a collection's items
/// alike (``SelectableList``), from the touches a cell passes up the responder chain to its
/// list (a control in the cell keeps its touches, so tapping it selects nothing, §5).
///
/// - The highlight comes with the touch's `touchesBegan`, which the scroll view delays 150 ms
///   (`delaysContentTouches`, §7, UNSOURCED number): a held finger highlights late, and a quick
///   tap's touchesBegan arrives at the lift, so it highlights then and selects at once.
///   `shouldHighlight…At` answering false also prevents the selection (observed; Apple:
///   "returning false … prevents the row from being highlighted").
/// - The selection comes at `touchesEnded` inside the held cell: the delegate's selection
///   question (a table's `willSelectRowAt` may name another row or nil, a collection's
///   `shouldSelectItemAt` says yes or no), the old selection deselected unless
///   `allowsMultipleSelection`, then the cell's selected state and `didSelect…`. With multiple
///   selection a tap on a selected row deselects it (Apple's `allowsMultipleSelection`).
/// - A cancelled touch (the list scrolled, or a recognizer with `cancelsTouchesInView` took it:
///   the "didSelectRowAt is not called" of a tap recognizer on the list's superview) and a
///   finger that left the cell select nothing.
///
/// The order of the unhighlight and the selection calls at the lift is what iOS shows in
/// practice (UNSOURCED: Apple documents each call, not their order). The trace names rows and
/// items alike (`rowHighlight`, `rowSelect`, `rowSkipped`).
final class ListSelectionTracker {
  /// The touch holding a row, and the row.
  struct Held {
    var indexPath: IndexPath
    var touch: ObjectIdentifier
  }

  /// The row a touch is highlighting, and the touch.
  var held: Held?
  /// The selected rows, in the order they were selected.
  var selected: [IndexPath] = []

  /// Whether a storyboard prototype cell's selection segue is performed before the delegate
  /// hears `didSelectRowAt`/`didSelectItemAt`. Community (UNSOURCED: Apple documents no order):
  /// developers report `prepare(for:sender:)` running before `didSelectRowAt`, with the row
  /// already selected (`indexPathForSelectedRow` is set there).
  static let selectionSegueBeforeDidSelect = true

  func touchesBegan<List: SelectableList>(_ touches: Set<Touch>, with event: Event?, in list: List) {
    guard held == nil, let touch = touches.first, let (indexPath, cell) = list.shownCell(holding: touch.view)
    else { return }
    let trace = event?.trace
    guard list.selectsOnTap else {
      skip(indexPath, list.refusedTap, in: list, trace)
      return
    }
    guard list.askShouldHighlight(indexPath) else {
      skip(indexPath, list.refusedHighlight, in: list, trace)
      return
    }
    held = Held(indexPath: indexPath, touch: ObjectIdentifier(touch))
    highlight(true, cell, at: indexPath, in: list, trace)
  }

  func touchesMoved<List: SelectableList>(_ touches: Set<Touch>, with event: Event?, in list: List) {
    guard let held, let touch = touches.first(where: { ObjectIdentifier($0) == held.touch }),
      let cell = list.shownCell(at: held.indexPath), list.isHighlighted(cell)
    else { return }
    if !cell.bounds.contains(touch.location(in: cell)) {
      highlight(false, cell, at: held.indexPath, in: list, event?.trace)
    }
  }

  func touchesEnded<List: SelectableList>(_ touches: Set<Touch>, with event: Event?, in list: List) {
    guard let held, let touch = touches.first(where: { ObjectIdentifier($0) == held.touch }) else { return }
    self.held = nil
    let trace = event?.trace
    let indexPath = held.indexPath
    guard let cell = list.shownCell(at: indexPath) else { return }
    let inside = cell.bounds.contains(touch.location(in: cell))
    if list.isHighlighted(cell) { highlight(false, cell, at: indexPath, in: list, trace) }
    guard inside else {
      skip(indexPath, .movedOut, in: list, trace)
      return
    }
    tapped(indexPath, in: list, trace)
  }

  func touchesCancelled<List: SelectableList>(_ touches: Set<Touch>, with event: Event?, in list: List) {
    guard let held, touches.contains(where: { ObjectIdentifier($0) == held.touch }) else { return }
    self.held = nil
    let trace = event?.trace
    if let cell = list.shownCell(at: held.indexPath), list.isHighlighted(cell) {
      highlight(false, cell, at: held.indexPath, in: list, trace)
    }
    skip(held.indexPath, .touchCancelled, in: list, trace)
  }

  /// Moves the held row and the selection to their index paths after an update; a row that
  /// went (nil) is no longer held or selected.
  func renumber(_ map: (IndexPath) -> IndexPath?) {
    selected = selected.compactMap(map)
    if let current = held { held = map(current.indexPath).map { Held(indexPath: $0, touch: current.touch) } }
  }

  /// A lift on `indexPath`: deselects it (multiple selection, already selected) or selects
  /// what the delegate answers.
  private func tapped<List: SelectableList>(_ indexPath: IndexPath, in list: List, _ trace: TraceRecorder?) {
    if list.selectsMultiple, selected.contains(indexPath) {
      deselect(indexPath, in: list, trace)
      return
    }
    guard let target = list.askWillSelect(indexPath), list.holds(target) else {
      skip(indexPath, list.refusedSelection, in: list, trace)
      return
    }
    if !list.selectsMultiple {
      for old in selected where old != target { deselect(old, in: list, trace) }
    }
    if !selected.contains(target) { selected.append(target) }
    if let cell = list.shownCell(at: target), !list.isSelected(cell) { list.setSelected(true, of: cell) }
    trace?.record(.rowSelect(tableView: list.traceID, row: target.tableDescription, isSelected: true))
    if Self.selectionSegueBeforeDidSelect { list.performSelectionSegue(at: target) }
    list.tellSelected(true, at: target)
    if !Self.selectionSegueBeforeDidSelect { list.performSelectionSegue(at: target) }
  }

  /// Deselects `indexPath` after asking the delegate (nil keeps it), and tells it.
  private func deselect<List: SelectableList>(_ indexPath: IndexPath, in list: List, _ trace: TraceRecorder?)
  {
    guard let target = list.askWillDeselect(indexPath), selected.contains(target) else { return }
    selected.removeAll { $0 == target }
    if let cell = list.shownCell(at: target), list.isSelected(cell) { list.setSelected(false, of: cell) }
    trace?.record(.rowSelect(tableView: list.traceID, row: target.tableDescription, isSelected: false))
    list.tellSelected(false, at: target)
  }

  private func highlight<List: SelectableList>(
    _ highlighted: Bool, _ cell: List.ListCell, at indexPath: IndexPath, in list: List,
    _ trace: TraceRecorder?
  ) {
    list.setHighlighted(highlighted, of: cell)
    trace?.record(
      .rowHighlight(tableView: list.traceID, row: indexPath.tableDescription, isHighlighted: highlighted))
    list.tellHighlight(highlighted, at: indexPath)
  }

  private func skip<List: SelectableList>(
    _ indexPath: IndexPath, _ reason: TableRowSkipReason, in list: List, _ trace: TraceRecorder?
  ) {
    trace?.record(.rowSkipped(tableView: list.traceID, row: indexPath.tableDescription, reason: reason))
  }
}
