import Foundation

/// Highlight and selection of items, timed as the table's rows are (TableView+Selection.swift,
/// docs/table-view.md), from the touches a cell passes up the responder chain:
///
/// - The highlight comes with the touch's `touchesBegan`, which the scroll view delays 150 ms
///   (§7, UNSOURCED number): a held finger highlights late; a quick tap highlights at the lift
///   and selects at once. `shouldHighlightItemAt` false stops highlight and selection
///   (Apple: "returning false … prevents the item from being highlighted"; that it also
///   prevents the selection is observed, as for tables).
/// - The selection comes at `touchesEnded` on the item: `shouldSelectItemAt` (false selects
///   nothing), the old selection deselected unless `allowsMultipleSelection`
///   (`shouldDeselectItemAt`, `didDeselectItemAt`), then `isSelected` and `didSelectItemAt`.
///   With multiple selection a tap on a selected item deselects it (Apple's
///   `allowsMultipleSelection`).
/// - A cancelled touch (a scroll, a recognizer with `cancelsTouchesInView`) and a finger that
///   left the item select nothing. The trace records are the table's (`rowHighlight`,
///   `rowSelect`, `rowSkipped`), naming the item as `grid[0,5]`.
extension CollectionView {
  /// The visible item whose cell holds `view`, and the cell.
  func item(holding view: View?) -> (IndexPath, CollectionViewCell)? {
    var current = view
    while let candidate = current, candidate !== self {
      if let cell = candidate as? CollectionViewCell, cell.superview === self,
        let indexPath = indexPath(for: cell)
      {
        return (indexPath, cell)
      }
      current = candidate.superview
    }
    return nil
  }

  func itemTouchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard touchedItem == nil, let touch = touches.first, let (indexPath, cell) = item(holding: touch.view)
    else { return }
    let trace = event?.trace
    let item = indexPath.tableDescription
    guard allowsSelection else {
      trace?.record(.rowSkipped(tableView: traceID, row: item, reason: .selectionNotAllowed))
      return
    }
    if let delegate,
      !UserCode.run(
        .shouldHighlightItemAt, of: delegate,
        { delegate.collectionView(self, shouldHighlightItemAt: indexPath) })
    {
      trace?.record(.rowSkipped(tableView: traceID, row: item, reason: .shouldHighlightItemFalse))
      return
    }
    touchedItem = (indexPath, ObjectIdentifier(touch))
    setHighlight(true, of: cell, at: indexPath, trace: trace)
  }

  func itemTouchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard let touched = touchedItem,
      let touch = touches.first(where: { ObjectIdentifier($0) == touched.touch }),
      let cell = visible[touched.indexPath], cell.isHighlighted
    else { return }
    if !cell.bounds.contains(touch.location(in: cell)) {
      setHighlight(false, of: cell, at: touched.indexPath, trace: event?.trace)
    }
  }

  func itemTouchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touched = touchedItem,
      let touch = touches.first(where: { ObjectIdentifier($0) == touched.touch })
    else { return }
    touchedItem = nil
    let trace = event?.trace
    let indexPath = touched.indexPath
    guard let cell = visible[indexPath] else { return }
    let inside = cell.bounds.contains(touch.location(in: cell))
    if cell.isHighlighted { setHighlight(false, of: cell, at: indexPath, trace: trace) }
    guard inside else {
      trace?.record(.rowSkipped(tableView: traceID, row: indexPath.tableDescription, reason: .movedOut))
      return
    }
    tapped(indexPath, trace: trace)
  }

  func itemTouchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard let touched = touchedItem, touches.contains(where: { ObjectIdentifier($0) == touched.touch }) else {
      return
    }
    touchedItem = nil
    let trace = event?.trace
    if let cell = visible[touched.indexPath], cell.isHighlighted {
      setHighlight(false, of: cell, at: touched.indexPath, trace: trace)
    }
    trace?.record(
      .rowSkipped(tableView: traceID, row: touched.indexPath.tableDescription, reason: .touchCancelled))
  }

  /// A lift on `indexPath`: deselects it (multiple selection, already selected) or selects it.
  private func tapped(_ indexPath: IndexPath, trace: TraceRecorder?) {
    if allowsMultipleSelection, selectedItems.contains(indexPath) {
      deselect(indexPath, trace: trace)
      return
    }
    if let delegate,
      !UserCode.run(
        .shouldSelectItemAt, of: delegate, { delegate.collectionView(self, shouldSelectItemAt: indexPath) })
    {
      trace?.record(
        .rowSkipped(tableView: traceID, row: indexPath.tableDescription, reason: .shouldSelectItemFalse))
      return
    }
    if !allowsMultipleSelection {
      for old in selectedItems where old != indexPath { deselect(old, trace: trace) }
    }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
    if let cell = visible[indexPath], !cell.isSelected {
      UserCode.run(.isSelected, of: cell) { cell.isSelected = true }
    }
    trace?.record(.rowSelect(tableView: traceID, row: indexPath.tableDescription, isSelected: true))
    if let delegate {
      UserCode.run(.didSelectItemAt, of: delegate) {
        delegate.collectionView(self, didSelectItemAt: indexPath)
      }
    }
  }

  /// Deselects `indexPath` after asking `shouldDeselectItemAt` (false keeps it), and tells the delegate.
  private func deselect(_ indexPath: IndexPath, trace: TraceRecorder?) {
    if let delegate,
      !UserCode.run(
        .shouldDeselectItemAt, of: delegate,
        { delegate.collectionView(self, shouldDeselectItemAt: indexPath) })
    {
      return
    }
    selectedItems.removeAll { $0 == indexPath }
    if let cell = visible[indexPath], cell.isSelected {
      UserCode.run(.isSelected, of: cell) { cell.isSelected = false }
    }
    trace?.record(.rowSelect(tableView: traceID, row: indexPath.tableDescription, isSelected: false))
    if let delegate {
      UserCode.run(.didDeselectItemAt, of: delegate) {
        delegate.collectionView(self, didDeselectItemAt: indexPath)
      }
    }
  }

  private func setHighlight(
    _ highlighted: Bool, of cell: CollectionViewCell, at indexPath: IndexPath, trace: TraceRecorder?
  ) {
    UserCode.run(.isHighlighted, of: cell) { cell.isHighlighted = highlighted }
    trace?.record(
      .rowHighlight(tableView: traceID, row: indexPath.tableDescription, isHighlighted: highlighted))
    guard let delegate else { return }
    if highlighted {
      UserCode.run(.didHighlightItemAt, of: delegate) {
        delegate.collectionView(self, didHighlightItemAt: indexPath)
      }
    } else {
      UserCode.run(.didUnhighlightItemAt, of: delegate) {
        delegate.collectionView(self, didUnhighlightItemAt: indexPath)
      }
    }
  }
}
