import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchQuery
@testable import TouchTrace

/// `describe`, `query` and XPath see a table's visible cells under the index paths they show
/// (issue 38), named as the trace names them (`list[0,1].contentView`). UIKit's rule: a table
/// has cells only for its visible rows (Apple's `cellForRow(at:)`: "nil if the cell isn't
/// visible"), and a reused cell shows another row, so the index path is read when described.
@Suite("Lists in describe and query")
struct ListIndexPathQueryTests {
  let layout: Layout
  let list: TableView

  init() throws {
    layout = try LayoutLoader.load(
      yaml: """
        windows:
          - id: main
            views:
              - id: list
                class: TableView
                frame: [0, 0, 300, 100]
                sections:
                  - {rows: [Apple, Banana, Cherry, Date, Elder, Fig]}
                  - {rows: [Kiwi]}
        """, source: "list.yaml")
    list = try #require(layout.view("list") as? TableView)
  }

  func ids(_ expression: String) throws -> [String] {
    try ViewQuery(expression).views(in: layout).map(\.traceID)
  }

  @Test("describe's text, XML and JSON give each visible cell its index path")
  func describeShowsIndexPaths() throws {
    let description = HierarchyDescription(application: layout.application)
    let text = description.text()
    #expect(
      text.contains { $0.hasPrefix("    TableViewCell list[0,1] ") && $0.contains(" · indexPath [0,1]") })
    #expect(!text.contains { $0.contains("list[0,1].contentView") && $0.contains("indexPath") })
    #expect(description.xml().contains(#"id="list[0,2]""#))
    #expect(description.xml().contains(#"indexPath="0,2""#))
    #expect(
      description.json().contains(#""indexPath" : ["#) || description.json().contains(#""indexPath": ["#))
  }

  @Test("Only visible rows have cells, so only they are described (Apple: cellForRow(at:) is nil off screen)")
  func onlyVisibleRows() throws {
    // 100 points of 44-point rows: rows 0, 1 and 2 show.
    #expect(try ids("TableViewCell") == ["list[0,0]", "list[0,1]", "list[0,2]"])
    #expect(try ids("#list[0,5]") == [])
    list.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    list.layoutIfNeeded()
    #expect(try ids("#list[0,5]") == ["list[0,5]"])
    #expect(try ids("[indexPath=0,0]") == [])
  }

  @Test("#list[2,5] names a cell as the trace does, and its views after it")
  func shortFormIndexPathIDs() throws {
    #expect(try ids("#list[0,1]") == ["list[0,1]"])
    #expect(try ids("#list[0,1].contentView") == ["list[0,1].contentView"])
    #expect(try ids("#list[0,1].textLabel") == ["list[0,1].textLabel"])
    #expect(try ids("#list > #list[0,2]") == ["list[0,2]"])
    #expect(try ids("#list[0,1][text=Banana]") == [])
    #expect(try ids("#list[0,1].textLabel[text=Banana]") == ["list[0,1].textLabel"])
    #expect(try ids("TableViewCell[indexPath=0,2]") == ["list[0,2]"])
    #expect(try ids("#list TableViewCell[indexPath!=0,0]") == ["list[0,1]", "list[0,2]"])
  }

  @Test("A bracket that is not an index path still starts an attribute test, or is an error")
  func bracketsThatAreNotIndexPaths() throws {
    #expect(try ids("#list[id=list]") == ["list"])
    #expect(throws: ViewQueryError.self) { try ViewQuery("#list[0,") }
    #expect(throws: ViewQueryError.self) { try ViewQuery("#list[0,]") }
    #expect(throws: ViewQueryError.self) { try ViewQuery("#[0,1]") }
  }

  @Test("XPath sees @indexPath, and the short form's XPath selects the same views")
  func xpath() throws {
    #expect(try ids("//*[@indexPath='0,1']") == ["list[0,1]"])
    #expect(try ids("//TableView[@id='list']/TableViewCell[@indexPath='0,2']/*") == ["list[0,2].contentView"])
    for expression in ["#list[0,1]", "#list[0,1].contentView", "TableViewCell[indexPath=0,2]"] {
      let short = try ViewQuery(expression)
      let xpath = try ViewQuery(short.xpath)
      #expect(try xpath.views(in: layout).map(\.traceID) == short.views(in: layout).map(\.traceID))
    }
  }
}
