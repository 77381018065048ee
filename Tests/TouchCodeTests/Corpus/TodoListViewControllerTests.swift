import Foundation
import Testing
import TouchKit

/// TodoListViewController.swift: a list that edits its own rows with `deleteRows` and a batch
/// `insertRows` (docs/table-view.md: Apple's batch numbering, UIKit's consistency check).
@Suite("Corpus: TodoListViewController")
struct TodoListViewControllerTests {
  /// Row `row`'s Done button on screen: the table starts 44 points down, rows are 44 tall.
  private func done(_ row: Int) -> (CGFloat, CGFloat) { (350, 44 + CGFloat(row) * 44 + 22) }

  @Test("Done deletes its row; the row below keeps its cell object and moves up; nothing else is asked")
  func doneDeletesItsRow() throws {
    let screen = try Corpus.screen("TodoListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    let visibleBefore = Set(table.visibleCells.map(ObjectIdentifier.init))
    let (x, y) = done(2)
    #expect(screen.tap(x, y).printed == ["done Task 3"])
    #expect(table.numberOfRows(inSection: 0) == 29)
    #expect(table.indexPath(for: below) == IndexPath(row: 2, section: 0))
    #expect(below.textLabel?.text == "Task 4")
    // One row came into view at the bottom: its cell is the deleted row's, reused.
    #expect(table.visibleCells.allSatisfy { visibleBefore.contains(ObjectIdentifier($0)) })
  }

  @Test("Add inserts a row at the top in a batch whose counts match, so UIKit's check passes")
  func addInsertsAtTop() throws {
    let screen = try Corpus.screen("TodoListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(screen.tap(195, 22).printed == ["added New task 1"])
    #expect(table.numberOfRows(inSection: 0) == 31)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "New task 1")
    #expect(table.indexPath(for: first) == IndexPath(row: 1, section: 0))
  }

  @Test("After a scroll, a reused cell's Done deletes the row it shows now (indexPath(for:) at the tap)")
  func reusedCellDeletesItsRow() throws {
    let screen = try Corpus.screen("TodoListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    _ = screen.drag(from: (200, 700), to: (200, 200))
    #expect(table.contentOffset.y > 0)
    let row = try #require(table.indexPathsForVisibleRows?.dropFirst().first)
    let text = try #require(table.cellForRow(at: row)?.textLabel?.text)
    let y = 44 + table.rectForRow(at: row).minY - table.contentOffset.y + 22
    #expect(screen.tap(350, y).printed == ["done \(text)"])
  }
}
