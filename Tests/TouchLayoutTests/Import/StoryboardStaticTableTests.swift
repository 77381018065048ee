import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout

/// A storyboard's static table (`<tableView dataMode="static">`), Settings.storyboard's initial
/// scene opened without its code: the cells are made once as the scene loads, with their
/// subviews, controls and accessories, and shown by the `UITableViewController`'s default data
/// source at their rows (their stored frames are in the table's coordinates: a plain table's
/// titled header 28 points, no footer for an untitled one, a cell's own `rowHeight` its row's
/// height, as the real files' stored frames show); a segue from a static cell is performed on
/// its selection. Apple's only word on static tables is Xcode's: "Static table views are only
/// valid when embedded in UITableViewController instances".
@Suite("Storyboard static tables", .serialized)
struct StoryboardStaticTableTests {
  @Test(
    "The static cells are the table's rows at the frames the file stores, in the table's coordinates, keeping their IB names"
  )
  func cellsAtStoredFrames() throws {
    let layout = try InterfaceBuilderFixture.load("Settings.storyboard")
    let table = try #require(layout.view("Stg-Tb-001") as? TableView)
    #expect(table.dataSource is TableViewController)
    #expect(table.numberOfSections == 3)
    #expect((0..<3).map { table.numberOfRows(inSection: $0) } == [2, 1, 2])
    let stored: [(String, CGRect)] = [
      ("Stg-Cl-001", CGRect(x: 0, y: 28, width: 393, height: 44)),
      ("Stg-Cl-002", CGRect(x: 0, y: 72, width: 393, height: 44)),
      ("Stg-Cl-003", CGRect(x: 0, y: 144, width: 393, height: 60)),
      ("Stg-Cl-004", CGRect(x: 0, y: 232, width: 393, height: 44)),
      ("signOutCell", CGRect(x: 0, y: 276, width: 393, height: 44)),
    ]
    for (id, frame) in stored {
      let cell = try #require(layout.view(id) as? TableViewCell, "\(id)")
      #expect(cell.superview === table, "\(id)")
      #expect(cell.frame == frame, "\(id)")
    }
    #expect(table.dataSource?.tableView(table, titleForFooterInSection: 2) == "Settings 1.0")
    #expect((layout.view("Stg-Cl-001") as? TableViewCell)?.accessoryType == .disclosureIndicator)
  }

  @Test("The import writes the cells as the table's subviews and staticSections: naming them")
  func importWritesStaticSections() throws {
    let imported = try InterfaceBuilderImporter.importDocument(
      text: InterfaceBuilderFixture.text("Settings.storyboard"),
      source: InterfaceBuilderFixture.path("Settings.storyboard"), scene: nil
    ).get()
    let yaml = imported.yaml(writtenTo: InterfaceBuilderFixture.folder.path)
    #expect(
      yaml.contains(
        "staticSections: [{header: \"Account\", cells: [\"Stg-Cl-001\", \"Stg-Cl-002\"]}, {header: \"Display\", "
          + "cells: [\"Stg-Cl-003\"], rowHeights: {\"Stg-Cl-003\": 60}}, {header: \"About\", footer: \"Settings 1.0\", "
          + "cells: [\"Stg-Cl-004\", \"signOutCell\"]}]"))
    #expect(!imported.unsupported.contains { $0.what.contains("sections") })
  }

  @Test("§ segues: a tap on a static cell selects its row and performs the cell's show segue, pushing Notes")
  func cellSeguePerformed() throws {
    let layout = try InterfaceBuilderFixture.load("Settings.storyboard")
    // The table runs under the status bar (59, the stored bar's top) and the 44-point bar, its
    // content below them (adjustedContentInset: the first cell, at 28 in the table, is at 131).
    let steps = layout.tap(200, 153)
    #expect(steps.contains(.rowSelect(tableView: "Stg-Tb-001", row: "[0,0]", isSelected: true)))
    let navigation = try #require(
      layout.application.windows.first?.rootViewController as? NavigationController)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("A control in a static cell takes its tap: the switch toggles, the row is not selected")
  func controlsInCells() throws {
    let layout = try InterfaceBuilderFixture.load("Settings.storyboard")
    let toggle = try #require(layout.view("notificationsSwitch") as? Switch)
    let frame = toggle.convert(toggle.bounds, to: nil)
    _ = layout.tap(frame.midX, frame.midY)
    #expect(!toggle.isOn)
    let table = try #require(layout.view("Stg-Tb-001") as? TableView)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("staticSections naming no cell of the table is an error at its line that lists the cells")
  func staticLayoutKeyErrors() {
    let yaml = """
      windows:
        - id: main
          views:
            - id: list
              class: TableView
              frame: [0, 0, 300, 400]
              staticSections: [{cells: [nothing]}]
              subviews:
                - {id: row, class: TableViewCell, frame: [0, 0, 300, 44]}

      """
    #expect(
      diagnostics(of: yaml).contains {
        $0.contains(
          "staticSections names 'nothing', which is no cell of this table (once); its cells are row")
      })
  }
}
