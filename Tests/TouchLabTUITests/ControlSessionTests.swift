import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Real controls driven through a session: the scene captures their highlight and value after
/// each pointer event, so the canvas shows them.
@Suite struct ControlSessionTests {
  /// A 200×120 screen: button `go` (20, 20, 80, 30), switch `wifi` (120, 20, 60, 30), slider
  /// `volume` (20, 70, 160, 30).
  static func session() -> (Session, ManualClock) {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    app.addWindow(main)
    let go = Button(id: "go", frame: CGRect(x: 20, y: 20, width: 80, height: 30))
    go.title = "Go"
    main.addSubview(go)
    main.addSubview(Switch(id: "wifi", frame: CGRect(x: 120, y: 20, width: 60, height: 30)))
    main.addSubview(Slider(id: "volume", frame: CGRect(x: 20, y: 70, width: 160, height: 30)))
    let layout = Layout(
      source: "controls.yaml", title: "Controls", screenSize: CGSize(width: 200, height: 120),
      application: app)
    let clock = ManualClock()
    return (Session(layout: layout, columns: 90, rows: 30, clock: clock), clock)
  }

  static func node(_ id: String, in session: Session) -> SceneNode? {
    session.state.scene.windows.first?.children.first { $0.id == id }
  }

  @Test func aButtonIsHighlightedWhileTracked() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, CGPoint(x: 60, y: 35)))
    #expect(Self.node("go", in: session)?.control?.isHighlighted == true)
    #expect(session.canvas.plainText.contains { $0.contains("╔▶go: Button◀") })
    clock.advance(by: 0.05)
    // Dragged beyond the tracking area (bounds + 70 pt): no longer highlighted.
    session.handle(.pointer(.move, CGPoint(x: 60, y: 119)))
    clock.advance(by: 0.05)
    session.handle(.pointer(.move, CGPoint(x: 190, y: 119)))
    #expect(Self.node("go", in: session)?.control?.isHighlighted == false)
    session.handle(.pointer(.move, CGPoint(x: 60, y: 35)))
    #expect(Self.node("go", in: session)?.control?.isHighlighted == true)
    session.handle(.pointer(.up, CGPoint(x: 60, y: 35)))
    let go = Self.node("go", in: session)?.control
    #expect(go?.isHighlighted == false && go?.isTracking == false)
    #expect(session.canvas.plainText.contains { $0.contains("┏▶go: Button◀") })
  }

  @Test func aSwitchShowsItsStateAfterATap() {
    let (session, clock) = Self.session()
    #expect(session.canvas.plainText.contains { $0.contains("○ off") })
    session.handle(.pointer(.down, CGPoint(x: 150, y: 35)))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, CGPoint(x: 150, y: 35)))
    #expect(Self.node("wifi", in: session)?.control?.value == .toggle(isOn: true))
    #expect(session.canvas.plainText.contains { $0.contains("● on") })
  }

  @Test func aSliderShowsTheValueItWasDraggedTo() {
    let (session, clock) = Self.session()
    // The thumb (28 pt) is grabbed 4 pt left of its centre (34, 85); its centre then travels
    // 132 pt, so x 129 puts it three quarters of the way.
    session.handle(.pointer(.down, CGPoint(x: 30, y: 85)))
    clock.advance(by: 0.016)
    session.handle(.pointer(.move, CGPoint(x: 129, y: 85)))
    #expect(
      Self.node("volume", in: session)?.control?.value
        == .slider(value: 0.75, minimum: 0, maximum: 1, isContinuous: true))
    let text = session.canvas.plainText
    #expect(text.contains { $0.contains("━━●") && $0.contains("●─") }, "the track and thumb")
    #expect(text.contains { $0.contains("▶volume: Slider◀ = 0.75") }, "the value in the title")
  }
}
