import Foundation
import Testing

@testable import TouchKit

/// Reconfiguring (iOS 15): `reconfigureRows(at:)`, `reconfigureItems(at:)` and a snapshot's
/// `reconfigureItems(_:)`. Apple ("reconfigureRows(at:)", "reconfigureItems(at:)",
/// "NSDiffableDataSourceSnapshot.reconfigureItems(_:)"): "Updates the data for the rows at the
/// index paths you specify, preserving the existing cells for the rows … Your cell provider must
/// dequeue the same type of cell for the provided index path, and must return the same existing
/// cell for a given index path. Because this method reconfigures existing cells, the table view
/// doesn't call prepareForReuse for each reconfigured cell." A reload, by contrast, makes the
/// row's cell anew through the reuse queue (Apple's `reloadRows(at:with:)`).
@Suite("Reconfiguring rows and items")
struct ReconfigureTests {
  enum Section: Hashable { case main }

  @Test(
    "reconfigureRows(at:) asks the data source again and its dequeue hands back the row's own cell, without prepareForReuse (Apple)"
  )
  func tableReconfigure() throws {
    let stage = TableStage([10])
    let row = IndexPath(row: 1, section: 0)
    let cell = try #require(stage.table.cellForRow(at: row) as? CountingCell)
    stage.rows.asked = []
    _ = stage.stage.synthesizer  // its recorder becomes the application's trace
    stage.table.reconfigureRows(at: [row, IndexPath(row: 9, section: 0)])
    // Row 9 is off screen (220 points of 44-point rows): it has no cell to reconfigure.
    #expect(stage.rows.asked == [row])
    #expect(stage.table.cellForRow(at: row) === cell)
    #expect(cell.prepared == 0)
    #expect(cell.superview === stage.table)
    // The trace says so: the same cell object handed back, and no dequeue record.
    #expect(
      stage.stage.steps.suffix(1) == [
        .cellReconfigure(tableView: "list", identifier: "Cell", cell: cell.serial, indexPath: "[0,1]")
      ])
  }

  @Test(
    "reloadRows(at:with:) by contrast hands the data source a queued cell after its prepareForReuse (Apple)")
  func tableReloadContrast() throws {
    let stage = TableStage([10])
    let row = IndexPath(row: 1, section: 0)
    let cell = try #require(stage.table.cellForRow(at: row) as? CountingCell)
    stage.table.reloadRows(at: [row], with: .none)
    let shown = try #require(stage.table.cellForRow(at: row) as? CountingCell)
    // The reloaded row's own cell was queued and came back out of the queue: prepared once.
    #expect(shown === cell && shown.prepared == 1)
  }

  @Test(
    "A snapshot's reconfigureItems hands the table's cell provider the same cell, and runs it for no other row (Apple)"
  )
  func diffableTable() throws {
    let table = TableView(id: "list", frame: rect(0, 0, 320, 220))
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    var provided: [String] = []
    let dataSource = TableViewDiffableDataSource<Section, String>(tableView: table) {
      tableView, indexPath, item in
      provided.append(item)
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a", "b", "c"])
    dataSource.apply(snapshot)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? CountingCell)
    provided = []
    var next = dataSource.snapshot()
    next.reconfigureItems(["b"])
    dataSource.apply(next)
    table.layoutIfNeeded()
    #expect(provided == ["b"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell && cell.prepared == 0)
  }

  @Test(
    "A snapshot's reconfigureItems hands a cell registration the collection's same cell, even after the item moved (Apple)"
  )
  func diffableCollection() throws {
    let stage = Stage()
    let collection = CollectionView(
      frame: rect(0, 0, 320, 220), collectionViewLayout: CollectionViewFlowLayout())
    collection.id = "grid"
    var configured: [String] = []
    let registration = CollectionView.CellRegistration<GridCell, String> { cell, _, item in
      configured.append(item)
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
    dataSource.apply(snapshot)
    collection.layoutIfNeeded()
    let cell = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? GridCell)
    configured = []
    var next = dataSource.snapshot()
    next.deleteItems(["a"])
    next.reconfigureItems(["c"])
    dataSource.apply(next)
    collection.layoutIfNeeded()
    #expect(configured == ["c"])
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === cell && cell.prepared == 0)
  }

  @Test(
    "reconfigureItems(at:) asks the data source again and keeps the collection's cell, without prepareForReuse (Apple)"
  )
  func collectionReconfigure() throws {
    let stage = CollectionStage([6])
    let item = IndexPath(item: 0, section: 0)
    let cell = try #require(stage.collection.cellForItem(at: item) as? GridCell)
    stage.items.asked = []
    _ = stage.stage.synthesizer  // its recorder becomes the application's trace
    stage.collection.reconfigureItems(at: [item])
    #expect(stage.items.asked == [item])
    #expect(stage.collection.cellForItem(at: item) === cell && cell.prepared == 0)
    #expect(
      stage.stage.steps.suffix(1) == [
        .cellReconfigure(tableView: "grid", identifier: "Cell", cell: cell.serial, indexPath: "[0,0]")
      ])
  }
}
