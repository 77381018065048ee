import Foundation

/// A table's data source that shows a snapshot of identifiers (UIKit's
/// `UITableViewDiffableDataSource`), as ``CollectionViewDiffableDataSource`` does for a
/// collection: the person's cell provider makes each row's cell, an apply is done at once, and
/// the selected rows still there stay selected. A subclass overrides the title methods, as iOS
/// code does for section titles.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  TableViewDataSource
{
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private weak var tableView: TableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()
  /// UIKit's animation for applied changes; TouchLab does not animate.
  public var defaultRowAnimation = TableView.RowAnimation.automatic

  /// A data source for `tableView`, which it becomes the data source of (as UIKit's does).
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  public func snapshot() -> Snapshot { current }

  /// Shows `snapshot` at once, as the collection's does (DiffableList.swift): the cell provider
  /// runs only for changed rows, and the selected rows still there stay selected.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  {
    let old = current
    current = snapshot.applied
    snapshot.show(replacing: old, in: tableView)
    completion?()
  }

  /// Shows `snapshot` with `reloadData()`: the selection is cleared.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    current = snapshot.applied
    tableView?.reloadData()
    completion?()
  }

  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    current.items(inSectionAt: section).count
  }

  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let item = current.item(at: indexPath),
      let cell = UserCode.run(.cellProvider, of: self, { cellProvider(tableView, indexPath, item) })
    else { DiffableFault.nilCell(indexPath).raise() }
    return cell
  }

  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
