import Foundation
import Testing

@testable import TouchKit

/// A table row's swipe actions (SwipeActionController.swift): Apple's
/// `trailingSwipeActionsConfigurationForRowAt`/`leadingSwipeActionsConfigurationForRowAt`,
/// `UIContextualAction` (its handler and completion), `UISwipeActionsConfiguration`'s
/// `performsFirstActionWithFullSwipe`; the thresholds are UNSOURCED (iOS keeps them private),
/// and the conflict with a horizontal scroll view in the cell is §4's first-to-begin rule.
@Suite("UITableView swipe actions")
struct TableViewSwipeActionTests {
  /// Row 1 spans y 44..<88 of a 320-point-wide table.
  let rowY: CGFloat = 66

  @Test(
    "A drag to the left opens a row on its trailing actions; a tap on one runs its handler, whose completion closes the row"
  )
  func dragOpensAndTapRuns() throws {
    let setup = SwipeStage()
    setup.drag(from: 300, to: 150)
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    // Two buttons of 74 points: the row stays open on them.
    #expect(cell.frame.minX == -148)
    #expect(setup.rows.log == ["trailing [0,1]"])
    #expect(
      setup.stage.steps.contains(
        .swipeActions(tableView: "list", row: "[0,1]", edge: "trailing", isOpen: true, reason: .swipedOpen)))
    // The first action is nearest the edge: Delete at the right, Flag left of it.
    setup.stage.tap(300, rowY, after: 0.3)
    #expect(setup.rows.log.last == "Delete [0,1]")
    #expect(setup.stage.hitView(ofTouch: 2) == "list[0,1].trailingActions[0]")
    #expect(cell.frame.minX == 0)
    #expect(
      setup.stage.steps.contains(
        .swipeActions(
          tableView: "list", row: "[0,1]", edge: "trailing", isOpen: false, reason: .actionCompleted)))
    #expect(!setup.rows.log.contains { $0.hasPrefix("didSelect") })
    #expect(setup.table.subviews.allSatisfy { $0 is TableViewCell })
  }

  @Test("The second action's button runs the second action")
  func secondButton() {
    let setup = SwipeStage()
    setup.drag(from: 300, to: 150)
    setup.stage.tap(200, rowY, after: 0.3)
    #expect(setup.rows.log.last == "Flag [0,1]")
  }

  @Test("A drag that ends short of half the buttons' width slides the row back (UNSOURCED threshold)")
  func shortDragCloses() throws {
    let setup = SwipeStage()
    setup.drag(from: 300, to: 260)
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.frame.minX == 0)
    #expect(
      setup.stage.steps.contains(
        .swipeActions(tableView: "list", row: "[0,1]", edge: "trailing", isOpen: false, reason: .notFarEnough)
      ))
    #expect(!setup.rows.log.contains("Delete [0,1]"))
  }

  @Test("A full swipe runs the first action (Apple: performsFirstActionWithFullSwipe, default true)")
  func fullSwipeRunsFirstAction() {
    let setup = SwipeStage()
    setup.drag(from: 300, to: 20)
    #expect(setup.rows.log.last == "Delete [0,1]")
    #expect(
      setup.stage.steps.contains(
        .swipeActionPerformed(tableView: "list", row: "[0,1]", action: "Delete", fullSwipe: true)))
    // With performsFirstActionWithFullSwipe false the same drag only opens the row.
    let again = SwipeStage()
    again.rows.fullSwipe = false
    again.drag(from: 300, to: 20)
    #expect(!again.rows.log.contains("Delete [0,1]"))
    #expect(again.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == -148)
  }

  @Test("A drag to the right opens the leading actions")
  func leadingActions() {
    let setup = SwipeStage()
    setup.drag(from: 20, to: 150)
    #expect(setup.rows.log == ["leading [0,1]"])
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 74)
    setup.stage.tap(30, rowY, after: 0.3)
    #expect(setup.rows.log.last == "Pin [0,1]")
  }

  @Test("A drag up scrolls the table and swipes nothing (the swipe pan refuses a vertical move)")
  func verticalDragScrolls() {
    let setup = SwipeStage()
    setup.stage.down(100, rowY)
    setup.stage.move(100, rowY - 20)
    setup.stage.move(100, rowY - 40)
    setup.stage.up(100, rowY - 40)
    #expect(setup.table.contentOffset.y > 0)
    #expect(setup.rows.log.isEmpty)
    #expect(
      setup.stage.steps.contains { step in
        if case .stateChange("list.swipeActions", .possible, .failed, .shouldBeginDenied("list")) = step {
          true
        } else {
          false
        }
      })
  }

  @Test("A row whose configuration is nil or empty does not swipe (Apple: empty actions prevent the swipe)")
  func noActionsNoSwipe() {
    let setup = SwipeStage()
    setup.rows.withoutActions = [1]
    setup.drag(from: 300, to: 150)
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
    #expect(!setup.stage.steps.contains { if case .swipeActions = $0 { true } else { false } })
  }

  @Test("A tap elsewhere while a row is open closes it and selects nothing")
  func tapElsewhereCloses() {
    let setup = SwipeStage()
    setup.drag(from: 300, to: 150)
    setup.stage.tap(100, 150, after: 0.3)
    #expect(setup.table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
    #expect(
      setup.stage.steps.contains(
        .swipeActions(
          tableView: "list", row: "[0,1]", edge: "trailing", isOpen: false, reason: .touchElsewhere)))
    #expect(!setup.rows.log.contains { $0.hasPrefix("didSelect") })
    // The next tap selects as usual.
    setup.stage.tap(100, 150, after: 0.3)
    #expect(setup.rows.log.last == "didSelect [0,3]")
  }

  @Test(
    "A horizontal scroll view in the cell takes a sideways drag and the row does not swipe (§4, as on iOS)")
  func innerScrollViewWins() throws {
    let setup = SwipeStage()
    let cell = try #require(setup.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let strip = ScrollView(id: "strip", frame: rect(0, 0, 320, 44))
    strip.contentSize = CGSize(width: 900, height: 44)
    cell.contentView.addSubview(strip)
    setup.drag(from: 300, to: 150)
    #expect(strip.contentOffset.x > 0)
    #expect(cell.frame.minX == 0)
    #expect(setup.rows.log.isEmpty)
    // A strip whose content fits cannot scroll: its pan refuses, and the row swipes.
    strip.contentSize = CGSize(width: 320, height: 44)
    strip.contentOffset = .zero
    setup.drag(from: 300, to: 150, after: 0.3)
    #expect(cell.frame.minX == -148)
  }

  @Test("Scrolling the table closes an open row")
  func scrollCloses() {
    let setup = SwipeStage()
    setup.drag(from: 300, to: 150)
    setup.table.contentOffset = CGPoint(x: 0, y: 10)
    #expect(
      setup.stage.steps.contains(
        .swipeActions(tableView: "list", row: "[0,1]", edge: "trailing", isOpen: false, reason: .tableChanged)
      ))
    #expect(setup.table.subviews.allSatisfy { $0 is TableViewCell })
  }
}

/// Rows whose delegate gives trailing actions Delete (destructive) and Flag, and a leading
/// action Pin, each logging its row and calling its completion.
final class SwipeRows: TableViewDataSource, TableViewDelegate {
  var log: [String] = []
  var fullSwipe = true
  var withoutActions: Set<Int> = []

  func numberOfSections(in tableView: TableView) -> Int { 1 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.tableDescription)")
  }
  func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    log.append("trailing \(indexPath.tableDescription)")
    if withoutActions.contains(indexPath.row) { return SwipeActionsConfiguration(actions: []) }
    let configuration = SwipeActionsConfiguration(actions: [
      action("Delete", .destructive, indexPath), action("Flag", .normal, indexPath),
    ])
    configuration.performsFirstActionWithFullSwipe = fullSwipe
    return configuration
  }
  func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> SwipeActionsConfiguration?
  {
    log.append("leading \(indexPath.tableDescription)")
    return withoutActions.contains(indexPath.row)
      ? nil : SwipeActionsConfiguration(actions: [action("Pin", .normal, indexPath)])
  }

  private func action(_ title: String, _ style: ContextualAction.Style, _ indexPath: IndexPath)
    -> ContextualAction
  {
    ContextualAction(style: style, title: title) { [weak self] _, _, completion in
      self?.log.append("\(title) \(indexPath.tableDescription)")
      completion(true)
    }
  }
}

/// A stage with a 320×220 table `list` of 20 swipeable rows.
final class SwipeStage {
  let stage = Stage()
  let table = TableView(id: "list", frame: rect(0, 0, 320, 220))
  let rows = SwipeRows()

  init() {
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    table.delegate = rows
    stage.add(table)
    table.layoutIfNeeded()
  }

  /// A drag along row 1 from x `start` to x `end` in 10-point steps, then a lift there.
  func drag(from start: CGFloat, to end: CGFloat, after delay: TimeInterval = 0) {
    let y: CGFloat = 66
    stage.down(start, y, after: delay)
    let step: CGFloat = end < start ? -10 : 10
    for x in stride(from: start + step, through: end, by: step) { stage.move(x, y) }
    stage.up(end, y)
  }
}
