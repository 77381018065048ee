import Foundation
import TouchKit

/// Free zoom and pan (``FreeZoom``): `+` / `=` and `-` one step of ×2 in and out, the wheel over
/// the canvas the same around the pointer, the arrows pan, `0` back to the fit. Pure: only the
/// scaling changes, so a tap on a cell still touches the point the cell draws, and the hit map
/// is worked out again for the new cells.
extension Update {
  /// `+` / `=` (1) and `-` (-1): a step around the selected view, else the pointer on the
  /// canvas, else the middle of the canvas.
  static func zoomStep(_ steps: Int, _ state: inout UIState) {
    let scaling = state.scaling
    let area = scaling.area
    if let node = selectedNode(state) {
      let centre = CGPoint(x: node.frame.midX, y: node.frame.midY)
      // A selected view off the canvas is brought to its middle; one on it stays where it is.
      let cell = scaling.cell(for: centre)
      return area.contains(column: cell.column, row: cell.row)
        ? zoom(by: steps, around: centre, &state)
        : zoom(
          by: steps, around: centre, at: CGPoint(x: CGFloat(area.columns) / 2, y: CGFloat(area.rows) / 2),
          &state)
    }
    if let cell = state.pointerCell, let point = state.pointerPoint,
      area.contains(column: cell.column, row: cell.row)
    {
      return zoom(by: steps, around: point, &state)
    }
    let middle = scaling.point(forColumn: area.column + area.columns / 2, row: area.row + area.rows / 2)
    zoom(by: steps, around: middle, &state)
  }

  /// A step around `point` (screen points), which stays where it is on the canvas.
  static func zoom(by steps: Int, around point: CGPoint, _ state: inout UIState) {
    let scaling = state.scaling
    let offset = CGPoint(
      x: (point.x - scaling.origin.x) * scaling.columnsPerPoint,
      y: (point.y - scaling.origin.y) * scaling.rowsPerPoint)
    zoom(by: steps, around: point, at: offset, &state)
  }

  /// A step that puts `point` at `offset` (columns and rows from the canvas's top-left
  /// corner). From a `Z` zoom it starts at the level nearest below `Z`'s scale, drawing the
  /// whole hierarchy from then on.
  static func zoom(by steps: Int, around point: CGPoint, at offset: CGPoint, _ state: inout UIState) {
    let scaling = state.scaling
    let fit = Scaling(screenSize: state.scene.screenSize, area: scaling.area)
    let current =
      state.viewport.freeZoom?.level
      ?? max(0, Int(log2(scaling.columnsPerPoint / fit.columnsPerPoint).rounded(.down)))
    guard steps <= 0 || 1 / scaling.columnsPerPoint > FreeZoom.finestPointsPerColumn else {
      state.status =
        "zoomed in as far as it goes: a column is \(state.pointsPerColumn) pt · - or 0: out"
      return
    }
    let level = current + steps
    guard level > 0 else { return zoomToFit(&state) }
    let columnsPerPoint = fit.columnsPerPoint * FreeZoom.magnification(level)
    let origin = CGPoint(
      x: point.x - offset.x / columnsPerPoint, y: point.y - offset.y / (columnsPerPoint / 2))
    state.viewport.zoom = nil
    state.viewport.freeZoom = FreeZoom(
      level: level,
      origin: FreeZoom.clamped(
        origin, screenSize: state.scene.screenSize, columnsPerPoint: columnsPerPoint, area: scaling.area))
    // The zoom itself is among the status bar's marks (``UIState/zoomMark``); the message says
    // the keys.
    state.status = "+ - wheel: zoom · arrows: pan · 0: fit"
  }

  /// `0`: the whole screen fitted again (from a free zoom or `Z`).
  static func zoomToFit(_ state: inout UIState) {
    state.viewport.freeZoom = nil
    state.viewport.zoom = nil
    state.status = "fit: the whole screen"
  }

  /// The arrows while freely zoomed: a quarter of the canvas across or down, in columns and
  /// rows (-1, 0 or 1 each). At fit (← and →) it says how to zoom.
  static func pan(columns: Int, rows: Int, _ state: inout UIState) {
    guard var free = state.viewport.freeZoom else {
      state.status = "the whole screen is shown: + or the wheel over the canvas zooms in, then the arrows pan"
      return
    }
    let scaling = state.scaling
    let area = scaling.area
    free.origin = FreeZoom.clamped(
      CGPoint(
        x: scaling.origin.x + CGFloat(columns * max(area.columns / 4, 1)) / scaling.columnsPerPoint,
        y: scaling.origin.y + CGFloat(rows * max(area.rows / 4, 1)) / scaling.rowsPerPoint),
      screenSize: state.scene.screenSize, columnsPerPoint: scaling.columnsPerPoint, area: area)
    state.viewport.freeZoom = free
  }

  /// The wheel over the canvas: up zooms in and down out around the pointer's cell, left and
  /// right pan. False elsewhere: the side pane's wheel scrolls it.
  static func wheelOnCanvas(_ report: MouseReport, _ state: inout UIState, _ effects: inout [Effect]) -> Bool
  {
    let area = state.layout.canvasArea
    guard area.contains(column: report.column, row: report.row) else { return false }
    defer { pointerFollowsZoom(&state, &effects) }
    state.pointerCell = CellPosition(column: report.column, row: report.row)
    let scaling = state.scaling
    let point = scaling.point(forColumn: report.column, row: report.row)
    let offset = CGPoint(
      x: CGFloat(report.column - area.column) + 0.5, y: CGFloat(report.row - area.row) + 0.5)
    switch report.action {
    case .wheelUp: zoom(by: 1, around: point, at: offset, &state)
    case .wheelDown: zoom(by: -1, around: point, at: offset, &state)
    case .wheelLeft: pan(columns: -1, rows: 0, &state)
    case .wheelRight: pan(columns: 1, rows: 0, &state)
    case .press, .release, .drag, .motion: return false
    }
    return true
  }

  /// The middle button drags the zoomed canvas: the screen point under the pointer at the
  /// press stays under it (clamped at the screen's edges), as a map is dragged. The middle
  /// button, because the left one touches, the right one and Ctrl select, and Alt puts two
  /// fingers down; and no finger ever goes down with it. True when the report was the pan's.
  static func middleDragPan(_ report: MouseReport, _ state: inout UIState) -> Bool {
    let cell = CellPosition(column: report.column, row: report.row)
    switch report.action {
    case .press where report.button == .middle && !state.isPressed:
      guard state.layout.canvasArea.contains(column: cell.column, row: cell.row) else { return false }
      guard state.viewport.freeZoom != nil else {
        state.status = "the middle button drags the canvas once zoomed in (+ or the wheel)"
        return true
      }
      state.panGrab = cell
      return true
    case .drag where state.panGrab != nil:
      guard let grab = state.panGrab, var free = state.viewport.freeZoom else {
        state.panGrab = nil
        return true
      }
      let scaling = state.scaling
      free.origin = FreeZoom.clamped(
        CGPoint(
          x: scaling.origin.x + CGFloat(grab.column - cell.column) / scaling.columnsPerPoint,
          y: scaling.origin.y + CGFloat(grab.row - cell.row) / scaling.rowsPerPoint),
        screenSize: state.scene.screenSize, columnsPerPoint: scaling.columnsPerPoint, area: scaling.area)
      state.viewport.freeZoom = free
      state.panGrab = cell
      return true
    case .release where state.panGrab != nil:
      state.panGrab = nil
      return true
    case .press, .release, .drag, .motion, .wheelUp, .wheelDown, .wheelLeft, .wheelRight:
      return false
    }
  }

  /// After a zoom or a pan the pointer's cell shows another point: the status bar's point and
  /// the view under it follow. Not in keyboard mode, where the crosshair keeps its point, nor
  /// while a touch is down, whose fingers keep theirs.
  static func pointerFollowsZoom(_ state: inout UIState, _ effects: inout [Effect]) {
    guard state.crosshair == nil, !state.isPressed, let cell = state.pointerCell,
      state.layout.canvasArea.contains(column: cell.column, row: cell.row)
    else { return }
    let point = state.scaling.point(forColumn: cell.column, row: cell.row)
    state.pointerPoint = point
    effects.append(.hover(point))
  }

  /// The selected view's node, when it is in the scene and drawn (not hidden).
  private static func selectedNode(_ state: UIState) -> SceneNode? {
    let rows = state.scene.hierarchy
    guard let index = selectedRow(state, in: rows), !rows[index].isHidden,
      let path = state.scene.path(ofHierarchyIndex: index)
    else { return nil }
    return state.scene.node(atPath: path)
  }
}

extension UIState {
  /// The status bar's mark while freely zoomed: `zoom 4× · 1 col = 2.5 pt`; none while a step
  /// is shown, which draws the whole screen.
  var zoomMark: String? {
    guard let free = viewport.freeZoom, !isShowingStep else { return nil }
    return "\(FreeZoom.label(free.level)) · 1 col = \(pointsPerColumn) pt"
  }

  /// Points a column, to two figures at most: `2.3`, `0.83`.
  var pointsPerColumn: String {
    let points = 1 / scaling.columnsPerPoint
    let step: CGFloat = points >= 1 ? 10 : 100
    return Format.number((points * step).rounded() / step)
  }
}
