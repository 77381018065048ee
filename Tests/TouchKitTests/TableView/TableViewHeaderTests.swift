import Foundation
import Testing

@testable import TouchKit

/// Section headers and footers as views (TableView+HeaderFooter.swift). Apple's
/// `UITableView.Style.plain`: "Any section headers or footers are displayed as inline
/// separators and float when the table view is scrolled"; `.grouped`'s scroll with their
/// sections. Apple's `tableView(_:viewForHeaderInSection:)` and `UITableViewHeaderFooterView`
/// (reused as cells are). Where a floating header stops (its section's last row) is UNSOURCED.
/// The 28-point titled header is UNSOURCED (``TableView/Metrics/titledHeaderHeight``).
@Suite("UITableView section headers")
struct TableViewHeaderTests {
  /// A delegate that gives section 0 a header view of its own.
  final class HeaderViews: TableViewDelegate {
    let header = View(id: "banner", frame: .zero)
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      section == 0 ? header : nil
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
  }

  /// Two sections of 20 rows (44 points), titled: section 0 is its 28-point header from 0 and
  /// its rows from 28 to 908; section 1 starts at 908.
  func titled(_ style: TableView.Style) -> TableStage {
    let setup = TableStage([20, 20], style: style)
    setup.rows.headerTitles = [0: "Fruit", 1: "Vegetables"]
    setup.table.reloadData()
    setup.table.layoutIfNeeded()
    return setup
  }

  @Test(
    "A plain table's header floats at the top while its section is in view, and is pushed up by the section's end (Apple: plain headers float)"
  )
  func plainHeaderFloats() throws {
    let setup = titled(.plain)
    let header = try #require(setup.table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Fruit")
    #expect(header.frame.minY == 0 && header.frame.height == 28)
    setup.scroll(to: 100)
    #expect(setup.table.headerView(forSection: 0)?.frame.minY == 100)
    // Near the end of section 0 its header is pushed up by the section's last row.
    setup.scroll(to: 890)
    #expect(setup.table.headerView(forSection: 0)?.frame.minY == 880)
    #expect(setup.table.headerView(forSection: 1)?.frame.minY == 908)
    // In front of the cells.
    let last = setup.table.subviews.suffix(2).map(\.id)
    #expect(last == ["list.header[0]", "list.header[1]"])
  }

  @Test("A tap on a floating header hits the header, not the row under it, and selects nothing")
  func tapOnFloatingHeader() throws {
    let setup = titled(.plain)
    setup.scroll(to: 100)
    // Window y 10 is content y 110: the floating header (100–128) over row 1 (72–116).
    #expect(setup.table.indexPathForRow(at: CGPoint(x: 100, y: 110)) == IndexPath(row: 1, section: 0))
    setup.stage.tap(100, 10)
    #expect(setup.stage.hitView()?.hasPrefix("list.header[0]") == true)
    #expect(!setup.rows.log.contains { $0.hasPrefix("didSelect") })
    // Below the header the row is tapped as before.
    setup.stage.tap(100, 60)
    #expect(setup.rows.log.last?.hasPrefix("didSelect") == true)
  }

  @Test("A grouped table's header scrolls with its section (Apple: grouped headers do not float)")
  func groupedHeaderScrolls() {
    let setup = titled(.grouped)
    #expect(setup.table.headerView(forSection: 0)?.frame.minY == 0)
    setup.scroll(to: 100)
    #expect(setup.table.headerView(forSection: 0) == nil)
    #expect(setup.table.rectForHeader(inSection: 0).minY == 0)
  }

  @Test(
    "The delegate's viewForHeaderInSection is the header; a section with a title and no view gets the table's title header (Apple)"
  )
  func delegateHeaderView() {
    let setup = TableStage([5, 5], delegate: false)
    let headers = HeaderViews()
    setup.rows.headerTitles = [1: "More"]
    setup.table.delegate = headers
    setup.table.layoutIfNeeded()
    #expect(headers.header.superview === setup.table)
    #expect(headers.header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
    #expect(headers.header.id == "list.header[0]")
    // Section 1's header: 40 + 5 × 44 = 260, below the 220-point bounds until scrolled.
    setup.scroll(to: 100)
    #expect(setup.table.headerView(forSection: 1)?.textLabel?.text == "More")
  }
}
