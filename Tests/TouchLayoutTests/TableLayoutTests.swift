import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// `class: TableView` with static `sections:` (LayoutBuilder+Tables.swift): the real table,
/// whose rows are reused cells a tap highlights and selects as UIKit's (Apple's
/// `UITableViewDelegate`: the selection comes at the lift, `tableView(_:didSelectRowAt:)`).
struct TableLayoutTests {
  private let table = """
          - id: list
            class: TableView
            frame: [0, 0, 300, 400]
            sections:
              - {header: Fruit, rows: [Apple, Banana, Cherry]}
              - {header: More, footer: That is all, rows: [Kiwi]}

    """

  @Test func sectionsBecomeTheTablesRows() throws {
    let layout = try loadLayout(oneWindow(table))
    let list = try #require(layout.view("list") as? TableView)
    #expect(list.numberOfSections == 2)
    #expect(list.numberOfRows(inSection: 0) == 3 && list.numberOfRows(inSection: 1) == 1)
    let cell = try #require(list.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "Banana")
    #expect(cell.id == "list[0,1]")
    #expect(list.staticContent?.sections[1].footer == "That is all")
  }

  @Test func aTapOnAStaticRowSelectsIt() throws {
    let layout = try loadLayout(oneWindow(table))
    let list = try #require(layout.view("list") as? TableView)
    let row = list.rectForRow(at: IndexPath(row: 2, section: 0))
    let steps = traceSteps(of: layout, running: [.tap(CGPoint(x: row.midX, y: row.midY))])
    #expect(steps.contains(.rowSelect(tableView: "list", row: "[0,2]", isSelected: true)))
    #expect(list.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func badSectionsAreReportedAtTheirLine() {
    let notAList = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], sections: Fruit}\n")
    #expect(
      diagnostics(of: notAList).contains {
        $0.hasSuffix("sections must be a list of sections ({header:, footer:, rows: [...]}), got a string")
      })
    let badRow = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], sections: [{rows: [[1]]}]}\n")
    #expect(diagnostics(of: badRow).contains { $0.hasSuffix("each row text must be a string, got a list") })
    let noRows = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], sections: [{header: A}]}\n")
    #expect(diagnostics(of: noRows).contains { $0.hasSuffix("a section needs 'rows:', a list of row texts") })
    let onAView = oneWindow("      - {id: box, frame: [0, 0, 100, 100], sections: []}\n")
    #expect(diagnostics(of: onAView).contains { $0.contains("'sections' is only for TableView views") })
  }

  @Test(
    "tableHeaderView names one of the table's subviews: it sits above the first section at its frame's height and the table's width, and a tap on it selects no row (Apple's tableHeaderView)"
  )
  func tableHeaderViewKey() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: list
                class: TableView
                frame: [0, 0, 300, 400]
                tableHeaderView: banner
                tableFooterView: credits
                sections:
                  - {rows: [Apple, Banana]}
                subviews:
                  - {id: banner, frame: [0, 0, 10, 60]}
                  - {id: credits, frame: [0, 0, 10, 20]}

        """))
    let list = try #require(layout.view("list") as? TableView)
    let banner = try #require(list.tableHeaderView)
    #expect(banner.id == "banner" && list.tableFooterView?.id == "credits")
    list.layoutIfNeeded()
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
    #expect(list.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
    let steps = traceSteps(of: layout, running: [.tap(CGPoint(x: 150, y: 30))])
    #expect(!steps.contains { if case .rowSelect = $0 { true } else { false } })
  }

  @Test("tableHeaderView naming no subview of the table is an error at its line that lists the subviews")
  func tableHeaderViewUnknown() {
    let layout = oneWindow(
      "      - {id: list, class: TableView, frame: [0, 0, 100, 100], tableHeaderView: bannr, subviews: [{id: banner, frame: [0, 0, 10, 10]}]}\n"
    )
    #expect(
      diagnostics(of: layout).contains {
        $0.hasSuffix(
          "tableHeaderView names 'bannr', which is not a subview of this table; its subviews are banner")
      })
  }

  @Test(
    "controller: {type: TableViewController} makes UIKit's table view controller: the entry is its table, whose data source and delegate it is"
  )
  func tableViewControllerType() throws {
    let layout = try loadLayout(
      oneWindow(
        "      - {id: list, frame: [0, 0, 300, 400], controller: {id: rows, type: TableViewController}}\n"))
    let list = try #require(layout.view("list") as? TableView)
    let controller = try #require(layout.controllers.first as? TableViewController)
    #expect(controller.tableView === list)
    #expect(list.dataSource === controller && list.delegate === controller)
    #expect(list.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(list.next === controller)
  }
}
