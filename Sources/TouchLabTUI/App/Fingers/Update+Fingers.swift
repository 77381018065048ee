import Foundation
import TouchKit

/// More than a click: the mouse's press, drag and release as one finger or two
/// (``HeldTouch``: Alt mirrors, Alt+Shift moves both together), a lost release, and Escape.
extension Update {
  /// A left press: a new touch under the pointer, with the fingers its modifiers ask for.
  static func press(
    at point: CGPoint, inCanvas: Bool, modifiers: MouseReport.Modifiers, _ state: inout UIState,
    _ effects: inout [Effect]
  ) {
    if state.heldTouch?.source == .keyboard {
      state.status = "the keyboard holds a touch: d lifts it"
      return
    }
    // A press while the mouse's touch is still held: its release was lost.
    let lifted = liftLostRelease(&state, &effects)
    defer { if lifted { state.status = lostReleaseStatus } }
    guard inCanvas || state.isPressed else { return }
    // A script's fingers are down (playback): the press joins their sequence, as pointer 0.
    guard !state.isPressed else { return pointer(.down, at: point, &state, &effects) }
    let placement = HeldTouch.placement(for: modifiers, at: point, screen: state.scene.screenSize)
    switch placement {
    case .oneFinger:
      pointer(.down, at: point, &state, &effects)
      state.heldTouch = HeldTouch(.oneFinger, source: .mouse)
    case .mirrored:
      // Both fingers would begin on the press point: they go down once the pointer leaves it.
      state.status = nil
      state.isPressed = true
      state.heldTouch = HeldTouch(placement, source: .mouse, isDown: false)
      movePointer(to: point, &state)
      effects.append(.hover(point))
    case .together:
      state.status = nil
      state.heldTouch = HeldTouch(placement, source: .mouse, isDown: false)
      putFingersDown(at: point, &state, &effects)
    }
  }

  /// A drag: the held touch's fingers follow the pointer (a mirrored pair goes down now).
  static func drag(to point: CGPoint, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let held = state.heldTouch else { return pointer(.move, at: point, &state, &effects) }
    // The press was refused while the keyboard holds its touch; the mouse moves nothing.
    guard held.source == .mouse else { return }
    guard held.fingerCount == 2 else { return pointer(.move, at: point, &state, &effects) }
    if !held.isDown {
      if case .mirrored(let centre) = held.placement, point == centre { return }
      return putFingersDown(at: point, &state, &effects)
    }
    movePointer(to: point, &state)
    let points = held.fingers(at: point, screen: state.scene.screenSize)
    state.fingers = Self.byPointer(points)
    effects.append(.sendFingers(.move, points))
    effects.append(.hover(point))
  }

  /// A release: every finger of the held touch lifts.
  static func release(at point: CGPoint, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let held = state.heldTouch else { return pointer(.up, at: point, &state, &effects) }
    guard held.source == .mouse else { return }
    guard held.fingerCount == 2 else { return pointer(.up, at: point, &state, &effects) }
    movePointer(to: point, &state)
    if held.isDown {
      effects.append(.sendFingers(.up, held.fingers(at: point, screen: state.scene.screenSize)))
    } else {
      state.status = "Alt-drag: drag away from the press point to put two fingers down"
    }
    endHeldTouch(&state)
    effects.append(.hover(point))
  }

  /// Both fingers of a two-finger touch go down, finger 1 at `point`: a new touch sequence.
  static func putFingersDown(at point: CGPoint, _ state: inout UIState, _ effects: inout [Effect]) {
    guard let held = state.heldTouch else { return }
    let points = held.fingers(at: point, screen: state.scene.screenSize)
    movePointer(to: point, &state)
    beginSequence(&state, &effects)
    state.isPressed = true
    state.heldTouch?.isDown = true
    state.fingers = Self.byPointer(points)
    effects.append(.sendFingers(.down, points))
    effects.append(.hover(point))
  }

  /// A hover report, which comes only with no button held: a touch the mouse still holds lost
  /// its release and ends. False in keyboard mode, where the crosshair points, not the mouse.
  static func hoverMovesPointer(_ state: inout UIState, _ effects: inout [Effect]) -> Bool {
    if state.heldTouch?.source == .mouse { liftLostRelease(&state, &effects) }
    return state.crosshair == nil
  }

  /// A report while the terminal is too small for the canvas: cells do not map to points, so
  /// a release (or a sign that it was lost) lifts the mouse's fingers where they last were.
  static func releasedWhileHidden(_ report: MouseReport, _ state: inout UIState, _ effects: inout [Effect]) {
    guard state.heldTouch?.source == .mouse else { return }
    switch report.action {
    case .release, .press, .motion: liftLostRelease(&state, &effects)
    case .drag, .wheelUp, .wheelDown, .wheelLeft, .wheelRight: break
    }
  }

  static let lostReleaseStatus = "the release was lost: the touch ended where it was"

  /// The mouse's touch ends where its fingers last were, since the release that would say
  /// where never came (terminals lose releases: outside the window, on focus changes).
  /// True when fingers were down and lifted.
  @discardableResult
  static func liftLostRelease(_ state: inout UIState, _ effects: inout [Effect]) -> Bool {
    guard let held = state.heldTouch else { return false }
    defer { endHeldTouch(&state) }
    let points = (0..<held.fingerCount).compactMap { state.fingers[$0] }
    guard held.isDown, points.count == held.fingerCount else { return false }
    effects.append(held.fingerCount == 1 ? .sendPointer(.up, points[0]) : .sendFingers(.up, points))
    state.status = lostReleaseStatus
    return true
  }

  /// Escape, as a system interruption: every touch in flight is cancelled (touchesCancelled,
  /// recognizers cancelled). A mirrored pair not yet down is just dropped.
  static func cancelFingers(_ state: inout UIState, _ effects: inout [Effect]) {
    guard state.isPressed else { return }
    if state.heldTouch?.isDown == false { return endHeldTouch(&state) }
    guard let point = state.fingers[0] ?? state.fingers.values.first ?? state.pointerPoint else {
      return endHeldTouch(&state)
    }
    pointer(.cancel, at: point, &state, &effects)
  }

  static func endHeldTouch(_ state: inout UIState) {
    state.isPressed = false
    state.fingers = [:]
    state.heldTouch = nil
  }

  static func movePointer(to point: CGPoint, _ state: inout UIState) {
    state.pointerPoint = point
    state.pointerCell = state.scaling.cell(for: point)
  }

  /// Finger `i` is pointer `i`.
  static func byPointer(_ points: [CGPoint]) -> [Int: CGPoint] {
    Dictionary(uniqueKeysWithValues: points.enumerated().map { ($0.offset, $0.element) })
  }
}
