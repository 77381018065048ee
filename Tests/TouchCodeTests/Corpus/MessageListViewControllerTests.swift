import Foundation
import Testing
import TouchKit

/// MessageListViewController.swift: an inbox with swipe actions (docs/table-view.md, "Swipe
/// actions": Apple's `trailingSwipeActionsConfigurationForRowAt`, `UIContextualAction`'s
/// completion, `performsFirstActionWithFullSwipe`; the thresholds UNSOURCED).
@Suite("Corpus: MessageListViewController")
struct MessageListViewControllerTests {
  /// Row `row`'s middle on screen: the table fills the 390-point-wide screen, rows are 64 tall.
  private func rowY(_ row: Int) -> CGFloat { CGFloat(row) * 64 + 32 }

  @Test("A drag to the left uncovers Delete and Flag; Delete removes the row and the row below moves up")
  func deleteRemovesTheRow() throws {
    let screen = try Corpus.screen("MessageListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    let below = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
    screen.drag(from: (370, rowY(2)), to: (220, rowY(2)))
    let open = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(open.frame.minX == -148)
    // Delete, the first action, is at the edge.
    #expect(screen.tap(360, rowY(2)).printed == ["deleted Sender 3"])
    #expect(table.numberOfRows(inSection: 0) == 19)
    #expect(table.indexPath(for: below) == IndexPath(row: 2, section: 0))
    #expect(below.textLabel?.text == "Sender 4")
    #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 })
  }

  @Test("A full swipe deletes without a tap (performsFirstActionWithFullSwipe)")
  func fullSwipeDeletes() throws {
    let screen = try Corpus.screen("MessageListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    #expect(screen.drag(from: (380, rowY(0)), to: (20, rowY(0))).printed == ["deleted Sender 1"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Sender 2")
  }

  @Test("Flag flags the message and the row closes; a second swipe offers Unflag")
  func flagThenUnflag() throws {
    let screen = try Corpus.screen("MessageListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    screen.drag(from: (370, rowY(1)), to: (220, rowY(1)))
    #expect(screen.tap(280, rowY(1)).printed == ["flagged Sender 2"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
    screen.drag(from: (370, rowY(1)), to: (220, rowY(1)))
    #expect(screen.tap(280, rowY(1)).printed == ["unflagged Sender 2"])
  }

  @Test("A drag to the right uncovers Read; a tap on another row while one is open only closes it")
  func leadingReadAndTapElsewhere() throws {
    let screen = try Corpus.screen("MessageListViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    screen.drag(from: (20, rowY(4)), to: (170, rowY(4)))
    #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX == 74)
    #expect(screen.tap(200, rowY(8)).printed.isEmpty)
    #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minX == 0)
    #expect(screen.tap(200, rowY(8)).printed == ["open Sender 9"])
    screen.drag(from: (20, rowY(4)), to: (170, rowY(4)))
    #expect(screen.tap(30, rowY(4)).printed == ["read 4"])
  }
}
