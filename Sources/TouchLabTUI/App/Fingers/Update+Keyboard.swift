import Foundation
import TouchKit

/// Keyboard only (`k`), for terminals without a mouse: a crosshair the arrows move one cell at
/// a time (so it is always on a cell's centre point, where a click on that cell would touch),
/// Enter taps there, `d` presses and lifts a finger there (arrows drag it while it is down, and
/// holding it lets a long press begin), `k` or Escape with no touch down leaves.
extension Update {
  /// `k`: keyboard mode on, the crosshair at the pointer (or the screen's centre); or off.
  static func toggleKeyboardMode(_ state: inout UIState, _ effects: inout [Effect]) {
    guard state.crosshair == nil else { return leaveKeyboardMode(&state, &effects) }
    guard !state.layout.isTooSmall else { return }
    let start = state.pointerPoint.flatMap { isOnScreen($0, state.scene.screenSize) ? $0 : nil }
    // The status bar says "keyboard ✛ (x, y) pt" and lists the keys (StatusBar.keyboardHint).
    placeCrosshair(at: start ?? screenCentre(state), &state, &effects)
  }

  /// Leaves keyboard mode; a finger `d` holds down lifts at the crosshair.
  static func leaveKeyboardMode(_ state: inout UIState, _ effects: inout [Effect]) {
    if state.heldTouch?.source == .keyboard, let crosshair = state.crosshair {
      pointer(.up, at: crosshair, &state, &effects)
    }
    state.crosshair = nil
    state.status = "keyboard mode off"
  }

  /// Enter: a tap at the crosshair, unless a touch is down.
  static func tapAtCrosshair(_ state: inout UIState, _ effects: inout [Effect]) {
    guard let crosshair = state.crosshair else { return }
    guard !state.isPressed else {
      state.status = "a touch is down: d lifts it, Esc cancels it"
      return
    }
    // Press and release at one instant: a tap of no duration (d holds for longer).
    pointer(.down, at: crosshair, &state, &effects)
    pointer(.up, at: crosshair, &state, &effects)
  }

  /// `d`: in keyboard mode a finger goes down or lifts at the crosshair; outside it, the
  /// status bar says how to get there.
  static func pressOrLiftAtCrosshair(_ state: inout UIState, _ effects: inout [Effect]) {
    guard let crosshair = state.crosshair else {
      state.status = "d presses at the crosshair in keyboard mode: k turns it on"
      return
    }
    pressOrLift(at: crosshair, &state, &effects)
  }

  /// An arrow key: the crosshair moves one cell that way.
  static func moveCrosshair(_ arrow: Key, _ state: inout UIState, _ effects: inout [Effect]) {
    switch arrow {
    case .up: moveCrosshair(columns: 0, rows: -1, &state, &effects)
    case .down: moveCrosshair(columns: 0, rows: 1, &state, &effects)
    case .left: moveCrosshair(columns: -1, rows: 0, &state, &effects)
    case .right: moveCrosshair(columns: 1, rows: 0, &state, &effects)
    case .character, .pageUp, .pageDown, .home, .end, .escape, .enter, .tab, .backspace, .backTab,
      .interrupt, .other:
      return
    }
  }

  /// `d`: a finger goes down at the crosshair, or the one down lifts.
  static func pressOrLift(at crosshair: CGPoint, _ state: inout UIState, _ effects: inout [Effect]) {
    if state.heldTouch?.source == .keyboard {
      pointer(.up, at: crosshair, &state, &effects)
    } else if state.isPressed {
      state.status = "the mouse holds a touch: release it first"
    } else {
      pointer(.down, at: crosshair, &state, &effects)
      state.heldTouch = HeldTouch(.oneFinger, source: .keyboard)
    }
  }

  /// An arrow: the crosshair moves to the centre of the next cell, dragging the finger `d`
  /// holds down; it stops at the screen's edge.
  static func moveCrosshair(columns: Int, rows: Int, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let crosshair = state.crosshair, !state.layout.isTooSmall else { return }
    let cell = state.scaling.cell(for: crosshair)
    let next = state.scene.touchPoint(
      at: CellPosition(column: cell.column + columns, row: cell.row + rows), scaling: state.scaling,
      viewport: state.viewport)
    guard isOnScreen(next, state.scene.screenSize) else {
      state.status = "the crosshair is at the edge of the screen"
      return
    }
    if state.heldTouch?.source == .keyboard {
      state.crosshair = next
      pointer(.move, at: next, &state, &effects)
    } else {
      placeCrosshair(at: next, &state, &effects)
    }
  }

  /// The centre point of the cell at the centre of the screen (zoomed: of the zoomed view;
  /// freely zoomed: of the part of the screen shown).
  static func screenCentre(_ state: UIState) -> CGPoint {
    let size = state.scene.screenSize
    let shown = state.scaling.content
    let centre =
      state.zoomedNode.map { CGPoint(x: $0.frame.midX, y: $0.frame.midY) }
      ?? (state.viewport.freeZoom == nil
        ? CGPoint(x: size.width / 2, y: size.height / 2) : CGPoint(x: shown.midX, y: shown.midY))
    let cell = state.scaling.cell(for: centre)
    return state.scaling.point(forColumn: cell.column, row: cell.row)
  }

  static func placeCrosshair(at point: CGPoint, _ state: inout UIState, _ effects: inout [Effect]) {
    state.crosshair = point
    movePointer(to: point, &state)
    effects.append(.hover(point))
  }

  static func isOnScreen(_ point: CGPoint, _ size: CGSize) -> Bool {
    point.x >= 0 && point.y >= 0 && point.x < size.width && point.y < size.height
  }
}
