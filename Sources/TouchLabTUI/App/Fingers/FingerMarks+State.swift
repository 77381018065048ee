import Foundation

/// The finger marks (``FingerMarks``) of the app's state: where its fingers, crosshair and held
/// touch are, drawn at its scaling.
extension FingerMarks {
  static func draw(_ state: UIState, into canvas: inout Canvas) {
    let area = state.layout.canvasArea
    canvas.clip = area
    defer { canvas.clip = canvas.bounds }
    let scaling = state.scaling
    func mark(_ character: Character, at point: CGPoint, role: Cell.Role) {
      let cell = scaling.cell(for: point)
      canvas.set(Cell(character, style: .bold, role: role), column: cell.column, row: cell.row)
    }
    // After an Alt press the ghost is on the press point, which the centre mark says more of.
    if let ghost = ghost(state) { mark(Self.ghost, at: ghost, role: .hover) }
    if case .mirrored(let middle) = state.heldTouch?.placement { mark(Self.centre, at: middle, role: .hover) }
    if let crosshair = state.crosshair { mark(Self.crosshair, at: crosshair, role: .hover) }
    for pointer in state.fingers.keys.sorted() {
      if let point = state.fingers[pointer] { mark(Self.finger, at: point, role: .traceTouch) }
    }
  }

  /// Where the second finger will go down before it is down, so a two-finger gesture can be
  /// aimed: hovering with Alt+Shift, the fixed offset from the pointer (``HeldTouch/panOffset``);
  /// hovering with Alt, or after an Alt press until the pointer leaves the press point, the
  /// pointer itself, which both fingers leave from as it moves. Nil otherwise: once down, the
  /// finger is drawn `◉`, and the keyboard's crosshair touches with one finger.
  static func ghost(_ state: UIState) -> CGPoint? {
    guard let pointer = state.pointerPoint else { return nil }
    let screen = state.scene.screenSize
    if let held = state.heldTouch {
      guard !held.isDown, held.fingerCount == 2 else { return nil }
      return held.fingers(at: pointer, screen: screen).last
    }
    guard !state.isPressed, state.crosshair == nil, state.hoverModifiers.contains(.alt) else { return nil }
    let placement = HeldTouch.placement(for: state.hoverModifiers, at: pointer, screen: screen)
    return HeldTouch(placement, source: .mouse, isDown: false).fingers(at: pointer, screen: screen).last
  }
}
