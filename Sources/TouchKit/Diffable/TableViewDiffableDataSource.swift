import Foundation

/// A table's data source that shows a snapshot of identifiers (UIKit's
/// `UITableViewDiffableDataSource`), as ``CollectionViewDiffableDataSource`` does for a
/// collection: the person's cell provider makes each row's cell, an apply is done at once, and
/// the selected rows still there stay selected (DiffableDataSource.swift). A subclass overrides the title methods, as iOS
/// code does for section titles.
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource
{
  public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  private let cellProvider: CellProvider
  /// UIKit's animation for applied changes; TouchLab does not animate.
  public var defaultRowAnimation = TableView.RowAnimation.automatic

  /// A data source for `tableView`, which it becomes the data source of (as UIKit's does).
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init(list: tableView)
    tableView.dataSource = self
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
