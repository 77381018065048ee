import Foundation
import Testing

@testable import TouchKit

/// UITableView's highlight and selection as UIKit times them (ListSelectionTracker.swift):
/// Apple's `UITableViewDelegate` (each call), `allowsSelection`, `allowsMultipleSelection`;
/// the scroll view's content-touch delay (§7, UNSOURCED 150 ms); a recognizer that cancels
/// touches in view (§4); a control in a cell (§5).
@Suite("UITableView selection")
struct TableViewSelectionTests {
  /// Rows 44 points tall from y = 0: row 1 spans 44..<88.
  let row1 = CGPoint(x: 100, y: 66)

  @Test("A quick tap highlights at the lift (the delayed touchesBegan arrives then) and selects at once (§7)")
  func quickTapHighlightsAtLift() {
    let setup = TableStage([20])
    setup.stage.tap(row1.x, row1.y)
    #expect(setup.rows.log == ["didHighlight [0,1]", "didUnhighlight [0,1]", "didSelect [0,1]"])
    let highlightTimes = setup.stage.trace.records.compactMap { record -> TimeInterval? in
      if case .rowHighlight("list", "[0,1]", true) = record.step { record.time } else { nil }
    }
    #expect(highlightTimes == [0.1])
    #expect(setup.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    #expect(setup.stage.steps.contains(.rowSelect(tableView: "list", row: "[0,1]", isSelected: true)))
  }

  @Test("A held finger highlights the row 150 ms late: the scroll view's content-touch delay (§7, UNSOURCED)")
  func heldFingerHighlightsLate() {
    let setup = TableStage([20])
    setup.stage.down(row1.x, row1.y)
    #expect(setup.rows.log.isEmpty)
    setup.stage.synthesizer.advance(to: 0.2)
    #expect(setup.rows.log == ["didHighlight [0,1]"])
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
    setup.stage.up(row1.x, row1.y)
    #expect(setup.rows.log.last == "didSelect [0,1]")
  }

  @Test("A touch that scrolls selects nothing (§7)")
  func scrollSelectsNothing() {
    let setup = TableStage([20])
    setup.stage.down(row1.x, row1.y)
    setup.stage.move(row1.x, row1.y - 20)
    setup.stage.move(row1.x, row1.y - 40)
    setup.stage.up(row1.x, row1.y - 40)
    #expect(setup.table.contentOffset.y > 0)
    #expect(!setup.rows.log.contains { $0.hasPrefix("didSelect") })
  }

  @Test("A tap recognizer on the table's superview that cancels touches in view swallows didSelectRowAt (§4)")
  func superviewTapSwallowsSelection() {
    let setup = TableStage([20])
    let tap = TapGestureRecognizer(id: "dismissKeyboard")
    setup.stage.window.addGestureRecognizer(tap)
    setup.stage.tap(row1.x, row1.y)
    #expect(
      setup.stage.steps.contains { step in
        if case .stateChange("dismissKeyboard", _, .ended, _) = step { true } else { false }
      })
    #expect(!setup.rows.log.contains { $0.hasPrefix("didSelect") })
    #expect(setup.table.indexPathForSelectedRow == nil)
    // With cancelsTouchesInView false the row is selected.
    let again = TableStage([20])
    let passive = TapGestureRecognizer(id: "passive")
    passive.cancelsTouchesInView = false
    again.stage.window.addGestureRecognizer(passive)
    again.stage.tap(row1.x, row1.y)
    #expect(again.rows.log.last == "didSelect [0,1]")
  }

  @Test("A button in a cell's content view takes its touch as a control does, and selects nothing (§5)")
  func buttonInCellTakesItsTouch() throws {
    let setup = TableStage([20])
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let button = Button(id: "like", frame: rect(200, 5, 80, 34))
    cell.contentView.addSubview(button)
    setup.stage.tap(240, 66)
    #expect(setup.stage.steps.contains(.controlEvents(control: "like", events: ["touchDown"])))
    #expect(
      setup.stage.steps.contains(
        .controlEvents(control: "like", events: ["touchUpInside", "primaryActionTriggered"])))
    #expect(setup.rows.log.isEmpty)
  }

  @Test(
    "Selecting another row deselects the first; with allowsMultipleSelection a tap toggles (Apple's allowsMultipleSelection)"
  )
  func singleAndMultipleSelection() {
    let setup = TableStage([20])
    setup.stage.tap(row1.x, row1.y)
    setup.stage.tap(row1.x, 110, after: 1)
    #expect(
      setup.rows.log.filter { !$0.contains("ighlight") } == [
        "didSelect [0,1]", "didDeselect [0,1]", "didSelect [0,2]",
      ])
    #expect(setup.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    setup.table.allowsMultipleSelection = true
    setup.stage.tap(row1.x, row1.y, after: 1)
    setup.stage.tap(row1.x, 110, after: 1)
    #expect(setup.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(setup.rows.log.last == "didDeselect [0,2]")
  }

  @Test("willSelectRowAt: nil selects nothing, another index path selects that row (Apple's willSelectRowAt)")
  func willSelectRedirects() {
    final class Redirect: TableViewDelegate {
      var answer: IndexPath?
      var selected: [IndexPath] = []
      func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { answer }
      func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
      }
    }
    let setup = TableStage([20], delegate: false)
    let delegate = Redirect()
    setup.table.delegate = delegate
    setup.table.layoutIfNeeded()
    setup.stage.tap(row1.x, row1.y)
    #expect(delegate.selected.isEmpty)
    #expect(setup.stage.steps.contains(.rowSkipped(tableView: "list", row: "[0,1]", reason: .willSelectNil)))
    delegate.answer = IndexPath(row: 3, section: 0)
    setup.stage.tap(row1.x, row1.y, after: 1)
    #expect(delegate.selected == [IndexPath(row: 3, section: 0)])
  }

  @Test("allowsSelection false: no highlight and no selection (Apple's allowsSelection)")
  func selectionNotAllowed() {
    let setup = TableStage([20])
    setup.table.allowsSelection = false
    setup.stage.tap(row1.x, row1.y)
    #expect(setup.rows.log.isEmpty)
    #expect(
      setup.stage.steps.contains(.rowSkipped(tableView: "list", row: "[0,1]", reason: .selectionNotAllowed)))
  }

  @Test("A finger that leaves the row before lifting selects nothing")
  func movedOutSelectsNothing() {
    let setup = TableStage([3])  // 132 points of rows in 220: nothing scrolls
    setup.stage.down(row1.x, row1.y)
    setup.stage.move(row1.x, row1.y, after: 0.2)
    setup.stage.move(row1.x, 120)
    setup.stage.up(row1.x, 120)
    #expect(!setup.rows.log.contains { $0.hasPrefix("didSelect") })
    #expect(setup.stage.steps.contains(.rowSkipped(tableView: "list", row: "[0,1]", reason: .movedOut)))
  }

  @Test(
    "The table handles its rows' touches and passes them no further; with no data source (a dump's) it passes them on"
  )
  func tableKeepsRowTouches() {
    let setup = TableStage([20])
    setup.stage.tap(row1.x, row1.y)
    #expect(setup.stage.steps.contains(.handle(responder: "list", method: .touchesEnded, touches: [1])))
    #expect(
      !setup.stage.steps.contains { if case .forward(from: "list", _, _, _) = $0 { true } else { false } })
    let stage = Stage()
    stage.add(TableView(id: "dumped", frame: rect(0, 0, 320, 220)))
    stage.tap(row1.x, row1.y)
    #expect(stage.steps.contains(.forward(from: "dumped", to: "window", method: .touchesEnded, touches: [1])))
  }

  @Test("Dequeues are records: the same cell object handed back for another row")
  func dequeueRecords() {
    let setup = TableStage([20])
    setup.table.contentOffset = CGPoint(x: 0, y: 60)
    setup.stage.tap(row1.x, row1.y)  // the layout after the event shows rows 1 to 6
    #expect(
      setup.stage.steps.contains(
        .cellDequeue(
          tableView: "list", identifier: "Cell", cell: 1, reused: true, previous: "[0,0]", indexPath: "[0,5]")
      ))
  }
}
