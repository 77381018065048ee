import Foundation
import Testing

@testable import TouchKit

/// Self-sizing rows measured again, and rows the delegate sizes but leaves to their cells
/// (TableView+SelfSizing.swift). Sources: Apple's `automaticDimension` ("Return this value from
/// your table view's delegate methods when you want the table view to choose a default value
/// for the given dimension"), `reloadRows(at:with:)` (the row's cell is made anew, so measured
/// anew), `reconfigureRows(at:)` (the same cell, new content); that iOS re-sizes a reconfigured
/// self-sizing cell is community knowledge (WWDC 2021 "Make blazing fast lists and collection
/// views"), not in Apple's reference.
@Suite("UITableView: rows measured again, and heightForRowAt's automaticDimension")
struct TableViewRemeasureTests {
  typealias BarCell = TableViewSelfSizingTests.BarCell

  /// 100 rows whose bars are `bars[row]` tall (20 by default: rows of 40), sized by their
  /// cells (no `heightForRowAt`).
  class Bars: TableViewDataSource, TableViewDelegate {
    var bars: [Int: CGFloat] = [:]
    var log: [String] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Bar", for: indexPath)
      (cell as? BarCell)?.barHeight.constant = bars[indexPath.row] ?? 20
      return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
  }

  /// The same rows with a delegate that gives every row 50 points but `automaticRows`, which
  /// it leaves to their cells (`automaticDimension`).
  final class SomeAutomatic: TableViewDataSource, TableViewDelegate {
    let rows = Bars()
    var automaticRows: Set<Int> = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      rows.tableView(tableView, cellForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      automaticRows.contains(indexPath.row) ? TableView.automaticDimension : 50
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      rows.tableView(tableView, didSelectRowAt: indexPath)
    }
  }

  final class Setup<Source: TableViewDataSource & TableViewDelegate> {
    let stage = Stage()
    let source: Source
    let table = TableView(id: "list", frame: rect(0, 0, 320, 300))

    init(_ source: Source) {
      self.source = source
      table.register(BarCell.self, forCellReuseIdentifier: "Bar")
      table.estimatedRowHeight = 44
      table.dataSource = source
      table.delegate = source
      stage.add(table)
      table.layoutIfNeeded()
    }

    func row(_ row: Int) -> CGRect { table.rectForRow(at: IndexPath(row: row, section: 0)) }
  }

  func automatic(_ rows: Set<Int>, bars: [Int: CGFloat] = [:]) -> Setup<SomeAutomatic> {
    let source = SomeAutomatic()
    source.automaticRows = rows
    source.rows.bars = bars
    return Setup(source)
  }

  @Test(
    "reconfigureRows(at:) measures the row again: its cell's new content (a 100-point bar) makes it 120 tall and the rows below move"
  )
  func reconfigureMeasuresAgain() {
    let setup = Setup(Bars())
    #expect(setup.row(1) == rect(0, 40, 320, 40))
    setup.source.bars[1] = 100
    setup.table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
    setup.table.layoutIfNeeded()
    #expect(setup.row(1) == rect(0, 40, 320, 120))
    #expect(setup.row(2).minY == 160)
    #expect(setup.table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 160)
  }

  @Test("reloadRows(at:with:) measures the reloaded row's new cell too")
  func reloadMeasuresAgain() {
    let setup = Setup(Bars())
    setup.source.bars[1] = 100
    setup.table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    setup.table.layoutIfNeeded()
    #expect(setup.row(1).height == 120)
  }

  @Test(
    "heightForRowAt answering automaticDimension self-sizes that row (its bar of 60: 80 tall); the delegate's other rows keep their 50 points"
  )
  func delegateAutomaticRowSelfSizes() {
    let setup = automatic([1], bars: [1: 60])
    #expect(setup.row(0) == rect(0, 0, 320, 50))
    #expect(setup.row(1) == rect(0, 50, 320, 80))
    #expect(setup.row(2) == rect(0, 130, 320, 50))
    // A tap at y = 140 is row 2 (130–180); at the 44-point estimate it would have been row 1.
    setup.stage.tap(100, 140)
    #expect(setup.source.rows.log == ["didSelect [0,2]"])
  }

  @Test("An automatic row not yet displayed waits at the estimate, and is sized when it shows")
  func automaticRowOffScreenWaits() {
    let setup = automatic([20])
    #expect(setup.row(20) == rect(0, 1000, 320, 44))
    setup.table.contentOffset = CGPoint(x: 0, y: 900)
    setup.table.layoutIfNeeded()
    #expect(setup.row(20).height == 40)
    #expect(setup.row(21).minY == 1040)
  }
}
