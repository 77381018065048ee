import Foundation

/// Changes to the items: inserting, deleting, reloading and moving items and sections, and
/// batches of them, as the table's (TableView+Updates.swift): one ``ListUpdate`` in UIKit's
/// numbering, checked against the data source's new counts with UIKit's message ("Invalid
/// update: invalid number of items in section …"), then the visible cells, the selection and a
/// held touch moved to their items' new index paths. The visible headers and footers are asked
/// for again. Nothing animates.
extension CollectionView {
  public func insertItems(at indexPaths: [IndexPath]) {
    recordChange { $0.inserted.formUnion(indexPaths) }
  }

  public func deleteItems(at indexPaths: [IndexPath]) {
    recordChange { $0.deleted.formUnion(indexPaths) }
  }

  public func reloadItems(at indexPaths: [IndexPath]) {
    recordChange { $0.reloaded.formUnion(indexPaths) }
  }

  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordChange { $0.moved[indexPath] = newIndexPath }
  }

  public func insertSections(_ sections: IndexSet) {
    recordChange { $0.insertedSections.formUnion(sections) }
  }

  public func deleteSections(_ sections: IndexSet) {
    recordChange { $0.deletedSections.formUnion(sections) }
  }

  public func reloadSections(_ sections: IndexSet) {
    recordChange { $0.reloadedSections.formUnion(sections) }
  }

  public func moveSection(_ section: Int, toSection newSection: Int) {
    recordChange { $0.movedSections[section] = newSection }
  }

  /// Runs `updates` as one update, lays out once and calls `completion` with true (nothing
  /// animates). With no updates the layout is asked again.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch.begin()
    updates?()
    if let update = batch.end() { commit(update) }
    completion?(true)
  }

  private func recordChange(_ change: (inout ListUpdate) -> Void) {
    if let update = batch.record(change) { commit(update) }
  }

  /// Ends the update: the new counts checked against the old (none to check before the first
  /// layout or after `reloadData`), the cells and selection moved, the items now shown asked for.
  private func commit(_ update: ListUpdate) {
    let checked = !needsReload && dataSource != nil
    let oldCounts = itemCounts
    needsReload = true
    reloadIfNeeded()
    if checked, let fault = update.fault(oldCounts: oldCounts, newCounts: itemCounts, words: .collection) {
      fault.raise()
    }
    relocate(update.newIndexPath(for:), reloading: update.isReloaded)
  }

  /// Moves every visible cell, the selection and the held touch to their items' index paths
  /// (`map`; nil: the item went), queues the cells of items gone or to be asked for again and
  /// every header and footer, and shows what is in view (with the counts as they are: the
  /// caller asks for new ones first).
  func relocate(_ map: (IndexPath) -> IndexPath?, reloading: (IndexPath) -> Bool) {
    for indexPath in visible.keys.sorted() {
      guard let cell = visible[indexPath], reloading(indexPath) || map(indexPath) == nil else { continue }
      retire(cell, from: indexPath)
    }
    for key in visibleSupplementary.keys.sorted() {
      if let view = visibleSupplementary[key] { retire(view, key) }
    }
    var moved: [IndexPath: CollectionViewCell] = [:]
    for (indexPath, cell) in visible.sorted(by: { $0.key < $1.key }) {
      // Two rows sent to one index path (moves that do not add up): the second cell is queued.
      guard let new = map(indexPath), moved[new] == nil else {
        retire(cell, from: indexPath)
        continue
      }
      cell.shownIndexPath = new
      moved[new] = cell
    }
    visible = moved
    selection.renumber(map)
    setNeedsLayout()
    tileElements()
  }
}
