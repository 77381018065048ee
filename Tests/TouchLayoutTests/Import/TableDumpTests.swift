import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Layouts/Dumps/table-cells.txt: a table view printed on its own (`Printing description of`),
/// scrolled by 120 points, with cells, a label whose text has a line break, and a switch.
@Suite("Importing a table view with cells")
struct TableDumpTests {
  typealias E = DumpFixture.Expected

  @Test("Every frame and flag; a windowless dump is placed in a window at the frame it states")
  func everyFrameAndFlag() throws {
    let layout = try DumpFixture.load("table-cells.txt")
    #expect(layout.screenSize == CGSize(width: 414, height: 862))
    let cell = CGRect(x: 0, y: 0, width: 414, height: 43.5)
    let label = CGRect(x: 20, y: 0, width: 374, height: 43.5)
    let separator = CGRect(x: 20, y: 43.5, width: 394, height: 0.5)
    DumpFixture.check(
      layout,
      [
        E(
          id: "importedWindow", className: "Window", dumpClass: "",
          frame: CGRect(x: 0, y: 0, width: 414, height: 862)),
        E(
          id: "tableView", className: "TableView", dumpClass: "UITableView",
          frame: CGRect(x: 0, y: 88, width: 414, height: 774), clips: true),
        E(
          id: "tableViewCell", className: "TableViewCell", dumpClass: "UITableViewCell",
          frame: CGRect(x: 0, y: 0, width: 414, height: 44)),
        E(
          id: "tableViewCellContentView", className: "View", dumpClass: "UITableViewCellContentView",
          frame: cell),
        E(
          id: "tableViewLabel_Welcome", className: "Label", dumpClass: "UITableViewLabel", frame: label,
          interaction: false),
        E(
          id: "tableViewCellSeparatorView", className: "View", dumpClass: "_UITableViewCellSeparatorView",
          frame: separator),
        E(
          id: "tableViewCell2", className: "TableViewCell", dumpClass: "UITableViewCell",
          frame: CGRect(x: 0, y: 132, width: 414, height: 44)),
        E(
          id: "tableViewCellContentView2", className: "View", dumpClass: "UITableViewCellContentView",
          frame: cell),
        E(
          id: "tableViewLabel_Invoice_42", className: "Label", dumpClass: "UITableViewLabel", frame: label,
          interaction: false),
        E(
          id: "switch", className: "Switch", dumpClass: "UISwitch",
          frame: CGRect(x: 343, y: 6.5, width: 51, height: 31)),
        E(
          id: "tableViewCellSeparatorView2", className: "View", dumpClass: "_UITableViewCellSeparatorView",
          frame: separator),
        E(
          id: "tableViewCell3", className: "TableViewCell", dumpClass: "UITableViewCell",
          frame: CGRect(x: 0, y: 176, width: 414, height: 44), alpha: 0.5),
        E(
          id: "tableViewCellContentView3", className: "View", dumpClass: "UITableViewCellContentView",
          frame: cell),
        E(
          id: "tableViewLabel_Line_one_line", className: "Label", dumpClass: "UITableViewLabel", frame: label,
          interaction: false),
        E(
          id: "scrollViewScrollIndicator", className: "View", dumpClass: "_UIScrollViewScrollIndicator",
          frame: CGRect(x: 408, y: 890, width: 3, height: 100), alpha: 0),
      ])
    #expect((layout.view("tableViewLabel_Line_one_line") as? Label)?.text == "Line one\nline two")
    #expect((layout.view("tableView") as? ScrollView)?.contentSize == CGSize(width: 414, height: 1320))
    #expect(layout.view("tableViewCellContentView")?.importedOrigin?.hasUnknownRecognizers == true)
    #expect(layout.warnings.isEmpty)
  }

  @Test("Taps land in the cells the scroll offset puts under them (§1 bounds.origin, §7)")
  func tapsFollowTheOffset() throws {
    let layout = try DumpFixture.load("table-cells.txt")
    // Content y = screen y − 88 + 120. The first cell (content 0…44) is scrolled off: a tap at
    // the table's top (content 122…) is the second cell's content view.
    #expect(DumpFixture.hit(layout, 100, 100) == "tableViewCellContentView2")
    // §1: the switch is frontmost in its content view.
    #expect(DumpFixture.hit(layout, 370, 120) == "switch")
    // §1 alpha rule: 0.5 is above 0.01, so the half-transparent cell is still hit.
    #expect(DumpFixture.hit(layout, 100, 160) == "tableViewCellContentView3")
    // Below the last cell: the table view itself.
    #expect(DumpFixture.hit(layout, 100, 400) == "tableView")
    // Above the table: the window the import placed the dump in.
    #expect(DumpFixture.hit(layout, 100, 40) == "importedWindow")
  }
}
