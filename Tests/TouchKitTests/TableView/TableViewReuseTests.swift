import Foundation
import Testing

@testable import TouchKit

/// UITableView's cells: only the visible rows have cells, and a cell that leaves the screen is
/// handed back by the next dequeue of its identifier. Apple's `UITableView` and
/// `dequeueReusableCell(withIdentifier:for:)` documentation, and `prepareForReuse()`'s.
@Suite("UITableView reuse and tiling")
struct TableViewReuseTests {
  @Test("IndexPath(row:section:) is UIKit's extension: section first, row second")
  func indexPathMembers() {
    let path = IndexPath(row: 5, section: 2)
    #expect(path.section == 2)
    #expect(path.row == 5)
    #expect(Array(path) == [2, 5])
    #expect(IndexPath(item: 1, section: 0).item == 1)
    #expect(path.tableDescription == "[2,5]")
  }

  @Test(
    "Only the visible rows are asked for and are subviews (Apple: the table asks for cells of visible rows)")
  func onlyVisibleRowsExist() {
    let setup = TableStage([1000])
    // 220 points of 44-point rows: rows 0 to 4.
    #expect(setup.shownRows == [0, 1, 2, 3, 4])
    #expect(setup.rows.asked == (0...4).map { IndexPath(row: $0, section: 0) })
    #expect(setup.table.contentSize == CGSize(width: 320, height: 44_000))
    #expect(setup.table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) })
    #expect(setup.table.cellForRow(at: IndexPath(row: 500, section: 0)) == nil)
  }

  @Test("A cell scrolled out leaves the hierarchy and the next dequeue hands it back after prepareForReuse")
  func scrolledOutCellIsReused() throws {
    let setup = TableStage([1000])
    let first = try #require(setup.table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
    setup.scroll(to: 60)  // row 0 (0..<44) leaves; rows 1 to 6 show.
    #expect(setup.table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(setup.shownRows == [1, 2, 3, 4, 5, 6])
    #expect(setup.table.subviews.count == 6)
    // Row 5 came first, and got row 0's cell back; row 6 needed a new one.
    let row5 = try #require(setup.table.cellForRow(at: IndexPath(row: 5, section: 0)) as? CountingCell)
    #expect(row5 === first)
    #expect(first.prepared == 1)
    #expect(first.textLabel?.text == "Row 5")
    #expect(setup.table.indexPath(for: first) == IndexPath(row: 5, section: 0))
    #expect(first.id == "list[0,5]")
  }

  @Test("Scrolling through all rows makes no more cells than are visible at once, plus one")
  func cellsMadeStayFew() {
    let setup = TableStage([1000])
    var y: CGFloat = 0
    while y < 44_000 - 220 {
      y += 37
      setup.scroll(to: min(y, 44_000 - 220))
    }
    #expect(setup.shownRows.last == 999)
    // 220 / 44 = 5 rows, or 6 when a row is cut at each edge.
    #expect(setup.table.cellsMade <= 6)
    #expect(setup.rows.asked.count >= 1000)
  }

  @Test("A million rows of one height: no row is asked about until it shows, and the content is their height")
  func millionRowsAreCheap() {
    let heights = RowHeights()
    let rows = Rows([1_000_000])
    let table = TableView(id: "list", frame: rect(0, 0, 320, 220))
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    table.delegate = rows  // no heightForRowAt: the default answers, once
    table.layoutIfNeeded()
    #expect(table.contentSize.height == 44_000_000)
    #expect(rows.asked.count == 5)
    table.scrollToRow(at: IndexPath(row: 500_000, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 22_000_000)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
    #expect(heights.asked == 0)
  }

  @Test(
    "A delegate with heightForRowAt is asked of every row, as UIKit does without an estimate (Apple's heightForRowAt)"
  )
  func delegateHeightsAreAskedOfEveryRow() {
    let heights = RowHeights()
    let rows = Rows([10])
    let table = TableView(id: "list", frame: rect(0, 0, 320, 100))
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    table.delegate = heights
    table.layoutIfNeeded()
    #expect(heights.asked == 10)
    #expect(table.contentSize.height == CGFloat(5 * 30 + 5 * 60))
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == rect(0, 90, 320, 30))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 95)) == IndexPath(row: 2, section: 0))
    #expect(table.indexPathsForVisibleRows == (0...2).map { IndexPath(row: $0, section: 0) })
  }

  @Test("Sections: a titled header takes height, an untitled one none (plain style; heights UNSOURCED)")
  func sectionHeaders() {
    let setup = TableStage([2, 3])
    setup.rows.headerTitles = [1: "More"]
    setup.table.reloadData()
    setup.table.layoutIfNeeded()
    let header = TableView.Metrics.titledHeaderHeight
    #expect(setup.table.contentSize.height == 5 * 44 + header)
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 2 * 44 + header)
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 5, y: 2 * 44 + 1)) == nil)  // the header
    #expect(setup.table.numberOfSections == 2)
    #expect(setup.table.numberOfRows(inSection: 1) == 3)
  }

  @Test("deleteRows and insertRows move the visible cells to their new rows; reloadData asks again")
  func updatesRenumber() throws {
    let setup = TableStage([10])
    let row3 = try #require(setup.table.cellForRow(at: IndexPath(row: 3, section: 0)))
    setup.rows.rows = [9]
    setup.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(setup.table.indexPath(for: row3) == IndexPath(row: 2, section: 0))
    #expect(row3.id == "list[0,2]")
    setup.rows.rows = [10]
    setup.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(setup.table.indexPath(for: row3) == IndexPath(row: 3, section: 0))
    #expect(setup.table.contentSize.height == 440)
    let askedBefore = setup.rows.asked.count
    setup.table.reloadData()
    setup.table.layoutIfNeeded()
    #expect(setup.rows.asked.count == askedBefore + 5)
  }

  @Test("performBatchUpdates lays out once, at its end")
  func batchUpdates() {
    let setup = TableStage([10])
    var completed = false
    setup.table.performBatchUpdates({
      setup.rows.rows = [8]
      setup.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      setup.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }) { completed = $0 }
    #expect(completed)
    #expect(setup.table.contentSize.height == CGFloat(8 * 44))
    #expect(setup.shownRows == [0, 1, 2, 3, 4])
  }

  @Test("dequeueReusableCell(withIdentifier:) without a registration returns nil (Apple: the older call)")
  func olderDequeueReturnsNil() {
    let table = TableView(frame: rect(0, 0, 100, 100))
    #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Plain")
    #expect(table.dequeueReusableCell(withIdentifier: "Plain")?.reuseIdentifier == "Plain")
  }

  @Test("An unregistered identifier stops the run with UIKit's message, quoted whole")
  func unregisteredIdentifierMessage() async {
    #expect(
      TableViewFault.unregisteredIdentifier("Cell").message
        == "unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier "
        + "or connect a prototype cell in a storyboard")
    await #expect(processExitsWith: .failure) {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
    }
  }

  @Test("A negative row count stops the run with UIKit's message (developer-reported; Apple documents none)")
  func negativeRowCount() async {
    #expect(
      TableViewFault.rowCount(-1, section: 0).message
        == "Failed to allocate data stores for -1 rows in section 0. Consider using fewer rows")
    await #expect(processExitsWith: .failure) {
      let rows = Rows([-1])
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      table.dataSource = rows
      table.layoutIfNeeded()
    }
  }

  @Test("A row count above TableView.maximumRowsInSection stops the run instead of filling memory")
  func hugeRowCount() async {
    await #expect(processExitsWith: .failure) {
      let rows = Rows([TableView.maximumRowsInSection + 1])
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      table.dataSource = rows
      table.layoutIfNeeded()
    }
  }

  @Test("A cell dequeued from another table stops the run")
  func cellFromAnotherTable() async {
    await #expect(processExitsWith: .failure) {
      final class Borrower: TableViewDataSource {
        let other = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        init() { other.register(TableViewCell.self, forCellReuseIdentifier: "Cell") }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
          other.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
      }
      let source = Borrower()
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      table.dataSource = source
      table.layoutIfNeeded()
    }
  }
}
