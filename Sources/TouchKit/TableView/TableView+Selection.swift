import Foundation

/// A table's answers to the selection tracker (``ListSelectionTracker``, which holds the rules:
/// highlight with the delayed touchesBegan, selection at a lift inside the row, none after a
/// cancel or a move out): its rows' cells, and its delegate's questions, each run as the
/// person's code. A table's `willSelectRowAt` may name another row, or nil to select nothing.
extension TableView: SelectableList {
  typealias ListCell = TableViewCell

  func holds(_ indexPath: IndexPath) -> Bool { geometry.contains(indexPath) }
  func shownCell(at indexPath: IndexPath) -> TableViewCell? { visible[indexPath] }
  func shownIndexPath(of cell: TableViewCell) -> IndexPath? { indexPath(for: cell) }
  var selectsOnTap: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
  var refusedTap: TableRowSkipReason { isEditing ? .selectionNotAllowedDuringEditing : .selectionNotAllowed }
  var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
  var refusedHighlight: TableRowSkipReason { .shouldHighlightFalse }
  var refusedSelection: TableRowSkipReason { .willSelectNil }

  func askShouldHighlight(_ indexPath: IndexPath) -> Bool {
    guard let delegate else { return true }
    return UserCode.run(.shouldHighlightRowAt, of: delegate) {
      delegate.tableView(self, shouldHighlightRowAt: indexPath)
    }
  }

  func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    return UserCode.run(.willSelectRowAt, of: delegate) {
      delegate.tableView(self, willSelectRowAt: indexPath)
    }
  }

  func askWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    return UserCode.run(.willDeselectRowAt, of: delegate) {
      delegate.tableView(self, willDeselectRowAt: indexPath)
    }
  }

  func tellHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
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

  func tellSelected(_ selected: Bool, at indexPath: IndexPath) {
    guard let delegate else { return }
    if selected {
      UserCode.run(.didSelectRowAt, of: delegate) { delegate.tableView(self, didSelectRowAt: indexPath) }
    } else {
      UserCode.run(.didDeselectRowAt, of: delegate) { delegate.tableView(self, didDeselectRowAt: indexPath) }
    }
  }

  func setHighlighted(_ highlighted: Bool, of cell: TableViewCell) {
    UserCode.run(.setHighlighted, of: cell) { cell.setHighlighted(highlighted, animated: false) }
  }

  func setSelected(_ selected: Bool, of cell: TableViewCell) {
    UserCode.run(.setSelected, of: cell) { cell.setSelected(selected, animated: false) }
  }

  func isHighlighted(_ cell: TableViewCell) -> Bool { cell.isHighlighted }
  func isSelected(_ cell: TableViewCell) -> Bool { cell.isSelected }

  /// The selected rows, in the order they were selected (the tracker's).
  var selectedRows: [IndexPath] {
    get { selection.selected }
    set { selection.selected = newValue }
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
