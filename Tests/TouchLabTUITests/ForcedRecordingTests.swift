import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchOpening
import TouchScript

@testable import TouchLabTUI

/// Issue 6: `f` and `F` while recording are force steps with their time among the pointer
/// steps, so the recording plays back, headless and in the explorer, to the trace the session
/// made.
@Suite struct ForcedRecordingTests {
  typealias R = RecordingSessionTests

  /// A card with a tap recognizer a script can name (`cardTap`) and a plain view with one made
  /// in Swift without an id (named `TapGestureRecognizer` by its class).
  static func layout() -> Layout {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    application.addWindow(main)
    let card = View(id: "card", frame: CGRect(x: 10, y: 10, width: 100, height: 80))
    card.handledActions = ["didTap"]
    let tap = TapGestureRecognizer(id: "cardTap")
    tap.addTarget(card, action: "didTap")
    card.addGestureRecognizer(tap)
    main.addSubview(card)
    let plain = View(id: "plain", frame: CGRect(x: 120, y: 10, width: 70, height: 80))
    plain.addGestureRecognizer(TapGestureRecognizer())
    main.addSubview(plain)
    return Layout(
      source: "t.yaml", title: "T", screenSize: CGSize(width: 200, height: 120), application: application,
      gestureRecognizers: [tap])
  }

  static func hover(_ point: CGPoint, _ session: Session) -> Message {
    let cell = session.state.scaling.cell(for: point)
    return .input(.mouse(MouseReport(.motion, button: .none, column: cell.column, row: cell.row)))
  }

  /// Records, on the script tests' layout (a single tap on card that waits for a double tap):
  /// `f` over card with no touch, a click on save, `F` while a press on card is held, `f`
  /// while the single tap waits for the double tap's timer, and `F` after that timer fired. Returns the live records and the
  /// recording's path.
  static func recordSession(in folder: String) throws -> (live: [TraceRecord], path: String) {
    let clock = ManualClock()
    let session = Session(
      layout: try LayoutLoader.load(contentsOf: R.fixture), columns: 100, rows: 30, clock: clock,
      recordingsDirectory: folder)
    let collector = TraceCollector(session)
    let card = CGPoint(x: 120, y: 70)
    let save = CGPoint(x: 60, y: 165)
    func after(_ seconds: TimeInterval, _ message: Message) {
      clock.advance(by: seconds)
      collector.act { session.tick() }
      collector.act { session.handle(message) }
    }
    func mouse(_ action: MouseReport.Action, _ point: CGPoint) -> Message {
      R.mouse(action, session.state.scaling.cell(for: point))
    }
    collector.act { session.handle(R.key("r")) }
    after(0.2, hover(card, session))
    after(0.3, R.key("f"))
    after(0.5, mouse(.press, save))
    after(0.1, mouse(.release, save))
    after(0.5, mouse(.press, card))
    after(0.05, R.key("F"))
    after(0.05, mouse(.release, card))
    after(1, mouse(.press, card))
    after(0.08, mouse(.release, card))
    after(0.1, R.key("f"))
    // Once the double tap's wait has run out (a timer that fired on the tick before the key).
    after(0.5, R.key("F"))
    clock.advance(by: 2)
    collector.act { session.tick() }
    #expect(session.state.recording?.events == 10)
    collector.act { session.handle(R.key("r")) }
    #expect(session.state.status == "saved recording-1.yaml (10 events, 6 expectations)")
    return (collector.withoutIDs, "\(folder)/recording-1.yaml")
  }

  @Test("f and F while recording are force steps at their times, between the pointer steps")
  func forcesAreRecorded() throws {
    let folder = try R.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (_, path) = try Self.recordSession(in: folder)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let forces = text.components(separatedBy: "\n").filter { $0.hasPrefix("  - force:") }
    #expect(
      forces == [
        "  - force: {recognizer: selectTap, outcome: recognize, time: 0.5}",
        // To the microsecond: the clock's sums (0.5 + 1.15) carry no float noise into the file.
        "  - force: {recognizer: selectTap, outcome: fail, time: 1.65}",
        "  - force: {recognizer: selectTap, outcome: recognize, time: 2.88}",
        "  - force: {recognizer: selectTap, outcome: fail, time: 3.38}",
      ])
    let script = try ScriptLoader.load(contentsOf: path, for: try LayoutLoader.load(contentsOf: R.fixture))
    #expect(
      script.steps.map(\.name) == ["force"] + ["pointer", "pointer", "pointer", "force", "pointer"]
        + ["pointer", "pointer", "force", "force"])
  }

  @Test("A recorded session with f and F plays back headless to an identical trace")
  func playsBackHeadless() throws {
    let folder = try R.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (live, path) = try Self.recordSession(in: folder)
    let fresh = try LayoutLoader.load(contentsOf: R.fixture)
    let result = ScriptRunner.run(try ScriptLoader.load(contentsOf: path, for: fresh), on: fresh)
    let played = TraceCollector.withoutIDs(result.trace.records)
    #expect(TraceCollector.firstDifference(played, live) == nil)
    #expect(
      played.map(\.step).filter {
        if case .forced = $0 { return true }
        return false
      } == [
        .forced(recognizer: "selectTap", outcome: .recognize, applied: true),
        .forced(recognizer: "selectTap", outcome: .fail, applied: true),
        .forced(recognizer: "selectTap", outcome: .recognize, applied: true),
        .forced(recognizer: "selectTap", outcome: .fail, applied: true),
      ])
  }

  @Test("Played in the explorer (--play), the recording with its forces gives the same trace again")
  func playsBackInTheExplorer() throws {
    let folder = try R.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (live, path) = try Self.recordSession(in: folder)
    let clock = ManualClock()
    let fresh = try LayoutLoader.load(contentsOf: R.fixture)
    let session = Session(layout: fresh, columns: 100, rows: 30, clock: clock)
    let collector = TraceCollector(session)
    let script = try ScriptLoader.load(contentsOf: path, for: fresh)
    collector.act { session.play(script, name: "r.yaml") }
    var wakes = 0
    while let wake = session.nextWakeTime, wakes < 1000 {
      clock.time = wake
      collector.act { session.tick() }
      wakes += 1
    }
    #expect(session.state.playback?.isFinished == true)
    #expect(TraceCollector.firstDifference(collector.withoutIDs, live) == nil)
  }

  @Test("Played when the app loop wakes late, a force step still comes after the timers due before its time")
  func lateWakeKeepsTheOrder() throws {
    let layout = try LayoutLoader.load(contentsOf: R.fixture)
    let script = try ScriptLoader.load(
      yaml: """
        steps:
          - pointer: {kind: down, at: [120, 70], time: 0}
          - pointer: {kind: up, at: [120, 70], time: 0.1}
          - force: {recognizer: selectTap, outcome: fail, time: 1}
        """, source: "late.yaml", for: layout)
    let clock = ManualClock()
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock)
    session.play(script, name: "late.yaml")
    // One wake-up, long after everything was due: the double tap's wait (0.45 s) and the force.
    clock.time = 2
    session.tick()
    let fresh = try LayoutLoader.load(contentsOf: R.fixture)
    let headless = ScriptRunner.run(script, on: fresh)
    #expect(TraceCollector.firstDifference(session.recorder.records, headless.trace.records) == nil)
    let steps = session.recorder.records.map(\.step)
    let fired = steps.firstIndex(
      of: .timerFired(owner: "zoomTap", purpose: "maximumIntervalBetweenSuccessiveTaps"))
    let forced = steps.firstIndex(of: .forced(recognizer: "selectTap", outcome: .fail, applied: true))
    #expect(fired != nil && forced != nil && fired ?? 0 < forced ?? 0)
  }

  @Test(
    "A recognizer no script can name (made without an id) is forced but not recorded, and the status says so")
  func unnamedRecognizerIsLeftOut() throws {
    let folder = try R.directory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let session = Session(
      layout: Self.layout(), columns: 100, rows: 30, clock: ManualClock(), recordingsDirectory: folder)
    session.handle(R.key("r"))
    session.handle(Self.hover(CGPoint(x: 150, y: 50), session))
    #expect(session.state.hoverRecognizers == ["TapGestureRecognizer"])
    session.handle(R.key("f"))
    #expect(
      session.state.status == "TapGestureRecognizer has no id a script can name: its forcing is not recorded")
    #expect(session.state.recording?.events == 0)
    session.handle(Self.hover(CGPoint(x: 50, y: 50), session))
    session.handle(R.key("F"))
    #expect(session.state.recording?.events == 1)
    session.handle(R.key("r"))
    let text = try String(contentsOfFile: "\(folder)/recording-1.yaml", encoding: .utf8)
    #expect(text.hasSuffix("steps:\n  - force: {recognizer: cardTap, outcome: fail, time: 0}\n"))
    _ = try ScriptLoader.load(contentsOf: "\(folder)/recording-1.yaml", for: Self.layout())
  }
}
