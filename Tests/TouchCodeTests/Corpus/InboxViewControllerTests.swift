import Foundation
import Testing
import TouchKit

/// InboxViewController.swift: a controller that is its table's data source and delegate, with a
/// custom cell (docs/table-view.md).
@Suite("Corpus: InboxViewController")
struct InboxViewControllerTests {
  @Test("The table shows only the rows in view, from the controller's data source")
  func onlyVisibleRows() throws {
    let screen = try Corpus.screen("InboxViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    #expect(table.contentSize.height == CGFloat(40 * 44))
    #expect(table.visibleCells.count == 20)  // 844 / 44 = 19.2: rows 0 to 19
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Message 3")
  }

  @Test("A tap on a row's text selects it: didSelectRowAt (Apple's UITableViewDelegate)")
  func tapSelects() throws {
    let screen = try Corpus.screen("InboxViewController")
    #expect(screen.tap(150, 2 * 44 + 22).printed == ["opened Message 3"])
  }

  @Test("§5 a tap on a row's star sends starTapped once and selects nothing")
  func starTakesItsTouch() throws {
    let screen = try Corpus.screen("InboxViewController")
    let steps = screen.tap(360, 2 * 44 + 22)
    #expect(steps.actionNames == ["starTapped"])
    #expect(steps.printed == ["star tapped"])
  }

  @Test("A button added to the cell before its contentView is covered by it (community-sourced, iOS 14+)")
  func badgeIsCovered() throws {
    let screen = try Corpus.screen("InboxViewController")
    let hit = screen.hit(20, 2 * 44 + 20)
    #expect(hit?.id.hasSuffix("[0,2].contentView") == true)
    #expect(screen.tap(20, 2 * 44 + 20).printed == ["opened Message 3"])
  }

  @Test("Scrolled, cells are reused: no more cells than rows in view plus one, and a reused star sends once")
  func reuse() throws {
    let screen = try Corpus.screen("InboxViewController")
    let table = try #require(screen.views(ofClass: "TableView").first as? TableView)
    let cells = Set(table.visibleCells.map(ObjectIdentifier.init))
    _ = screen.drag(from: (200, 700), to: (200, 200))
    #expect(table.contentOffset.y > 0)
    // Every cell shown now is one of the first screen's, or one made for the extra row.
    let new = table.visibleCells.filter { !cells.contains(ObjectIdentifier($0)) }
    #expect(new.count <= 1)
    // The star of the second row in view, in screen points (the table is at the screen's origin).
    let row = try #require(table.indexPathsForVisibleRows?.dropFirst().first)
    let y = table.rectForRow(at: row).minY - table.contentOffset.y + 22
    let steps = screen.tap(360, y)
    #expect(steps.actionNames == ["starTapped"])
  }
}
