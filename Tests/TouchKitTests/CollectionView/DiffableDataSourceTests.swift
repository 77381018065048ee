import Foundation
import Testing

@testable import TouchKit

/// NSDiffableDataSourceSnapshot and the diffable data sources (Diffable/): a snapshot's
/// sections and items by identifier (Apple's `NSDiffableDataSourceSnapshot`), a cell provider
/// and `apply(_:animatingDifferences:)` (Apple's `UICollectionViewDiffableDataSource`), and a
/// cell registration (Apple's `UICollectionView.CellRegistration`). UIKit's duplicate-identifier
/// message as developers report it.
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
  enum Section: Hashable { case main, more }

  @Test("A snapshot keeps sections and items in order, and deletes, inserts and finds them")
  func snapshot() {
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main, .more])
    snapshot.appendItems(["a", "b"], toSection: .main)
    snapshot.appendItems(["c"])
    #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
    #expect(snapshot.sectionIdentifier(containingItem: "c") == .more)
    snapshot.insertItems(["x"], beforeItem: "b")
    snapshot.insertItems(["y"], afterItem: "c")
    #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "x", "b"])
    #expect(snapshot.itemIdentifiers(inSection: .more) == ["c", "y"])
    snapshot.deleteItems(["a", "y"])
    #expect(snapshot.numberOfItems == 3 && snapshot.indexOfItem("c") == 2)
    snapshot.deleteSections([.main])
    #expect(snapshot.sectionIdentifiers == [.more] && snapshot.itemIdentifiers == ["c"])
    snapshot.reloadItems(["c"])
    #expect(snapshot.reloadedItemIdentifiers == ["c"])
  }

  @Test("UIKit's messages for duplicate identifiers and items without a section (as developers report them)")
  func messages() {
    #expect(
      DiffableFault.duplicateItems(["a"]).message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a)}")
    #expect(
      DiffableFault.noSections.message
        == "There are currently no sections in the data source. Please add a section first.")
  }

  @Test("A diffable data source answers the collection from its snapshot through the cell provider")
  func collectionDataSource() throws {
    let stage = Stage()
    let collection = CollectionView(
      frame: rect(0, 0, 320, 220), collectionViewLayout: CollectionViewFlowLayout())
    collection.id = "grid"
    let registration = CollectionView.CellRegistration<GridCell, String> { cell, _, item in
      cell.contentView.id = "label-" + item
    }
    let dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: collection) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    stage.add(collection)
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a", "b", "c"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collection.layoutIfNeeded()
    #expect(collection.numberOfItems(inSection: 0) == 3)
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell is GridCell)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "c")
    // Selection follows the item across an apply that moves it (Apple: the diffable data
    // source keeps items by identity).
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    snapshot.insertItems(["z"], beforeItem: "a")
    dataSource.apply(snapshot)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(dataSource.indexPath(for: "b") == IndexPath(item: 2, section: 0))
  }

  @Test("A table's diffable data source shows its snapshot's rows")
  func tableDataSource() {
    let table = TableView(id: "list", frame: rect(0, 0, 320, 220))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = TableViewDiffableDataSource<Section, Int>(tableView: table) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(item)"
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main, .more])
    snapshot.appendItems([1, 2, 3], toSection: .main)
    snapshot.appendItems([4], toSection: .more)
    dataSource.apply(snapshot)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Row 3")
  }
}
