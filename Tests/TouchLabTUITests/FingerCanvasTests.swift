import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening
import TouchScript

@testable import TouchLabTUI

/// Every finger in flight is drawn: a `◉` at its cell (mouse, keyboard or a played script), the
/// `·` a mirrored pair turns around, and none once the fingers lift.
@Suite struct FingerCanvasTests {
  typealias F = FingersFixture

  static func marks(_ canvas: Canvas, _ state: UIState, _ character: Character) -> [CellPosition] {
    let area = state.layout.canvasArea
    return (area.row..<area.endRow).flatMap { row in
      (area.column..<area.endColumn).compactMap { column in
        canvas[column, row].character == character ? CellPosition(column: column, row: row) : nil
      }
    }
  }

  @Test("Both fingers of a pinch are marked at their cells, the centre between them, in step with the state")
  func pinchFingersAreMarked() throws {
    let (session, _) = try F.session()
    let start = session.state.scaling.cell(for: CGPoint(x: 55, y: 60))
    session.handle(F.mouse(.press, start, .alt))
    #expect(Self.marks(session.canvas, session.state, "◉").isEmpty)
    #expect(Self.marks(session.canvas, session.state, "·") == [start])
    session.handle(F.mouse(.drag, F.offset(start, 4, 1), .alt))
    let expected = [F.offset(start, -4, -1), F.offset(start, 4, 1)]
    let canvas = session.canvas
    #expect(Self.marks(canvas, session.state, "◉") == expected)
    #expect(canvas[expected[1].column, expected[1].row].role == .traceTouch)
    #expect(canvas[expected[1].column, expected[1].row].style == .bold)
    session.handle(F.mouse(.release, F.offset(start, 4, 1), .alt))
    #expect(Self.marks(session.canvas, session.state, "◉").isEmpty)
    #expect(Self.marks(session.canvas, session.state, "·").isEmpty)
  }

  static let pinching = """
     TouchLab — Fingers
    ┌»main──────────────────────────────────┐│ Trace 105–121 of 121
    │ ┏▶photo◀ ✦1━━━━━━┓  ┌dial ✦1────────┐ ││     zoom.touchesMoved(touc…
    │ ┃                ┃  │               │ ││       zoom: changed → chan…
    │ ┃                ┃  │               │ ││     photo does not get tou…
    │ ┃                ┃  │               │ ││ pointer 0 move at (85, 63)
    │ ┃                ┃  └───────────────┘ ││ touch 1 moved at (85, 63),…
    │ ┃  ◉     ·     ◉ ┃                    ││ application.sendEvent(touc…
    │ ┃                ┃  ┌map ✦1─────────┐ ││   main.sendEvent(touch 1)
    │ ┃                ┃  │               │ ││     zoom.touchesMoved(touc…
    │ ┃                ┃  │               │ ││       zoom: changed → chan…
    │ ┗━━━━━━━━━━━━━━━━┛  └───────────────┘ ││     photo does not get tou…
    └───────────────────────────────────────┘│ pointer 1 move at (27, 63)
                                             │ touch 2 moved at (27, 63),…
                                             │ application.sendEvent(touc…
                                             │   main.sendEvent(touch 2)
                                             │     zoom.touchesMoved(touc…
                                             │       zoom: changed → chan…
                                             │     photo does not get tou…
     touch → photo · zoom changed · over: photo ✦1 · 2 fingers     ? help
    """

  @Test("Golden: a pinch in flight, both fingers and the centre marked, the status bar naming it")
  func pinchGolden() throws {
    let (session, clock) = try F.session(columns: 70, rows: 20)
    let start = session.state.scaling.cell(for: CGPoint(x: 55, y: 60))
    session.handle(F.mouse(.press, start, .alt))
    for step in 1...6 {
      clock.advance(by: 0.016)
      session.handle(F.mouse(.drag, F.offset(start, step), .alt))
    }
    let text = session.canvas.plainText.joined(separator: "\n")
    #expect(text == Self.pinching, "got:\n\(text)")
  }

  @Test("Without UTF-8 the marks are ASCII: @ a finger, + the crosshair, . the centre")
  func asciiStandIns() {
    #expect(
      [FingerMarks.finger, FingerMarks.crosshair, FingerMarks.centre].map(ASCIIFallback.character(for:)) == [
        "@", "+", ".",
      ])
  }

  @Test("A played two-finger script marks each finger until it lifts")
  func playedFingersAreMarked() throws {
    let (session, clock) = try F.session()
    let script = try ScriptLoader.load(
      yaml: """
        steps:
          - pointer: {kind: down, at: [40, 60], time: 0, finger: 0}
          - pointer: {kind: down, at: [70, 60], time: 0, finger: 1}
          - pointer: {kind: up, at: [40, 60], time: 0.1, finger: 0}
          - pointer: {kind: up, at: [70, 60], time: 0.2, finger: 1}
        """, source: "two.yaml", for: try LayoutLoader.load(contentsOf: F.path))
    session.play(script, name: "two.yaml")
    let scaling = session.state.scaling
    #expect(
      Self.marks(session.canvas, session.state, "◉")
        == [scaling.cell(for: CGPoint(x: 40, y: 60)), scaling.cell(for: CGPoint(x: 70, y: 60))])
    clock.advance(by: 0.1)
    session.tick()
    #expect(Self.marks(session.canvas, session.state, "◉") == [scaling.cell(for: CGPoint(x: 70, y: 60))])
    #expect(session.state.isPressed, "finger 1 is still down")
    clock.advance(by: 0.1)
    session.tick()
    #expect(Self.marks(session.canvas, session.state, "◉").isEmpty)
    #expect(!session.state.isPressed)
  }

  @Test("Resized mid-drag: the finger is drawn at its point on the new scale, and the drag goes on")
  func resizeDuringADrag() throws {
    let (session, clock) = TestLayout.session()
    let start = session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
    session.handle(F.mouse(.press, start))
    let point = try #require(session.state.fingers[0])
    session.handle(.resize(columns: 140, rows: 40))
    let moved = session.state.scaling.cell(for: point)
    #expect(moved != start, "a bigger canvas, a new cell for the same point")
    #expect(Self.marks(session.canvas, session.state, "◉") == [moved])
    clock.advance(by: 0.05)
    session.handle(F.mouse(.drag, F.offset(moved, 2)))
    session.handle(F.mouse(.release, F.offset(moved, 2)))
    let steps = session.state.trace.records.map(\.step)
    #expect(steps.contains(.deliver(responder: "save", method: .touchesMoved, touches: [1])))
    #expect(steps.last == .sequenceEnd(touches: [1]))
  }
}
