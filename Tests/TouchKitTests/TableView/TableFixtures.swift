import Foundation

@testable import TouchKit

/// A data source of `rows[section]` rows per section whose cells are dequeued as "Cell", and
/// a log of what the table asked and told.
final class Rows: TableViewDataSource, TableViewDelegate {
  var rows: [Int]
  var headerTitles: [Int: String] = [:]
  var asked: [IndexPath] = []
  var log: [String] = []

  init(_ rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles[section]
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.tableDescription)")
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.tableDescription)")
  }
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.tableDescription)")
  }
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.tableDescription)")
  }
}

/// A delegate that sizes each row itself, and counts the rows it was asked about.
final class RowHeights: TableViewDelegate {
  var asked = 0
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    asked += 1
    return indexPath.row.isMultiple(of: 2) ? 30 : 60
  }
}

/// A cell that counts its `prepareForReuse()` calls.
final class CountingCell: TableViewCell {
  var prepared = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    prepared += 1
  }
}

/// A stage with a 320×220 table `list` of `rows`, registered for `CountingCell`, laid out.
final class TableStage {
  let stage = Stage()
  let table: TableView
  let rows: Rows

  init(
    _ rows: [Int], delegate: Bool = true, style: TableView.Style = .plain,
    cellClass: TableViewCell.Type = CountingCell.self
  ) {
    table = TableView(frame: rect(0, 0, 320, 220), style: style)
    table.id = "list"
    self.rows = Rows(rows)
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    table.dataSource = self.rows
    if delegate { table.delegate = self.rows }
    stage.add(table)
    table.layoutIfNeeded()
  }

  /// The rows of the cells that are the table's subviews, in subview order.
  var shownRows: [Int] {
    table.subviews.compactMap { ($0 as? TableViewCell).flatMap { table.indexPath(for: $0)?.row } }.sorted()
  }

  func scroll(to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    table.layoutIfNeeded()
  }
}
