import Foundation
import TouchKit

/// Mouse reports, routed: an open overlay first, then selecting (right-click, Ctrl-click, the
/// tree's rows), then a touch on the canvas, a click on a log line, or the wheel over the pane
/// under the pointer.
extension Update {
  /// Lines a wheel notch scrolls the side pane.
  static let wheelLines = 3

  static func mouse(_ report: MouseReport, _ state: inout UIState, _ effects: inout [Effect]) {
    // No new touches while the canvas is not shown, but a release still ends the one held.
    guard !state.layout.isTooSmall else { return releasedWhileHidden(report, &state, &effects) }
    guard !overlayMouse(report, &state) else { return }
    let canvas = state.layout.canvasArea
    let inCanvas = canvas.contains(column: report.column, row: report.row)
    let cell = CellPosition(column: report.column, row: report.row)
    // What is drawn is what is hit: a press or a release touches the point inside the view
    // drawn at the cell. Drags and hovering take the cell's centre: finding the drawn view
    // costs a walk of the scene, too much for every report of a flood of motion.
    let isClick = report.action == .press || report.action == .release
    let point =
      inCanvas && isClick
      ? state.scene.touchPoint(at: cell, scaling: state.scaling, viewport: state.viewport)
      : state.scaling.point(forColumn: report.column, row: report.row)
    // Every report says which modifiers are held now (a second finger's ghost shows with Alt).
    state.hoverModifiers = report.modifiers
    if report.action == .motion, !hoverMovesPointer(&state, &effects) { return }
    if middleDragPan(report, &state) {
      state.pointerCell = cell
      return pointerFollowsZoom(&state, &effects)
    }
    switch report.action {
    case .press where selects(report, state), .release where selects(report, state):
      select(report, &state)
    case .press where report.button == .left:
      guard inCanvas || state.isPressed else {
        return selectLine(atRow: report.row, column: report.column, &state)
      }
      return press(at: point, inCanvas: inCanvas, modifiers: report.modifiers, &state, &effects)
    case .drag where state.isPressed:
      return drag(to: point, &state, &effects)
    case .release where state.isPressed:
      return release(at: point, &state, &effects)
    case .wheelUp, .wheelDown:
      let lines = report.action == .wheelUp ? -wheelLines : wheelLines
      // Over the canvas the wheel zooms (the layout's scroll views scroll by a drag, as on a
      // device); over the side pane it scrolls the pane.
      if !state.isPressed, wheelOnCanvas(report, &state, &effects) { return }
      if scrollInspecting(at: report, by: lines, &state) { return }
      guard state.layout.paneArea.contains(column: report.column, row: report.row) else { return }
      if state.lesson.isShown {
        scrollLesson(by: lines, &state)
      } else {
        scroll(by: lines, &state)
      }
      return
    case .wheelLeft, .wheelRight:
      if !state.isPressed, wheelOnCanvas(report, &state, &effects) { return }
    case .press, .release, .drag, .motion:
      break
    }
    // Every report moves the pointer; the status bar names the view under it.
    state.pointerCell = CellPosition(column: report.column, row: report.row)
    if inCanvas {
      state.pointerPoint = point
      effects.append(.hover(point))
    } else {
      if !state.isPressed { state.pointerPoint = nil }
      state.hoverView = nil
      state.hoverRecognizers = []
    }
  }
}
