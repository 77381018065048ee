import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// Issue 6: in the explorer, f and F force the recognizer under the pointer.
@Suite struct ForceKeyTests {
  private static func session() -> Session {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    application.addWindow(main)
    let card = View(id: "card", frame: CGRect(x: 10, y: 10, width: 120, height: 80))
    card.handledActions = ["didTap"]
    let tap = TapGestureRecognizer(id: "cardTap")
    tap.addTarget(card, action: "didTap")
    card.addGestureRecognizer(tap)
    main.addSubview(card)
    let layout = Layout(
      source: "t.yaml", title: "T", screenSize: CGSize(width: 200, height: 120), application: application,
      gestureRecognizers: [tap])
    return Session(layout: layout, columns: 100, rows: 30, clock: ManualClock())
  }

  private static func hover(_ session: Session, at point: CGPoint) {
    let cell = session.state.scaling.cell(for: point)
    session.handle(.input(.mouse(MouseReport(.motion, button: .none, column: cell.column, row: cell.row))))
  }

  private static func key(_ character: Character) -> Message { .input(.key(.character(character))) }

  @Test("f over a view forces its first recognizer to recognize: the action is sent and the pane shows it")
  func forceRecognize() {
    let session = Self.session()
    Self.hover(session, at: CGPoint(x: 50, y: 50))
    #expect(session.state.hoverRecognizers == ["cardTap"])
    session.handle(Self.key("f"))
    let steps = session.state.trace.records.map(\.step)
    #expect(steps.first == .forced(recognizer: "cardTap", outcome: .recognize, applied: true))
    #expect(steps.contains(.actionSent(action: "didTap", sender: "cardTap", target: "card")))
    #expect(session.state.status == "forced cardTap to recognize")
  }

  @Test("F forces a failure; with no recognizer under the pointer the status bar says what to do")
  func forceFailAndNothingThere() {
    let session = Self.session()
    Self.hover(session, at: CGPoint(x: 50, y: 50))
    session.handle(Self.key("F"))
    #expect(
      session.state.trace.records.map(\.step).contains(
        .stateChange(recognizer: "cardTap", from: .possible, to: .failed, reason: .forced)))
    Self.hover(session, at: CGPoint(x: 180, y: 110))
    session.handle(Self.key("f"))
    #expect(session.state.status?.hasPrefix("f/F: point at a view") == true)
  }
}
