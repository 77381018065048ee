import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening

@testable import TouchLabTUI

/// The status bar keeps the result of the last touch however narrow the terminal (the
/// first-hour issue: at 110–120 columns it was cut off, at 80×24 it was never there): the other
/// parts give way first, in a fixed order (``StatusPart/GivingWay``).
@Suite struct StatusBarPriorityTests {
  static let sizes = [(80, 24), (110, 40), (120, 40), (160, 50), (240, 60)]

  /// The default layout at `columns`×`rows`, after a click on save's left half (it handles the
  /// touch itself) and the pointer resting on list.
  static func tappedSave(columns: Int, rows: Int) throws -> (Session, ManualClock) {
    let layout = try LayoutLoader.load(
      contentsOf: DrawnViewTests.layouts.appendingPathComponent("default.yaml").path)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: columns, rows: rows, clock: clock)
    session.handle(.pointer(.down, CGPoint(x: 260, y: 300)))
    clock.advance(by: 0.1)
    session.handle(.pointer(.up, CGPoint(x: 260, y: 300)))
    let list = session.state.scaling.cell(for: CGPoint(x: 100, y: 600))
    session.handle(.input(.mouse(MouseReport(.motion, button: .none, column: list.column, row: list.row))))
    return (session, clock)
  }

  static func statusRow(_ session: Session) -> String { session.canvas.plainText.last ?? "" }

  @Test("The result of the last touch is in the status bar at 80×24, 110, 120 columns and wider")
  func resultSurvivesEveryWidth() throws {
    for (columns, rows) in Self.sizes {
      let (session, _) = try Self.tappedSave(columns: columns, rows: rows)
      let status = Self.statusRow(session)
      #expect(status.contains("touch → save · save handled touchesEnded"), "\(columns)×\(rows): \(status)")
      #expect(status.contains("? help"), "\(columns)×\(rows): \(status)")
      if columns >= 110 {
        #expect(status.contains("over: list"), "room for the view under the pointer: \(status)")
      }
      if columns >= 160 {
        #expect(status.contains("pointer (") && status.contains("pt · over: list"), "everything: \(status)")
      }
    }
  }

  @Test("A long message and the toggles' mark do not push the result off the bar at 80×24")
  func resultSurvivesAMessage() throws {
    for (columns, rows) in Self.sizes {
      let (session, _) = try Self.tappedSave(columns: columns, rows: rows)
      var state = session.state
      state.status = "reloaded default.yaml · toggles dropped (the file is the truth) · list is gone"
      state.recording = RecordingStatus(name: "recording-1.yaml", events: 3)
      let status = Screen.render(state).plainText.last ?? ""
      #expect(status.contains("REC"), "the recording mark first: \(status)")
      #expect(status.contains("reloaded default.yaml"), "the message's first words: \(status)")
      #expect(status.contains("touch → save"), "\(columns)×\(rows): \(status)")
    }
  }

  @Test(
    "The parts give way in order: coordinates, selection, force hint, recognizers, held touch, message, over, detail"
  )
  func givingWayOrder() {
    let parts = [
      StatusPart(text: "MARK"),
      StatusPart(text: "a long message here", isMessage: true),
      StatusPart(
        text: "touch → save · save handled touchesEnded", shorter: [(.outcomeDetail, "touch → save")]),
      StatusPart(text: "pointer (1, 2) pt", shorter: [(.pointerPoint, "")]),
      StatusPart(
        text: "over: save ✦ tap (f/F: force)", shorter: [(.forceHint, "over: save ✦ tap"), (.over, "")]),
      StatusPart(text: "selected: save", shorter: [(.selection, "")]),
    ]
    let full = StatusPart.join(parts.map(\.text))
    #expect(StatusPart.fit(parts, columns: 200) == full)
    #expect(
      StatusPart.fit(parts, columns: StatusPart.width(full) - 1)
        == "MARK · a long message here · touch → save · save handled touchesEnded · over: save ✦ tap (f/F: force) · selected: save"
    )
    #expect(
      StatusPart.fit(parts, columns: 100)
        == "MARK · a long message here · touch → save · save handled touchesEnded · over: save ✦ tap")
    #expect(
      StatusPart.fit(parts, columns: 70)
        == "MARK · a long message here · touch → save · save handled touchesEnded")
    #expect(StatusPart.fit(parts, columns: 47) == "MARK · a long message here · touch → save")
    #expect(StatusPart.fit(parts, columns: 36) == "MARK · a long messag… · touch → save")
    #expect(StatusPart.fit(parts, columns: 10) == "MARK · to…", "only the marks left: cut at the end")
  }

  @Test("The held touch and the recognizers shorten before the result does")
  func heldTouchShortens() throws {
    let (session, _) = try FingersFixture.session(columns: 80, rows: 24)
    let photo = session.state.scaling.cell(for: CGPoint(x: 55, y: 60))
    session.handle(FingersFixture.mouse(.press, photo))
    session.handle(FingersFixture.mouse(.release, photo))
    session.handle(FingersFixture.mouse(.press, photo, .alt))
    let status = Self.statusRow(session)
    #expect(status.contains("touch → photo"), "\(status)")
    #expect(status.contains("drag for 2 fingers") || status.contains("drag away for 2 fingers"), "\(status)")
  }
}
