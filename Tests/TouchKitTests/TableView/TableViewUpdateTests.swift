import Foundation
import Testing

@testable import TouchKit

/// Updates to a table's rows and sections (TableView+Updates.swift, ListUpdate.swift): UIKit's
/// batch numbering (Apple, "Batch insertion, deletion, and reloading of rows and sections":
/// deletions and reloads are numbered as before the batch, insertions as after it), and its
/// consistency check, whose `NSInternalInconsistencyException` messages are quoted whole as
/// developers report them from iOS (Apple documents the rule, not the words).
@Suite("UITableView updates")
struct TableViewUpdateTests {
  @Test(
    "A batch's deletions are numbered as before it and its insertions as after it, in any call order (Apple)")
  func batchNumbering() {
    var update = ListUpdate()
    update.inserted = [IndexPath(row: 0, section: 0)]
    update.deleted = [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)]
    update.moved = [IndexPath(row: 5, section: 0): IndexPath(row: 0, section: 1)]
    #expect(update.newIndexPath(for: IndexPath(row: 0, section: 0)) == IndexPath(row: 1, section: 0))
    #expect(update.newIndexPath(for: IndexPath(row: 1, section: 0)) == nil)
    #expect(update.newIndexPath(for: IndexPath(row: 3, section: 0)) == IndexPath(row: 2, section: 0))
    #expect(update.newIndexPath(for: IndexPath(row: 6, section: 0)) == IndexPath(row: 4, section: 0))
    #expect(update.newIndexPath(for: IndexPath(row: 5, section: 0)) == IndexPath(row: 0, section: 1))
    #expect(update.newIndexPath(for: IndexPath(row: 0, section: 1)) == IndexPath(row: 1, section: 1))
    var sections = ListUpdate()
    sections.deletedSections = [0]
    sections.insertedSections = [2]
    #expect(sections.newIndexPath(for: IndexPath(row: 4, section: 0)) == nil)
    #expect(sections.newSection(for: 1) == 0)
    #expect(sections.newSection(for: 2) == 1)
    #expect(sections.newSection(for: 3) == 3)
  }

  @Test("An insert the data source did not make stops the run with UIKit's message, quoted whole")
  func invalidRowCountMessage() async {
    var update = ListUpdate()
    update.inserted = [IndexPath(row: 0, section: 0)]
    let fault = update.fault(oldCounts: [4], newCounts: [3], words: .table)
    #expect(
      fault?.message
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
        + "section after the update (3) must be equal to the number of rows contained in that section before "
        + "the update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, "
        + "0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 "
        + "moved out).")
    await #expect(processExitsWith: .failure) {
      let setup = TableStage([10])
      setup.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
  }

  @Test("A deleted section the data source still has: UIKit's sections message, quoted whole")
  func invalidSectionCountMessage() async {
    var update = ListUpdate()
    update.deletedSections = [1]
    #expect(
      update.fault(oldCounts: [1, 2], newCounts: [1, 2], words: .table)?.message
        == "Invalid update: invalid number of sections. The number of sections contained in the table view "
        + "after the update (2) must be equal to the number of sections contained in the table view before the "
        + "update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    await #expect(processExitsWith: .failure) {
      let setup = TableStage([2, 3])
      setup.table.deleteSections(IndexSet(integer: 1), with: .automatic)
    }
  }

  @Test("Index paths out of range: UIKit's 'attempt to delete row' and 'attempt to insert row' messages")
  func outOfRangeMessages() {
    var delete = ListUpdate()
    delete.deleted = [IndexPath(row: 99, section: 0)]
    #expect(
      delete.fault(oldCounts: [20], newCounts: [19], words: .table)?.message
        == "attempt to delete row 99 from section 0 which only contains 20 rows before the update")
    var insert = ListUpdate()
    insert.inserted = [IndexPath(row: 100, section: 0)]
    #expect(
      insert.fault(oldCounts: [20], newCounts: [21], words: .table)?.message
        == "attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update"
    )
    var fine = ListUpdate()
    fine.deleted = [IndexPath(row: 0, section: 0)]
    fine.inserted = [IndexPath(row: 0, section: 0)]
    #expect(fine.fault(oldCounts: [20], newCounts: [20], words: .table) == nil)
  }

  @Test("moveRow carries the row's cell and selection to its new place, asking nothing")
  func moveRowCarriesCellAndSelection() throws {
    let setup = TableStage([10])
    let moving = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    setup.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    let asked = setup.rows.asked.count
    setup.table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
    #expect(setup.table.indexPath(for: moving) == IndexPath(row: 3, section: 0))
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    #expect(moving.frame == setup.table.rectForRow(at: IndexPath(row: 3, section: 0)))
    #expect(setup.rows.asked.count == asked)
  }

  @Test("A finger held on a row during updates follows its row's index path and selects it at the lift")
  func heldRowFollowsUpdate() {
    let setup = TableStage([10])
    setup.stage.down(100, 3 * 44 + 10)
    setup.stage.synthesizer.advance(to: 0.2)
    #expect(setup.rows.log == ["didHighlight [0,3]"])
    setup.rows.rows = [9]
    setup.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(setup.table.selection.held?.indexPath == IndexPath(row: 2, section: 0))
    // A row inserted above brings the held row back under the finger (a lift elsewhere would
    // move the finger first, and the move would scroll).
    setup.rows.rows = [10]
    setup.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(setup.table.selection.held?.indexPath == IndexPath(row: 3, section: 0))
    setup.stage.up(100, 3 * 44 + 10)
    #expect(setup.rows.log.suffix(2) == ["didUnhighlight [0,3]", "didSelect [0,3]"])
  }

  @Test("reloadRows asks the data source for those rows only")
  func reloadRowsAsksOnlyThem() {
    let setup = TableStage([10])
    let asked = setup.rows.asked.count
    setup.table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    #expect(Array(setup.rows.asked.dropFirst(asked)) == [IndexPath(row: 2, section: 0)])
  }

  @Test("performBatchUpdates(nil) asks the row heights again and keeps the cells")
  func emptyBatchAsksHeights() throws {
    let setup = TableStage([10])
    let heights = RowHeights()
    setup.table.delegate = heights
    setup.table.layoutIfNeeded()
    let asked = heights.asked
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    setup.table.performBatchUpdates(nil)
    #expect(heights.asked == asked + 10)
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(cell.frame.minY == 30)
  }

  @Test("insertSections and deleteSections renumber the rows below them")
  func sectionsRenumber() throws {
    let setup = TableStage([2, 2])
    let second = try #require(setup.table.cellForRow(at: IndexPath(row: 0, section: 1)))
    setup.rows.rows = [1, 2, 2]
    setup.table.insertSections(IndexSet(integer: 0), with: .automatic)
    #expect(setup.table.indexPath(for: second) == IndexPath(row: 0, section: 2))
    setup.rows.rows = [2, 2]
    setup.table.deleteSections(IndexSet(integer: 0), with: .automatic)
    #expect(setup.table.indexPath(for: second) == IndexPath(row: 0, section: 1))
  }
}

/// Editing mode's selection rules (Apple's `allowsSelectionDuringEditing`, default false, and
/// `allowsSelection`: "This property affects cell selection only when the table view is not in
/// editing mode").
@Suite("UITableView editing")
struct TableViewEditingTests {
  @Test("While editing a tap selects nothing unless allowsSelectionDuringEditing (Apple)")
  func selectionDuringEditing() {
    let setup = TableStage([10])
    setup.table.setEditing(true, animated: false)
    #expect(setup.table.isEditing)
    setup.stage.tap(100, 66)
    #expect(setup.table.indexPathForSelectedRow == nil)
    #expect(
      setup.stage.steps.contains(
        .rowSkipped(tableView: "list", row: "[0,1]", reason: .selectionNotAllowedDuringEditing)))
    setup.table.allowsSelectionDuringEditing = true
    setup.table.allowsSelection = false
    setup.stage.tap(100, 66, after: 1)
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    setup.table.isEditing = false
    setup.stage.tap(100, 110, after: 1)
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
