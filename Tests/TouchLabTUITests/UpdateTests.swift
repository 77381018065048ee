import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

@Suite struct UpdateTests {
  /// A cell inside `save` at 100×30 (save spans screen points 70…150 × 50…80).
  func saveCell(_ session: Session) -> CellPosition {
    session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
  }

  func mouse(_ action: MouseReport.Action, _ cell: CellPosition) -> Message {
    .input(.mouse(MouseReport(action, button: .left, column: cell.column, row: cell.row)))
  }

  @Test func pressTracesTheHitView() {
    let (session, _) = TestLayout.session()
    session.handle(mouse(.press, saveCell(session)))
    #expect(session.state.isPressed)
    #expect(session.state.hitView == "save")
    #expect(session.state.trace.hitTestPath == ["main", "card", "save"])
    #expect(
      session.state.trace.records.contains {
        $0.step == .deliver(responder: "save", method: .touchesBegan, touches: [1])
      })
    #expect(session.state.hoverView == "save")
  }

  @Test func dragMovesAndReleaseEnds() {
    let (session, clock) = TestLayout.session()
    let start = saveCell(session)
    session.handle(mouse(.press, start))
    clock.advance(by: 0.05)
    session.handle(mouse(.drag, CellPosition(column: start.column + 2, row: start.row)))
    clock.advance(by: 0.05)
    session.handle(mouse(.release, CellPosition(column: start.column + 2, row: start.row)))
    let steps = session.state.trace.records.map(\.step)
    #expect(steps.contains(.deliver(responder: "save", method: .touchesMoved, touches: [1])))
    #expect(steps.contains(.deliver(responder: "save", method: .touchesEnded, touches: [1])))
    #expect(steps.last == .sequenceEnd(touches: [1]))
    #expect(!session.state.isPressed)
    #expect(session.state.trace.records.last?.time == 0.1)
  }

  @Test func aNewPressClearsThePreviousTrace() {
    let (session, _) = TestLayout.session()
    session.handle(mouse(.press, saveCell(session)))
    session.handle(mouse(.release, saveCell(session)))
    session.handle(mouse(.press, CellPosition(column: 2, row: 2)))
    #expect(session.state.hitView == "main")
    #expect(session.state.trace.records.first?.id == 1)
    #expect(
      !session.state.trace.records.contains {
        $0.step == .deliver(responder: "save", method: .touchesBegan, touches: [1])
      })
  }

  @Test func pressOutsideTheCanvasDoesNothing() {
    let state = TestLayout.session().0.state
    let pane = state.layout.paneArea
    let (next, effects) = Update.update(state, mouse(.press, CellPosition(column: pane.column + 2, row: 3)))
    #expect(effects.isEmpty)
    #expect(!next.isPressed)
  }

  @Test func resizeAndTooSmall() {
    let (session, _) = TestLayout.session()
    session.handle(.resize(columns: 40, rows: 10))
    #expect(session.state.layout.isTooSmall)
    #expect(session.canvas.plainText.joined(separator: " ").contains("60×16"))
    #expect(
      Screen.tooSmallMessage(session.state.layout) == "terminal too small: need at least 60×16, have 40×10")
    session.handle(mouse(.press, CellPosition(column: 5, row: 5)))
    #expect(!session.state.isPressed, "no touches while the canvas is not shown")
    session.handle(.resize(columns: 120, rows: 40))
    #expect(!session.state.layout.isTooSmall)
  }

  @Test func paneScrollsAndFollowsTheEnd() {
    let (session, _) = TestLayout.session(columns: 100, rows: 20)
    session.handle(mouse(.press, saveCell(session)))
    session.handle(mouse(.release, saveCell(session)))
    let count = session.state.trace.records.count
    let lines = session.state.layout.paneLines
    #expect(count > lines)
    #expect(session.state.log.followsEnd && session.state.paneTop == count - lines)
    session.handle(.input(.key(.pageUp)))
    #expect(!session.state.log.followsEnd)
    #expect(session.state.paneTop == max(0, count - lines - (lines - 1)))
    let pane = session.state.layout.paneArea
    session.handle(.input(.mouse(MouseReport(.wheelDown, button: .none, column: pane.column + 3, row: 5))))
    session.handle(.input(.key(.end)))
    #expect(session.state.log.followsEnd)
    session.handle(.input(.key(.home)))
    #expect(session.state.paneTop == 0)
  }

  @Test func quitAndEscapeCancel() {
    let (session, _) = TestLayout.session()
    session.handle(mouse(.press, saveCell(session)))
    session.handle(.input(.key(.escape)))
    #expect(!session.state.isPressed)
    #expect(
      session.state.trace.records.contains {
        if case .touch(_, .cancelled, _, _) = $0.step { true } else { false }
      })
    session.handle(.input(.key(.character("q"))))
    #expect(session.state.isQuitting)
  }
}
