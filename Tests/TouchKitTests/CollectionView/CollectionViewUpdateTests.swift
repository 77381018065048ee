import Foundation
import Testing

@testable import TouchKit

/// Updates to a collection's items (CollectionView+Updates.swift), with the table's batch
/// numbering and consistency check (ListUpdate.swift; Apple's `performBatchUpdates(_:completion:)`:
/// "deletes are processed before inserts in batch operations"), the messages quoted whole as
/// developers report them from iOS; and the diffable apply both data sources share
/// (DiffableList.swift), which asks the cell provider only for changed items.
@Suite("UICollectionView updates")
struct CollectionViewUpdateTests {
  @Test("An insert the data source did not make stops the run with UIKit's items message, quoted whole")
  func invalidItemCountMessage() async {
    var update = ListUpdate()
    update.deleted = [IndexPath(item: 0, section: 1)]
    #expect(
      update.fault(oldCounts: [3, 10], newCounts: [3, 11], words: .collection)?.message
        == "Invalid update: invalid number of items in section 1. The number of items contained in an existing "
        + "section after the update (11) must be equal to the number of items contained in that section before "
        + "the update (10), plus or minus the number of items inserted or deleted from that section (0 inserted, "
        + "1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 "
        + "moved out).")
    await #expect(processExitsWith: .failure) {
      let setup = CollectionStage([7])
      setup.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
  }

  @Test("deleteItems and insertItems in one batch: deletions numbered before, insertions after (Apple)")
  func batchMovesCells() throws {
    let setup = CollectionStage([7])
    let item4 = try #require(setup.collection.cellForItem(at: IndexPath(item: 4, section: 0)))
    setup.collection.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    var completed = false
    setup.collection.performBatchUpdates(
      {
        setup.items.items = [6]
        setup.collection.insertItems(at: [IndexPath(item: 5, section: 0)])
        setup.collection.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
      }, completion: { completed = $0 })
    #expect(completed)
    #expect(setup.collection.indexPath(for: item4) == IndexPath(item: 2, section: 0))
    #expect(setup.collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(item4.frame == setup.frame(2))
  }

  @Test("moveItem carries the cell and selection; a section deleted in the update only: UIKit's words")
  func moveItemAndSectionMessage() throws {
    let setup = CollectionStage([7])
    let moving = try #require(setup.collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    setup.collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    setup.collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
    #expect(setup.collection.indexPath(for: moving) == IndexPath(item: 4, section: 0))
    #expect(setup.collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(moving.frame == setup.frame(4))
    var update = ListUpdate()
    update.deletedSections = [0]
    #expect(
      update.fault(oldCounts: [7], newCounts: [7], words: .collection)?.message
        == "Invalid update: invalid number of sections. The number of sections contained in the collection "
        + "view after the update (1) must be equal to the number of sections contained in the collection view "
        + "before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 "
        + "deleted).")
  }

  @Test("The table and the collection share one selection tracker: the same tap, the same records")
  func oneTracker() {
    let table = TableStage([10])
    let grid = CollectionStage([7])
    table.stage.tap(160, 66)
    grid.stage.tap(160, 25)
    let rowSteps = table.stage.steps.filter(\.isListSelectionStep)
    let itemSteps = grid.stage.steps.filter(\.isListSelectionStep)
    #expect(!rowSteps.isEmpty)
    #expect(
      rowSteps.map { "\($0)".replacingOccurrences(of: "list", with: "grid") } == itemSteps.map { "\($0)" })
  }

  @Test("A diffable apply asks the cell provider only for inserted and reloaded items (UIKit's diffing)")
  func applyAsksOnlyChanged() {
    let stage = Stage()
    let collection = CollectionView(
      frame: rect(0, 0, 320, 220), collectionViewLayout: CollectionViewFlowLayout())
    collection.register(GridCell.self, forCellWithReuseIdentifier: "Cell")
    stage.add(collection)
    var provided: [String] = []
    let dataSource = CollectionViewDiffableDataSource<Part, String>(collectionView: collection) {
      collectionView, indexPath, item in
      provided.append(item)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<Part, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a", "b", "c"])
    dataSource.apply(snapshot)
    collection.layoutIfNeeded()
    #expect(provided == ["a", "b", "c"])
    provided.removeAll()
    snapshot.insertItems(["z"], beforeItem: "a")
    snapshot.deleteItems(["c"])
    snapshot.reloadItems(["b"])
    dataSource.apply(snapshot)
    collection.layoutIfNeeded()
    #expect(provided.sorted() == ["b", "z"])
    #expect(collection.numberOfItems(inSection: 0) == 3)
  }
}

/// The one section of the diffable test.
private enum Part: Hashable { case main }

extension TraceStep {
  /// Whether the step is a list's highlight, selection or skip record.
  fileprivate var isListSelectionStep: Bool {
    switch self {
    case .rowHighlight, .rowSelect, .rowSkipped: true
    default: false
    }
  }
}
