import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// Pointer steps (what a recording is made of): read with view targets, run at their own
/// times, and the same trace as the gesture they spell out.
@Suite("Pointer steps")
struct PointerStepTests {
  @Test("A pointer step reads its kind, target, time and finger; finger defaults to 0")
  func reads() throws {
    let script = try ScriptFixture.read(
      """
        - pointer: {kind: down, at: {view: save, at: [10, 5]}, time: 0.5, finger: 1}
        - pointer: {kind: up, at: [30, 145], time: 0.6}
      """)
    #expect(
      script.steps.map(\.action) == [
        .pointer(Script.Pointer(.down, at: .view("save", CGPoint(x: 10, y: 5)), time: 0.5, finger: 1)),
        .pointer(Script.Pointer(.up, at: .point(CGPoint(x: 30, y: 145)), time: 0.6)),
      ])
    #expect(
      ScriptRunner.describe(script.steps[0]) == "pointer down on save at (10, 5), 0.5 s, finger 1")
    #expect(ScriptRunner.describe(script.steps[1]) == "pointer up at (30, 145), 0.6 s")
  }

  @Test("Pointer steps run at their times: the trace is the trace of the same events sent directly")
  func runsAtItsTimes() throws {
    let result = try ScriptFixture.run(
      """
        - pointer: {kind: down, at: {view: save, at: [10, 5]}, time: 0.5}
          expect: {hits: save}
        - pointer: {kind: move, at: [40, 150], time: 0.55}
        - pointer: {kind: up, at: [40, 150], time: 0.6}
          expect: {sends: [save]}
      """)
    #expect(result.failures == [])
    let layout = try ScriptFixture.layout()
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    // save's frame starts at (20, 140) in home, which fills the window at the screen's origin.
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 30, y: 145), time: 0.5))
    synthesizer.send(PointerEvent(.move, at: CGPoint(x: 40, y: 150), time: 0.55))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 40, y: 150), time: 0.6))
    synthesizer.runUntilIdle()
    #expect(result.trace.records == recorder.records)
  }

  @Test("A gesture after pointer steps waits the pause; a pointer step already passed runs at once")
  func mixesWithGestures() throws {
    let result = try ScriptFixture.run(
      """
        - pointer: {kind: down, at: [60, 165], time: 0}
        - pointer: {kind: up, at: [60, 165], time: 0.1}
        - tap: [60, 165]
        - pointer: {kind: down, at: [60, 165], time: 0.2}
        - pointer: {kind: up, at: [60, 165], time: 0.3}
      """)
    let downs = result.trace.records.compactMap { record -> TimeInterval? in
      if case .pointer(let event) = record.step, event.kind == .down { return event.timestamp }
      return nil
    }
    // The tap starts a pause after the first up (1.1 s) and lifts at 1.2 s: the next pointer
    // step (0.2 s) is already past, and runs then.
    let tapStart = 0.1 + Gesture.pauseBetweenGestures
    #expect(downs == [0, tapStart, tapStart + Gesture.tapDuration])
  }

  @Test("Screen and view points convert back and forth")
  func conversions() throws {
    let layout = try ScriptFixture.layout()
    let save = try #require(layout.application.windows.first?.view(withID: "save"))
    #expect(save.localPoint(fromScreen: CGPoint(x: 30, y: 145)) == CGPoint(x: 10, y: 5))
    #expect(save.screenPoint(fromLocal: CGPoint(x: 10, y: 5)) == CGPoint(x: 30, y: 145))
  }
}
