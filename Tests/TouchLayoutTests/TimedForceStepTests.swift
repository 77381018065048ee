import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// `force:` with `time:` (how a recording writes `f`/`F`): read, checked against the timed
/// steps around it, and run at its time among pointer steps.
@Suite("Timed force steps")
struct TimedForceStepTests {
  @Test("force reads time: seconds since the script started; without it, the force runs when it comes")
  func reads() throws {
    let script = try ScriptFixture.read(
      """
        - pointer: {kind: down, at: [60, 165], time: 0.5}
        - force: {recognizer: selectTap, outcome: fail, time: 0.75}
        - pointer: {kind: up, at: [60, 165], time: 0.75}
        - force: zoomTap
      """)
    #expect(
      script.steps.map(\.action)[1...] == [
        .force(recognizer: "selectTap", .fail, time: 0.75),
        .pointer(Script.Pointer(.up, at: .point(CGPoint(x: 60, y: 165)), time: 0.75)),
        .force(recognizer: "zoomTap", .recognize),
      ])
    #expect(script.steps.map(ScriptRunner.describe)[1] == "force selectTap to fail, 0.75 s")
    #expect(script.steps.map(ScriptRunner.describe)[3] == "force zoomTap to recognize")
  }

  @Test("A timed force may not go back in time, before or after a pointer step, nor outside 0 to 86400 s")
  func rejectsTimeGoingBack() throws {
    let problems = try ScriptFixture.diagnostics(
      """
        - pointer: {kind: down, at: [60, 165], time: 1}
        - force: {recognizer: selectTap, time: 0.5}
        - force: {recognizer: selectTap, time: 2}
        - pointer: {kind: up, at: [60, 165], time: 1.5}
        - force: {recognizer: zoomTap, time: -1}
        - force: {recognizer: zoomTap, tmie: 3}
        - force: {recognizer: zoomTap, time: soon}
      """)
    #expect(
      problems == [
        "test.yaml:3:42: force time 0.5 is earlier than the previous pointer step's 1; "
          + "a script's time only goes forward",
        "test.yaml:5:46: pointer time 1.5 is earlier than the previous force step's 2; "
          + "a script's time only goes forward",
        "test.yaml:6:40: force time must be between 0 and 86400 seconds, got -1",
        "test.yaml:7:34: unknown key 'tmie' in force; did you mean 'time'?",
        "test.yaml:8:40: force time must be a number, got a string",
      ])
  }

  @Test("A timed force runs at its time, between the pointer steps around it: the trace of the same inputs")
  func runsAtItsTime() throws {
    let result = try ScriptFixture.run(
      """
        - pointer: {kind: down, at: [60, 60], time: 0.5}
        - force: {recognizer: zoomTap, time: 0.55}
          expect: {sends: [{action: zoom, to: homeVC}]}
        - pointer: {kind: up, at: [60, 60], time: 0.6}
      """)
    #expect(result.failures == [])
    let layout = try ScriptFixture.layout()
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 60, y: 60), time: 0.5))
    synthesizer.advance(to: 0.55)
    layout.application.gestureRecognizer(withID: "zoomTap")?.force(.recognize)
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 60, y: 60), time: 0.6))
    synthesizer.runUntilIdle()
    #expect(result.trace.records == recorder.records)
  }

  @Test("A timed force first lets the timers due by its time fire; a gesture after it waits the pause")
  func firesTimersThenPauses() throws {
    let result = try ScriptFixture.run(
      """
        - pointer: {kind: down, at: [60, 60], time: 0}
        - pointer: {kind: up, at: [60, 60], time: 0.1}
        - force: {recognizer: zoomTap, time: 1}
        - tap: [60, 60]
      """)
    let steps = result.trace.records.map(\.step)
    // selectTap's wait for the double tap (0.35 s) ran out before the force at 1 s.
    let selected = try #require(
      steps.firstIndex(of: .actionSent(action: "select", sender: "selectTap", target: "homeVC")))
    let forced = try #require(
      steps.firstIndex(of: .forced(recognizer: "zoomTap", outcome: .recognize, applied: true)))
    #expect(selected < forced)
    let downs = result.trace.records.compactMap { record -> TimeInterval? in
      if case .pointer(let event) = record.step, event.kind == .down { return event.timestamp }
      return nil
    }
    #expect(downs == [0, 1 + Gesture.pauseBetweenGestures])
  }
}
