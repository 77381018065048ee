import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchScript

@testable import TouchLabTUI

/// Typed keys are part of what a session replays (issue 39): a recording writes them as timed
/// `type` steps among its pointer steps, and a what-if re-run (``TouchSequence/replay(on:recorder:until:)``)
/// types them again, so the trace of a form does not lose its typing. UIKit delivers typed keys
/// to the first responder (`UIKeyInput.insertText(_:)`), so they are input like a touch.
@Suite struct TypingRecordingTests {
  typealias R = RecordingSessionTests

  /// A 200×120 screen: text field `email` (20, 20, 160, 30) and button `go` (20, 70, 80, 30),
  /// written to `folder` so that the recording's expectations can load it again.
  static func layoutFile(in folder: String) throws -> String {
    let path = "\(folder)/form.yaml"
    try """
    screen: {width: 200, height: 120}
    windows:
      - id: main
        views:
          - {id: email, class: TextField, frame: [20, 20, 160, 30]}
          - {id: go, class: Button, frame: [20, 70, 80, 30], text: Go}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static func tap(_ session: Session, _ clock: ManualClock, _ point: CGPoint) {
    session.handle(.pointer(.down, point))
    clock.advance(by: 0.1)
    session.tick()
    session.handle(.pointer(.up, point))
  }

  @Test("Keys typed while recording are a type step at their time, and the recording types them again")
  func typingIsRecordedAndPlaysBack() throws {
    let folder = try R.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Self.layoutFile(in: folder)
    let clock = ManualClock()
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: path), columns: 100, rows: 30, clock: clock,
      recordingsDirectory: folder)
    session.handle(R.key("r"))
    clock.advance(by: 0.2)
    session.tick()
    Self.tap(session, clock, CGPoint(x: 60, y: 35))
    #expect(session.state.typingTarget == "email")
    clock.advance(by: 0.3)
    session.tick()
    TypingTests.type("a@b", into: session)
    clock.advance(by: 0.2)
    session.tick()
    Self.tap(session, clock, CGPoint(x: 60, y: 85))
    #expect(session.state.recording?.events == 5)
    // Esc gives the keys back to the explorer (it is not a step: nothing in a script stands
    // for the explorer's own key), and r stops the recording.
    session.handle(.input(.key(.escape)))
    session.handle(R.key("r"))
    #expect(
      session.state.status?.hasPrefix("saved recording-1.yaml (5 events") == true,
      "\(session.state.status ?? "")")
    let text = try String(contentsOfFile: "\(folder)/recording-1.yaml", encoding: .utf8)
    let typed = text.components(separatedBy: "\n").filter { $0.hasPrefix("  - type:") }
    #expect(typed == ["  - type: {text: \"a@b\", time: 0.6}"])
    let fresh = try LayoutLoader.load(contentsOf: path)
    let script = try ScriptLoader.load(contentsOf: "\(folder)/recording-1.yaml", for: fresh)
    #expect(script.steps.map(\.name) == ["pointer", "pointer", "type", "pointer", "pointer"])
    let result = ScriptRunner.run(script, on: fresh)
    #expect(result.failures.isEmpty, "\(result.failures)")
    let field = fresh.application.windows.lazy.flatMap(\.allViews).compactMap { $0 as? TextField }.first
    #expect(field?.text == "a@b")
    #expect(result.trace.records.contains { $0.step == .typed(responder: "email", text: "a@b") })
  }

  @Test("A re-run of the touch sequence (what-if) types the keys again: the same records, the same text")
  func rerunTypesAgain() throws {
    let folder = try R.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try Self.layoutFile(in: folder)
    let clock = ManualClock()
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: path), columns: 100, rows: 30, clock: clock)
    Self.tap(session, clock, CGPoint(x: 60, y: 35))
    clock.advance(by: 0.3)
    session.tick()
    TypingTests.type("hi\u{7F}o", into: session)
    #expect(session.lastSequence.inputs.contains { if case .type = $0 { true } else { false } })
    let fresh = try LayoutLoader.load(contentsOf: path)
    let recorder = TraceRecorder()
    _ = session.lastSequence.replay(
      on: fresh.application, recorder: recorder, until: session.application.scheduler.now)
    #expect(recorder.trace.records.map(\.step) == session.state.shownSequence.trace.records.map(\.step))
    #expect(recorder.trace.records.map(\.time) == session.state.shownSequence.trace.records.map(\.time))
    let field = fresh.application.windows.lazy.flatMap(\.allViews).compactMap { $0 as? TextField }.first
    #expect(field?.text == "ho")
  }
}
