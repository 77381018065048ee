import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout
import TouchOpening
import TouchScript

@testable import TouchLabTUI

/// Issue 6, record and playback, in the session: `r` records clicks into a file that is a
/// script at every moment, and the recording plays back (headless) to an identical trace.
@Suite struct RecordingSessionTests {
  /// The script tests' layout (Tests/TouchLayoutTests/ScriptFixtures/layout.yaml): a card with
  /// a single tap that waits for a double tap, a Button, a slider.
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TouchLayoutTests/ScriptFixtures/layout.yaml").path

  static func directory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchlab-rec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  static func key(_ character: Character) -> Message { .input(.key(.character(character))) }

  static func mouse(_ action: MouseReport.Action, _ cell: CellPosition) -> Message {
    .input(.mouse(MouseReport(action, button: .left, column: cell.column, row: cell.row)))
  }

  @Test("r starts recording (● REC in the status bar, counting events) and r again saves recording-1.yaml")
  func recordsAndSaves() throws {
    let folder = try Self.directory()
    let clock = ManualClock()
    let session = Session(
      layout: TestLayout.make(), columns: 100, rows: 30, clock: clock, recordingsDirectory: folder)
    session.source = LayoutSource(path: "E2E") { .success(TestLayout.make()) }
    session.handle(Self.key("r"))
    #expect(session.state.recording == RecordingStatus(name: "recording-1.yaml"))
    let save = session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
    session.handle(Self.mouse(.press, save))
    clock.advance(by: 0.1)
    session.handle(Self.mouse(.release, save))
    #expect(session.state.recording?.events == 2)
    #expect(session.canvas.plainText.last?.contains("● REC 2 events") == true)
    // While recording, the partial file is already a script: a crash leaves a valid prefix.
    let partial = "\(folder)/.recording-1.yaml.partial"
    let prefix = try ScriptLoader.load(contentsOf: partial, for: TestLayout.make())
    #expect(prefix.steps.count == 2)
    session.handle(Self.key("r"))
    #expect(session.state.recording == nil)
    // Saved with what it observed: the press hit save, so the file is a regression test at once.
    #expect(session.state.status == "saved recording-1.yaml (2 events, 1 expectation)")
    #expect(!FileManager.default.fileExists(atPath: partial))
    let script = try ScriptLoader.load(contentsOf: "\(folder)/recording-1.yaml", for: TestLayout.make())
    guard case .pointer(let down) = script.steps.first?.action else {
      Issue.record("the first step is not a pointer step")
      return
    }
    #expect(down.kind == .down)
    if case .view(let id, _) = down.target { #expect(id == "save") } else { Issue.record("no view target") }
    #expect(script.steps.first?.expectations.map(\.kind) == [.claim(.hits("save"))])
    #expect(ScriptRunner.run(script, on: TestLayout.make()).holds)
    // The next recording gets the next name; one with no touch keeps nothing.
    session.handle(Self.key("r"))
    #expect(session.state.recording?.name == "recording-2.yaml")
    session.handle(Self.key("r"))
    #expect(session.state.status == "nothing recorded")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["recording-1.yaml"])
  }

  @Test("q while recording keeps the recording")
  func quitKeepsTheRecording() throws {
    let folder = try Self.directory()
    let (layout, clock) = (TestLayout.make(), ManualClock())
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock, recordingsDirectory: folder)
    session.handle(Self.key("r"))
    session.handle(Self.mouse(.press, CellPosition(column: 5, row: 5)))
    session.handle(Self.key("q"))
    #expect(session.state.isQuitting)
    #expect(FileManager.default.fileExists(atPath: "\(folder)/recording-1.yaml"))
  }

  @Test("A recorded session plays back headless to an identical trace: press, drag, release, a double click")
  func playsBackToAnIdenticalTrace() throws {
    let folder = try Self.directory()
    let clock = ManualClock()
    // The session opens at clock time 0 and r is pressed then: the recording's time 0 is the
    // session's, so the trace's times line up too.
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: Self.fixture), columns: 100, rows: 30, clock: clock,
      recordingsDirectory: folder)
    session.handle(Self.key("r"))
    // The pane keeps one touch sequence: collect each before the next press clears it.
    var records: [TraceRecord] = []
    var seen = 0
    func press(_ point: CGPoint) {
      records += session.recorder.records[seen...]
      seen = session.recorder.records.count
      let cell = session.state.scaling.cell(for: point)
      session.handle(Self.mouse(.press, cell))
      // Cleared: the pane starts with this press (a double click's second press continues).
      // (The session reads its clock to the microsecond.)
      if case .pointer(let event) = session.recorder.records.first?.step,
        event.timestamp == MicrosecondClock.rounded(clock.time)
      {
        seen = 0
      }
    }
    func mouse(_ action: MouseReport.Action, _ point: CGPoint, after seconds: TimeInterval) {
      clock.advance(by: seconds)
      session.tick()
      if action == .press { return press(point) }
      session.handle(Self.mouse(action, session.state.scaling.cell(for: point)))
    }
    // Drag the slider's thumb along, then a tap on save, then a double click on card.
    mouse(.press, CGPoint(x: 30, y: 325), after: 0.5)
    mouse(.drag, CGPoint(x: 150, y: 325), after: 0.05)
    mouse(.drag, CGPoint(x: 300, y: 325), after: 0.05)
    mouse(.release, CGPoint(x: 300, y: 325), after: 0.05)
    mouse(.press, CGPoint(x: 60, y: 165), after: 1)
    mouse(.release, CGPoint(x: 60, y: 165), after: 0.1)
    mouse(.press, CGPoint(x: 120, y: 70), after: 1)
    mouse(.release, CGPoint(x: 120, y: 70), after: 0.08)
    mouse(.press, CGPoint(x: 120, y: 70), after: 0.1)
    mouse(.release, CGPoint(x: 120, y: 70), after: 0.08)
    clock.advance(by: 2)
    session.tick()
    records += session.recorder.records[seen...]
    session.handle(Self.key("r"))

    let fresh = try LayoutLoader.load(contentsOf: Self.fixture)
    let script = try ScriptLoader.load(contentsOf: "\(folder)/recording-1.yaml", for: fresh)
    #expect(script.steps.count == 10)
    let result = ScriptRunner.run(script, on: fresh)
    // Record ids restart with each sequence in the pane; everything else is the same.
    let played = result.trace.records.map {
      TraceRecord(id: 0, time: $0.time, depth: $0.depth, step: $0.step)
    }
    let live = records.map { TraceRecord(id: 0, time: $0.time, depth: $0.depth, step: $0.step) }
    #expect(played.count == live.count)
    #expect(played == live)
    #expect(
      result.trace.records.contains {
        $0.step == .actionSent(action: "zoom", sender: "zoomTap", target: "homeVC")
      })
  }
}

/// A recording saved with the expectations it observed (issue 18 #9): the hit view of each
/// press and the actions of each step, found by playing it back, checked to hold before it is
/// kept; and when they cannot be found, the recording is kept as recorded and the status says
/// why.
@Suite struct ObservedRecordingTests {
  @Test("The expectation line states the hit view and the actions, receivers included")
  func expectLine() {
    let line = ScriptRecording.expectLine([
      .hits("save"), .sends([.init("didTap", to: .responder("homeVC")), .init("orphan", to: .nobody)]),
    ])
    let sends = "sends: [{action: didTap, to: homeVC}, {action: orphan, to: none}]"
    #expect(line == "    expect: {hits: save, \(sends)}\n")
    #expect(ScriptRecording.expectLine([]) == "")
  }

  @Test("A layout that no longer loads: the recording is kept as recorded, and the status says why")
  func layoutGone() throws {
    let folder = try RecordingSessionTests.directory()
    let clock = ManualClock()
    let session = Session(
      layout: TestLayout.make(), columns: 100, rows: 30, clock: clock, recordingsDirectory: folder)
    session.source = LayoutSource(path: "E2E") { .failure(LayoutLoadError([])) }
    session.handle(RecordingSessionTests.key("r"))
    let save = session.state.scaling.cell(for: CGPoint(x: 100, y: 65))
    session.handle(RecordingSessionTests.mouse(.press, save))
    clock.advance(by: 0.1)
    session.handle(RecordingSessionTests.mouse(.release, save))
    session.handle(RecordingSessionTests.key("r"))
    #expect(
      session.state.status
        == "saved recording-1.yaml (2 events; no expectations: the layout does not load again)")
    let text = try String(contentsOfFile: "\(folder)/recording-1.yaml", encoding: .utf8)
    #expect(!text.contains("expect:"))
    #expect(text.contains("- pointer: {kind: up"))
  }
}
