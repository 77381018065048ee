import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchScript
import TouchYAML

@testable import TouchLabTUI

/// Issue 6, record and playback: the recorder turns pointer events into pointer steps, with
/// view targets where a touch began on a view with an id, and writes lines that read back.
@Suite struct ScriptRecordingTests {
  static func layout() -> Layout {
    let layout = TestLayout.make()
    // A view with no id: a touch on it is written as a screen point.
    let plain = View(frame: CGRect(x: 150, y: 40, width: 40, height: 40))
    layout.application.windows.first?.addSubview(plain)
    return layout
  }

  static func view(_ id: String, in layout: Layout) throws -> View {
    try #require(layout.application.windows.first?.view(withID: id))
  }

  @Test("A press on a view with an id is written in the view's coordinates; its moves and release as points")
  func viewTargetThenPoints() throws {
    let layout = Self.layout()
    let save = try Self.view("save", in: layout)
    var recording = ScriptRecording(origin: 10)
    recording.record(PointerEvent(.down, at: CGPoint(x: 75, y: 55), time: 10.5), on: save)
    recording.record(PointerEvent(.move, at: CGPoint(x: 80, y: 60), time: 10.6))
    recording.record(PointerEvent(.up, at: CGPoint(x: 80, y: 60), time: 10.75))
    #expect(
      recording.steps.compactMap(\.pointer) == [
        Script.Pointer(.down, at: .view("save", CGPoint(x: 5, y: 5)), time: 0.5),
        // 10.6 - 10 is 0.5999999999999996 in doubles: written to the microsecond.
        Script.Pointer(.move, at: .point(CGPoint(x: 80, y: 60)), time: 0.6),
        Script.Pointer(.up, at: .point(CGPoint(x: 80, y: 60)), time: 0.75),
      ])
    #expect(
      ScriptRecording.line(recording.steps[0])
        == "  - pointer: {kind: down, at: {view: save, at: [5, 5]}, time: 0.5, finger: 0}\n")
  }

  @Test(
    "Times are written to the microsecond, without float noise; the session's clock ticks in microseconds")
  func microsecondTimes() {
    var recording = ScriptRecording(origin: 1)
    recording.record(PointerEvent(.down, at: CGPoint(x: 1, y: 1), time: 1.3062089280000002))
    #expect(
      ScriptRecording.line(recording.steps[0])
        == "  - pointer: {kind: down, at: [1, 1], time: 0.306209, finger: 0}\n")
    let clock = MicrosecondClock(MonotonicClock())
    for _ in 0..<100 {
      let now = clock.now()
      #expect(now == MicrosecondClock.rounded(now), "\(now) is a whole number of microseconds")
    }
  }

  @Test("A press on a view without an id, or on nothing, is a screen point")
  func pointsWithoutAnID() throws {
    let layout = Self.layout()
    let plain = try #require(layout.application.windows.first?.subviews.last)
    var recording = ScriptRecording(origin: 0)
    let step = recording.record(PointerEvent(.down, at: CGPoint(x: 160, y: 50), time: 1), on: plain)
    #expect(step?.pointer?.target == .point(CGPoint(x: 160, y: 50)))
    let other = recording.record(PointerEvent(.down, at: CGPoint(x: 1, y: 2), time: 2, pointer: 1))
    #expect(other?.pointer?.target == .point(CGPoint(x: 1, y: 2)))
  }

  @Test("A move or release of a press that began before the recording is left out")
  func leavesOutTouchesItDidNotSeeBegin() {
    var recording = ScriptRecording(origin: 0)
    #expect(recording.record(PointerEvent(.move, at: .zero, time: 1)) == nil)
    #expect(recording.record(PointerEvent(.up, at: .zero, time: 1)) == nil)
    #expect(recording.record(PointerEvent(.cancel, at: .zero, time: 1)) == nil)
    #expect(recording.steps.isEmpty)
  }

  @Test("The text reads back as the same steps, with awkward numbers and ids exactly")
  func textReadsBack() throws {
    let layout = Self.layout()
    var recording = ScriptRecording(origin: 0.1)
    recording.record(PointerEvent(.down, at: CGPoint(x: 0.1 + 0.2, y: 5.551115123125783e-17), time: 0.3))
    recording.record(PointerEvent(.up, at: CGPoint(x: 1e-7, y: -0.0), time: 1 / 3))
    let text = recording.text(layout: "e2e.yaml", file: "recording-1.yaml")
    #expect(text.hasPrefix("# A touchlab recording of e2e.yaml"))
    #expect(text.contains("#   touchlab run e2e.yaml recording-1.yaml\n"))
    let script = try ScriptLoader.load(yaml: text, source: "recording-1.yaml", for: layout)
    #expect(script.steps.map(\.action) == recording.steps.map(\.action))
    // An id is written by the one YAML escaper, as an import writes its strings: a line feed
    // as `\n`, and a character that would reorder the text in a terminal (U+202E) escaped.
    #expect(YAMLText.scalar("save") == "save")
    #expect(YAMLText.scalar("true") == "\"true\"")
    #expect(YAMLText.scalar("a: \"b\"\n") == "\"a: \\\"b\\\"\\n\"")
    #expect(YAMLText.scalar("x\u{202E}y\u{1B}") == "\"x\\u202Ey\\u001B\"")
  }

  @Test("A forced recognizer is a force step at its time, never before the step before it, and reads back")
  func forceSteps() throws {
    let layout = ForcedRecordingTests.layout()
    var recording = ScriptRecording(origin: 2)
    recording.record(PointerEvent(.down, at: CGPoint(x: 50, y: 50), time: 2.5))
    let forced = recording.record(forcing: "cardTap", to: .fail, at: 2.75)
    #expect(forced == .force(recognizer: "cardTap", .fail, time: 0.75))
    #expect(
      ScriptRecording.line(forced) == "  - force: {recognizer: cardTap, outcome: fail, time: 0.75}\n")
    // The engine's time may lag a later press's clock stamp: the step keeps the order.
    recording.record(PointerEvent(.up, at: CGPoint(x: 50, y: 50), time: 3))
    #expect(recording.record(forcing: "cardTap", to: .recognize, at: 2.9).time == 1)
    let text = recording.text(layout: "t.yaml", file: "recording-1.yaml")
    #expect(text.contains("each f/F as a\n# force step"))
    let script = try ScriptLoader.load(yaml: text, source: "recording-1.yaml", for: layout)
    #expect(script.steps.map(\.action) == recording.steps.map(\.action))
  }
}
