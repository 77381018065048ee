import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Keyboard only (`k`): a crosshair the arrows move one cell at a time, Enter taps, `d` presses
/// and lifts, `k` (or Esc with no touch down) leaves. Messages in, state and effects out, then
/// through the session.
@Suite struct KeyboardModeTests {
  typealias F = FingersFixture

  /// The test layout's screen centre (100, 60) as a cell's point, at 100×30: inside `save`.
  static func centre(_ state: UIState) -> CGPoint {
    let cell = state.scaling.cell(for: CGPoint(x: 100, y: 60))
    return state.scaling.point(forColumn: cell.column, row: cell.row)
  }

  @Test("k enters keyboard mode: the crosshair at the screen's centre, named in the status bar; k leaves")
  func kTogglesKeyboardMode() throws {
    let session = TestLayout.session().0
    var state = session.state
    var effects: [Effect]
    (state, effects) = Update.update(state, F.key(.character("k")))
    let centre = Self.centre(state)
    #expect(state.crosshair == centre)
    #expect(state.pointerPoint == centre)
    #expect(effects == [.hover(centre)])
    // The session's answer: the view under the crosshair, as a live session shows it.
    for answer in session.perform(.hover(centre)) { state = Update.update(state, answer).0 }
    let canvas = Screen.render(state)
    let cell = state.scaling.cell(for: centre)
    #expect(canvas[cell.column, cell.row].character == "✛")
    let status = try #require(canvas.plainText.last)
    #expect(status.contains("keyboard ✛ \(Format.point(centre)) pt · over: "))
    #expect(status.hasSuffix(StatusBar.keyboardHint + " · " + StatusBar.helpHint))
    (state, effects) = Update.update(state, F.key(.character("k")))
    #expect(state.crosshair == nil)
    #expect(effects.isEmpty)
    #expect(state.status == "keyboard mode off")
  }

  @Test("The crosshair starts at the last pointer position when there is one")
  func crosshairStartsAtThePointer() {
    var state = TestLayout.session().0.state
    (state, _) = Update.update(state, F.mouse(.motion, CellPosition(column: 5, row: 4)))
    let pointer = state.pointerPoint
    (state, _) = Update.update(state, F.key(.character("k")))
    #expect(state.crosshair == pointer)
  }

  @Test("Arrows move the crosshair one cell's worth of points and do not scroll the pane")
  func arrowsMoveTheCrosshair() {
    var state = TestLayout.session().0.state
    state.trace = Trace(
      records: (1...100).map { TraceRecord(id: $0, time: 0, depth: 0, step: .sequenceEnd(touches: [])) })
    state.log.followsEnd = false
    (state, _) = Update.update(state, F.key(.character("k")))
    let start = state.scaling.cell(for: Self.centre(state))
    var effects: [Effect]
    (state, effects) = Update.update(state, F.key(.right))
    let right = F.point(state, F.offset(start, 1))
    #expect(state.crosshair == right)
    #expect(effects == [.hover(right)])
    (state, _) = Update.update(state, F.key(.down))
    #expect(state.crosshair == F.point(state, F.offset(start, 1, 1)))
    (state, _) = Update.update(state, F.key(.left))
    (state, _) = Update.update(state, F.key(.up))
    #expect(state.crosshair == F.point(state, start))
    #expect(state.log.scroll == 0 && !state.log.followsEnd, "the pane did not scroll")
    // A cell is about 3.4 pt wide and 6.8 pt tall at this size.
    #expect(abs(right.x - F.point(state, start).x - 1 / state.scaling.columnsPerPoint) <= 1)
  }

  @Test("The crosshair stops at the screen's edge")
  func crosshairStopsAtTheEdge() {
    var state = TestLayout.session().0.state
    (state, _) = Update.update(state, F.key(.character("k")))
    for _ in 0..<100 { (state, _) = Update.update(state, F.key(.left)) }
    let edge = state.scaling.point(forColumn: state.layout.canvasArea.column, row: 0).x
    #expect(state.crosshair?.x == edge)
    #expect(state.status == "the crosshair is at the edge of the screen")
  }

  @Test("Enter taps at the crosshair: press and release at once")
  func enterTaps() {
    var state = TestLayout.session().0.state
    (state, _) = Update.update(state, F.key(.character("k")))
    let centre = Self.centre(state)
    let (next, effects) = Update.update(state, F.key(.enter))
    #expect(
      effects == [
        .clearTrace, .sendPointer(.down, centre), .hover(centre), .sendPointer(.up, centre), .hover(centre),
      ])
    #expect(!next.isPressed)
    #expect(next.crosshair == centre, "still in keyboard mode")
  }

  @Test("§2 tapCount: Enter twice taps twice at one point: tapCount 2; the tap lands on save")
  func enterTwiceIsADoubleTap() {
    let (session, clock) = TestLayout.session()
    session.handle(F.key(.character("k")))
    session.handle(F.key(.enter))
    #expect(session.state.hitView == "save")
    #expect(
      session.state.trace.records.contains {
        $0.step == .deliver(responder: "save", method: .touchesEnded, touches: [1])
      })
    clock.advance(by: 0.2)
    session.handle(F.key(.enter))
    #expect(
      session.state.trace.records.contains {
        if case .touch(2, .began, _, 2) = $0.step { return true }
        return false
      })
  }

  @Test("d presses, arrows drag the finger (touchesMoved), d lifts it")
  func dPressesArrowsDragDLifts() {
    let (session, clock) = TestLayout.session()
    session.handle(F.key(.character("k")))
    session.handle(F.key(.character("d")))
    #expect(session.state.isPressed)
    #expect(session.state.heldTouch == HeldTouch(.oneFinger, source: .keyboard))
    let crosshair = session.state.scaling.cell(for: Self.centre(session.state))
    #expect(
      session.canvas[crosshair.column, crosshair.row].character == "◉", "the finger covers the crosshair")
    #expect(session.canvas.plainText.last?.contains("touching (d lifts)") == true)
    clock.advance(by: 0.05)
    session.handle(F.key(.right))
    #expect(
      session.state.trace.records.contains {
        $0.step == .deliver(responder: "save", method: .touchesMoved, touches: [1])
      })
    #expect(session.state.trace.records.last?.time == 0.05)
    session.handle(F.key(.character("d")))
    #expect(!session.state.isPressed)
    #expect(session.state.trace.records.last?.step == .sequenceEnd(touches: [1]))
  }

  @Test("§4 LongPress: d held still for 0.5 s begins a long press with no further key")
  func dHeldIsALongPress() throws {
    let (session, clock) = try LongPressTests.session()
    session.handle(F.key(.character("k")))
    session.handle(F.key(.character("d")))
    clock.advance(by: 0.51)
    session.tick()
    #expect(session.state.trace.records.contains { $0.step == LongPressTests.began })
    session.handle(F.key(.character("d")))
    #expect(
      session.state.trace.records.contains {
        $0.step == .stateChange(recognizer: "hold", from: .began, to: .ended, reason: .touchesEnded)
      })
  }

  @Test("Esc cancels the keyboard's touch; Esc with no touch down leaves keyboard mode")
  func escape() {
    var state = TestLayout.session().0.state
    (state, _) = Update.update(state, F.key(.character("k")))
    (state, _) = Update.update(state, F.key(.character("d")))
    var effects: [Effect]
    (state, effects) = Update.update(state, F.key(.escape))
    #expect(effects == [.sendPointer(.cancel, Self.centre(state)), .hover(Self.centre(state))])
    #expect(!state.isPressed)
    #expect(state.crosshair != nil)
    (state, effects) = Update.update(state, F.key(.escape))
    #expect(effects.isEmpty)
    #expect(state.crosshair == nil)
  }

  @Test("k while d holds a finger lifts it and leaves")
  func leavingLiftsTheFinger() {
    var state = TestLayout.session().0.state
    (state, _) = Update.update(state, F.key(.character("k")))
    (state, _) = Update.update(state, F.key(.character("d")))
    let (next, effects) = Update.update(state, F.key(.character("k")))
    #expect(effects == [.sendPointer(.up, Self.centre(state)), .hover(Self.centre(state))])
    #expect(!next.isPressed && next.crosshair == nil)
  }

  @Test("In keyboard mode the mouse's hover does not move the pointer, nor lift the keyboard's finger")
  func hoverIsIgnored() {
    var state = TestLayout.session().0.state
    (state, _) = Update.update(state, F.key(.character("k")))
    (state, _) = Update.update(state, F.key(.character("d")))
    let (next, effects) = Update.update(state, F.mouse(.motion, CellPosition(column: 3, row: 3)))
    #expect(effects.isEmpty)
    #expect(next == state)
    let (pressed, _) = Update.update(state, F.mouse(.press, CellPosition(column: 3, row: 3)))
    #expect(pressed.heldTouch?.source == .keyboard, "a mouse press waits for d to lift")
    #expect(pressed.status == "the keyboard holds a touch: d lifts it")
  }

  @Test("d outside keyboard mode says how to get there")
  func dOutsideKeyboardMode() {
    let (state, effects) = Update.update(TestLayout.session().0.state, F.key(.character("d")))
    #expect(effects.isEmpty)
    #expect(state.status == "d presses at the crosshair in keyboard mode: k turns it on")
  }
}
