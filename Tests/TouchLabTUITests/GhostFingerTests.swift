import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// The second finger's ghost `◌`: where Alt or Alt+Shift will put a second finger down, drawn
/// before it is down so a two-finger gesture can be aimed (the first-hour issue: the ghost
/// finger was not drawn).
@Suite struct GhostFingerTests {
  typealias F = FingersFixture

  static func ghosts(_ session: Session) -> [CellPosition] {
    FingerCanvasTests.marks(session.canvas, session.state, FingerMarks.ghost)
  }

  static func hover(_ cell: CellPosition, _ modifiers: MouseReport.Modifiers = []) -> Message {
    .input(
      .mouse(MouseReport(.motion, button: .none, column: cell.column, row: cell.row, modifiers: modifiers)))
  }

  @Test("Hovering with Alt+Shift draws the ghost 40 pt right of the pointer, where finger 2 goes down")
  func altShiftHover() throws {
    let (session, _) = try F.session()
    let cell = session.state.scaling.cell(for: CGPoint(x: 30, y: 60))
    session.handle(Self.hover(cell, [.alt, .shift]))
    let pointer = F.point(session.state, cell)
    let expected = session.state.scaling.cell(for: CGPoint(x: pointer.x + HeldTouch.panOffset, y: pointer.y))
    #expect(Self.ghosts(session) == [expected])
    #expect(session.canvas[expected.column, expected.row].style == .bold)
    // Pressed, the fingers go down where the marks were: two ◉, no ghost.
    session.handle(F.mouse(.press, cell, [.alt, .shift]))
    #expect(Self.ghosts(session).isEmpty)
    #expect(FingerCanvasTests.marks(session.canvas, session.state, "◉") == [cell, expected])
    session.handle(F.mouse(.release, cell, [.alt, .shift]))
    // Without the modifiers, no ghost.
    session.handle(Self.hover(cell))
    #expect(Self.ghosts(session).isEmpty)
  }

  @Test("Near the right edge the ghost is on the left, as finger 2 will be")
  func ghostOnTheLeftAtTheEdge() throws {
    let (session, _) = try F.session()
    let cell = session.state.scaling.cell(for: CGPoint(x: 185, y: 80))
    session.handle(Self.hover(cell, [.alt, .shift]))
    let pointer = F.point(session.state, cell)
    #expect(
      Self.ghosts(session) == [
        session.state.scaling.cell(for: CGPoint(x: pointer.x - HeldTouch.panOffset, y: pointer.y))
      ])
  }

  @Test("Hovering with Alt, the ghost is at the pointer: both fingers leave from there")
  func altHover() throws {
    let (session, _) = try F.session()
    let cell = session.state.scaling.cell(for: CGPoint(x: 55, y: 60))
    session.handle(Self.hover(cell, .alt))
    #expect(Self.ghosts(session) == [cell])
    // Pressed, the centre mark takes the press point until the pointer leaves it.
    session.handle(F.mouse(.press, cell, .alt))
    #expect(FingerCanvasTests.marks(session.canvas, session.state, "·") == [cell])
    session.handle(F.mouse(.drag, F.offset(cell, 4, 1), .alt))
    #expect(Self.ghosts(session).isEmpty, "down, finger 2 is a finger")
    #expect(FingerCanvasTests.marks(session.canvas, session.state, "◉").count == 2)
  }

  @Test("In keyboard mode, and off the canvas, there is no ghost")
  func noGhostInKeyboardMode() throws {
    let (session, _) = try F.session()
    session.handle(F.key(.character("k")))
    let cell = session.state.scaling.cell(for: CGPoint(x: 30, y: 60))
    session.handle(Self.hover(cell, [.alt, .shift]))
    #expect(Self.ghosts(session).isEmpty)
    session.handle(F.key(.character("k")))
    let pane = CellPosition(column: session.state.layout.paneArea.column + 3, row: 5)
    session.handle(Self.hover(pane, [.alt, .shift]))
    #expect(Self.ghosts(session).isEmpty)
  }

  @Test("The legend explains the ghost, with an ASCII look-alike")
  func legend() {
    #expect(Legend.section.entries.contains { $0.keys == String(FingerMarks.ghost) })
    #expect(ASCIIFallback.character(for: FingerMarks.ghost) == "o")
  }
}
