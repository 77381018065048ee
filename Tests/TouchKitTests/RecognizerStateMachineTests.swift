import Foundation
import Testing

@testable import TouchKit

/// Reference §4, "Gesture recognizer state machine", and its coordination rules.
@Suite("§4 Gesture recognizer state machine")
struct RecognizerStateMachineTests {
  @Test(
    "Transition table: discrete possible → recognized | failed; continuous possible → began → changed* → ended | cancelled",
    arguments: [
      (GestureRecognizer.State.possible, GestureRecognizer.State.ended, false, true),
      (.possible, .failed, false, true),
      (.possible, .began, false, false),
      (.possible, .began, true, true),
      (.possible, .ended, true, false),
      (.began, .changed, true, true),
      (.changed, .changed, true, true),
      (.changed, .cancelled, true, true),
      (.began, .failed, true, false),
      (.failed, .possible, false, false),
      (.ended, .ended, false, false),
    ])
  func transitionTable(
    from: GestureRecognizer.State, to: GestureRecognizer.State, continuous: Bool, valid: Bool
  ) {
    #expect(GestureRecognizer.isValidTransition(from: from, to: to, continuous: continuous) == valid)
  }

  @Test("An invalid transition is a trace record, never a crash, and changes nothing (§4)")
  func invalidTransitionTraced() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let recognizer = ManualRecognizer(id: "manual")
    recognizer.onBegan = { $0.state = .changed }
    view.addGestureRecognizer(recognizer)
    stage.down(10, 10)
    #expect(stage.steps.contains(.invalidTransition(recognizer: "manual", from: .possible, to: .changed)))
    #expect(recognizer.state == .possible)
  }

  @Test("Terminal states persist until the sequence ends, then reset() returns to possible (§4)")
  func resetAfterSequence() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    view.isMultipleTouchEnabled = true
    let recognizer = stage.tap(on: view, id: "tap")
    stage.down(10, 10, finger: 0)
    stage.down(20, 20, finger: 1)
    #expect(recognizer.state == .failed)
    stage.up(10, 10, finger: 0)
    #expect(recognizer.state == .failed)
    stage.up(20, 20, finger: 1)
    #expect(recognizer.state == .possible)
    #expect(stage.steps.last == .sequenceEnd(touches: [1, 2]))
    #expect(stage.steps.contains(.reset(recognizer: "tap")))
  }

  @Test(
    "Default rule: the first recognizer to leave possible wins, the others holding the touch fail (§3, §4)")
  func firstToRecognizeWins() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let parent = view.superview ?? stage.window
    stage.tap(on: view, id: "inner")
    stage.tap(on: parent, id: "outer")
    stage.tap(10, 10)
    #expect(stage.transitions == ["inner:ended", "outer:failed"])
    #expect(
      stage.steps.contains(
        .stateChange(recognizer: "outer", from: .possible, to: .failed, reason: .preventedBy(other: "inner")))
    )
  }

  @Test("shouldRecognizeSimultaneouslyWith true: both recognize (§4)")
  func simultaneousRecognition() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let delegate = ScriptedDelegate()
    delegate.simultaneous = true
    stage.tap(on: view, id: "a").delegate = delegate
    stage.tap(on: stage.window, id: "b")
    stage.tap(10, 10)
    #expect(stage.transitions == ["a:ended", "b:ended"])
  }

  @Test("gestureRecognizerShouldBegin false (delegate) fails the recognizer (§4)")
  func delegateShouldBegin() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let delegate = ScriptedDelegate()
    delegate.shouldBegin = false
    stage.tap(on: view, id: "tap").delegate = delegate
    stage.tap(10, 10)
    #expect(stage.transitions == ["tap:failed"])
    #expect(view.methods == [.touchesBegan, .touchesEnded])
  }

  @Test("UIView.gestureRecognizerShouldBegin false (the hit view's) fails a recognizer on an ancestor (§4)")
  func viewShouldBegin() {
    final class Refusing: RecordingView {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
    }
    let stage = Stage()
    stage.add(Refusing(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: stage.window, id: "tap")
    stage.tap(10, 10)
    #expect(
      stage.steps.contains(
        .stateChange(recognizer: "tap", from: .possible, to: .failed, reason: .shouldBeginDenied(by: "v"))))
  }

  @Test("require(toFail:): single tap waits for the double tap to fail, then fires ~0.35 s late (§4, §8 #11)")
  func requireToFail() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let single = stage.tap(on: view, id: "single")
    let double = stage.tap(on: view, id: "double", taps: 2)
    single.require(toFail: double)
    stage.tap(10, 10)
    #expect(stage.steps.contains(.waitForFailure(recognizer: "single", requested: .ended, other: "double")))
    #expect(single.state == .possible)
    stage.settle()
    #expect(stage.transitions == ["double:failed", "single:ended"])
    let recognized = try #require(
      stage.trace.records.first {
        if case .stateChange("single", _, .ended, .requirementFailed("double")) = $0.step {
          true
        } else {
          false
        }
      })
    #expect(abs(recognized.time - 0.45) < 1e-9)
  }

  @Test("require(toFail:): when the required recognizer recognizes, the waiting one fails (§4)")
  func requireToFailRecognized() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let single = stage.tap(on: view, id: "single")
    single.require(toFail: stage.tap(on: view, id: "double", taps: 2))
    stage.tap(10, 10)
    stage.tap(10, 10, after: 0.1)
    stage.settle()
    #expect(stage.transitions == ["double:ended", "single:failed"])
  }

  @Test(
    "Dynamic requirements: shouldRequireFailure(of:) and the delegate's shouldRequireFailureOf act as require(toFail:) (§4)"
  )
  func dynamicRequirements() {
    final class Patient: TapGestureRecognizer {
      override func shouldRequireFailure(of other: GestureRecognizer) -> Bool {
        (other as? TapGestureRecognizer)?.numberOfTapsRequired == 2
      }
    }
    final class Requiring: GestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
      ) -> Bool { other.id == "double" }
    }
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    view.addGestureRecognizer(Patient(id: "patient"))
    let delegate = Requiring()
    stage.tap(on: view, id: "single").delegate = delegate
    stage.tap(on: view, id: "double", taps: 2)
    stage.tap(10, 10)
    #expect(stage.steps.contains(.waitForFailure(recognizer: "patient", requested: .ended, other: "double")))
    #expect(stage.steps.contains(.waitForFailure(recognizer: "single", requested: .ended, other: "double")))
    stage.settle()
    #expect(stage.transitions == ["double:failed", "patient:ended", "single:failed"])
  }

  @Test("Without require(toFail:), a double tap fires the single tap first, then the double (§8 #11)")
  func singleBeforeDouble() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "double", taps: 2)
    stage.tap(on: view, id: "single")
    stage.tap(10, 10)
    stage.tap(10, 10, after: 0.1)
    stage.settle()
    #expect(stage.transitions.first == "single:ended")
    #expect(stage.transitions.contains("double:ended"))
  }

  @Test("canPrevent false: a recognizer class can let others recognize alongside it (§4)")
  func canPreventFalse() {
    final class Harmless: TapGestureRecognizer {
      override func canPrevent(_ prevented: GestureRecognizer) -> Bool { false }
    }
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    view.addGestureRecognizer(Harmless(id: "harmless"))
    stage.tap(on: stage.window, id: "outer")
    stage.tap(10, 10)
    #expect(stage.transitions == ["harmless:ended", "outer:ended"])
  }

  @Test("canBePrevented false: a recognizer class cannot be failed by another's recognition (§4)")
  func canBePreventedFalse() {
    final class Stubborn: TapGestureRecognizer {
      override func canBePrevented(by preventing: GestureRecognizer) -> Bool { false }
    }
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "inner")
    stage.window.addGestureRecognizer(Stubborn(id: "stubborn"))
    stage.tap(10, 10)
    #expect(stage.transitions == ["inner:ended", "stubborn:ended"])
  }

  @Test("Same layout and input, same trace: timers run on virtual time (§4 time, principle 4)")
  func deterministic() {
    func run() -> Trace {
      let stage = Stage()
      let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
      let single = stage.tap(on: view, id: "single")
      single.require(toFail: stage.tap(on: view, id: "double", taps: 2))
      stage.tap(10, 10)
      stage.settle()
      return stage.trace
    }
    #expect(run() == run())
  }
}
