import Foundation
import Testing
import TouchKit
import TouchTrace

@testable import TouchLayout
@testable import TouchScript

/// Scripts run on ScriptFixtures/layout.yaml: every expectation kind holding and failing with
/// its message, targets on views, state carried from step to step, and virtual time.
@Suite("Script runs")
struct ScriptRunTests {
  @Test("A script of every step kind, whose expectations of every kind hold")
  func everyKindHolds() throws {
    let result = try ScriptFixture.run(
      """
        - tap: [60, 165]
          expect: {hits: save, misses: [overlay], sends: [{action: save, to: homeVC}], receives: {save: [touchesBegan, touchesEnded]}}
        - doubleTap: card
          expect: {sends: [zoom], doesNotSend: [select], recognizes: [zoomTap], doesNotRecognize: [selectTap]}
        - tap: card
          expect: {states: {selectTap: [ended], zoomTap: [failed]}, traceShows: [selectTap]}
        - tripleTap: card
          expect: {recognizes: [zoomTap]}
        - longPress: {on: photo, duration: 0.8}
          expect: {states: {press: [began, ended]}, sends: [zoom]}
        - drag: {from: [30, 325], to: [320, 325]}
          expect: {value: {volume: 1}, sends: [volumeChanged]}
        - cancel: {on: [120, 460], after: 0.2}
          expect: {receives: {row: [touchesBegan, touchesCancelled]}}
        - swipe: {from: [300, 600], to: [300, 450]}
          expect: {states: {list.pan: [began, changed, ended]}}
        - pinch: {center: photo, from: 40, to: 160}
          expect: {states: {pinchy: [began, changed, ended]}}
        - rotate: {center: photo, radius: 60, degrees: 90}
          expect: {states: {spin: [began, changed, ended]}}
        - wait: 2
        - tap: toggle
          expect: {value: {toggle: true}}
        - tap: [250, 375]
          expect: {value: {range: 1}, traceContains: [{kind: controlValue, control: range}, {kind: hitView, view: range, window: main}]}
      """)
    #expect(result.failures == [])
    #expect(result.steps.count == 13)
    #expect(result.expectationCount == 22)
  }

  @Test(
    "Failing expectations say what was expected and what happened",
    arguments: [
      (
        "  - tap: [60, 165]\n    expect: {hits: card}",
        "expected the tap at (60, 165) to hit card; it hit save (path main › home › save)"
      ),
      (
        "  - tap: [60, 165]\n    expect: {misses: [save]}",
        "expected the tap at (60, 165) not to hit save; it did (path main › home › save)"
      ),
      (
        "  - tap: [60, 165]\n    expect: {sends: [zoom]}",
        "expected the tap at (60, 165) to send zoom; it sent save → homeVC"
      ),
      (
        "  - tap: [60, 165]\n    expect: {doesNotSend: [save]}",
        "expected the tap at (60, 165) not to send save; it sent save → homeVC"
      ),
      (
        "  - tap: card\n    expect: {recognizes: [zoomTap]}",
        "expected zoomTap to recognize the tap at (120, 70); it went possible → failed"
      ),
      (
        "  - tap: card\n    expect: {doesNotRecognize: [selectTap]}",
        "expected selectTap not to recognize the tap at (120, 70); it went possible → ended"
      ),
      (
        "  - tap: [60, 165]\n    expect: {receives: {save: [touchesBegan]}}",
        "expected save to receive touchesBegan from the tap at (60, 165); it received touchesBegan, touchesEnded"
      ),
      (
        "  - tap: [60, 165]\n    expect: {traceShows: [zoomTap]}",
        "expected the trace of the tap at (60, 165) to show 'zoomTap'; no line does"
      ),
      (
        "  - tap: toggle\n    expect: {value: {toggle: false}}",
        "expected toggle's isOn to be false after the tap at (45.5, 275.5); it is true"
      ),
      (
        "  - drag: {from: [30, 325], to: [320, 325]}\n    expect: {value: {volume: 0.5}}",
        "expected volume's value to be 0.5 after the drag from (30, 325) to (320, 325); it is 1"
      ),
      (
        "  - tap: [250, 375]\n    expect: {value: {range: 0}}",
        "expected range's selectedSegmentIndex to be 0 after the tap at (250, 375); it is 1"
      ),
      (
        "  - swipe: {from: [300, 600], to: [300, 450]}\n    expect: {value: {list: [0, 0]}}",
        "expected list's contentOffset to be (0, 0) after the drag from (300, 600) to (300, 450); it is (0, 150)"
      ),
      (
        "  - tap: card\n    expect: {states: {selectTap: [failed]}}",
        "expected selectTap to go to failed during the tap at (120, 70); it went to ended"
      ),
      (
        "  - tap: [60, 165]\n    expect: {states: {selectTap: [began]}}",
        "expected selectTap to go to began during the tap at (60, 165); it never changed state"
      ),
      (
        "  - tap: card\n    expect: {states: {zoomTap: []}}",
        "expected zoomTap not to change state during the tap at (120, 70); it went to failed"
      ),
      (
        "  - tap: [60, 165]\n    expect: {traceContains: [{kind: hitView, view: card}]}",
        "expected the trace of the tap at (60, 165) to contain a hitView record with view card; it has one, none like that (the closest has view save)"
      ),
      (
        "  - tap: [60, 165]\n    expect: {traceContains: [{kind: scroll}]}",
        "expected the trace of the tap at (60, 165) to contain a scroll record; it has none"
      ),
      (
        "  - tap: [60, 165]\n    expect: {traceContains: [{kind: hitView, veiw: save}]}",
        "expected the trace of the tap at (60, 165) to contain a hitView record with veiw save; it has one, "
          + "but hitView records have no field veiw (their fields: depth, id, kind, time, touch, view, window)"
      ),
      ("  - wait: 1\n    expect: {hits: save}", "expected the 1 s wait to hit save; it hit no view"),
    ])
  func failureMessages(_ steps: String, _ message: String) throws {
    #expect(
      try ScriptFixture.failures(steps).map { $0.split(separator: " ", maxSplits: 1)[1] } == [
        Substring(message)
      ])
  }

  @Test("force: a recognizer recognizes (or fails) now, its action checked without the gesture")
  func forceSteps() throws {
    let result = try ScriptFixture.run(
      """
        - force: zoomTap
          expect:
            sends: [{action: zoom, to: homeVC}]
            states: {zoomTap: [recognized]}
            traceContains: [{kind: forced, recognizer: zoomTap, outcome: recognize}]
        - force: {recognizer: selectTap, outcome: fail}
          expect: {doesNotSend: [select], states: {selectTap: [failed]}}
      """)
    #expect(result.holds, "\(result.steps.flatMap(\.failures))")
    #expect(result.steps.map(\.description) == ["force zoomTap to recognize", "force selectTap to fail"])
    let problems = try ScriptFixture.diagnostics("  - force: {recognizer: card, outcome: win}")
    #expect(problems.count == 2)
    #expect(problems.contains { $0.contains("unknown outcome 'win'") })
    #expect(problems.contains { $0.contains("force must name a gesture recognizer, but 'card' is a view") })
  }

  @Test("A failure points at its expectation's key")
  func failurePosition() throws {
    let failures = try ScriptFixture.run("  - tap: [60, 165]\n  - tap: card\n    expect:\n      hits: save")
      .failures
    #expect(failures.map { "\($0.line):\($0.column)" } == ["5:7"])
  }

  @Test("A touch on a view goes to its centre on screen")
  func viewCentre() throws {
    let result = try ScriptFixture.run("  - tap: toggle\n    expect: {hits: toggle}\n  - tap: tag")
    #expect(result.failures == [])
    let downs = result.trace.records.compactMap { record -> CGPoint? in
      if case .pointer(let pointer) = record.step, pointer.kind == .down { return pointer.location }
      return nil
    }
    // toggle: Switch (20, 260, 51, 31); tag: (150, 40, 100, 40) in card at (20, 20).
    #expect(downs == [CGPoint(x: 45.5, y: 275.5), CGPoint(x: 220, y: 80)])
  }

  @Test("§1 A touch on a covered view goes to the view in front, as on a device")
  func coveredView() throws {
    let result = try ScriptFixture.run("  - tap: save\n    expect: {hits: overlay, doesNotSend: [save]}")
    #expect(result.failures == [])
  }

  @Test("Steps run on one layout: what a step changes is there for the next")
  func stateCarriesOver() throws {
    let result = try ScriptFixture.run(
      """
        - tap: toggle
          expect: {value: {toggle: true}}
        - tap: toggle
          expect: {value: {toggle: false}}
        - tap: toggle
          expect: {value: {toggle: true}}
        - swipe: {from: [300, 600], to: [300, 450]}
        - wait: 5
          expect: {value: {list: [0, 150]}}
      """)
    #expect(result.failures == [])
  }

  @Test("Gestures start a second after the previous one ends, or after the waits before them")
  func virtualTime() throws {
    let result = try ScriptFixture.run(
      "  - tap: [60, 165]\n  - tap: [60, 165]\n  - wait: 1.5\n  - wait: 0.5\n  - tap: [60, 165]")
    let downs = result.trace.records.compactMap { record -> TimeInterval? in
      if case .pointer(let pointer) = record.step, pointer.kind == .down { return pointer.timestamp }
      return nil
    }
    // A tap lasts 0.1 s.
    #expect(downs == [0, 1.1, 3.2])
  }

  @Test("§4 A short wait makes two taps a double tap; the pause between steps keeps them apart")
  func waitMakesDoubleTap() throws {
    let apart = try ScriptFixture.run(
      "  - tap: card\n    expect: {sends: [select]}\n  - tap: card\n    expect: {sends: [select]}")
    #expect(apart.failures == [])
    let together = try ScriptFixture.run(
      "  - tap: card\n    expect: {doesNotSend: [select]}\n  - wait: 0.15\n  - tap: card\n    expect: {sends: [zoom]}"
    )
    #expect(together.failures == [])
  }

  @Test("Timers fire in the step they belong to: a single tap's late select is in its own step")
  func timersStayWithTheirStep() throws {
    let result = try ScriptFixture.run("  - tap: card\n  - tap: [60, 165]")
    let first = Trace(records: Array(result.trace.records[result.steps[0].records])).summary
    #expect(first.actions.map(\.action) == ["select"])
    #expect(result.steps[0].records.upperBound == result.steps[1].records.lowerBound)
    #expect(result.steps[1].records.upperBound == result.trace.records.count)
  }

  @Test("The same script on the same layout gives the same trace")
  func deterministic() throws {
    let steps =
      "  - doubleTap: card\n  - drag: {from: row, to: [100, 200]}\n  - pinch: {center: photo, from: 40, to: 160}"
    let first = try ScriptFixture.run(steps)
    let second = try ScriptFixture.run(steps)
    #expect(first.trace == second.trace)
    #expect(try TraceDocument(first.trace).encoded() == TraceDocument(second.trace).encoded())
  }

  @Test("Steps are described by their action and target")
  func descriptions() throws {
    let script = try ScriptFixture.read(
      """
        - tap: save
        - doubleTap: [10, 20]
        - longPress: photo
        - drag: {from: row, to: [100, 200]}
        - swipe: {from: [300, 400], to: [50, 400]}
        - pinch: {center: card, from: 40, to: 160}
        - rotate: {center: card, radius: 60, degrees: 90}
        - wait: 1.5
        - cancel: {on: save, after: 0.2}
      """)
    #expect(
      script.steps.map(ScriptRunner.describe) == [
        "tap on save", "double tap at (10, 20)", "long press on photo", "drag from row to (100, 200)",
        "swipe from (300, 400) to (50, 400)", "pinch on card", "rotation on card", "wait 1.5 s",
        "cancelled press on save",
      ])
  }
}
