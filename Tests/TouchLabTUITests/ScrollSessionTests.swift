import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A real scroll view driven through a session: a drag scrolls what the canvas draws, and the
/// 150 ms content touch delay plays out on ticks.
@Suite struct ScrollSessionTests {
  /// `list` (20, 10, 120, 90), content 120×300: labels `row1`…`row6` 40 pt apart and a button
  /// `buy` (10, 40, 100, 20) below `row1`.
  static func session() -> (Session, ManualClock) {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    app.addWindow(main)
    let list = ScrollView(id: "list", frame: CGRect(x: 20, y: 10, width: 120, height: 90))
    list.contentSize = CGSize(width: 120, height: 300)
    for index in 1...6 {
      let row = Label(
        id: "row\(index)", frame: CGRect(x: 10, y: 10 + CGFloat(index - 1) * 40, width: 100, height: 20))
      row.text = "Item \(index)"
      list.addSubview(row)
    }
    list.addSubview(Button(id: "buy", frame: CGRect(x: 10, y: 32, width: 100, height: 16)))
    main.addSubview(list)
    let layout = Layout(
      source: "scroll.yaml", title: "Scroll", screenSize: CGSize(width: 200, height: 120), application: app)
    let clock = ManualClock()
    return (Session(layout: layout, columns: 70, rows: 20, clock: clock), clock)
  }

  static func frame(of id: String, in session: Session) -> CGRect? {
    session.state.scene.windows.first?.children.first?.children.first { $0.id == id }?.frame
  }

  @Test func aDragScrollsTheContentOnScreen() throws {
    let (session, clock) = Self.session()
    let before = try #require(Self.frame(of: "row3", in: session))
    #expect(session.canvas.plainText.contains { $0.contains("row1") })
    var point = CGPoint(x: 130, y: 90)
    session.handle(.pointer(.down, point))
    for _ in 1...5 {
      clock.advance(by: 0.02)
      point.y -= 10
      session.handle(.pointer(.move, point))
    }
    clock.advance(by: 0.02)
    session.handle(.pointer(.up, point))
    let after = try #require(Self.frame(of: "row3", in: session))
    #expect(after.minY < before.minY - 30, "row3 moved up from \(before.minY) to \(after.minY)")
    #expect(session.state.trace.records.contains { if case .scroll = $0.step { true } else { false } })
    let canvas = session.canvas.plainText.prefix(12)
    #expect(!canvas.contains { $0.contains("row1") }, "row1 is cut off by list's edge")
    #expect(canvas.contains { $0.contains("┏▶list: ScrollView◀ ✦2━") }, "\(canvas.joined(separator: "\n"))")
  }

  /// A press on a button in the content: the button sees nothing for 150 ms, then, with no
  /// further input, its touchesBegan arrives and it highlights.
  @Test func contentTouchesArriveAfterTheDelay() {
    let (session, clock) = Self.session()
    session.handle(.pointer(.down, CGPoint(x: 60, y: 50)))
    #expect(session.state.hitView == "buy")
    #expect(session.state.scene.windows.first?.children.first?.children.last?.control?.isHighlighted == false)
    clock.advance(by: 0.2)
    session.tick()
    #expect(session.state.scene.windows.first?.children.first?.children.last?.control?.isHighlighted == true)
    #expect(
      session.state.trace.records.contains {
        $0.step
          == .sendDelayed(
            view: "buy", method: .touchesBegan, touches: [1], reason: .failed(recognizer: "list.touchDelay"))
      })
    #expect(session.canvas.plainText.contains { $0.contains("╔▶buy: Button◀") })
  }
}
