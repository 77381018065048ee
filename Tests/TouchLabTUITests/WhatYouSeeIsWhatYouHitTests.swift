import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// What is drawn is what is hit: a click on any cell drawn as part of a view's box touches a
/// point inside that view's frame and inside that cell (``Scene/touchPoint(at:scaling:)``), on
/// every shipped layout at the terminal sizes people use, so a click on a box's title row,
/// border or inside lands in that view, and a click on the blank row under a box does not.
@Suite struct WhatYouSeeIsWhatYouHitTests {
  static let sizes = [(80, 24), (100, 30), (110, 40), (120, 40), (160, 50), (200, 60)]

  @Test(
    "Every drawn cell of every shipped layout maps into the frame of the view drawn there",
    arguments: DrawnViewTests.layoutNames)
  func everyCell(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    for (columns, rows) in Self.sizes {
      let state = Session(layout: layout, columns: columns, rows: rows, clock: ManualClock()).state
      let misses = Self.misses(state)
      #expect(misses.isEmpty, "\(columns)×\(rows): \(misses.count) cells: \(misses.prefix(5))")
    }
  }

  /// Issue 41: the same at the free zoom's levels (``ZoomLevels``): 2× around the middle, and
  /// a column 1 pt or less around the smallest view, the whole hierarchy drawn; and the view
  /// found drawn at each cell is the one the obvious drawing puts there (DrawnViewTests).
  @Test(
    "Freely zoomed (2×, and 1 pt a column around the smallest view), every drawn cell maps into its view",
    arguments: DrawnViewTests.layoutNames)
  func everyCellZoomed(name: String) throws {
    let layout = try LayoutLoader.load(contentsOf: DrawnViewTests.layouts.appendingPathComponent(name).path)
    for (columns, rows) in [(80, 24), (120, 40), (200, 60)] {
      var state = Session(layout: layout, columns: columns, rows: rows, clock: ManualClock()).state
      for (zoomName, zoom) in ZoomLevels.freeZooms(state.scene, area: state.layout.canvasArea) {
        state.viewport.freeZoom = zoom
        #expect(
          state.scaling.columnsPerPoint
            > Scaling(screenSize: state.scene.screenSize, area: state.layout.canvasArea).columnsPerPoint)
        let misses = Self.misses(state)
        #expect(misses.isEmpty, "\(columns)×\(rows) \(zoomName): \(misses.count) cells: \(misses.prefix(5))")
        DrawnViewTests.checkEveryCell(state)
      }
    }
  }

  /// The cells of the canvas whose click touches a point outside the view drawn there, or
  /// outside the cell.
  static func misses(_ state: UIState) -> [String] {
    let area = state.layout.canvasArea
    var misses: [String] = []
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        let cell = CellPosition(column: column, row: row)
        guard let drawn = state.scene.drawnNode(at: cell, scaling: state.scaling),
          let node = state.scene.node(atPath: drawn.path)
        else { continue }
        let point = state.scene.touchPoint(at: cell, scaling: state.scaling)
        if !node.frame.contains(point) || state.scaling.cell(for: point) != cell {
          misses.append(
            "cell (\(column), \(row)) → \(Format.point(point)), not in \(node.id) \(Format.rect(node.frame))")
        }
      }
    }
    return misses
  }

  @Test("The blank cell under a box and the cell above it map outside it, the box's own rows inside")
  func edges() throws {
    let layout = try LayoutLoader.load(
      contentsOf: DrawnViewTests.layouts.appendingPathComponent("default.yaml").path)
    for (columns, rows) in Self.sizes {
      let state = Session(layout: layout, columns: columns, rows: rows, clock: ManualClock()).state
      let card = try #require(state.scene.windows.flatMap(Self.all).first { $0.id == "card" })
      let box = state.scaling.cellRect(for: card.frame)
      let column = box.column + 1
      for (row, inside) in [
        (box.row - 1, false), (box.row, true), (box.endRow - 1, true), (box.endRow, false),
      ] {
        let point = state.scaling.point(forColumn: column, row: row)
        #expect(card.frame.contains(point) == inside, "\(columns)×\(rows) row \(row)")
      }
    }
  }

  @Test("§1 A click on a view smaller than a cell, where it is drawn, hits it and taps it")
  func clickOnATinyView() throws {
    let layout = try LayoutLoader.load(
      contentsOf: DrawnViewTests.layouts.appendingPathComponent("21-hit-slop-and-shapes.yaml").path)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: 80, rows: 24, clock: clock)
    let area = session.state.layout.canvasArea
    let cells = (area.row..<area.endRow).flatMap { row in
      (area.column..<area.endColumn).map { CellPosition(column: $0, row: row) }
    }
    let cell = try #require(
      cells.first { session.state.scene.drawnNode(at: $0, scaling: session.state.scaling)?.id == "close" })
    let centre = session.state.scaling.point(forColumn: cell.column, row: cell.row)
    let close = try #require(session.state.scene.windows.flatMap(Self.all).first { $0.id == "close" })
    #expect(!close.frame.contains(centre), "at 80×24 the close button holds no cell centre")
    for action in [MouseReport.Action.press, .release] {
      session.handle(.input(.mouse(MouseReport(action, button: .left, column: cell.column, row: cell.row))))
      clock.advance(by: 0.05)
    }
    #expect(session.state.trace.hitViews[1] == "close")
  }

  static func all(_ node: SceneNode) -> [SceneNode] { [node] + node.children.flatMap(all) }
}
