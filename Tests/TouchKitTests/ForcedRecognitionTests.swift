import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Issue 6: forcing a recognizer to recognize or fail now, without a gesture.
@Suite("Forced recognition")
struct ForcedRecognitionTests {
  private func stage(with recognizer: GestureRecognizer) -> (Stage, View) {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 100, 100)))
    card.handledActions = ["didTap", "didPan"]
    card.addGestureRecognizer(recognizer)
    _ = stage.synthesizer  // gives the application its trace
    return (stage, card)
  }

  private func transitions(_ stage: Stage) -> [TraceStep] {
    stage.steps.filter { if case .stateChange = $0 { true } else { false } }
  }

  @Test("§4 A forced discrete recognizer goes possible → recognized, sends its action now, then resets")
  func discrete() {
    let tap = TapGestureRecognizer(id: "tap")
    let (stage, card) = stage(with: tap)
    tap.addTarget(card, action: "didTap")
    #expect(tap.force(.recognize))
    #expect(stage.steps.first == .forced(recognizer: "tap", outcome: .recognize, applied: true))
    #expect(
      transitions(stage) == [
        .stateChange(recognizer: "tap", from: .possible, to: .recognized, reason: .forced)
      ])
    #expect(stage.steps.contains(.actionSent(action: "didTap", sender: "tap", target: "card")))
    #expect(stage.steps.last == .reset(recognizer: "tap"))
    #expect(tap.state == .possible)
    #expect(stage.trace.text.contains("⚑ tap forced to recognize"))
  }

  @Test("§4 A forced continuous recognizer goes through began to ended, with an action for each")
  func continuous() {
    let pan = PanGestureRecognizer(id: "pan")
    let (stage, card) = stage(with: pan)
    pan.addTarget(card, action: "didPan")
    pan.force(.recognize)
    #expect(
      transitions(stage) == [
        .stateChange(recognizer: "pan", from: .possible, to: .began, reason: .forced),
        .stateChange(recognizer: "pan", from: .began, to: .ended, reason: .forced),
      ])
    let sent = stage.steps.filter { $0 == .actionSent(action: "didPan", sender: "pan", target: "card") }
    #expect(sent.count == 2)
  }

  @Test("§4 Forcing a failure sends no action")
  func fail() {
    let tap = TapGestureRecognizer(id: "tap")
    let (stage, card) = stage(with: tap)
    tap.addTarget(card, action: "didTap")
    #expect(tap.force(.fail))
    #expect(
      transitions(stage) == [.stateChange(recognizer: "tap", from: .possible, to: .failed, reason: .forced)])
    #expect(!stage.steps.contains { $0.category == .action })
  }

  @Test("A recognizer on no window cannot be forced")
  func detached() {
    #expect(!TapGestureRecognizer(id: "loose").force(.recognize))
  }

  @Test("§4 Forcing a pan that touches began ends it; its touch then goes on as after any recognition")
  func underWay() {
    let pan = PanGestureRecognizer(id: "pan")
    let (stage, card) = stage(with: pan)
    pan.addTarget(card, action: "didPan")
    stage.down(10, 10)
    stage.move(40, 10)
    let before = pan.state
    #expect(before == .began || before == .changed)
    pan.force(.recognize)
    #expect(pan.state == .ended)
    #expect(stage.steps.contains(.stateChange(recognizer: "pan", from: before, to: .ended, reason: .forced)))
    stage.up(40, 10)
    #expect(pan.state == .possible)
  }

  @Test(
    "§4 A recognizer forced while a finger is down elsewhere resets when that sequence ends, and recognizes again"
  )
  func forcedOutsideTheSequence() {
    // Issue 16: the finger is on `other`, whose sequence the tap on `card` is no part of.
    // Forced now, the tap holds its terminal state until the sequence ends (§4), then resets
    // like the recognizers that saw its touches; it used to stay recognized for good.
    let tap = TapGestureRecognizer(id: "tap")
    let (stage, card) = stage(with: tap)
    tap.addTarget(card, action: "didTap")
    stage.add(View(id: "other", frame: rect(200, 0, 100, 100)))
    stage.down(250, 50)
    #expect(tap.force(.recognize))
    #expect(tap.state == .recognized)
    stage.up(250, 50)
    #expect(tap.state == .possible)
    #expect(stage.steps.contains(.reset(recognizer: "tap")))
    stage.tap(50, 50, after: 1)
    let recognized = stage.steps.filter {
      $0
        == .stateChange(recognizer: "tap", from: .possible, to: .recognized, reason: .tapsCompleted(count: 1))
    }
    #expect(recognized.count == 1, "the tap on card recognizes again after the reset")
  }
}
