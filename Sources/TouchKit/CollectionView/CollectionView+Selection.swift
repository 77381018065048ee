import Foundation

/// A collection's answers to the selection tracker (``ListSelectionTracker``, the table's rules
/// and timing, docs/table-view.md): its items' cells, and its delegate's questions, each run as
/// the person's code. `shouldSelectItemAt` says only yes or no, and `shouldDeselectItemAt`
/// false keeps the item selected. Items are named as `grid[0,5]` in the trace.
extension CollectionView: SelectableList {
  typealias ListCell = CollectionViewCell

  func holds(_ indexPath: IndexPath) -> Bool { contains(indexPath) }
  func shownCell(at indexPath: IndexPath) -> CollectionViewCell? { visible[indexPath] }
  func shownIndexPath(of cell: CollectionViewCell) -> IndexPath? { indexPath(for: cell) }
  var selectsOnTap: Bool { allowsSelection }
  var refusedTap: TableRowSkipReason { .selectionNotAllowed }
  var selectsMultiple: Bool { allowsMultipleSelection }
  var refusedHighlight: TableRowSkipReason { .shouldHighlightItemFalse }
  var refusedSelection: TableRowSkipReason { .shouldSelectItemFalse }

  func askShouldHighlight(_ indexPath: IndexPath) -> Bool {
    guard let delegate else { return true }
    return UserCode.run(.shouldHighlightItemAt, of: delegate) {
      delegate.collectionView(self, shouldHighlightItemAt: indexPath)
    }
  }

  func askWillSelect(_ indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    let answer = UserCode.run(.shouldSelectItemAt, of: delegate) {
      delegate.collectionView(self, shouldSelectItemAt: indexPath)
    }
    return answer ? indexPath : nil
  }

  func askWillDeselect(_ indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    let answer = UserCode.run(.shouldDeselectItemAt, of: delegate) {
      delegate.collectionView(self, shouldDeselectItemAt: indexPath)
    }
    return answer ? indexPath : nil
  }

  func tellHighlight(_ highlighted: Bool, at indexPath: IndexPath) {
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

  func tellSelected(_ selected: Bool, at indexPath: IndexPath) {
    guard let delegate else { return }
    if selected {
      UserCode.run(.didSelectItemAt, of: delegate) {
        delegate.collectionView(self, didSelectItemAt: indexPath)
      }
    } else {
      UserCode.run(.didDeselectItemAt, of: delegate) {
        delegate.collectionView(self, didDeselectItemAt: indexPath)
      }
    }
  }

  func setHighlighted(_ highlighted: Bool, of cell: CollectionViewCell) {
    UserCode.run(.isHighlighted, of: cell) { cell.isHighlighted = highlighted }
  }

  func setSelected(_ selected: Bool, of cell: CollectionViewCell) {
    UserCode.run(.isSelected, of: cell) { cell.isSelected = selected }
  }

  func isHighlighted(_ cell: CollectionViewCell) -> Bool { cell.isHighlighted }
  func isSelected(_ cell: CollectionViewCell) -> Bool { cell.isSelected }

  /// The selected items, in the order they were selected (the tracker's).
  var selectedItems: [IndexPath] {
    get { selection.selected }
    set { selection.selected = newValue }
  }
}
