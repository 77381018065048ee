import Foundation

/// A list a diffable data source shows its snapshots in: a table or a collection view. Both
/// data sources apply a snapshot with the one body here (``DiffableDataSourceSnapshot/show(replacing:in:)``).
protocol DiffableList: AnyObject {
  /// The counts are to be asked again (the snapshot changed).
  func countsChanged()
  /// Moves the visible cells, the selection and a held touch to their new index paths, queues
  /// the cells of items gone or reloaded, and shows what is in view (TableView+Updates.swift,
  /// CollectionView+Updates.swift).
  func relocate(_ map: (IndexPath) -> IndexPath?, reloading: (IndexPath) -> Bool)
  /// Asks again for the visible items at `indexPaths`, their dequeues handing back their own
  /// cells (TableView+Reconfigure.swift, CollectionView+Reconfigure.swift).
  func reconfigure(_ indexPaths: [IndexPath])
  /// Asks for everything again, the selection cleared (`reloadData()`).
  func reloadData()
}

extension TableView: DiffableList {
  func countsChanged() { reloadLayout() }
  func reconfigure(_ indexPaths: [IndexPath]) { reconfigureRows(at: indexPaths) }
}

extension CollectionView: DiffableList {
  func countsChanged() {
    needsReload = true
    setNeedsLayout()
  }
  func reconfigure(_ indexPaths: [IndexPath]) { reconfigureItems(at: indexPaths) }
}

extension DiffableDataSourceSnapshot {
  /// Shows this snapshot in `list`, where `old` was shown (the data source already answers
  /// from this one): each visible item keeps its cell at its new index path, so the cell
  /// provider runs only for the items inserted, reloaded (`reloadItems`, a new cell through
  /// the reuse queue) or reconfigured (`reconfigureItems`: the provider's dequeue hands back
  /// the item's own cell, without `prepareForReuse`, as Apple documents), and for items that
  /// come into view; the cells of deleted items are queued. The selected items still there
  /// stay selected, at their new index paths (the data source keeps items by identity;
  /// community-observed, Apple is silent on selection).
  func show(replacing old: Self, in list: (any DiffableList)?) {
    guard let list else { return }
    let reloaded = Set(reloadedItemIdentifiers)
    list.countsChanged()
    list.relocate(
      { path in old.item(at: path).flatMap { self.indexPath(of: $0) } },
      reloading: { path in old.item(at: path).map { reloaded.contains($0) } ?? true })
    list.reconfigure(
      reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }.compactMap { indexPath(of: $0) })
  }
}
