import Foundation
import Testing

@testable import TouchKit

/// A table of `rows` with an 80-point header view and a 30-point footer view, both made 100
/// wide (the table makes them its width).
private func framedStage(_ rows: [Int] = [5]) -> (TableStage, header: View, footer: View) {
  let setup = TableStage(rows)
  let header = View(frame: rect(0, 0, 100, 80))
  let footer = View(frame: rect(0, 0, 100, 30))
  setup.table.tableHeaderView = header
  setup.table.tableFooterView = footer
  setup.table.layoutIfNeeded()
  return (setup, header, footer)
}

/// UIKit's `tableHeaderView` and `tableFooterView` (Apple: the header view "is the first item
/// to appear in the table's view's scrolling content"; "The table view respects only the height
/// of your view's frame rectangle; it adjusts the width of your header view automatically to
/// match the table view's width"). docs/table-view.md.
@Suite("Table header and footer views")
struct TableHeaderViewTests {
  @Test(
    "The header view is above the first row at its frame's height and the table's width; the footer view is below the last row (Apple's tableHeaderView)"
  )
  func aboveAndBelow() {
    let (setup, header, footer) = framedStage()
    #expect(header.frame == rect(0, 0, 320, 80))
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 80, 320, 44))
    // Five 44-point rows end at 80 + 220 = 300.
    #expect(footer.frame == rect(0, 300, 320, 30))
    #expect(setup.table.contentSize == CGSize(width: 320, height: 330))
    #expect(header.id == "list.tableHeaderView" && footer.id == "list.tableFooterView")
  }

  @Test(
    "A tap on the header view hits it and selects no row; scrolled, it moves with the content and the same tap selects the row there (Apple: part of the scrolling content)"
  )
  func hitTestedAndScrolls() {
    let (setup, _, _) = framedStage()
    setup.stage.tap(160, 40)
    #expect(setup.stage.hitView() == "list.tableHeaderView")
    #expect(setup.rows.log.isEmpty)
    setup.scroll(to: 60)
    // y 40 in the window is 100 in the content: row 0 spans 80..<124.
    setup.stage.tap(160, 40)
    #expect(setup.stage.hitView(ofTouch: 2) == "list[0,0].contentView")
    #expect(setup.rows.log.last == "didSelect [0,0]")
  }

  @Test(
    "A taller frame set on the view and the view set again moves the rows (community-observed: the table reads the height when the view is set)"
  )
  func heightReadWhenSet() {
    let (setup, header, _) = framedStage()
    header.frame.size.height = 120
    setup.table.tableHeaderView = header
    setup.table.layoutIfNeeded()
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 120, 320, 44))
    #expect(setup.table.contentSize.height == 370)
    setup.table.tableHeaderView = nil
    setup.table.layoutIfNeeded()
    #expect(header.superview == nil)
    #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 0, 320, 44))
  }

  @Test("A table with no rows shows its header view and the footer view under it (Apple)")
  func noRows() {
    let (setup, header, footer) = framedStage([])
    #expect(header.frame == rect(0, 0, 320, 80))
    #expect(footer.frame == rect(0, 80, 320, 30))
    #expect(setup.table.contentSize.height == 110)
  }
}
