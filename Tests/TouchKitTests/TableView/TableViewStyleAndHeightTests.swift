import Foundation
import Testing

@testable import TouchKit

/// What issue 38 names of UITableView's styles, row heights and highlight veto that no other
/// suite states: where an inset grouped table's cells sit, how `rowHeight`,
/// `estimatedRowHeight` and `automaticDimension` size rows without `heightForRowAt`, and
/// `shouldHighlightRowAt` answering false.
@Suite("UITableView styles, row heights and shouldHighlightRowAt")
struct TableViewStyleAndHeightTests {
  /// A data source and delegate that refuses to highlight one row.
  final class Vetoing: TableViewDataSource, TableViewDelegate {
    var log: [String] = []
    let refused: IndexPath
    init(refusing refused: IndexPath) { self.refused = refused }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      indexPath != refused
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
      log.append("didHighlight \(indexPath.tableDescription)")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
  }

  @Test(
    "An inset grouped table's cells sit 20 points in from each side; plain and grouped cells span the table (UNSOURCED margin, TableView.Metrics.insetGroupedMargin)"
  )
  func insetGroupedCells() throws {
    let styles: [(TableView.Style, CGFloat)] = [(.plain, 0), (.grouped, 0), (.insetGrouped, 20)]
    for (style, inset) in styles {
      let rows = Rows([10])
      let table = TableView(frame: rect(0, 0, 320, 220), style: style)
      table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = rows
      table.layoutIfNeeded()
      let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
      #expect(cell.frame.minX == inset, "\(style)")
      #expect(cell.frame.width == 320 - 2 * inset, "\(style)")
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minX == inset)
    }
  }

  @Test(
    "Without heightForRowAt every row is rowHeight tall; with automaticDimension a row not yet displayed is estimatedRowHeight tall, else 44 (Apple's rowHeight and estimatedRowHeight; 44 UNSOURCED, Metrics.standardRowHeight; displayed rows self-size: TableViewSelfSizingTests)"
  )
  func rowHeights() {
    func lastRowHeight(rowHeight: CGFloat, estimate: CGFloat) -> CGFloat {
      let rows = Rows([1000])
      let table = TableView(id: "list", frame: rect(0, 0, 320, 220))
      table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
      table.rowHeight = rowHeight
      table.estimatedRowHeight = estimate
      table.dataSource = rows
      table.layoutIfNeeded()
      if rowHeight >= 0 { #expect(table.contentSize.height == 1000 * rowHeight) }
      return table.rectForRow(at: IndexPath(row: 999, section: 0)).height
    }
    #expect(lastRowHeight(rowHeight: 60, estimate: TableView.automaticDimension) == 60)
    #expect(lastRowHeight(rowHeight: TableView.automaticDimension, estimate: 80) == 80)
    #expect(
      lastRowHeight(rowHeight: TableView.automaticDimension, estimate: TableView.automaticDimension)
        == TableView.Metrics.standardRowHeight)
  }

  @Test(
    "shouldHighlightRowAt false: the row neither highlights nor is selected (observed on iOS; Apple documents the veto of highlight)"
  )
  func shouldHighlightVetoes() {
    let stage = Stage()
    let table = TableView(id: "list", frame: rect(0, 0, 320, 220))
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    let delegate = Vetoing(refusing: IndexPath(row: 1, section: 0))
    table.dataSource = delegate
    table.delegate = delegate
    stage.add(table)
    table.layoutIfNeeded()
    stage.tap(100, 66)  // row 1
    #expect(delegate.log == [])
    #expect(table.indexPathForSelectedRow == nil)
    stage.tap(100, 110)  // row 2 is allowed
    #expect(delegate.log == ["didHighlight [0,2]", "didSelect [0,2]"])
  }

  @Test(
    "An automatic header or footer with no title: none in a plain table, a gap in a grouped or inset grouped one (community-observed; 18 points UNSOURCED, Metrics.groupedUntitledHeaderHeight)"
  )
  func untitledHeaderHeights() {
    let gap = TableView.Metrics.groupedUntitledHeaderHeight
    let styles: [(TableView.Style, CGFloat)] = [(.plain, 0), (.grouped, gap), (.insetGrouped, gap)]
    for (style, expected) in styles {
      let setup = TableStage([2, 2], delegate: false, style: style)
      // No title, no view, automaticDimension (the default): section 1 starts after section 0's
      // header, two 44-point rows and footer.
      #expect(setup.table.rectForHeader(inSection: 0).height == expected, "\(style)")
      #expect(setup.table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == expected, "\(style)")
      #expect(
        setup.table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88 + 3 * expected, "\(style)")
    }
  }
}
