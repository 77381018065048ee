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
}

extension TableView: DiffableList {
  func countsChanged() { reloadLayout() }
}

extension CollectionView: DiffableList {
  func countsChanged() {
    needsReload = true
    setNeedsLayout()
  }
}

extension DiffableDataSourceSnapshot {
  /// Shows this snapshot in `list`, where `old` was shown (the data source already answers
  /// from this one): each visible item keeps its cell at its new index path, so the cell
  /// provider runs only for the items inserted, reloaded (`reloadItems`) or reconfigured
  /// (`reconfigureItems`), and for items that come into view; the cells of deleted items are
  /// queued. The selected items still there stay selected, at their new index paths (the data
  /// source keeps items by identity; community-observed, Apple is silent on selection). A
  /// reconfigured item's cell is made anew through the reuse queue, where UIKit
  /// hands the provider the same cell without `prepareForReuse` (TouchLab's simplification).
  func show(replacing old: Self, in list: (any DiffableList)?) {
    guard let list else { return }
    let changed = Set(reloadedItemIdentifiers).union(reconfiguredItemIdentifiers)
    list.countsChanged()
    list.relocate(
      { path in old.item(at: path).flatMap { self.indexPath(of: $0) } },
      reloading: { path in old.item(at: path).map { changed.contains($0) } ?? true })
  }
}
