import Foundation

/// A list whose rows or items a touch highlights and selects: a table or a collection view.
///
/// ``ListSelectionTracker`` holds the rules once (UIKit gives tables and collections the same
/// timing, ListSelectionTracker.swift); each list answers here with its own cell lookup and its
/// own delegate's questions, which differ in name and, for the selection, in shape: a table's
/// `willSelectRowAt` may redirect the selection to another row, a collection's
/// `shouldSelectItemAt` only says yes or no.
protocol SelectableList: View {
  associatedtype ListCell: View

  /// The list's held touch and selected index paths.
  var selection: ListSelectionTracker { get }
  /// Whether a tap selects now (`allowsSelection`, or while a table edits
  /// `allowsSelectionDuringEditing`), and the trace's reason when it does not.
  var selectsOnTap: Bool { get }
  var refusedTap: TableRowSkipReason { get }
  /// Whether a tap keeps the rows selected before it (`allowsMultipleSelection`, or its
  /// editing counterpart).
  var selectsMultiple: Bool { get }
  /// Whether the list has `indexPath` now (a redirected selection must name a real row).
  func holds(_ indexPath: IndexPath) -> Bool
  /// The visible cell of `indexPath`.
  func shownCell(at indexPath: IndexPath) -> ListCell?
  /// The index path a visible `cell` shows.
  func shownIndexPath(of cell: ListCell) -> IndexPath?

  /// The delegate's `shouldHighlight…At` (true without a delegate).
  func askShouldHighlight(_ indexPath: IndexPath) -> Bool
  /// The index path to select for a lift on `indexPath`, nil for none: the delegate's
  /// `willSelectRowAt` or `shouldSelectItemAt`.
  func askWillSelect(_ indexPath: IndexPath) -> IndexPath?
  /// The index path to deselect for `indexPath`, nil to keep it: `willDeselectRowAt` or
  /// `shouldDeselectItemAt`.
  func askWillDeselect(_ indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate `didHighlight…`/`didUnhighlight…`.
  func tellHighlight(_ highlighted: Bool, at indexPath: IndexPath)
  /// Tells the delegate `didSelect…`/`didDeselect…`.
  func tellSelected(_ selected: Bool, at indexPath: IndexPath)
  /// Sets the cell's highlight (`setHighlighted(_:animated:)` or `isHighlighted`), as the
  /// person's code it may be.
  func setHighlighted(_ highlighted: Bool, of cell: ListCell)
  /// Sets the cell's selected state, likewise.
  func setSelected(_ selected: Bool, of cell: ListCell)
  func isHighlighted(_ cell: ListCell) -> Bool
  func isSelected(_ cell: ListCell) -> Bool

  /// The trace's reason when `shouldHighlight…` answers false, and when the selection
  /// question answers nil or false.
  var refusedHighlight: TableRowSkipReason { get }
  var refusedSelection: TableRowSkipReason { get }
}

extension SelectableList {
  /// The visible row or item whose cell holds `view`, and the cell: a subview of the list, or
  /// of a scroll view of the list's own (a collection's orthogonal section).
  func shownCell(holding view: View?) -> (IndexPath, ListCell)? {
    var current = view
    while let candidate = current, candidate !== self {
      if let cell = candidate as? ListCell,
        cell.superview === self || (cell.superview is ScrollView && cell.superview?.superview === self),
        let indexPath = shownIndexPath(of: cell)
      {
        return (indexPath, cell)
      }
      current = candidate.superview
    }
    return nil
  }
}
