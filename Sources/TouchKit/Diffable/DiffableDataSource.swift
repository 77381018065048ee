import Foundation

/// What UIKit's two diffable data sources (``TableViewDiffableDataSource``,
/// ``CollectionViewDiffableDataSource``) do alike with their snapshots: keep the one shown,
/// apply a new one at once (DiffableList.swift: TouchLab does not animate) or with
/// `reloadData()`, and find items, index paths and sections in it. Each subclass answers its
/// list's data source questions from ``current``.
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The list shown in; weak, as the list holds its data source weakly and the person's
  /// controller holds the data source.
  private weak var list: (any DiffableList)?
  /// The snapshot shown now.
  var current = Snapshot()

  init(list: any DiffableList) {
    self.list = list
  }

  /// A copy of what is shown now.
  public func snapshot() -> Snapshot { current }

  /// Shows `snapshot` at once (DiffableList.swift): the cell provider runs only for changed
  /// items, and the selected items still there stay selected; `completion` runs when it is
  /// shown (at once: nothing animates).
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  {
    let old = current
    current = snapshot.applied
    snapshot.show(replacing: old, in: list)
    completion?()
  }

  /// Shows `snapshot` with `reloadData()`: the selection is cleared.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot.applied
    list?.reloadData()
    completion?()
  }

  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }
}
