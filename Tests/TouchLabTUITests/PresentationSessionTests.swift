import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A Swift override of hit testing that counts its calls: a side effect hovering must not cause.
private final class CountingView: View {
  var calls = 0
  override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    calls += 1
    return super.hitTest(point, with: event)
  }
}

/// The session keeps animations moving on screen, and keeps the person's overrides for touches.
@Suite struct PresentationSessionTests {
  private static func layout(with view: View) -> Layout {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    application.addWindow(main)
    main.addSubview(view)
    return Layout(
      source: "t.yaml", title: "T", screenSize: CGSize(width: 200, height: 120), application: application)
  }

  /// The mouse moving over `point` with no button held.
  private static func hover(_ session: Session, at point: CGPoint) -> Message {
    let cell = session.state.scaling.cell(for: point)
    return .input(.mouse(MouseReport(.motion, button: .none, column: cell.column, row: cell.row)))
  }

  @Test("§8 #15 While a view animates the session wakes up for frames and redraws it moving; then it rests")
  func animationFrames() throws {
    let toast = View(id: "toast", frame: CGRect(x: 100, y: 0, width: 50, height: 20))
    toast.animation = ViewAnimation(fromFrame: CGRect(x: 0, y: 0, width: 50, height: 20), duration: 1)
    let clock = ManualClock(time: 5)  // opened 5 s into the session: the animation starts now
    let session = Session(layout: Self.layout(with: toast), columns: 100, rows: 30, clock: clock)
    #expect(session.nextTimerTime == 5 + Session.animationFrameInterval)
    let start = try #require(session.state.scene.windows.first?.children.first?.frame)
    #expect(start.minX == 0)
    clock.advance(by: 0.5)
    session.tick()
    let middle = try #require(session.state.scene.windows.first?.children.first?.frame)
    #expect(middle.minX == 50)
    clock.advance(by: 1)
    session.tick()
    #expect(session.state.scene.windows.first?.children.first?.frame.minX == 100)
    #expect(session.nextTimerTime == nil)
  }

  @Test("§8 #17 Hovering runs no Swift hitTest override: UIKit calls it only when a touch begins")
  func hoverSparesOverrides() {
    let counting = CountingView(id: "counting", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let session = Session(layout: Self.layout(with: counting), columns: 100, rows: 30, clock: ManualClock())
    #expect(!session.state.hoverRunsOverrides)
    session.handle(Self.hover(session, at: CGPoint(x: 50, y: 50)))
    #expect(counting.calls == 0)
    #expect(StatusBarText.of(session).contains("over: ? (hover runs no Swift overrides)"))
    session.handle(.pointer(.down, CGPoint(x: 50, y: 50)))
    #expect(counting.calls == 1)
  }

  @Test("A layout without Swift overrides still names the view under the pointer")
  func hoverProbesPlainViews() {
    let plain = View(id: "plain", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let session = Session(layout: Self.layout(with: plain), columns: 100, rows: 30, clock: ManualClock())
    #expect(session.state.hoverRunsOverrides)
    session.handle(Self.hover(session, at: CGPoint(x: 50, y: 50)))
    #expect(session.state.hoverView == "plain")
  }
}

/// The status bar's row as text.
enum StatusBarText {
  static func of(_ session: Session) -> String {
    let canvas = session.canvas
    return canvas.plainText[session.state.layout.statusRow]
  }
}
