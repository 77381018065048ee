import Benchmark
import Foundation
import TouchKit

/// Issue 42's table figures: a `TableView` of 1,000,000 rows in a 390×844 window, its rows 44
/// points tall (no `heightForRowAt`, so no row is asked about until it shows). Goals: opening
/// it (made, given its data source, laid out), scrolling to the middle (a new offset, laid out)
/// and a traced tap on a row each under 50 ms; the cells made at most the visible rows + 2; at
/// most 16 bytes a row more than a 1,000-row table. The same with a delegate answering
/// `heightForRowAt` (every row asked at each reload, as UIKit does without an estimate) is
/// measured and stated, with no goal.
func tableSuite() -> BenchmarkSuite {
  BenchmarkSuite(name: "table") { suite in
    for heights in [false, true] {
      let variant = heights ? " heightForRowAt" : ""
      suite.benchmark("1M rows\(variant): open") { state in
        var made = 0
        var visible = 0
        try state.measure {
          let stage = TableBench(rows: 1_000_000, heights: heights)
          made = stage.rows.cells.count
          visible = stage.table.indexPathsForVisibleRows?.count ?? 0
        }
        precondition(made <= visible + 2, "\(made) cells made for \(visible) visible rows")
        state.counters["cellsMade"] = Double(made)
        state.counters["visibleRows"] = Double(visible)
      }
      suite.benchmark("1M rows\(variant): scroll to the middle") { state in
        let stage = TableBench(rows: 1_000_000, heights: heights)
        var flip = false
        try state.measure {
          // Alternately the middle and one screen below it, so every iteration moves.
          flip.toggle()
          stage.scroll(toRow: 500_000 + (flip ? 0 : 19))
        }
        let visible = stage.table.indexPathsForVisibleRows?.count ?? 0
        precondition(stage.rows.cells.count <= visible + 2, "\(stage.rows.cells.count) cells")
        state.counters["cellsMade"] = Double(stage.rows.cells.count)
        state.counters["visibleRows"] = Double(visible)
      }
      suite.benchmark("1M rows\(variant): traced tap in the middle") { state in
        let stage = TableBench(rows: 1_000_000, heights: heights)
        stage.scroll(toRow: 500_000)
        let point = CGPoint(x: 100, y: 66)
        let pointers = Gesture.tap(point).pointerEvents(startingAt: 0)
        var records = 0
        try state.measure {
          let recorder = TraceRecorder()
          let synthesizer = TouchSynthesizer(application: stage.application, trace: recorder)
          for pointer in pointers { synthesizer.send(pointer) }
          records = recorder.records.count
        }
        let selected = stage.table.indexPathForSelectedRow?.row
        precondition(selected == 500_001, "the tap selected \(String(describing: selected))")
        state.counters["records"] = Double(records)
      }
    }
    suite.benchmark("memory: bytes a row, 1M rows over 1k") { state in
      var perRow = 0.0
      var perRowHeights = 0.0
      try state.measure {
        perRow = TableBench.bytesPerRow(heights: false)
        perRowHeights = TableBench.bytesPerRow(heights: true)
      }
      state.counters["bytesPerRow"] = perRow
      state.counters["bytesPerRowHeights"] = perRowHeights
    }
  }
}

/// A window holding the table, its data source, and the cells the data source was given.
final class TableBench {
  let application = Application()
  let table = TableView(id: "list", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  let rows: BenchRows
  /// Held here: the table's delegate is weak.
  let heights: RowHeightDelegate?

  init(rows count: Int, heights: Bool) {
    rows = BenchRows(count: count)
    self.heights = heights ? RowHeightDelegate() : nil
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(table)
    application.addWindow(window)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    table.delegate = self.heights
    table.layoutIfNeeded()
  }

  /// The row at the top of the table, laid out.
  func scroll(toRow row: Int) {
    table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
    table.layoutIfNeeded()
  }

  /// The resident bytes now (``residentMiB()``: /proc/self/statm, Linux; 0 elsewhere).
  static func residentBytes() -> Int { Int(residentMiB() * 1_048_576) }

  /// Bytes a row that a 1,000,000-row table holds above a 1,000-row one, open and scrolled to
  /// the middle: the growth of the resident memory while each is made (the larger first, so
  /// the smaller reuses no page it freed). Resident pages freed by earlier benchmarks can be
  /// reused, so this is a lower bound; run the suite alone (`--filter 'table.memory'`).
  static func bytesPerRow(heights: Bool) -> Double {
    func held(_ count: Int) -> Int {
      let before = residentBytes()
      let stage = TableBench(rows: count, heights: heights)
      stage.scroll(toRow: count / 2)
      let after = residentBytes()
      withExtendedLifetime(stage) {}
      return after - before
    }
    let large = held(1_000_000)
    return Double(large - held(1_000)) / Double(1_000_000 - 1_000)
  }
}

/// One section of `count` rows.
final class BenchRows: TableViewDataSource {
  let count: Int
  /// Every cell the table was given, by identity: what reuse must keep near the visible rows.
  var cells = Set<ObjectIdentifier>()

  init(count: Int) { self.count = count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cells.insert(ObjectIdentifier(cell))
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A delegate that answers `heightForRowAt` (44 points, the height of the rows without it), so
/// the table asks it of every row.
final class RowHeightDelegate: TableViewDelegate {
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}
