import Foundation

/// Changes to the rows: reloading, inserting, deleting, moving and reloading rows and
/// sections, batches of them, and scrolling to a row.
///
/// An update is a ``ListUpdate`` in UIKit's numbering (deletions before, insertions after);
/// outside a batch each call is one. At its end the table asks the data source for its counts,
/// checks them as UIKit does (``ListUpdateFault``: "Invalid update: invalid number of rows in
/// section …", the app stops), moves the visible cells, the selection and a held touch to
/// their rows' new index paths, queues the cells of deleted and reloaded rows, and asks only
/// for the rows now shown without a cell. TouchLab does not animate: each change is done at once.
extension TableView {
  /// Asks for everything again: counts, heights and the visible cells, whose old cells go to
  /// the reuse queue. The selection is cleared, as UIKit's `reloadData` does.
  public func reloadData() {
    swipeActions.tableChanged()
    selection.selected.removeAll()
    selection.held = nil
    batch.discard()
    for indexPath in visible.keys.sorted() {
      if let cell = visible[indexPath] { retire(cell, from: indexPath) }
    }
    retireHeaderFooters()
    reloadLayout()
  }

  /// Counts and heights are asked again at the next layout; the cells stay.
  func reloadLayout() {
    needsReload = true
    setNeedsLayout()
  }

  /// Rows inserted at `indexPaths` (numbered as after the update).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordChange { $0.inserted.formUnion(indexPaths) }
  }

  /// Rows deleted at `indexPaths` (numbered as before the update): their cells are queued,
  /// their selection dropped.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordChange { $0.deleted.formUnion(indexPaths) }
  }

  /// Rows asked for again (numbered as before the update): their cells are queued and the
  /// data source is asked for new ones.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    recordChange { $0.reloaded.formUnion(indexPaths) }
  }

  /// Row `indexPath` moved to `newIndexPath`: its cell and selection go with it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    recordChange { $0.moved[indexPath] = newIndexPath }
  }

  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordChange { $0.insertedSections.formUnion(sections) }
  }

  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordChange { $0.deletedSections.formUnion(sections) }
  }

  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    recordChange { $0.reloadedSections.formUnion(sections) }
  }

  public func moveSection(_ section: Int, toSection newSection: Int) {
    recordChange { $0.movedSections[section] = newSection }
  }

  /// Runs `updates` (inserts, deletes, reloads, moves) as one update, then lays out once and
  /// calls `completion` with true (nothing animates). With no updates it asks the heights
  /// again, which is what `performBatchUpdates(nil)` is used for.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    batch.begin()
    updates?()
    if let update = batch.end() { commit(update) }
    completion?(true)
  }

  /// UIKit's older form of a batch: changes between the two calls are one update.
  public func beginUpdates() { batch.begin() }

  public func endUpdates() {
    if let update = batch.end() { commit(update) }
  }

  /// Adds a change to the update under way, and does it outside a batch.
  private func recordChange(_ change: (inout ListUpdate) -> Void) {
    if let update = batch.record(change) { commit(update) }
  }

  /// Ends the update: the new counts checked against the old (when the table had counts to
  /// check against: before its first layout, or after `reloadData`, it has none and simply
  /// asks), the cells and selection moved, the rows now shown asked for.
  private func commit(_ update: ListUpdate) {
    let checked = !needsReload && dataSource != nil
    let oldCounts = geometry.sections.map(\.rowCount)
    needsReload = true
    reloadIfNeeded()
    if checked,
      let fault = update.fault(
        oldCounts: oldCounts, newCounts: geometry.sections.map(\.rowCount), words: .table)
    {
      fault.raise()
    }
    relocate(update.newIndexPath(for:), reloading: update.isReloaded)
  }

  /// Moves every visible cell, the selection and the held touch to their rows' index paths
  /// after a change (`map`; nil: the row went), queues the cells of rows gone or to be asked
  /// for again, and shows the rows in view (with the counts as they are: the caller asks for
  /// new ones first).
  func relocate(_ map: (IndexPath) -> IndexPath?, reloading: (IndexPath) -> Bool) {
    swipeActions.tableChanged()
    for indexPath in visible.keys.sorted() {
      guard let cell = visible[indexPath], reloading(indexPath) || map(indexPath) == nil else { continue }
      retire(cell, from: indexPath)
    }
    var moved: [IndexPath: TableViewCell] = [:]
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
    retireHeaderFooters()
    setNeedsLayout()
    tileCells()
  }

  /// Scrolls so that row `indexPath` is at `position` (`.none`: the least move that shows it)
  /// in the part of the table its adjusted insets leave uncovered, within the content, and
  /// shows its cell.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    reloadIfNeeded()
    guard geometry.contains(indexPath) else { return }
    let row = rectForRow(at: indexPath)
    let alignment: ScrollAlignment =
      switch position {
      case .top: .start
      case .middle: .center
      case .bottom: .end
      case .none: .nearest
      }
    contentSize = CGSize(width: bounds.width, height: geometry.height)
    let target = scrollTarget(from: row.minY, to: row.maxY, alignment: alignment, vertical: true)
    let y = clampedContentOffset(CGPoint(x: contentOffset.x, y: target)).y
    guard y != contentOffset.y else { return }
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    window?.application?.trace?.record(.scroll(scrollView: traceID, contentOffset: contentOffset))
    tileCells()
  }
}
