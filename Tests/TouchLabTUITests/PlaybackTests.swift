import Foundation
import Testing
import TouchKit
import TouchLayout
import TouchScript

@testable import TouchLabTUI

/// Issue 6, playback in the terminal UI (`touchlab open LAYOUT --play SCRIPT [--step]`), and
/// the keys of recording and playback as pure updates.
@Suite struct PlaybackTests {
  static let script = """
    steps:
      - pointer: {kind: down, at: {view: save, at: [5, 5]}, time: 0.5}
      - pointer: {kind: up, at: [75, 55], time: 0.6}
      - tap: note
    """

  static func pointerTimes(_ session: Session) -> [TimeInterval] {
    session.recorder.records.compactMap { record in
      if case .pointer(let event) = record.step { return event.timestamp }
      return nil
    }
  }

  @Test("A script plays at its own speed on the session's clock; the status bar follows the steps")
  func playsAtItsSpeed() throws {
    let clock = ManualClock(time: 5)
    let layout = TestLayout.make()
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock)
    session.play(try ScriptLoader.load(yaml: Self.script, source: "s.yaml", for: layout), name: "s.yaml")
    #expect(session.state.playback == PlaybackStatus(name: "s.yaml", step: 0, total: 3))
    #expect(session.nextWakeTime == 5.5)
    clock.time = 5.5
    session.tick()
    #expect(session.state.isPressed)
    #expect(session.state.hitView == "save")
    #expect(session.canvas.plainText.last?.contains("▶ s.yaml step 1/3") == true)
    clock.time = 5.6
    session.tick()
    #expect(Self.pointerTimes(session) == [5.5, 5.6])
    // The tap starts the pause after the last touch, on note's centre.
    #expect(session.nextWakeTime == 5.6 + Gesture.pauseBetweenGestures)
    clock.time = 7
    session.tick()
    // note is a Label, which ignores touches: the window behind it gets the tap.
    #expect(session.state.pointerPoint == CGPoint(x: 165, y: 20))
    #expect(session.state.hitView == "main")
    #expect(Self.pointerTimes(session).count == 2)
    #expect(session.state.playback?.isFinished == true)
    #expect(session.canvas.plainText.last?.contains("▶ s.yaml played (3 steps)") == true)
    #expect(session.nextWakeTime == nil)
  }

  @Test("Step by step, each step waits for space, and then plays at once")
  func stepByStep() throws {
    let clock = ManualClock()
    let layout = TestLayout.make()
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock)
    let script = try ScriptLoader.load(yaml: Self.script, source: "s.yaml", for: layout)
    session.play(script, name: "s.yaml", stepping: true)
    #expect(session.state.playback?.waitsForKey == true)
    #expect(session.canvas.plainText.last?.contains("space: next step") == true)
    clock.time = 10
    session.tick()
    #expect(session.recorder.records.isEmpty)
    session.handle(.input(.key(.character(" "))))
    #expect(Self.pointerTimes(session) == [10])
    #expect(session.state.playback?.step == 1)
    clock.time = 20
    session.handle(.input(.key(.character(" "))))
    #expect(Self.pointerTimes(session) == [10, 20])
    session.handle(.input(.key(.character(" "))))
    // A gesture's own events keep their timing within the step.
    #expect(abs((session.nextWakeTime ?? 0) - (20 + Gesture.tapDuration)) < 1e-9)
    clock.time = 21
    session.tick()
    #expect(session.state.playback?.isFinished == true)
  }

  @Test("A target the layout no longer has stops playback with why")
  func stopsOnAMissingView() throws {
    let clock = ManualClock()
    let layout = TestLayout.make()
    let session = Session(layout: layout, columns: 100, rows: 30, clock: clock)
    let script = try ScriptLoader.load(yaml: "steps:\n  - tap: note\n", source: "s.yaml", for: layout)
    layout.application.windows.first?.view(withID: "note")?.removeFromSuperview()
    session.play(script, name: "s.yaml")
    #expect(session.state.playback?.failure?.contains("unknown view 'note'") == true)
    #expect(session.nextWakeTime == nil)
  }

  @Test("r asks to start recording, and to stop one in progress; q and n stop it first")
  func recordingKeys() {
    let state = TestLayout.session().0.state
    #expect(Update.update(state, .input(.key(.character("r")))).1 == [.startRecording])
    var recording = state
    recording.recording = RecordingStatus(name: "recording-1.yaml", events: 3)
    #expect(Update.update(recording, .input(.key(.character("r")))).1 == [.stopRecording])
    let (quitting, effects) = Update.update(recording, .input(.key(.character("q"))))
    #expect(quitting.isQuitting && effects == [.stopRecording])
    #expect(Update.update(state, .input(.key(.character(" ")))).1 == [])
    let (stopped, _) = Update.update(recording, .recordingStopped(name: "recording-1.yaml", events: 3))
    #expect(stopped.recording == nil && stopped.status == "saved recording-1.yaml (3 events, 0 expectations)")
  }
}
