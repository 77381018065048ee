import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// A second finger from one mouse: Alt-drag mirrors the fingers through the press point (pinch,
/// rotation), Alt+Shift-drag moves them together (two-finger pan). Messages in, state and
/// effects out; then through the session, where the recognizers of §4's table see two touches.
@Suite struct TwoFingerTests {
  typealias F = FingersFixture

  /// `photo`'s centre (55, 60), as a cell.
  static func photoCell(_ state: UIState) -> CellPosition { state.scaling.cell(for: CGPoint(x: 55, y: 60)) }

  static func mirror(_ point: CGPoint, through centre: CGPoint) -> CGPoint {
    CGPoint(x: 2 * centre.x - point.x, y: 2 * centre.y - point.y)
  }

  @Test("Alt-press waits; the first drag puts two fingers down mirrored through the press point")
  func altDragMirrorsThroughThePressPoint() throws {
    var state = try F.session().0.state
    let start = Self.photoCell(state)
    let centre = F.point(state, start)
    var effects: [Effect]
    (state, effects) = Update.update(state, F.mouse(.press, start, .alt))
    #expect(effects == [.hover(centre)], "both fingers would begin on one spot: nothing is sent yet")
    #expect(state.heldTouch == HeldTouch(.mirrored(centre: centre), source: .mouse, isDown: false))
    #expect(state.isPressed)
    #expect(state.fingers.isEmpty)
    (state, effects) = Update.update(state, F.mouse(.drag, start, .alt))
    #expect(effects.isEmpty, "a drag report on the press point does not put the fingers down")
    let first = F.point(state, F.offset(start, 3))
    (state, effects) = Update.update(state, F.mouse(.drag, F.offset(start, 3), .alt))
    let down = [first, Self.mirror(first, through: centre)]
    #expect(effects == [.clearTrace, .sendFingers(.down, down), .hover(first)])
    #expect(state.fingers == [0: down[0], 1: down[1]])
    #expect(state.heldTouch?.isDown == true)
    let second = F.point(state, F.offset(start, 5, 1))
    (state, effects) = Update.update(state, F.mouse(.drag, F.offset(start, 5, 1), .alt))
    let moved = [second, Self.mirror(second, through: centre)]
    #expect(effects == [.sendFingers(.move, moved), .hover(second)])
    (state, effects) = Update.update(state, F.mouse(.release, F.offset(start, 5, 1), .alt))
    #expect(effects == [.sendFingers(.up, moved), .hover(second)])
    #expect(!state.isPressed)
    #expect(state.fingers.isEmpty)
    #expect(state.heldTouch == nil)
  }

  @Test("An Alt-click that never moves puts no finger down, and says how")
  func altClickWithoutADrag() throws {
    var state = try F.session().0.state
    let start = Self.photoCell(state)
    var effects: [Effect]
    (state, _) = Update.update(state, F.mouse(.press, start, .alt))
    (state, effects) = Update.update(state, F.mouse(.release, start, .alt))
    #expect(effects == [.hover(F.point(state, start))])
    #expect(!state.isPressed)
    #expect(state.status == "Alt-drag: drag away from the press point to put two fingers down")
  }

  @Test("A press after an Alt-press that never moved: no finger was down, so none lifts; the press taps")
  func lostReleaseBeforeTheFingersWentDown() throws {
    var state = try F.session().0.state
    let start = Self.photoCell(state)
    (state, _) = Update.update(state, F.mouse(.press, start, .alt))
    let (next, effects) = Update.update(state, F.mouse(.press, start))
    let point = F.point(state, start)
    #expect(effects == [.clearTrace, .sendPointer(.down, point), .hover(point)])
    #expect(next.status == nil)
    #expect(next.heldTouch == HeldTouch(.oneFinger, source: .mouse))
  }

  @Test("Alt+Shift-press puts two fingers down at once, the second 40 pt to the right; both move together")
  func altShiftDragMovesTogether() throws {
    var state = try F.session().0.state
    let start = state.scaling.cell(for: CGPoint(x: 120, y: 80))
    let point = F.point(state, start)
    var effects: [Effect]
    (state, effects) = Update.update(state, F.mouse(.press, start, [.alt, .shift]))
    let offset = CGPoint(x: HeldTouch.panOffset, y: 0)
    #expect(state.heldTouch == HeldTouch(.together(offset: offset), source: .mouse))
    let down = [point, CGPoint(x: point.x + 40, y: point.y)]
    #expect(effects == [.clearTrace, .sendFingers(.down, down), .hover(point)])
    let next = F.point(state, F.offset(start, 2, 1))
    (state, effects) = Update.update(state, F.mouse(.drag, F.offset(start, 2, 1), [.alt, .shift]))
    #expect(effects == [.sendFingers(.move, [next, CGPoint(x: next.x + 40, y: next.y)]), .hover(next)])
  }

  @Test("Near the right edge the pan's second finger goes to the left instead")
  func panOffsetFlipsAtTheRightEdge() {
    let size = CGSize(width: 200, height: 120)
    let placement = HeldTouch.placement(for: [.alt, .shift], at: CGPoint(x: 180, y: 60), screen: size)
    #expect(placement == .together(offset: CGPoint(x: -40, y: 0)))
  }

  @Test("A mirror image off the screen is clamped to its edge (0…width−1, 0…height−1)")
  func secondFingerIsClampedToTheScreen() {
    let held = HeldTouch(.mirrored(centre: CGPoint(x: 20, y: 100)), source: .mouse)
    let size = CGSize(width: 200, height: 120)
    #expect(
      held.fingers(at: CGPoint(x: 60, y: 70), screen: size) == [CGPoint(x: 60, y: 70), CGPoint(x: 0, y: 119)])
    let pan = HeldTouch(.together(offset: CGPoint(x: 40, y: 0)), source: .mouse)
    #expect(pan.fingers(at: CGPoint(x: 190, y: 60), screen: size)[1] == CGPoint(x: 199, y: 60))
  }

  @Test("§2 cancelled: Esc cancels both fingers at once; the state lets go of them")
  func escapeCancelsBothFingers() throws {
    var state = try F.session().0.state
    let start = Self.photoCell(state)
    (state, _) = Update.update(state, F.mouse(.press, start, .alt))
    (state, _) = Update.update(state, F.mouse(.drag, F.offset(start, 3), .alt))
    let fingerOne = try #require(state.fingers[0])
    let (next, effects) = Update.update(state, F.key(.escape))
    #expect(effects == [.sendPointer(.cancel, fingerOne), .hover(fingerOne)])
    #expect(!next.isPressed)
    #expect(next.fingers.isEmpty)
    #expect(next.heldTouch == nil)
  }

  @Test("A lost release lifts both fingers where they were: a new press, or a hover report")
  func lostReleaseLiftsBothFingers() throws {
    var state = try F.session().0.state
    let start = Self.photoCell(state)
    (state, _) = Update.update(state, F.mouse(.press, start, .alt))
    (state, _) = Update.update(state, F.mouse(.drag, F.offset(start, 3), .alt))
    let fingers = [try #require(state.fingers[0]), try #require(state.fingers[1])]
    var (next, effects) = Update.update(state, F.mouse(.press, F.offset(start, -2)))
    let press = F.point(state, F.offset(start, -2))
    #expect(effects.first == .sendFingers(.up, fingers))
    #expect(effects.dropFirst() == [.clearTrace, .sendPointer(.down, press), .hover(press)])
    #expect(next.fingers == [0: press])
    #expect(next.heldTouch == HeldTouch(.oneFinger, source: .mouse))
    (next, effects) = Update.update(state, F.mouse(.motion, F.offset(start, -2)))
    #expect(effects.first == .sendFingers(.up, fingers))
    #expect(!next.isPressed)
  }

  @Test("Resized too small mid-drag: drags are ignored, and the release lifts the fingers where they were")
  func releaseWhileTheCanvasIsHidden() throws {
    var state = try F.session().0.state
    let start = Self.photoCell(state)
    (state, _) = Update.update(state, F.mouse(.press, start, .alt))
    (state, _) = Update.update(state, F.mouse(.drag, F.offset(start, 3), .alt))
    let fingers = [try #require(state.fingers[0]), try #require(state.fingers[1])]
    var effects: [Effect]
    (state, _) = Update.update(state, .resize(columns: 40, rows: 10))
    (state, effects) = Update.update(state, F.mouse(.drag, CellPosition(column: 3, row: 3), .alt))
    #expect(effects.isEmpty)
    (state, effects) = Update.update(state, F.mouse(.release, CellPosition(column: 3, row: 3), .alt))
    #expect(effects == [.sendFingers(.up, fingers)])
    #expect(!state.isPressed)
  }

  @Test("§4 Pinch: an Alt-drag away from the press point begins, changes and ends zoom, with two touches")
  func altDragPinches() throws {
    let (session, clock) = try F.session()
    let start = Self.photoCell(session.state)
    session.handle(F.mouse(.press, start, .alt))
    for step in 1...4 {
      clock.advance(by: 0.016)
      session.handle(F.mouse(.drag, F.offset(start, step), .alt))
    }
    #expect(session.state.fingers.count == 2)
    #expect(
      F.stateChanges(session.state.trace).prefix(2) == ["zoom: possible → began", "zoom: began → changed"])
    let status = try #require(session.canvas.plainText.last)
    #expect(status.contains("2 fingers: pinch/rotate around \(Format.point(F.point(session.state, start)))"))
    clock.advance(by: 0.016)
    session.handle(F.mouse(.release, F.offset(start, 4), .alt))
    let trace = session.state.trace
    #expect(F.stateChanges(trace).last == "zoom: changed → ended")
    #expect(F.touches(trace).prefix(2) == ["touch 1 began", "touch 2 began"])
    #expect(F.touches(trace).suffix(2) == ["touch 1 ended", "touch 2 ended"])
    #expect(trace.records.last?.step == .sequenceEnd(touches: [1, 2]))
    #expect(trace.records.contains { $0.step == .hitView(touch: 2, view: "photo", window: "main") })
  }

  @Test("§4 Rotation: an Alt-drag around the press point turns the line between the fingers; turn begins")
  func altDragRotates() throws {
    let (session, clock) = try F.session()
    let start = session.state.scaling.cell(for: CGPoint(x: 150, y: 32))
    session.handle(F.mouse(.press, start, .alt))
    // Right of the centre, then below-right: the line between the fingers turns about 35°.
    session.handle(F.mouse(.drag, F.offset(start, 3), .alt))
    clock.advance(by: 0.05)
    session.handle(F.mouse(.drag, F.offset(start, 3, 1), .alt))
    #expect(F.stateChanges(session.state.trace).first == "turn: possible → began")
  }

  @Test("§4 Pan: an Alt+Shift-drag is a two-finger pan (minimumNumberOfTouches 2)")
  func altShiftDragPansWithTwoFingers() throws {
    let (session, clock) = try F.session()
    let start = session.state.scaling.cell(for: CGPoint(x: 120, y: 80))
    session.handle(F.mouse(.press, start, [.alt, .shift]))
    #expect(
      session.state.trace.records.contains { $0.step == .hitView(touch: 2, view: "map", window: "main") })
    for step in 1...3 {
      clock.advance(by: 0.016)
      session.handle(F.mouse(.drag, F.offset(start, 0, step), [.alt, .shift]))
    }
    session.handle(F.mouse(.release, F.offset(start, 0, 3), [.alt, .shift]))
    let changes = F.stateChanges(session.state.trace)
    #expect(changes.first == "twoPan: possible → began")
    #expect(changes.last == "twoPan: changed → ended")
    #expect(session.canvas.plainText.last?.contains("2 fingers") == false, "the fingers are up")
  }

  @Test("§4 cancelled: Esc during a pinch cancels zoom and both touches")
  func escapeCancelsThePinch() throws {
    let (session, clock) = try F.session()
    let start = Self.photoCell(session.state)
    session.handle(F.mouse(.press, start, .alt))
    for step in 1...3 {
      clock.advance(by: 0.016)
      session.handle(F.mouse(.drag, F.offset(start, step), .alt))
    }
    session.handle(F.key(.escape))
    let trace = session.state.trace
    #expect(F.stateChanges(trace).last == "zoom: changed → cancelled")
    #expect(F.touches(trace).suffix(2) == ["touch 1 cancelled", "touch 2 cancelled"])
    #expect(trace.records.last?.step == .sequenceEnd(touches: [1, 2]))
    #expect(!session.state.isPressed)
  }
}
