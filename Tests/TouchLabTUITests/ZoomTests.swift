import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// `Z`: the canvas zoomed to the selected view's subtree. A way of looking at the canvas, not a
/// change to the hierarchy: a click is a point of the whole screen and hit testing runs through
/// the whole window (§1), whatever is drawn.
@Suite struct ZoomTests {
  typealias L = InspectLayout

  /// A 400×300 screen: `panel` (20, 20, 160, 120) holding the button `ok` (10, 10, 60, 30) and
  /// the label `info`; `badge` (150, 20, 60, 40), a sibling in front of the panel's right edge
  /// that takes touches; `other` (220, 160, 150, 100).
  static func session(columns: Int = 100, rows: Int = 30) -> Session {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    application.addWindow(main)
    let panel = View(id: "panel", frame: CGRect(x: 20, y: 20, width: 160, height: 120))
    let ok = Button(id: "ok", frame: CGRect(x: 10, y: 10, width: 60, height: 30))
    ok.title = "OK"
    panel.addSubview(ok)
    let info = Label(id: "info", frame: CGRect(x: 10, y: 60, width: 140, height: 30))
    info.text = "Hello"
    panel.addSubview(info)
    main.addSubview(panel)
    let badge = View(id: "badge", frame: CGRect(x: 150, y: 20, width: 60, height: 40))
    badge.handledTouchMethods = [.touchesBegan, .touchesEnded]
    main.addSubview(badge)
    main.addSubview(View(id: "other", frame: CGRect(x: 220, y: 160, width: 150, height: 100)))
    let layout = Layout(
      source: "zoom.yaml", title: "Zoom", screenSize: CGSize(width: 400, height: 300),
      application: application)
    return Session(layout: layout, columns: columns, rows: rows, clock: ManualClock())
  }

  static func click(_ session: Session, at point: CGPoint) {
    session.handle(L.mouse(.press, .left, at: point, in: session))
    session.handle(L.mouse(.release, .left, at: point, in: session))
  }

  @Test(
    "Z zooms to the selected view: its frame fills the canvas, only its subtree is drawn; Z and Esc go back")
  func zoomAndBack() throws {
    let session = Self.session()
    L.rightClick(session, at: CGPoint(x: 100, y: 120))
    #expect(session.state.inspector.selectedView == "panel")
    session.handle(L.key("Z"))
    #expect(session.state.viewport.zoom?.id == "panel")
    let scaling = session.state.scaling
    let area = session.state.layout.canvasArea
    #expect(scaling.origin == CGPoint(x: 20, y: 20))
    let box = scaling.cellRect(for: CGRect(x: 20, y: 20, width: 160, height: 120))
    #expect(box.column == area.column && box.row == area.row)
    #expect(box.columns == area.columns || box.rows == area.rows, "the panel fills the canvas on one axis")
    let text = Screen.render(session.state).plainText.joined(separator: "\n")
    #expect(text.contains("ok") && text.contains("Hello") && text.contains("zoomed to panel"))
    #expect(!text.contains("badge") && !text.contains("other"), "views outside the subtree are not drawn")
    session.handle(L.key(.escape))
    #expect(session.state.viewport.zoom == nil)
    #expect(session.state.inspector.selectedView == "panel", "Esc leaves the zoom before the selection")
    session.handle(L.key("Z"))
    session.handle(L.key("Z"))
    #expect(session.state.viewport.zoom == nil)
    #expect(session.state.scaling == Scaling(screenSize: CGSize(width: 400, height: 300), area: area))
  }

  @Test(
    "§1 While zoomed a click is a point of the whole screen: a view in front outside the subtree takes it")
  func clicksGoThroughTheWholeWindow() throws {
    let session = Self.session()
    L.rightClick(session, at: CGPoint(x: 100, y: 120))
    session.handle(L.key("Z"))
    // ok, at (30, 30)…(90, 60) on screen: a click on its drawn box touches it there.
    Self.click(session, at: CGPoint(x: 60, y: 45))
    #expect(session.state.hitView == "ok")
    let point = try #require(session.state.pointerPoint)
    #expect(CGRect(x: 30, y: 30, width: 60, height: 30).contains(point), "\(point) is a point of the screen")
    // §1: the window asks its subviews front to back; badge is in front of the panel there,
    // so it is hit, though the zoomed canvas does not draw it.
    Self.click(session, at: CGPoint(x: 170, y: 40))
    #expect(session.state.hitView == "badge")
    // What is drawn there is the panel (a right-click selects it), and the status bar says
    // the hit view differs.
    L.rightClick(session, at: CGPoint(x: 170, y: 40))
    #expect(session.state.inspector.selectedView == "panel")
  }

  @Test("Z without a selection, or on a hidden view, says why and does not zoom")
  func refusals() {
    let session = Self.session()
    session.handle(L.key("Z"))
    #expect(session.state.viewport.zoom == nil)
    #expect(session.state.status?.contains("select a view first") == true)
    let (inspect, _) = L.session()
    // ghost is hidden: Tab to it (document order: main, card, save, overlay, ghost).
    for _ in 0..<5 { inspect.handle(L.key(.tab)) }
    #expect(inspect.state.inspector.selectedView == "ghost")
    inspect.handle(L.key("Z"))
    #expect(inspect.state.viewport.zoom == nil)
    #expect(inspect.state.status?.contains("hidden") == true)
  }

  @Test(
    "The viewport's own update: Z zooms to a drawn view and clears a free zoom, never to a hidden or sub-point one"
  )
  func viewportUpdate() {
    var viewport = Viewport()
    let frame = CGRect(x: 10, y: 10, width: 40, height: 20)
    #expect(
      viewport.zoom(to: "card", path: [0, 1], frame: frame, isHidden: true).hasPrefix("card is hidden"))
    #expect(
      viewport.zoom(
        to: "card", path: [0, 1], frame: CGRect(x: 0, y: 0, width: 0.5, height: 9), isHidden: false
      )
      .hasSuffix("nothing to zoom to"))
    #expect(viewport.zoom == nil)
    viewport.freeZoom = FreeZoom(level: 1, origin: .zero)
    #expect(
      viewport.zoom(to: "card", path: [0, 1], frame: frame, isHidden: false).hasPrefix("zoomed to card"))
    #expect(viewport.zoom == Zoom(id: "card", path: [0, 1]) && viewport.freeZoom == nil)
    #expect(viewport.toggleOutlines().hasPrefix("outlines only") && viewport.outlinesOnly)
    #expect(viewport.leaveZoom() == "the whole screen" && viewport.zoom == nil)
  }

  @Test("A zoom whose view is gone from the scene is left")
  func staleZoomIsDropped() {
    let session = Self.session()
    L.rightClick(session, at: CGPoint(x: 100, y: 120))
    session.handle(L.key("Z"))
    var scene = session.state.scene
    scene.windows[0].children.removeFirst()
    let (next, _) = Update.update(session.state, .engine(.sceneChanged(scene)))
    #expect(next.viewport.zoom == nil)
  }

  @Test("Zoomed into a small view, cells are finer than a tenth of a point and still map back")
  func fineCells() {
    let scaling = Scaling(
      viewport: CGRect(x: 20.5, y: 7, width: 4, height: 2),
      area: CellRect(column: 0, row: 1, columns: 80, rows: 20))
    for row in 1..<21 {
      for column in 0..<80 {
        let point = scaling.point(forColumn: column, row: row)
        #expect(scaling.cell(for: point) == CellPosition(column: column, row: row))
      }
    }
    #expect(scaling.point(forColumn: 0, row: 1).x > 20.5)
  }
}
