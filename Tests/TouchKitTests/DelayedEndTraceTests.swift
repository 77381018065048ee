import Foundation
import Testing

@testable import TouchKit

/// Reference §3, `delaysTouchesEnded` (and an end waiting behind `delaysTouchesBegan`): the
/// trace says when a touch's end is held from its view, and when and why it goes, late or as
/// touchesCancelled.
@Suite("§3 delaysTouchesEnded in the trace")
struct DelayedEndTraceTests {
  /// The steps from the first `delayTouches` on, without those a view's responder chain adds.
  private func delaySteps(_ stage: Stage) -> [TraceStep] {
    let steps = stage.steps
    guard let start = steps.firstIndex(where: { if case .delayTouches = $0 { true } else { false } })
    else { return [] }
    return steps[start...].filter {
      switch $0 {
      case .delayTouches, .sendDelayed, .discardDelayed, .cancelTouches, .deliver: true
      default: false
      }
    }
  }

  @Test(
    "delaysTouchesEnded: the end is held while the recognizer is possible and goes late when it fails (§3)")
  func heldThenDeliveredOnFailure() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "double", taps: 2)
    stage.tap(10, 10)
    stage.settle()
    #expect(
      delaySteps(stage) == [
        .delayTouches(
          recognizer: "double", view: "v", method: .touchesEnded, touches: [1], reason: .delaysTouchesEnded),
        .sendDelayed(view: "v", method: .touchesEnded, touches: [1], reason: .failed(recognizer: "double")),
        .deliver(responder: "v", method: .touchesEnded, touches: [1]),
      ])
  }

  @Test("delaysTouchesEnded: the held end is discarded and becomes touchesCancelled when it recognizes (§3)")
  func heldThenCancelledOnRecognition() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "double", taps: 2)
    stage.tap(10, 10)
    stage.tap(10, 10, after: 0.1)
    stage.settle()
    let steps = delaySteps(stage)
    let discard = steps.firstIndex(
      of: .discardDelayed(recognizer: "double", view: "v", method: .touchesEnded, touches: [1]))
    let cancelled = steps.firstIndex(of: .deliver(responder: "v", method: .touchesCancelled, touches: [1]))
    #expect(discard != nil && cancelled != nil && (discard ?? 0) < (cancelled ?? 0))
    #expect(!steps.contains { if case .sendDelayed = $0 { true } else { false } })
  }

  @Test(
    "delaysTouchesEnded with cancelsTouchesInView false: the held end goes late although it recognized (§3)")
  func heldThenDeliveredAfterRecognitionWithoutCancelling() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let double = stage.tap(on: view, id: "double", taps: 2)
    double.delaysTouchesEnded = false
    let single = stage.tap(on: view, id: "single")
    single.cancelsTouchesInView = false
    single.require(toFail: double)
    stage.tap(10, 10)
    stage.settle()
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(
      stage.steps.contains(
        .sendDelayed(
          view: "v", method: .touchesEnded, touches: [1],
          reason: .recognizedWithoutCancelling(recognizer: "single"))))
  }

  @Test("An end behind a delayed touchesBegan waits for it, and is not put down to delaysTouchesEnded (§3)")
  func endWaitsBehindDelayedBegan() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let double = stage.tap(on: view, id: "double", taps: 2)
    double.delaysTouchesEnded = false
    let single = stage.tap(on: view, id: "single")
    single.delaysTouchesBegan = true
    single.delaysTouchesEnded = false
    single.cancelsTouchesInView = false
    single.require(toFail: double)
    stage.tap(10, 10)
    #expect(view.methods.isEmpty)
    stage.settle()
    #expect(view.methods == [.touchesBegan, .touchesEnded])
    #expect(
      delaySteps(stage) == [
        .delayTouches(
          recognizer: "single", view: "v", method: .touchesBegan, touches: [1], reason: .delaysTouchesBegan),
        .delayTouches(
          recognizer: "single", view: "v", method: .touchesEnded, touches: [1], reason: .waitsForDelayedBegan),
        .sendDelayed(
          view: "v", method: .touchesBegan, touches: [1],
          reason: .recognizedWithoutCancelling(recognizer: "single")),
        .deliver(responder: "v", method: .touchesBegan, touches: [1]),
        .sendDelayed(view: "v", method: .touchesEnded, touches: [1], reason: .followsBegan),
        .deliver(responder: "v", method: .touchesEnded, touches: [1]),
      ])
  }

  @Test(
    "A discarded touchesBegan takes its held end with it: one discard, the view never gets the touch (§3)")
  func discardedBeganTakesTheEnd() {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    let double = stage.tap(on: view, id: "double", taps: 2)
    double.delaysTouchesEnded = false
    let single = stage.tap(on: view, id: "single")
    single.delaysTouchesBegan = true
    single.delaysTouchesEnded = false
    single.require(toFail: double)
    stage.tap(10, 10)
    stage.settle()
    #expect(view.methods.isEmpty)
    let discards = stage.steps.filter { if case .discardDelayed = $0 { true } else { false } }
    #expect(
      discards == [.discardDelayed(recognizer: "single", view: "v", method: .touchesBegan, touches: [1])])
  }
}
