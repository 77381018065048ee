import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// Selecting a view to inspect: right-click or Ctrl-click, Tab / Shift-Tab (messages in, state
/// out). Selecting never touches.
@Suite struct SelectionTests {
  typealias L = InspectLayout

  @Test("A right-click selects the view drawn on top under the pointer, without starting a touch")
  func rightClickSelectsTheDrawnView() {
    let (session, _) = L.session()
    let state = session.state
    let press = L.mouse(.press, .right, at: CGPoint(x: 120, y: 70), in: session)
    let (next, effects) = Update.update(state, press)
    #expect(
      next.inspector.selectedView == "overlay", "overlay is drawn over save there, though save would be hit")
    #expect(next.inspector.selectedIndex == 3)
    #expect(!next.isPressed)
    #expect(!effects.contains { if case .sendPointer = $0 { true } else { false } })
    #expect(!effects.contains(.clearTrace))
    let (released, releaseEffects) = Update.update(
      next, L.mouse(.release, .right, at: CGPoint(x: 120, y: 70), in: session))
    #expect(released.inspector.selectedView == "overlay")
    #expect(!releaseEffects.contains { if case .sendPointer = $0 { true } else { false } })
  }

  @Test("The session snapshots the selected view for the inspector, and the trace stays empty")
  func sessionInspectsTheSelection() throws {
    let (session, _) = L.session()
    L.rightClick(session, at: CGPoint(x: 80, y: 60))
    #expect(session.state.inspector.selectedView == "save")
    #expect(session.state.trace.records.isEmpty)
    let inspection = try #require(session.state.inspector.inspection)
    #expect(inspection.id == "save")
    #expect(inspection.index == 2)
    #expect(inspection.view.className == "Button")
    #expect(inspection.view.frame == CGRect(x: 60, y: 40, width: 80, height: 30))
    #expect(inspection.responderChain == ["save", "card", "cardVC", "main", "application"])
    #expect(inspection.view.control?.actions.first?.events == ["touchUpInside"])
  }

  @Test("Ctrl-click selects too; a plain left click touches as before")
  func controlClickSelects() {
    let (session, _) = L.session()
    session.handle(L.mouse(.press, .left, at: CGPoint(x: 30, y: 30), in: session, modifiers: .control))
    #expect(session.state.inspector.selectedView == "card")
    #expect(!session.state.isPressed)
    session.handle(L.mouse(.release, .left, at: CGPoint(x: 30, y: 30), in: session, modifiers: .control))
    #expect(session.state.trace.records.isEmpty)
    session.handle(L.mouse(.press, .left, at: CGPoint(x: 30, y: 30), in: session))
    #expect(session.state.isPressed)
    #expect(session.state.hitView == "card")
    #expect(session.state.inspector.selectedView == "card", "touching keeps the selection")
  }

  @Test("A right-click on nothing clears the selection")
  func clickingNothingDeselects() throws {
    let (session, _) = L.session()
    L.rightClick(session, at: CGPoint(x: 30, y: 30))
    #expect(session.state.inspector.selectedView == "card")
    let area = session.state.layout.canvasArea
    let empty = CellPosition(column: area.column + 1, row: area.endRow - 1)
    #expect(session.state.scene.drawnNode(at: empty, scaling: session.state.scaling) == nil)
    session.handle(.input(.mouse(MouseReport(.press, button: .right, column: empty.column, row: empty.row))))
    #expect(session.state.inspector.selectedView == nil)
    #expect(session.state.inspector.inspection == nil)
    #expect(session.state.layout.inspectorRows == 0, "the trace gets the whole pane back")
  }

  @Test("Tab and Shift-Tab walk the hierarchy depth first; past either end the selection clears")
  func tabWalksTheHierarchy() {
    var state = L.session().0.state
    var visited: [String?] = []
    for _ in 0..<8 {
      state = Update.update(state, L.key(.tab)).0
      visited.append(state.inspector.selectedView)
    }
    #expect(visited == ["main", "card", "save", "overlay", "ghost", "Label", "Label", nil])
    state = Update.update(state, L.key(.backTab)).0
    #expect(state.inspector.selectedView == "Label")
    #expect(state.inspector.selectedIndex == 6)
    state = Update.update(state, L.key(.backTab)).0
    #expect(state.inspector.selectedIndex == 5, "two views with one id are still two stops")
    state = Update.update(state, L.key(.backTab)).0
    #expect(state.inspector.selectedView == "ghost", "hidden views are reached by Tab, though never drawn")
  }

  @Test("Shift-Tab with nothing selected starts from the last view")
  func backTabFromNothing() {
    let state = Update.update(L.session().0.state, L.key(.backTab)).0
    #expect(state.inspector.selectedIndex == 6)
  }

  @Test("The selection is named in the status bar and marked on the canvas with rounded corners")
  func selectionIsShown() {
    let (session, _) = L.session()
    L.rightClick(session, at: CGPoint(x: 30, y: 30))
    let text = session.canvas.plainText
    #expect(text.last?.contains("selected: card") == true)
    #expect(text.contains { $0.contains("╭[card]") })
    #expect(text.contains { $0.contains("Inspector: card") })
  }
}

/// The selection follows the engine: rebuilt after touches, cleared when its view is gone.
@Suite struct SelectionAcrossLayoutsTests {
  @Test("A selection whose view is gone is cleared when the session finds no view with its id")
  func goneViewClearsTheSelection() {
    var state = InspectLayout.session().0.state
    state.inspector.selectedView = "nowhere"
    state.inspector.pane = .whyNot
    state = Update.update(state, .inspected(nil)).0
    #expect(state.inspector.selectedView == nil)
    #expect(state.inspector.pane == .inspector)
  }

  @Test("After a touch, the session keeps the inspection of the same view, rebuilt")
  func selectionSurvivesTouches() {
    let (session, _) = InspectLayout.session()
    session.handle(.input(.key(.tab)))
    session.handle(.pointer(.down, CGPoint(x: 30, y: 30)))
    session.handle(.pointer(.up, CGPoint(x: 30, y: 30)))
    #expect(session.state.inspector.selectedView == "main")
    #expect(session.state.inspector.inspection?.whyNot.hasPrefix("main was not hit") == true)
  }
}
