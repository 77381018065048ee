import Foundation
import Testing
import TouchKit

@testable import TouchTrace

/// Reference §3, `delaysTouchesBegan`/`delaysTouchesEnded`: the sentences of a held call, its
/// late delivery and its discard say which property held it and what became of it.
@Suite("§3 Delayed touches in words")
struct DelaySentenceTests {
  @Test("delaysTouchesEnded: the hold names the property and how it ends (§3)")
  func heldEnd() {
    let step = TraceStep.delayTouches(
      recognizer: "doubleTap", view: "photo", method: .touchesEnded, touches: [1], reason: .delaysTouchesEnded
    )
    #expect(
      step.entry.sentence
        == "photo.touchesEnded(touch 1) delayed while doubleTap is possible (delaysTouchesEnded), "
        + "until it fails or recognizes")
  }

  @Test("An end behind a delayed touchesBegan says so, not delaysTouchesEnded (§3)")
  func endBehindBegan() {
    let step = TraceStep.delayTouches(
      recognizer: "tap", view: "photo", method: .touchesEnded, touches: [1], reason: .waitsForDelayedBegan)
    #expect(
      step.entry.sentence
        == "photo.touchesEnded(touch 1) delayed behind its touchesBegan, which tap still delays (delaysTouchesBegan)"
    )
    #expect(!step.entry.sentence.contains("delaysTouchesEnded"))
  }

  @Test("A late delivery says why now: the recognizer failed, or recognized without cancelling (§3)")
  func release() {
    let failed = TraceStep.sendDelayed(
      view: "photo", method: .touchesEnded, touches: [1], reason: .failed(recognizer: "doubleTap"))
    #expect(
      failed.entry.sentence
        == "delayed touchesEnded(touch 1) goes to photo now: doubleTap, which delayed it, failed")
    let kept = TraceStep.sendDelayed(
      view: "photo", method: .touchesEnded, touches: [1],
      reason: .recognizedWithoutCancelling(recognizer: "tap"))
    #expect(
      kept.entry.sentence.hasSuffix(
        "tap recognized, but does not cancel touches in the view (cancelsTouchesInView is false)"))
    #expect(kept.entry.fields.map(\.name) == ["view", "method", "touches", "reason", "recognizer"])
  }

  @Test(
    "A discarded end becomes touchesCancelled; a discarded began means the view never gets the touch (§3)")
  func discard() {
    let end = TraceStep.discardDelayed(
      recognizer: "doubleTap", view: "photo", method: .touchesEnded, touches: [1])
    #expect(
      end.entry.sentence
        == "delayed touchesEnded(touch 1) for photo discarded: doubleTap recognized, "
        + "so photo gets touchesCancelled instead (delaysTouchesEnded)")
    let began = TraceStep.discardDelayed(recognizer: "pan", view: "row", method: .touchesBegan, touches: [1])
    #expect(began.entry.sentence.hasSuffix("pan recognized, so row never gets touch 1 (delaysTouchesBegan)"))
  }
}
