import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// The inspector's contents follow the engine, the tree pane (`t`), the why-not key (`w`), and
/// the view drawn under the pointer against the view hit (messages in, state out).
@Suite struct InspectorTests {
  typealias L = InspectLayout

  @Test(
    "§1 The tree marks a view that hit testing skips with the engine's reason: animating too, until it ends")
  func treeMarksAnimating() throws {
    let path = DrawnViewTests.layouts.appendingPathComponent("15-animation.yaml").path
    let clock = ManualClock()
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: path), columns: 100, rows: 30, clock: clock)
    func note(_ id: String) throws -> String {
      let row = try #require(session.state.scene.hierarchy.first { $0.id == id })
      return TreePane.text(of: row, width: 80, marked: false)
    }
    #expect(try note("toast").hasSuffix("toast Button · animating"))
    #expect(try !note("chip").contains("·"), "allowUserInteraction: not skipped")
    clock.advance(by: 4)
    session.tick()
    #expect(try !note("toast").contains("·"), "the animation has ended")
  }

  @Test("Esc closes the inspector when no touch is in flight; with one, it cancels the touch first")
  func escapeClosesTheInspector() throws {
    let (session, clock) = L.session()
    L.rightClick(session, at: CGPoint(x: 30, y: 30))
    #expect(session.state.inspector.selectedView != nil)
    session.handle(.pointer(.down, CGPoint(x: 30, y: 30)))
    clock.advance(by: 0.05)
    session.handle(.input(.key(.escape)))
    #expect(!session.state.isPressed, "the touch is cancelled")
    #expect(session.state.inspector.selectedView != nil, "the inspector stays open")
    session.handle(.input(.key(.escape)))
    #expect(session.state.inspector.selectedView == nil)
    #expect(session.state.inspector.inspection == nil)
  }

  @Test("§4 The inspector shows a recognizer's current state: it changes while a pan is under way")
  func recognizerStateIsCurrent() throws {
    let (session, clock) = L.session()
    L.rightClick(session, at: CGPoint(x: 30, y: 30))
    #expect(session.state.inspector.inspection?.view.gestureRecognizers.first?.state == "possible")
    session.handle(.pointer(.down, CGPoint(x: 30, y: 30)))
    // Within one frame, so the move is one touchesMoved (a later one is resampled into frames).
    clock.advance(by: 0.016)
    session.handle(.pointer(.move, CGPoint(x: 60, y: 30)))
    let recognizer = try #require(session.state.inspector.inspection?.view.gestureRecognizers.first)
    #expect(recognizer.id == "cardPan")
    #expect(recognizer.state == "began")
    #expect(
      recognizer.cancelsTouchesInView && recognizer.delaysTouchesEnded && !recognizer.delaysTouchesBegan)
    #expect(session.canvas.plainText.contains { $0.contains("state began") })
    clock.advance(by: 0.05)
    session.handle(.pointer(.up, CGPoint(x: 60, y: 30)))
    #expect(
      session.state.inspector.inspection?.view.gestureRecognizers.first?.state == "possible",
      "reset after the sequence"
    )
  }

  @Test("t shows the tree; ↑/↓ move the selection in it, clamped; Tab still works; t again returns")
  func treePane() {
    var state = L.session().0.state
    state = Update.update(state, L.key("t")).0
    #expect(state.inspector.pane == .tree)
    state = Update.update(state, L.key(.down)).0
    #expect(state.inspector.selectedView == "main", "↓ with nothing selected starts at the top")
    state = Update.update(state, L.key(.down)).0
    state = Update.update(state, L.key(.down)).0
    #expect(state.inspector.selectedView == "save")
    #expect(state.log.scroll == 0, "↓ moved the selection, not the trace")
    state = Update.update(state, L.key(.tab)).0
    #expect(state.inspector.selectedView == "overlay")
    state = Update.update(state, L.key(.end)).0
    state = Update.update(state, L.key(.down)).0
    #expect(state.inspector.selectedIndex == 6, "clamped at the last view")
    state = Update.update(state, L.key(.home)).0
    state = Update.update(state, L.key(.up)).0
    #expect(state.inspector.selectedIndex == 0)
    state = Update.update(state, L.key("t")).0
    #expect(state.inspector.pane == .inspector)
  }

  @Test("The tree lists every view indented, marks hidden and non-interactive ones, highlights the selection")
  func treeRows() {
    let (session, _) = L.session()
    session.handle(L.key("t"))
    session.handle(L.key(.tab))
    session.handle(L.key(.tab))
    let text = session.canvas.plainText
    let pane = session.state.layout.sidePaneArea
    let rows = text[pane.row..<(pane.row + 8)].map { String($0.dropFirst(pane.column)) }
    #expect(
      rows == [
        " Hierarchy: 7 views · ↑/↓ · t back",
        " main Window",
        "▶  card View ✦1",
        "     save Button",
        "   overlay View · no interaction",
        "   ghost View · hidden",
        "   Label · no interaction",
        "   Label · no interaction",
      ])
    let selectedRow = pane.row + 2
    #expect(session.canvas[pane.column + 3, selectedRow].style.contains(.reverse))
  }

  @Test("The tree scrolls to keep the selection visible, in a small terminal")
  func treeScrolls() {
    let (session, _) = L.session(columns: 60, rows: 16)
    let many = (0..<30).map { _ in SceneNode(id: "v", frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    var state = session.state
    state.scene = Scene(
      screenSize: state.scene.screenSize,
      windows: [SceneNode(id: "w", frame: CGRect(x: 0, y: 0, width: 200, height: 120), children: many)])
    state = Update.update(state, L.key("t")).0
    for _ in 0..<20 { state = Update.update(state, L.key(.down)).0 }
    #expect(state.inspector.selectedIndex == 19)
    let visible = TreePane.visibleRows(state)
    #expect(TreePane.top(state) <= 19 && 19 < TreePane.top(state) + visible)
    state = Update.update(state, L.key(.home)).0
    #expect(TreePane.top(state) == 0)
  }

  @Test("Clicking a row of the tree selects it")
  func clickInTree() {
    let (session, _) = L.session()
    session.handle(L.key("t"))
    let pane = session.state.layout.sidePaneArea
    session.handle(
      .input(.mouse(MouseReport(.press, button: .left, column: pane.column + 4, row: pane.row + 3))))
    #expect(session.state.inspector.selectedView == "save")
    #expect(!session.state.isPressed)
  }

  @Test("w without a selection says how to select; with one it shows the answer, and w again hides it")
  func whyNotKey() {
    var state = L.session().0.state
    state = Update.update(state, L.key("w")).0
    #expect(state.inspector.pane == .inspector)
    #expect(state.status == "w: select a view first (right-click or Ctrl-click it, or Tab)")
    state = Update.update(state, L.key(.tab)).0
    state = Update.update(state, L.key("w")).0
    #expect(state.inspector.pane == .whyNot)
    state = Update.update(state, L.key("w")).0
    #expect(state.inspector.pane == .inspector)
  }

  @Test("§1 Why not, from the last trace: no touch yet; then a touch that never reached the view")
  func whyNotAnswer() {
    let (session, clock) = L.session()
    L.rightClick(session, at: CGPoint(x: 80, y: 60))
    session.handle(L.key("w"))
    #expect(
      session.state.inspector.inspection?.whyNot.hasPrefix("No touch yet: touch the canvas first") == true)
    session.handle(.pointer(.down, CGPoint(x: 160, y: 100)))
    clock.advance(by: 0.05)
    session.handle(.pointer(.up, CGPoint(x: 160, y: 100)))
    #expect(
      session.state.inspector.inspection?.whyNot
        == "save was not hit, never visited: its superview card returned false from point(inside:) at "
        + "(150, 90), outside its bounds (0, 0, 120, 80). Touch 1 went to main.")
    #expect(session.canvas.plainText.contains { $0.contains("Why not save?") })
  }

  @Test("§8 #5 Hovering where a view is drawn over the one hit: the status bar names both")
  func drawnVersusHit() {
    let (session, _) = L.session()
    session.handle(L.mouse(.motion, .none, at: CGPoint(x: 120, y: 70), in: session))
    #expect(session.state.hoverView == "save")
    let text = session.canvas.plainText
    #expect(text.last?.contains("over: overlay (drawn) · hit: save") == true)
    #expect(text.contains { $0.contains("◇overlay") })
    session.handle(L.mouse(.motion, .none, at: CGPoint(x: 80, y: 60), in: session))
    #expect(session.canvas.plainText.last?.contains("over: save") == true)
    #expect(session.canvas.plainText.last?.contains("(drawn)") == false)
    #expect(!session.canvas.plainText.contains { $0.contains("◇") })
  }

  @Test("§8 #16 zPosition raises a view in drawing only: drawn and hit differ, and the drawn one is selected")
  func zPositionDrawnView() {
    let front = SceneNode(id: "front", frame: CGRect(x: 0, y: 0, width: 100, height: 100), subviewIndex: 1)
    let raised = SceneNode(id: "raised", frame: CGRect(x: 0, y: 0, width: 100, height: 100), subviewIndex: 0)
    // Drawing order: raised (zPosition 1) last, though it comes first among the subviews.
    let window = SceneNode(
      id: "w", frame: CGRect(x: 0, y: 0, width: 200, height: 120), children: [front, raised])
    var state = L.session().0.state
    state.scene = Scene(screenSize: CGSize(width: 200, height: 120), windows: [window])
    let cell = state.scaling.cell(for: CGPoint(x: 50, y: 50))
    let drawn = state.scene.drawnNode(at: cell, scaling: state.scaling)
    #expect(drawn == DrawnNode(id: "raised", path: [0, 0]))
    #expect(state.scene.hierarchy.map(\.id) == ["w", "raised", "front"])
    #expect(drawn.flatMap { state.scene.hierarchyIndex(ofPath: $0.path) } == 1)
  }
}
