import Foundation
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchOpening
@testable import TouchScript

/// `tap: {list: list, indexPath: [0, 40]}` (issue 38): a row off screen has no cell (Apple's
/// `cellForRow(at:)`: nil "if the cell isn't visible"), so the step scrolls it into view as
/// `scrollToRow(at:at:animated:)` with `.none` does (Apple: the least scroll that shows the
/// row), traced as a `scroll`, then taps the cell's centre, which selects the row (Apple's
/// `tableView(_:didSelectRowAt:)`, at the lift).
@Suite("Script targets by index path")
struct ListTargetTests {
  static let yaml = """
    windows:
      - id: main
        views:
          - id: list
            class: TableView
            frame: [0, 0, 300, 220]
            sections:
              - {rows: [\((0..<50).map { "Row \($0)" }.joined(separator: ", "))]}
              - {rows: [Last]}
          - {id: plain, frame: [0, 300, 100, 100]}
    """

  private func run(_ steps: String) throws -> (ScriptResult, TableView) {
    let layout = try LayoutLoader.load(yaml: Self.yaml, source: "list.yaml")
    let script = try ScriptLoader.load(yaml: "steps:\n" + steps + "\n", source: "test.yaml", for: layout)
    let result = ScriptRunner.run(script, on: layout)
    return (result, try #require(layout.view("list") as? TableView))
  }

  private func diagnostics(_ steps: String) throws -> [String] {
    let layout = try LayoutLoader.load(yaml: Self.yaml, source: "list.yaml")
    do {
      _ = try ScriptLoader.load(yaml: "steps:\n" + steps + "\n", source: "test.yaml", for: layout)
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test("A row off screen is scrolled into view (traced) and its cell tapped, which selects it")
  func scrollsAndTaps() throws {
    let (result, list) = try run(
      "  - tap: {list: list, indexPath: [0, 40]}\n    expect: {traceShows: ['list[0,40].contentView']}")
    #expect(result.failures == [])
    // Row 40 is 1760 to 1804; the least scroll shows its bottom at the table's: 1804 − 220.
    #expect(
      result.trace.records.contains {
        $0.step == .scroll(scrollView: "list", contentOffset: CGPoint(x: 0, y: 1584))
      })
    #expect(
      result.trace.records.contains {
        $0.step == .rowSelect(tableView: "list", row: "[0,40]", isSelected: true)
      })
    #expect(
      result.trace.records.contains {
        $0.step == .hitView(touch: 1, view: "list[0,40].contentView", window: "main")
      })
    #expect(list.indexPathForSelectedRow == IndexPath(row: 40, section: 0))
  }

  @Test("A visible row does not scroll; view: names a view of the cell")
  func visibleRowAndSubview() throws {
    let (result, _) = try run(
      "  - tap: {list: list, indexPath: [0, 1], view: contentView}\n    expect: {hits: 'list[0,1].contentView'}"
    )
    #expect(result.failures == [])
    #expect(!result.trace.records.contains { if case .scroll = $0.step { true } else { false } })
  }

  @Test("An index path out of range, a view that is no list, a bad path: errors at file:line:column")
  func readErrors() throws {
    #expect(
      try diagnostics("  - tap: {list: list, indexPath: [0, 50]}")
        == ["test.yaml:2:34: tap indexPath [0, 50]: row 50 is out of range: section 0 of list has 50 rows"])
    #expect(
      try diagnostics("  - tap: {list: list, indexPath: [2, 0]}")
        == ["test.yaml:2:34: tap indexPath [2, 0]: section 2 is out of range: list has 2 sections"])
    #expect(
      try diagnostics("  - tap: {list: plain, indexPath: [0, 0]}").first?.contains(
        "must be a TableView or CollectionView") == true)
    #expect(
      try diagnostics("  - tap: {list: lst, indexPath: [0, 0]}").first?.contains("did you mean 'list'?")
        == true)
    #expect(
      try diagnostics("  - tap: {list: list, indexPath: [0, -1]}").first?.contains("two whole numbers from 0")
        == true)
    #expect(
      try diagnostics("  - tap: {list: list, indexPath: [0.5, 1]}").first?.contains(
        "two whole numbers from 0")
        == true)
    #expect(try diagnostics("  - tap: {list: list, indexPath: [1]}").isEmpty == false)
    #expect(try diagnostics("  - tap: {list: list}").first?.contains("indexPath") == true)
    #expect(try diagnostics("  - tap: {list: list, indexPath: [0, 1], row: 2}").isEmpty == false)
  }

  @Test("A view that is not under the cell fails the step with its name")
  func missingSubview() throws {
    let (result, _) = try run("  - tap: {list: list, indexPath: [0, 1], view: likeButton}")
    #expect(result.failures.first?.message.contains("the cell has no view list[0,1].likeButton") == true)
  }
}
