import Foundation
import Testing

@testable import TouchKit

/// A controller of `count` rows that keeps its selections, as Xcode's `UITableViewController`
/// template is filled in: it overrides the data source and delegate methods it needs.
private final class RowsController: TableViewController {
  var count = 3
  var hiddenRow: Int?
  var selected: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Row")
  }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    indexPath.row == hiddenRow ? 0 : super.tableView(tableView, heightForRowAt: indexPath)
  }

  override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

/// `UITableViewController` (Apple's reference: "creates an unconfigured table view …, assigns
/// it to the table view controller's view property, and sets the table view's data source and
/// delegate to self"; `clearsSelectionOnViewWillAppear`: the selection is cleared "every time
/// the table view is displayed … in the superclass method viewWillAppear(_:)").
@Suite("UITableViewController")
struct TableViewControllerTests {
  @Test("Its view is a table of its style, whose data source and delegate it is (Apple)")
  func viewIsTheTable() {
    let controller = TableViewController(style: .insetGrouped)
    let table: TableView = controller.tableView
    #expect(controller.view === table)
    #expect(table.style == .insetGrouped)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
    #expect(TableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
  }

  @Test("Without overrides it has one section of no rows (UIKit's defaults)")
  func defaults() {
    let controller = TableViewController(style: .plain)
    let table: TableView = controller.tableView
    #expect(controller.numberOfSections(in: table) == 1)
    #expect(controller.tableView(table, numberOfRowsInSection: 0) == 0)
    #expect(controller.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(
      controller.tableView(table, willSelectRowAt: IndexPath(row: 1, section: 0))
        == IndexPath(row: 1, section: 0))
    #expect(controller.tableView(table, shouldHighlightRowAt: IndexPath(row: 1, section: 0)))
  }

  @Test("A subclass's overrides are what the table asks; a tap on a row selects it and tells the subclass")
  func subclassRows() {
    let stage = Stage()
    let controller = RowsController(style: .plain)
    let table: TableView = controller.tableView
    table.frame = rect(0, 0, 320, 220)
    table.rowHeight = 44
    stage.add(table)
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 3)
    stage.tap(100, 44 * 2 + 20)
    #expect(controller.selected == [IndexPath(row: 2, section: 0)])
  }

  @Test(
    "heightForRowAt's default is the table's rowHeight, and an override calling super for some rows keeps its own for the others"
  )
  func heightsThroughSuper() {
    let stage = Stage()
    let controller = RowsController(style: .plain)
    controller.hiddenRow = 1
    let table: TableView = controller.tableView
    table.frame = rect(0, 0, 320, 220)
    table.rowHeight = 44
    stage.add(table)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 0, 320, 44))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == rect(0, 44, 320, 44))
  }

  @Test(
    "clearsSelectionOnViewWillAppear: a row selected before a push is deselected when a pop shows the table again (Apple)"
  )
  func clearsSelectionOnPop() {
    let stage = Stage()
    let controller = RowsController(style: .plain)
    controller.tableView.rowHeight = 44
    let navigation = NavigationController(rootViewController: controller)
    stage.window.rootViewController = navigation
    stage.application.layoutIfNeeded()
    let row = IndexPath(row: 1, section: 0)
    controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    #expect(controller.tableView.indexPathForSelectedRow == row)
    navigation.pushViewController(ViewController(), animated: false)
    navigation.popViewController(animated: false)
    #expect(controller.tableView.indexPathForSelectedRow == nil)
  }

  @Test("clearsSelectionOnViewWillAppear false keeps the selection across a pop")
  func keepsSelection() {
    let stage = Stage()
    let controller = RowsController(style: .plain)
    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView.rowHeight = 44
    let navigation = NavigationController(rootViewController: controller)
    stage.window.rootViewController = navigation
    stage.application.layoutIfNeeded()
    let row = IndexPath(row: 1, section: 0)
    controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
    navigation.pushViewController(ViewController(), animated: false)
    navigation.popViewController(animated: false)
    #expect(controller.tableView.indexPathForSelectedRow == row)
  }
}

/// A storyboard's static table (``StaticTableSection``) answered by `UITableViewController`'s
/// defaults (Apple documents the controller's static content only through Xcode: "Static table
/// views are only valid when embedded in UITableViewController instances"; that its
/// `numberOfRowsInSection` and `heightForRowAt` answer the static cells, so a subclass may call
/// `super`, is community knowledge).
@Suite("UITableViewController's static content")
struct StaticTableViewControllerTests {
  /// A subclass that hides the last row of the last section, calling `super` for the count.
  private final class HidingController: TableViewController {
    var hidesLastRow = true
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      let rows = super.tableView(tableView, numberOfRowsInSection: section)
      return hidesLastRow && section == numberOfSections(in: tableView) - 1 ? rows - 1 : rows
    }
  }

  private func cell(_ id: String) -> TableViewCell {
    let cell = TableViewCell(frame: rect(0, 0, 320, 44))
    cell.id = id
    return cell
  }

  private func stage(_ controller: TableViewController) -> (Stage, TableView) {
    let stage = Stage()
    let table: TableView = controller.tableView
    table.frame = rect(0, 0, 320, 300)
    table.staticSections = [
      StaticTableSection(
        headerTitle: "Account", footerTitle: nil, cells: [cell("profile"), cell("alerts")],
        rowHeights: [nil, 60]),
      StaticTableSection(
        headerTitle: nil, footerTitle: "1.0", cells: [cell("help"), cell("signOut")], rowHeights: [nil, nil]),
    ]
    table.rowHeight = 44
    stage.add(table)
    table.layoutIfNeeded()
    return (stage, table)
  }

  @Test(
    "The sections, rows, titles and cells are the static content's; each cell at its row, a cell's own height kept, named as the storyboard names it"
  )
  func answersStaticContent() throws {
    let controller = TableViewController(style: .plain)
    let (_, table) = stage(controller)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 2)
    // A titled header 28 points (TableView's titledHeaderHeight), an untitled one none in a
    // plain table: the real files' stored frames (a static plain table's cells at y 28, 72…).
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == rect(0, 28, 320, 44))
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == rect(0, 72, 320, 60))
    let profile = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(profile.id == "profile")
    #expect(profile.superview === table)
    #expect(controller.tableView(table, titleForFooterInSection: 1) == "1.0")
    #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
  }

  @Test("A subclass's numberOfRowsInSection calling super hides a row: its cell is never shown")
  func subclassHidesARow() throws {
    let controller = HidingController(style: .plain)
    let (_, table) = stage(controller)
    #expect(table.numberOfRows(inSection: 1) == 1)
    let signOut = try #require(table.staticSections?[1].cells[1])
    #expect(signOut.superview == nil)
    controller.hidesLastRow = false
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === signOut)
  }

  @Test("A tap on a static cell selects its row and tells the controller (UIKit's UITableViewDelegate)")
  func tapSelects() {
    let controller = TableViewController(style: .plain)
    let (stage, table) = stage(controller)
    stage.tap(100, 50)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }
}
