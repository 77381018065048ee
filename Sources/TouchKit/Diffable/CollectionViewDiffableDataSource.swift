import Foundation

/// A collection view's data source that shows a snapshot of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): the person's cell provider makes each item's cell,
/// and `apply(_:animatingDifferences:)` shows a new snapshot.
///
/// The collection keeps it weakly, as UIKit's keeps any data source: the person's controller
/// holds it in a property, as iOS code does. TouchLab does not animate, so an apply is done at
/// once, with the table's data source's body (DiffableList.swift): the visible items keep
/// their cells, the cell provider runs only for inserted, reloaded and reconfigured items, as
/// in UIKit, and the selected items that are still there stay selected.
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource
{
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

  private let cellProvider: CellProvider
  /// Makes the headers, footers and badges the layout places.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, which it becomes the data source of (as UIKit's does).
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init(list: collectionView)
    collectionView.dataSource = self
  }

  // The data source's answers, from the snapshot. Open, as UIKit's, for a subclass.

  open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    current.items(inSectionAt: section).count
  }

  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    guard let item = current.item(at: indexPath),
      let cell = UserCode.run(.cellProvider, of: self, { cellProvider(collectionView, indexPath, item) })
    else { DiffableFault.nilCell(indexPath).raise() }
    return cell
  }

  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    guard let provider = supplementaryViewProvider,
      let view = UserCode.run(.cellProvider, of: self, { provider(collectionView, kind, indexPath) })
    else { CollectionViewFault.noSupplementaryView(kind: kind).raise() }
    return view
  }
}
