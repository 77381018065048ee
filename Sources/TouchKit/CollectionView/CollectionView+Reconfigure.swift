import Foundation

/// Reconfiguring items (UIKit's `reconfigureItems(at:)`, iOS 15), as the table's rows
/// (TableView+Reconfigure.swift): the data source is asked for a visible item's cell again and
/// its dequeue (or a cell registration's) hands back the cell already showing the item, with
/// no `prepareForReuse()`. Apple: "Updates the data for the items at the index paths you
/// specify, preserving the existing cells for the items … Because this method reconfigures
/// existing cells, the collection view doesn't call prepareForReuse for each reconfigured cell."
extension CollectionView {
  /// Asks the data source again for each visible item of `indexPaths`, handing its dequeue the
  /// item's own cell; items off screen are asked when they show. Another cell returned is shown
  /// as a reload would (TouchLab's reading; UIKit does not define it).
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    reloadIfNeeded()
    for indexPath in Set(indexPaths).sorted() {
      guard let old = visible[indexPath], let container = old.superview else { continue }
      // Its content may have changed its size: measured again in the next layout pass.
      if collectionViewLayout.preferredSizes.removeValue(forKey: indexPath) != nil {
        collectionViewLayout.needsPrepare = true
        setNeedsLayout()
      }
      reconfiguring[indexPath] = old
      let cell = askCell(for: indexPath)
      reconfiguring[indexPath] = nil
      guard cell !== old else { continue }
      retire(old, from: indexPath)
      display(cell, at: indexPath, in: container)
      setNeedsLayout()
    }
  }
}
