import Foundation

/// Reconfiguring rows (UIKit's `reconfigureRows(at:)`, iOS 15): the data source is asked for a
/// visible row's cell again and its dequeue hands back the cell already showing the row, with
/// no `prepareForReuse()`. Apple: "Updates the data for the rows at the index paths you specify,
/// preserving the existing cells for the rows … Your cell provider must dequeue the same type
/// of cell for the provided index path, and must return the same existing cell for a given
/// index path. Because this method reconfigures existing cells, the table view doesn't call
/// prepareForReuse for each reconfigured cell."
extension TableView {
  /// Asks the data source again for each visible row of `indexPaths`, handing its dequeue the
  /// row's own cell. Rows off screen have no cell to reconfigure and are not asked (they are
  /// asked when they show). A data source that returns another cell (it did not dequeue, or
  /// dequeued another identifier) has it shown as a reload would, the old cell queued:
  /// TouchLab's reading of "must return the same existing cell", which UIKit does not define.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    reloadIfNeeded()
    for indexPath in Set(indexPaths).sorted() {
      guard let old = visible[indexPath] else { continue }
      reconfiguring[indexPath] = old
      let cell = askCell(for: indexPath)
      reconfiguring[indexPath] = nil
      if let cell, cell !== old {
        retire(old, from: indexPath)
        display(cell, at: indexPath)
      }
      // Its new content may have another height: measured again, the rows below moving.
      if sizesItself(indexPath), measureRow(indexPath) { setNeedsLayout() }
    }
  }
}
