import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Free zoom and pan (issue 41): `+` / `-`, the wheel over the canvas, the arrows, `0`. A way of
/// looking, as `Z` is: the whole hierarchy is drawn larger, and a click is still a point of the
/// whole screen, hit-tested through every window (reference §1), so what is drawn at a cell is
/// what a tap there hits at every zoom. State updates only: no terminal.
@Suite struct FreeZoomTests {
  typealias L = InspectLayout
  typealias Z = ZoomTests

  static func fit(_ state: UIState) -> Scaling {
    Scaling(screenSize: state.scene.screenSize, area: state.layout.canvasArea)
  }

  @Test("+ zooms ×2 around the selected view, which stays in its cell; the whole hierarchy is still drawn")
  func zoomAroundSelection() throws {
    let session = Z.session()
    L.rightClick(session, at: CGPoint(x: 40, y: 35))
    #expect(session.state.inspector.selectedView == "ok")
    let ok = CGPoint(x: 60, y: 45)
    let before = session.state.scaling.cell(for: ok)
    session.handle(L.key("+"))
    #expect(session.state.viewport.freeZoom?.level == 1)
    let scaling = session.state.scaling
    #expect(abs(scaling.columnsPerPoint - 2 * Self.fit(session.state).columnsPerPoint) < 1e-9)
    let after = scaling.cell(for: ok)
    #expect(
      abs(after.column - before.column) <= 1 && abs(after.row - before.row) <= 1, "\(before) → \(after)")
    let text = Screen.render(session.state).plainText.joined(separator: "\n")
    #expect(text.contains("zoom 2× (0: fit)"), "the title row says the zoom")
    #expect(text.contains("zoom 2× · 1 col = "), "the status bar says the zoom:\n\(text)")
    #expect(text.contains("badge"), "views outside the selected view's subtree are drawn too")
    session.handle(L.key("="))
    #expect(session.state.viewport.freeZoom?.level == 2)
    session.handle(L.key("-"))
    #expect(session.state.viewport.freeZoom?.level == 1)
    session.handle(L.key("-"))
    #expect(session.state.viewport.freeZoom == nil)
    #expect(session.state.scaling == Self.fit(session.state))
  }

  @Test("+ stops at the first step where a column is 1 pt or less, and says so")
  func finestStep() {
    let session = Z.session(columns: 100, rows: 30)
    let fit = Self.fit(session.state)
    let finest = FreeZoom.finestLevel(fit: fit)
    #expect(finest > 0)
    for _ in 0..<(finest + 3) { session.handle(L.key("+")) }
    #expect(session.state.viewport.freeZoom?.level == finest)
    #expect(1 / session.state.scaling.columnsPerPoint <= 1)
    #expect(1 / (fit.columnsPerPoint * FreeZoom.magnification(finest - 1)) > 1, "the step before was coarser")
    #expect(session.state.status?.contains("as far as it goes") == true)
    session.handle(L.key("0"))
    #expect(session.state.viewport.freeZoom == nil)
    #expect(session.state.scaling == fit)
  }

  @Test("The wheel over the canvas zooms around the pointer: the point under it stays under it")
  func wheelAroundPointer() {
    let session = Z.session()
    let area = session.state.layout.canvasArea
    let cell = CellPosition(column: area.column + 30, row: area.row + 12)
    for _ in 0..<3 {
      let point = session.state.scaling.point(forColumn: cell.column, row: cell.row)
      session.handle(.input(.mouse(MouseReport(.wheelUp, button: .none, column: cell.column, row: cell.row))))
      #expect(session.state.scaling.cell(for: point) == cell, "\(point) stays at \(cell)")
    }
    #expect(session.state.viewport.freeZoom?.level == 3)
    session.handle(.input(.mouse(MouseReport(.wheelDown, button: .none, column: cell.column, row: cell.row))))
    #expect(session.state.viewport.freeZoom?.level == 2)
  }

  @Test("The wheel over the side pane still scrolls it, and zooms nothing")
  func wheelOverPane() {
    let session = Z.session()
    let pane = session.state.layout.paneArea
    session.handle(
      .input(.mouse(MouseReport(.wheelUp, button: .none, column: pane.column + 2, row: pane.row + 2))))
    #expect(session.state.viewport.freeZoom == nil)
  }

  @Test("The arrows pan while zoomed, never past the screen; ↑ and ↓ are the log's again at fit")
  func pan() {
    let session = Z.session()
    session.handle(L.key("+"))
    session.handle(L.key("+"))
    let start = session.state.scaling.origin
    session.handle(L.key(.right))
    let right = session.state.scaling.origin
    #expect(right.x > start.x && right.y == start.y)
    session.handle(L.key(.down))
    #expect(session.state.scaling.origin.y > start.y)
    for _ in 0..<20 { session.handle(L.key(.left)) }
    #expect(session.state.scaling.origin.x == 0, "the screen's left edge stays at the canvas's")
    for _ in 0..<20 { session.handle(L.key(.up)) }
    #expect(session.state.scaling.origin.y == 0)
    for _ in 0..<20 { session.handle(L.key(.right)) }
    let scaling = session.state.scaling
    let shownRight = scaling.origin.x + CGFloat(scaling.area.columns) / scaling.columnsPerPoint
    #expect(abs(shownRight - 400) < 1e-6, "the screen's right edge stays at the canvas's")
    #expect(session.state.log.cursor == nil, "the arrows panned, they did not select a log line")
    session.handle(L.key(.escape))
    #expect(session.state.viewport.freeZoom == nil, "Esc leaves the zoom")
  }

  @Test(
    "§1 Zoomed until a column is 1 pt, a click on a small view's cell hits it, and one beside it does not")
  func clickWhileZoomed() throws {
    let layout = try LayoutLoader.load(
      contentsOf: DrawnViewTests.layouts.appendingPathComponent("21-hit-slop-and-shapes.yaml").path)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: 200, rows: 50, clock: clock)
    // Tab: main, home, close, small.
    for _ in 0..<4 { session.handle(L.key(.tab)) }
    #expect(session.state.inspector.selectedView == "small")
    for _ in 0..<12 { session.handle(L.key("+")) }
    #expect(1 / session.state.scaling.columnsPerPoint <= 1)
    let area = session.state.layout.canvasArea
    let box = session.state.scaling.cellRect(for: CGRect(x: 300, y: 170, width: 24, height: 24))
    #expect(box.columns >= 24, "the 24 pt button is 24 columns or more wide")
    // The box may reach past the canvas: a row of it that is shown, and a column just inside
    // its left edge and just outside its right one.
    let row = box.intersection(area).row + box.intersection(area).rows / 2
    let right = box.endColumn < area.endColumn ? box.endColumn : box.column - 1
    for (cell, hit) in [
      (CellPosition(column: max(box.column, area.column) + 1, row: row), "small"),
      (CellPosition(column: right, row: row), "home"),
    ] {
      #expect(area.contains(column: cell.column, row: cell.row), "\(cell) is on the canvas \(area)")
      for action in [MouseReport.Action.press, .release] {
        session.handle(.input(.mouse(MouseReport(action, button: .left, column: cell.column, row: cell.row))))
        clock.advance(by: 0.5)
      }
      #expect(session.state.hitView == hit, "\(cell)")
    }
  }

  @Test(
    "Z then +: the whole hierarchy at about Z's scale, one step in; Z while freely zoomed zooms to the view")
  func zAndFreeZoom() {
    let session = Z.session()
    L.rightClick(session, at: CGPoint(x: 100, y: 120))
    session.handle(L.key("Z"))
    #expect(session.state.viewport.zoom?.id == "panel")
    session.handle(L.key("+"))
    #expect(session.state.viewport.zoom == nil)
    #expect((session.state.viewport.freeZoom?.level ?? 0) >= 2)
    session.handle(L.key("Z"))
    #expect(session.state.viewport.zoom?.id == "panel" && session.state.viewport.freeZoom == nil)
  }

  @Test("The hit map is worked out for the zoomed cells, and agrees with the hit test there")
  func hitMapZoomed() throws {
    let layout = try LayoutLoader.load(
      contentsOf: DrawnViewTests.layouts.appendingPathComponent("21-hit-slop-and-shapes.yaml").path)
    let session = Session(layout: layout, columns: 80, rows: 24, clock: ManualClock())
    for _ in 0..<3 { session.handle(L.key(.tab)) }
    session.handle(L.key("m"))
    for _ in 0..<3 { session.handle(L.key("+")) }
    let paint = try #require(session.state.hitMap)
    #expect(paint.basis.scaling == session.state.scaling, "the map of the zoomed cells")
    let map = HitMapView(application: layout.application, scaling: session.state.scaling, preciseArea: .zero)
    #expect(map.area == session.state.layout.canvasArea.intersection(map.area))
    for row in 0..<map.cells.grid.rows.count {
      for column in 0..<map.cells.grid.columns.count {
        let point = map.cells.grid.point(column: column, row: row)
        #expect(
          map.cells.hitView(column: column, row: row)?.id
            == layout.application.hitTest(point, with: nil)?.traceID)
      }
    }
    let title = Screen.titleNote(session.state)
    #expect(title.contains("hit map (m: boxes)") && title.contains("zoom 8×"), "\(title)")
  }

  @Test("A middle-drag while zoomed drags the canvas: the point grabbed stays under the pointer; no touch")
  func middleDrag() {
    let session = Z.session()
    let area = session.state.layout.canvasArea
    let middle = CellPosition(column: area.column + area.columns / 2, row: area.row + area.rows / 2)
    session.handle(
      .input(.mouse(MouseReport(.press, button: .middle, column: middle.column, row: middle.row))))
    #expect(session.state.status?.contains("once zoomed in") == true, "at fit it says how")
    session.handle(
      .input(.mouse(MouseReport(.release, button: .middle, column: middle.column, row: middle.row))))
    session.handle(L.key("+"))
    let grabbed = session.state.scaling.point(forColumn: middle.column, row: middle.row)
    let to = CellPosition(column: middle.column - 4, row: middle.row - 2)
    for (action, cell) in [(MouseReport.Action.press, middle), (.drag, to), (.release, to)] {
      session.handle(.input(.mouse(MouseReport(action, button: .middle, column: cell.column, row: cell.row))))
    }
    #expect(session.state.scaling.cell(for: grabbed) == to, "\(grabbed) is under the pointer at \(to)")
    #expect(session.state.trace.records.isEmpty, "no finger went down")
    #expect(session.state.panGrab == nil)
  }

  @Test("A step shown draws the whole screen, so cells map at the fit; back live, the zoom again")
  func stepShowsTheFit() {
    let session = Z.session()
    Z.click(session, at: CGPoint(x: 60, y: 45))
    session.handle(L.key("+"))
    let zoomed = session.state.scaling
    #expect(zoomed != Self.fit(session.state))
    session.handle(L.key(.home))
    #expect(session.state.log.cursor != nil && session.state.moment != nil)
    #expect(session.state.scaling == Self.fit(session.state))
    #expect(session.state.zoomMark == nil && !Screen.titleNote(session.state).contains("zoom"))
    session.handle(L.key(.down))
    #expect(session.state.viewport.freeZoom?.level == 1, "↓ moved the step, it did not pan")
    session.handle(L.key(.end))
    #expect(session.state.scaling == zoomed)
  }

  @Test("A terminal made smaller while zoomed keeps the zoom level and shows the screen")
  func resize() {
    let session = Z.session()
    session.handle(L.key("+"))
    for _ in 0..<5 { session.handle(L.key(.right)) }
    session.handle(.resize(columns: 90, rows: 26))
    let scaling = session.state.scaling
    #expect(session.state.viewport.freeZoom?.level == 1)
    #expect(scaling.content.width > 0 && scaling.content.height > 0)
    #expect(scaling.origin.x + CGFloat(scaling.area.columns) / scaling.columnsPerPoint <= 400 + 1e-6)
  }
}
