import Foundation
import Testing

@testable import TouchKit

/// Streams the engine property test (Tests/EnginePropertyTests) shrank to a few inputs, each a
/// rule the engine broke, kept here as plain cases. The seed each came from is in its comment.
@Suite("Regressions found by random touch streams")
struct RandomStreamRegressionTests {
  private func deliveries(_ stage: Stage, to view: String, of touch: Int) -> [TouchMethod] {
    stage.steps.compactMap { step in
      guard case .deliver(view, let method, let touches) = step, touches.contains(touch) else { return nil }
      return method
    }
  }

  @Test(
    "§3 cancelsTouchesInView is read when the gesture recognizes: set later, it does not swallow the touch's end"
  )
  func cancelsTouchesInViewIsReadAtRecognition() {
    // Seed 6302: the view got touchesBegan and never touchesEnded nor touchesCancelled.
    let stage = Stage()
    let card = stage.add(RecordingView(id: "card", frame: rect(0, 0, 200, 200)))
    let tap = stage.attach(TapGestureRecognizer(), to: card, id: "tap")
    tap.cancelsTouchesInView = false
    stage.down(50, 50)
    tap.force(.recognize)
    tap.cancelsTouchesInView = true
    stage.up(50, 50)
    #expect(deliveries(stage, to: "card", of: 1) == [.touchesBegan, .touchesEnded])
    #expect(tap.state == .possible)
  }

  @Test(
    "§3 A touch withheld from its exclusive view is not delivered there late, after another sequence began")
  func heldTouchKeepsItsOwnEvent() {
    // Seed 6497: touchesEnded held by a double tap (delaysTouchesEnded) went out in the next
    // sequence's event, which did not know the view never got the touch's touchesBegan.
    let stage = Stage()
    stage.add(RecordingView(id: "other", frame: rect(0, 0, 100, 100)))
    let exclusive = stage.add(RecordingView(id: "exclusive", frame: rect(200, 0, 100, 100)))
    exclusive.isExclusiveTouch = true
    let double = stage.attach(TapGestureRecognizer(), to: exclusive, id: "double")
    double.numberOfTapsRequired = 2
    stage.down(50, 50)
    stage.down(250, 50, finger: 1, after: 0.05)
    stage.up(50, 50, after: 0.02)
    stage.up(250, 50, finger: 1, after: 0.01)
    stage.tap(50, 50, after: 0.2)
    stage.settle()
    #expect(deliveries(stage, to: "exclusive", of: 2) == [])
    #expect(
      stage.steps.contains(
        .stateChange(
          recognizer: "double", from: .possible, to: .failed,
          reason: .tapIntervalExpired(interval: Tunables.maximumTapInterval))))
  }

  @Test(
    "§4 A forced recognition wins as a real one: a recognizer that required it to fail fails, then both reset"
  )
  func forcedRecognitionFailsItsRequirers() {
    // Seed 8771: the single tap waited for the double tap for good, never reset.
    let stage = Stage()
    let photo = stage.add(RecordingView(id: "photo", frame: rect(0, 0, 200, 200)))
    let double = stage.attach(TapGestureRecognizer(), to: photo, id: "double")
    double.numberOfTapsRequired = 2
    let single = stage.attach(TapGestureRecognizer(), to: photo, id: "single")
    single.require(toFail: double)
    stage.tap(50, 50)
    #expect(
      stage.steps.contains(.waitForFailure(recognizer: "single", requested: .recognized, other: "double")))
    double.force(.recognize)
    #expect(
      stage.steps.contains(
        .stateChange(
          recognizer: "single", from: .possible, to: .failed,
          reason: .requiredRecognizerRecognized(other: "double"))))
    #expect(single.state == .possible && double.state == .possible)
    #expect(stage.steps.contains(.reset(recognizer: "single")))
  }
}
