import Foundation
import Testing

@testable import TouchKit

/// A cell's `accessoryType` and `selectionStyle` to touches: Apple's `UITableViewCell.AccessoryType`
/// (the detail buttons are buttons), `UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)`
/// ("The table view does not call this method for other types of accessory views"), the Table
/// View Programming Guide ("Managing Selections": a tap on the detail button is reported "instead
/// of" `didSelectRowAt`), and `SelectionStyle.none` ("no distinct style for when it's selected").
@Suite("UITableViewCell accessories")
struct TableViewAccessoryTests {
  /// Rows whose cells all have `accessory` and `selectionStyle`, logging the delegate's calls.
  final class AccessoryRows: TableViewDataSource, TableViewDelegate {
    let accessory: TableViewCell.AccessoryType
    let selectionStyle: TableViewCell.SelectionStyle
    var log: [String] = []

    init(_ accessory: TableViewCell.AccessoryType, selectionStyle: TableViewCell.SelectionStyle = .default) {
      self.accessory = accessory
      self.selectionStyle = selectionStyle
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.accessoryType = accessory
      cell.selectionStyle = selectionStyle
      return cell
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
      log.append("didHighlight \(indexPath.tableDescription)")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(indexPath.tableDescription)")
    }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      log.append("accessoryButtonTapped \(indexPath.tableDescription)")
    }
  }

  /// A 320×220 table "list" of `rows`, laid out on a stage.
  final class Setup {
    let stage = Stage()
    let table = TableView(frame: rect(0, 0, 320, 220), style: .plain)
    let rows: AccessoryRows

    init(_ rows: AccessoryRows) {
      self.rows = rows
      table.id = "list"
      table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = rows
      table.delegate = rows
      stage.add(table)
      table.layoutIfNeeded()
    }

    var cell1: TableViewCell? { table.cellForRow(at: IndexPath(row: 1, section: 0)) }

    /// Taps row 1 (44..<88) at `x`.
    func tapRow1(at x: CGFloat) { stage.tap(x, 66) }
  }

  /// The trailing edge, where the accessory sits (``TableViewCell/Metrics/accessoryWidth``).
  let accessoryX: CGFloat = 320 - TableViewCell.Metrics.accessoryWidth / 2

  @Test(
    "Apple: .detailButton shows a button; a tap on it calls tableView(_:accessoryButtonTappedForRowWith:) and does not select the row"
  )
  func detailButtonTellsTheDelegate() {
    let setup = Setup(AccessoryRows(.detailButton))
    #expect(setup.cell1?.accessoryButton?.superview === setup.cell1)
    setup.tapRow1(at: accessoryX)
    #expect(setup.rows.log == ["accessoryButtonTapped [0,1]"])
    #expect(setup.table.indexPathForSelectedRow == nil)
  }

  @Test(
    "Apple: .detailDisclosureButton has an information button, which tells the delegate; a tap elsewhere on the row selects it"
  )
  func detailDisclosureButton() {
    let setup = Setup(AccessoryRows(.detailDisclosureButton))
    setup.tapRow1(at: accessoryX)
    #expect(setup.rows.log == ["accessoryButtonTapped [0,1]"])
    setup.tapRow1(at: 100)
    #expect(setup.rows.log.last == "didSelect [0,1]")
  }

  @Test(
    "Apple: the table calls accessoryButtonTapped only for the detail buttons: a tap on a .disclosureIndicator or .checkmark lands on the cell and selects the row"
  )
  func marksTakeNoTouch() {
    for type in [TableViewCell.AccessoryType.disclosureIndicator, .checkmark, .none] {
      let setup = Setup(AccessoryRows(type))
      #expect(setup.cell1?.accessoryButton == nil, "\(type) has no button")
      setup.tapRow1(at: accessoryX)
      #expect(setup.rows.log.contains("didSelect [0,1]"), "\(type)")
      #expect(!setup.rows.log.contains { $0.hasPrefix("accessoryButtonTapped") }, "\(type)")
    }
  }

  @Test("Apple, accessoryView: a custom accessory view replaces the accessory type's button")
  func accessoryViewReplacesTheButton() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .detailButton
    #expect(cell.accessoryButton != nil)
    cell.accessoryView = View(frame: rect(0, 0, 20, 20))
    #expect(cell.accessoryButton == nil)
    cell.accessoryView = nil
    #expect(cell.accessoryButton != nil)
    cell.accessoryType = .checkmark
    #expect(cell.accessoryButton == nil)
  }

  @Test(
    "Apple, SelectionStyle.none: 'no distinct style for when it's selected': the row still highlights and selects (the delegate hears both, the cell's states change)"
  )
  func selectionStyleNoneStillSelects() {
    let setup = Setup(AccessoryRows(.none, selectionStyle: .none))
    setup.tapRow1(at: 100)
    #expect(setup.rows.log == ["didHighlight [0,1]", "didSelect [0,1]"])
    #expect(setup.cell1?.isSelected == true)
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }
}
