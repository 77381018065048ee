import Foundation

/// Highlight and selection as UIKit times them: from the touches a row's cell passes up the
/// responder chain to the table (a control in the cell keeps its touches, so tapping it
/// selects nothing, §5).
///
/// - The highlight comes with the touch's `touchesBegan`, which the scroll view delays 150 ms
///   (`delaysContentTouches`, §7): a held finger highlights late, and a quick tap's
///   touchesBegan arrives at the lift, so it highlights then and selects at once.
/// - The selection comes at `touchesEnded` on the row: `willSelectRowAt` (nil selects nothing,
///   another path selects that row), the old selection deselected unless
///   `allowsMultipleSelection` (`willDeselectRowAt`, `didDeselectRowAt`), then
///   `setSelected` and `didSelectRowAt`. With multiple selection a tap on a selected row
///   deselects it (Apple's `allowsMultipleSelection`).
/// - A cancelled touch (the table scrolled, or a recognizer with `cancelsTouchesInView` took
///   it: the "didSelectRowAt is not called" of a tap recognizer on the table's superview) and
///   a finger that left the row select nothing.
///
/// The order of the unhighlight and the selection calls at the lift is what iOS shows in
/// practice (UNSOURCED: Apple documents each call, not their order). `shouldHighlightRowAt`
/// answering false also prevents the selection (observed; Apple: "returning false … prevents
/// the row from being highlighted").
extension TableView {
  /// The visible row whose cell holds `view`, and the cell.
  func row(holding view: View?) -> (IndexPath, TableViewCell)? {
    var current = view
    while let candidate = current, candidate !== self {
      if let cell = candidate as? TableViewCell, cell.superview === self, let indexPath = indexPath(for: cell)
      {
        return (indexPath, cell)
      }
      current = candidate.superview
    }
    return nil
  }

  func rowTouchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard touchedRow == nil, let touch = touches.first, let (indexPath, cell) = row(holding: touch.view)
    else { return }
    let trace = event?.trace
    let row = indexPath.tableDescription
    guard allowsSelection else {
      trace?.record(.rowSkipped(tableView: traceID, row: row, reason: .selectionNotAllowed))
      return
    }
    if let delegate,
      !UserCode.run(
        .shouldHighlightRowAt, of: delegate, { delegate.tableView(self, shouldHighlightRowAt: indexPath) })
    {
      trace?.record(.rowSkipped(tableView: traceID, row: row, reason: .shouldHighlightFalse))
      return
    }
    touchedRow = (indexPath, ObjectIdentifier(touch))
    setHighlight(true, of: cell, at: indexPath, trace: trace)
  }

  func rowTouchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard let touched = touchedRow,
      let touch = touches.first(where: { ObjectIdentifier($0) == touched.touch }),
      let cell = visible[touched.indexPath], cell.isHighlighted
    else { return }
    if !cell.bounds.contains(touch.location(in: cell)) {
      setHighlight(false, of: cell, at: touched.indexPath, trace: event?.trace)
    }
  }

  func rowTouchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touched = touchedRow,
      let touch = touches.first(where: { ObjectIdentifier($0) == touched.touch })
    else { return }
    touchedRow = nil
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

  func rowTouchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard let touched = touchedRow, touches.contains(where: { ObjectIdentifier($0) == touched.touch }) else {
      return
    }
    touchedRow = nil
    let trace = event?.trace
    if let cell = visible[touched.indexPath], cell.isHighlighted {
      setHighlight(false, of: cell, at: touched.indexPath, trace: trace)
    }
    trace?.record(
      .rowSkipped(tableView: traceID, row: touched.indexPath.tableDescription, reason: .touchCancelled))
  }

  /// A lift on `indexPath`: deselects it (multiple selection, already selected) or selects it.
  private func tapped(_ indexPath: IndexPath, trace: TraceRecorder?) {
    if allowsMultipleSelection, selectedRows.contains(indexPath) {
      deselect(indexPath, trace: trace)
      return
    }
    var target: IndexPath? = indexPath
    if let delegate {
      target = UserCode.run(.willSelectRowAt, of: delegate) {
        delegate.tableView(self, willSelectRowAt: indexPath)
      }
    }
    guard let target, geometry.contains(target) else {
      trace?.record(.rowSkipped(tableView: traceID, row: indexPath.tableDescription, reason: .willSelectNil))
      return
    }
    if !allowsMultipleSelection {
      for old in selectedRows where old != target { deselect(old, trace: trace) }
    }
    select(target, trace: trace)
  }

  /// Selects `indexPath` and tells the delegate.
  private func select(_ indexPath: IndexPath, trace: TraceRecorder?) {
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    if let cell = visible[indexPath], !cell.isSelected {
      UserCode.run(.setSelected, of: cell) { cell.setSelected(true, animated: false) }
    }
    trace?.record(.rowSelect(tableView: traceID, row: indexPath.tableDescription, isSelected: true))
    if let delegate {
      UserCode.run(.didSelectRowAt, of: delegate) { delegate.tableView(self, didSelectRowAt: indexPath) }
    }
  }

  /// Deselects `indexPath` after asking `willDeselectRowAt` (nil keeps it), and tells the delegate.
  private func deselect(_ indexPath: IndexPath, trace: TraceRecorder?) {
    var target: IndexPath? = indexPath
    if let delegate {
      target = UserCode.run(.willDeselectRowAt, of: delegate) {
        delegate.tableView(self, willDeselectRowAt: indexPath)
      }
    }
    guard let target, selectedRows.contains(target) else { return }
    selectedRows.removeAll { $0 == target }
    if let cell = visible[target], cell.isSelected {
      UserCode.run(.setSelected, of: cell) { cell.setSelected(false, animated: false) }
    }
    trace?.record(.rowSelect(tableView: traceID, row: target.tableDescription, isSelected: false))
    if let delegate {
      UserCode.run(.didDeselectRowAt, of: delegate) { delegate.tableView(self, didDeselectRowAt: target) }
    }
  }

  private func setHighlight(
    _ highlighted: Bool, of cell: TableViewCell, at indexPath: IndexPath, trace: TraceRecorder?
  ) {
    UserCode.run(.setHighlighted, of: cell) { cell.setHighlighted(highlighted, animated: false) }
    trace?.record(
      .rowHighlight(tableView: traceID, row: indexPath.tableDescription, isHighlighted: highlighted))
    guard let delegate else { return }
    if highlighted {
      UserCode.run(.didHighlightRowAt, of: delegate) {
        delegate.tableView(self, didHighlightRowAt: indexPath)
      }
    } else {
      UserCode.run(.didUnhighlightRowAt, of: delegate) {
        delegate.tableView(self, didUnhighlightRowAt: indexPath)
      }
    }
  }

  // MARK: Selecting from code

  /// The first selected row, if any.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows; nil when none is, as in UIKit.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

  /// Selects a row from code: no delegate call, as in UIKit (Apple: "Calling this method
  /// doesn't cause the delegate to receive a tableView(_:willSelectRowAt:) or
  /// tableView(_:didSelectRowAt:) message"). Nil deselects all.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for old in selectedRows { deselectRow(at: old, animated: animated) }
      return
    }
    reloadIfNeeded()
    guard geometry.contains(indexPath) else { return }
    if !allowsMultipleSelection {
      for old in selectedRows where old != indexPath { deselectRow(at: old, animated: animated) }
    }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    visible[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row from code: no delegate call, as in UIKit.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    visible[indexPath]?.setSelected(false, animated: animated)
  }
}
